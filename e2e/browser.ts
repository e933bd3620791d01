/** Debian's chromium driven by playwright-core, with the flags a headless run in a container needs (scripts/lib/chromium.ts). */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import axe from "axe-core";
import { CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { CHROMIUM, ORIGIN } from "./env";

export const CHROMIUM_ARGS = ["--headless", ...CHROMIUM_FLAGS];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: ORIGIN, ...options });
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
