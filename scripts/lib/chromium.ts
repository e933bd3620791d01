/**
 * The Chromium the browser tests and the benchmarks drive: Debian's, or
 * CHROME_PATH, with the flags a headless run in a container needs (no
 * sandbox, no GPU, none of the background network a closed machine lacks).
 * The headless flag is the caller's: the browser tests and the finder bench
 * pass "--headless", Lighthouse's launcher "--headless=new", and the
 * screenshots leave it to playwright.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
