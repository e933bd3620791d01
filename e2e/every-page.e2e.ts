/**
 * Every built page, both languages: one h1, every internal
 * link, image, script and stylesheet resolving, no Nu HTML Checker error, no
 * axe violation (WCAG 2.1 A and AA). axe runs in the browser on every page;
 * AXE_SAMPLE_STORES=1 keeps every 5th store page (they share one template)
 * and all Ziebart ones, for a quicker local run.
 */
import type { Browser, Page } from "playwright-core";
import { axeViolations, launch, newContext } from "./browser";
import { ORIGIN, SITE_URL } from "./env";
import { axePages, builtPages, checkBuiltPages, vnuErrors } from "./page-check";

const pages = builtPages();

describe("every built page", () => {
  it("finds the pages of both languages", () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(pages.some((p) => p.url.startsWith("/en/"))).toBe(true);
    expect(pages.filter((p) => p.url.startsWith("/en/")).length).toBeGreaterThan(pages.length / 3);
  });

  it("has exactly one h1, and every internal reference resolves", () => {
    const started = Date.now();
    const result = checkBuiltPages([SITE_URL, ORIGIN]);
    console.info(`${result.pages} pages, ${result.references} internal references checked in ${Date.now() - started} ms`);
    expect(result.problems.slice(0, 40)).toEqual([]);
    expect(result.references).toBeGreaterThan(result.pages * 10);
  });

  it("passes the Nu HTML Checker without an error", () => {
    const started = Date.now();
    const errors = vnuErrors();
    console.info(`Nu HTML Checker: ${pages.length} pages in ${Date.now() - started} ms, ${errors.length} errors`);
    expect(errors.slice(0, 40)).toEqual([]);
  }, 600_000);
});

describe("axe on every page in the browser", () => {
  const everything = process.env.AXE_SAMPLE_STORES !== "1";
  const visited = axePages(pages, everything);
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launch();
    page = await (await newContext(browser)).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it(
    `finds no WCAG 2.1 AA violation (${everything ? "all pages" : "store pages sampled"})`,
    async () => {
      const started = Date.now();
      const failures: string[] = [];
      for (const built of visited) {
        const response = await page.goto(built.url, { waitUntil: "load" });
        if (!response || (response.status() !== 200 && !built.url.includes("404"))) {
          failures.push(`${built.url}: status ${response?.status()}`);
          continue;
        }
        for (const violation of await axeViolations(page)) failures.push(`${built.url}: ${violation}`);
      }
      const ms = Date.now() - started;
      console.info(`axe: ${visited.length} of ${pages.length} pages in ${Math.round(ms / 1000)} s (${Math.round(ms / visited.length)} ms a page)`);
      expect(failures.slice(0, 40)).toEqual([]);
    },
    30 * 60_000,
  );
});
