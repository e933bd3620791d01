/** Debian's chromium driven by playwright-core, with the flags a headless run in a container needs (scripts/lib/chromium.ts). */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import axe from "axe-core";
import { CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { CHROMIUM, ORIGIN } from "./env";

/** playwright-core's bundled server code, where its Chromium switches are. */
function playwrightSource(): string {
  const file = path.join(path.dirname(require.resolve("playwright-core/package.json")), "lib", "coreBundle.js");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

/**
 * The features playwright-core turns off in every Chromium it launches, read
 * from its own source (its list of `disabledFeatures`); [] when that list is
 * not found there. Chromium honours only the last `--disable-features` of its
 * command line, so a test that turns one more off must name these too.
 */
export function playwrightDisabledFeatures(source: string = playwrightSource()): string[] {
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return [...list.replace(/\/\/[^\n]*/g, "").matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]);
}

/**
 * Chromium starts a spare renderer process ahead of the next page; a new
 * browser context needs a process of its own, so the spare was started and
 * thrown away at each of the many contexts the tests open. Without it, a page
 * opened in a new context cost about 960 ms of the processor instead of
 * 1,150 ms (60 pages, two at a time, one run against the other). It changes
 * how Chromium manages its processes, not what a page does.
 */
const DISABLED_FEATURES = [...playwrightDisabledFeatures(), "SpareRendererForSitePerProcess"];

export const CHROMIUM_ARGS = ["--headless", ...CHROMIUM_FLAGS, `--disable-features=${DISABLED_FEATURES.join(",")}`];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: ORIGIN, ...options });
}

/**
 * A new tab of the context, or null, with a warning, when Chromium has not
 * opened it within `timeoutMs`. Playwright gives `newPage` no time limit, and
 * Chromium has been seen (once in a CI run, 2026-12-03) never to hand over a
 * tab it had started: the axe sweep then waited for that tab until its hook's
 * limit, half an hour, after its other tab had visited every page. A tab that
 * opens after the limit is closed.
 */
export async function openTab(context: Pick<BrowserContext, "newPage">, timeoutMs = 30_000): Promise<Page | null> {
  const opening = context.newPage();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const page = await Promise.race([opening, timedOut]);
  clearTimeout(timer);
  if (!page) {
    console.warn(`Chromium did not open a tab within ${timeoutMs / 1000} s`);
    opening.then((late) => late.close()).catch(() => undefined);
  }
  return page;
}

/**
 * Waits until a page loaded from the server has hydrated all its parts and
 * gone quiet: the layout's parts hydrate one by one after the first commit
 * (`<html data-hydrated>`), in the browser's idle time, and their effects
 * may then call the API. So: the first commit, no request for half a second
 * (Playwright's "networkidle"), then two idle periods of the page's main
 * thread in a row.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/**
 * Moves the page's clock `ms` ahead, every timer due meanwhile firing, instead of waiting that long
 * (a carousel's seconds between slides), then lets the page render what those timers changed.
 * The page's clock must have been installed (`page.clock.install()`) before the page loaded; it
 * otherwise runs at the wall clock's pace.
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  // React renders an update in a task it posts on a message channel (not a timer, so the clock does not
  // run it): a message posted after it comes back once that render is committed.
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/** The rules every axe check runs: WCAG 2.1 A and AA. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The WCAG 2.2 AA rules besides (target size). */
export const WCAG_22_AA = [...AXE_TAGS, "wcag22aa"];

/**
 * Puts axe-core in every page and frame the context opens, before their own
 * scripts (it only defines `window.axe`): a sweep over many pages then runs
 * it without sending and compiling its 500 KB source again for each page.
 */
export async function addAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe (WCAG 2.1 A and AA) on the page as it is now, in its own frame and its
 * same-origin frames: the violations, summarised for a readable failure.
 * axe-core is added to each frame that lacks it; axe.run reports only
 * violations (no details of what passed, which is most of its work and output).
 */
export async function axeViolations(page: Page, tags: string[] = AXE_TAGS): Promise<string[]> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => typeof (window as AxeWindow).axe === "object"))) await frame.evaluate(axe.source);
  }
  const violations = await page.evaluate(async (tags) => {
    const results = await (window as AxeWindow).axe!.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }));
  }, tags);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(", ")}`);
}
