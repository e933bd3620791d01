/**
 * axe on every built page of one language, in Chromium: the pages as served
 * by the shared site, a few tabs of one browser context going from page to
 * page (a page's load leaves the processor idle while it waits for the
 * server, which another tab then uses). axe-core is put in the context once
 * (addAxe). A probe page with known violations goes through the same path
 * first, so a sweep that could not see a violation fails. The probe is served
 * by a route of the context that is removed once it has been checked: while a
 * context has any route, Playwright stops every request of its pages to ask
 * the test's process about it and turns the browser's HTTP cache off, which
 * made each page of the sweep fetch its scripts, styles and images again.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addAxe, axeViolations, launch, newContext } from "../browser";
import { ORIGIN } from "../env";
import { axePages, builtPages, type BuiltPage } from "../page-check";

/** Tabs at once in the sweep's context (each of the two Jest workers may run a sweep). */
const TABS = 2;

const PROBE_URL = "/__axe-probe__/";
/** No language on <html> and an image without a text alternative: two WCAG 2.1 A violations. */
const PROBE_HTML = `<!DOCTYPE html><html><head><title>axe probe</title></head><body><main><h1>Probe</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`;

export type Language = "fr" | "en";

/** The built pages of one language: English under /en/, French everywhere else. */
export function pagesOf(language: Language, pages: BuiltPage[]): BuiltPage[] {
  return pages.filter((page) => page.url.startsWith("/en/") === (language === "en"));
}

/** Visits each page in one of the tabs and returns its problems by URL (a wrong status or axe's violations). */
async function sweep(context: BrowserContext, pages: BuiltPage[]): Promise<Map<string, string[]>> {
  const problems = new Map<string, string[]>();
  const queue = [...pages];
  const visit = async (page: Page, built: BuiltPage) => {
    const response = await page.goto(built.url, { waitUntil: "load" });
    const status = response?.status();
    if (status !== 200 && !(status === 404 && built.url.includes("404"))) problems.set(built.url, [`status ${status}`]);
    else problems.set(built.url, await axeViolations(page));
  };
  const tab = async () => {
    const page = await context.newPage();
    for (let built = queue.shift(); built; built = queue.shift()) await visit(page, built);
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(TABS, pages.length) }, tab));
  return problems;
}

/** The tests of one language's sweep. AXE_SAMPLE_STORES=1 keeps every 5th store page and all Ziebart ones (a quicker local run). */
export function describeAxeSweep(language: Language): void {
  const everything = process.env.AXE_SAMPLE_STORES !== "1";
  const all = builtPages();
  const visited = axePages(pagesOf(language, all), everything);
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launch();
    context = await newContext(browser);
    await addAxe(context);
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe(`axe on every ${language === "fr" ? "French" : "English"} page in the browser`, () => {
    it("sees the violations of a probe page through the sweep's own path", async () => {
      const probe = `${ORIGIN}${PROBE_URL}`;
      await context.route(probe, (route) => route.fulfill({ status: 200, contentType: "text/html", body: PROBE_HTML }));
      const problems = await sweep(context, [{ file: "", url: PROBE_URL }]).finally(() => context.unroute(probe));
      const ids = (problems.get(PROBE_URL) ?? []).map((problem) => problem.split(" ")[0]);
      expect(ids).toEqual(expect.arrayContaining(["html-has-lang", "image-alt"]));
    });

    it(
      `finds no WCAG 2.1 AA violation (${everything ? "all pages" : "store pages sampled"})`,
      async () => {
        expect(pagesOf(language, all).length).toBeGreaterThan(all.length / 3);
        const started = Date.now();
        const problems = await sweep(context, visited);
        const ms = Date.now() - started;
        console.info(
          `axe (${language}): ${visited.length} of ${all.length} pages in ${Math.round(ms / 1000)} s (${Math.round(ms / visited.length)} ms a page, ${TABS} tabs)`,
        );
        expect(problems.size).toBe(visited.length);
        const failures = [...problems].flatMap(([url, list]) => list.map((problem) => `${url}: ${problem}`)).sort();
        expect(failures.slice(0, 40)).toEqual([]);
      },
      30 * 60_000,
    );
  });
}
