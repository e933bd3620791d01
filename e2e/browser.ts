/** Debian's chromium driven by playwright-core, with the flags a headless run in a container needs (scripts/lib/chromium.ts). */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import { CHROMIUM_FLAGS } from "../scripts/lib/chromium";
import { CHROMIUM, ORIGIN } from "./env";

export const CHROMIUM_ARGS = ["--headless", ...CHROMIUM_FLAGS];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: ORIGIN, ...options });
}

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** The WCAG 2.2 AA rules besides (target size). */
export const WCAG_22_AA = [...WCAG_21_AA, "wcag22aa"];

/** axe with the WCAG 2.1 A and AA rules (or the tags given): the violations, summarised for a readable failure. */
export async function axeViolations(page: Page, tags: string[] = WCAG_21_AA): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
