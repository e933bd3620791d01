/**
 * The Chromium the benchmarks and screenshots drive: Debian's, or
 * CHROME_PATH, with the flags a headless run in a container needs (no
 * sandbox, no GPU, none of the background network a closed machine lacks).
 * The headless flag is the caller's: the finder bench passes "--headless",
 * Lighthouse's launcher "--headless=new", and the screenshots leave it to
 * playwright.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * The Chromium the browser tests drive: Debian's `chromium-headless-shell`,
 * or E2E_CHROME_PATH. It is the same Chromium (Blink, V8, the network
 * stack) built without the browser's windowing layer, what Playwright itself
 * runs for headless tests. The tests' hundreds of short-lived contexts cost
 * about a fifth less processor time in it than in the full browser (docs/testing.md).
 * The benchmarks keep the full browser, which is what visitors run.
 */
export const TEST_CHROMIUM_PATH = process.env.E2E_CHROME_PATH || "/usr/bin/chromium-headless-shell";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
