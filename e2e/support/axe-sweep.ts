/**
 * axe on every built page of one language, in Chromium: the pages as served
 * by the shared site, a few tabs of one browser context going from page to
 * page (a page's load leaves the processor idle while it waits for the
 * server, which another tab then uses). axe-core is put in the context once
 * (addAxe).
 *
 * The first page of each template is loaded from the server; the others are
 * reached the way a visitor's click on a link of the site reaches them,
 * through Gatsby's own navigation, which renders the next page in the open
 * document without parsing and running the site's scripts again: about 390
 * ms of the processor a page instead of 950. Before axe runs, the sweep waits
 * until the address, the document's title and Gatsby's route announcer all
 * say the new page has rendered, and a page whose title is not the one it was
 * built with is a failure. Rendered either way, a page's DOM is the same (the
 * sweep's path was checked against full loads on 140 pages: the only
 * difference, React not writing the `selected` attribute of a default
 * option, is not something axe reads). The status of each page reached
 * through the site's navigation is asked of the server on the side. An
 * uncaught error or an error logged to the console, on any page, is a
 * failure too (a 404 page's own status excepted).
 *
 * A probe page with known violations goes through the same path first, so a
 * sweep that could not see a violation fails. The probe is served by a route
 * of the context that is removed once it has been checked: while a context
 * has any route, Playwright stops every request of its pages to ask the
 * test's process about it and turns the browser's HTTP cache off, which made
 * each page of the sweep fetch its scripts, styles and images again.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { addAxe, axeViolations, hydrated, launch, newContext } from "../browser";
import { ORIGIN } from "../env";
import { axePages, builtPages, pageDataPath, pageTemplate, pageTitle, type BuiltPage } from "../page-check";

/** Tabs at once in the sweep's context (each of the two Jest workers may run a sweep). */
const TABS = 2;

const PROBE_URL = "/__axe-probe__/";
/** No language on <html> and an image without a text alternative (two WCAG 2.1 A violations), and an error logged to the console. */
const PROBE_HTML = `<!DOCTYPE html><html><head><title>axe probe</title></head><body><main><h1>Probe</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main><script>console.error("axe probe")</script></body></html>`;

export type Language = "fr" | "en";

/** The built pages of one language: English under /en/, French everywhere else. */
export function pagesOf(language: Language, pages: BuiltPage[]): BuiltPage[] {
  return pages.filter((page) => page.url.startsWith("/en/") === (language === "en"));
}

/** A page the sweep visits: its template ("" for none: always loaded from the server) and its title as built. */
interface SweptPage extends BuiltPage {
  template: string;
  title: string;
}

function swept(page: BuiltPage): SweptPage {
  return { ...page, template: pageTemplate(page), title: pageTitle(page) };
}

type GatsbyWindow = Window & { ___navigate?: (to: string) => void };

/** The id of Gatsby's route announcer, which it fills once a page reached through its navigation has rendered. */
const ANNOUNCER_ID = "gatsby-announcer";

/** Whether the built page answers 404 by design (the 404 pages themselves). */
const isNotFoundPage = (url: string) => url.includes("404");

/**
 * Visits each page in one of the tabs and returns its problems by URL (a wrong
 * status, a wrong title, an uncaught or logged error, or axe's violations).
 */
async function sweep(
  context: BrowserContext,
  pages: SweptPage[],
  { tabs = TABS, renderTimeoutMs = 15_000 }: { tabs?: number; renderTimeoutMs?: number } = {},
): Promise<Map<string, string[]>> {
  const problems = new Map<string, string[]>();
  const loadedTemplates = new Set<string>();
  const statuses: Promise<void>[] = [];
  const queue = [...pages];
  const visit = async (page: Page, built: SweptPage, onSite: boolean): Promise<string[]> => {
    const found: string[] = [];
    if (!onSite || !built.template || !loadedTemplates.has(built.template) || isNotFoundPage(built.url)) {
      loadedTemplates.add(built.template);
      const response = await page.goto(built.url, { waitUntil: "load" });
      const status = response?.status();
      if (status !== 200 && !(status === 404 && isNotFoundPage(built.url))) return [`status ${status}`];
      // Before axe, and before the next navigation reaches a part still hydrating (React would render that part
      // again from scratch and report hydration errors, #418 and #422).
      if (built.template) await hydrated(page);
    } else {
      statuses.push(
        fetch(`${ORIGIN}${built.url}`, { method: "HEAD" }).then((response) => {
          if (response.status !== 200) problems.set(built.url, [...(problems.get(built.url) ?? []), `status ${response.status}`]);
        }),
      );
      await page.evaluate(
        ([url, announcer]) => {
          const region = document.getElementById(announcer);
          if (region) region.textContent = "";
          (window as GatsbyWindow).___navigate!(url);
        },
        [built.url, ANNOUNCER_ID],
      );
      const rendered = await page
        .waitForFunction(
          ([url, title, announcer]) => location.pathname === url && document.title === title && !!document.getElementById(announcer)?.textContent,
          [built.url, built.title, ANNOUNCER_ID],
          { polling: 20, timeout: renderTimeoutMs },
        )
        .then(
          () => true,
          () => false,
        );
      if (!rendered) {
        const now = await page.evaluate(() => `${location.pathname} "${document.title}"`);
        return [`not rendered by the site's navigation within ${renderTimeoutMs} ms: ${now}, expected "${built.title}"`];
      }
    }
    const title = await page.title();
    if (title !== built.title) found.push(`title "${title}", built as "${built.title}"`);
    return [...found, ...(await axeViolations(page))];
  };
  const tab = async () => {
    const page = await context.newPage();
    let current = "";
    const add = (problem: string) => problems.set(current, [...(problems.get(current) ?? []), problem]);
    page.on("pageerror", (error) => add(`uncaught ${String(error).slice(0, 300)}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A 404 page is served with that status, which the browser reports.
      if (isNotFoundPage(current) && /status of 404/.test(message.text())) return;
      add(`console error: ${message.text().slice(0, 300)}`);
    });
    let onSite = false;
    for (let built = queue.shift(); built; built = queue.shift()) {
      current = built.url;
      const found = await visit(page, built, onSite);
      problems.set(built.url, [...(problems.get(built.url) ?? []), ...found]);
      // A page that failed may have left the tab anywhere: the next one is loaded from the server.
      onSite = found.length === 0;
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(tabs, pages.length) }, tab));
  await Promise.all(statuses);
  return problems;
}

/** The tests of one language's sweep. AXE_SAMPLE_STORES=1 keeps every 5th store page and all Ziebart ones (a quicker local run). */
export function describeAxeSweep(language: Language): void {
  const everything = process.env.AXE_SAMPLE_STORES !== "1";
  const all = builtPages();
  const visited = axePages(pagesOf(language, all), everything).map(swept);
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
    it("sees the violations and the console error of a probe page through the sweep's own path", async () => {
      const probe = `${ORIGIN}${PROBE_URL}`;
      await context.route(probe, (route) => route.fulfill({ status: 200, contentType: "text/html", body: PROBE_HTML }));
      const problems = await sweep(context, [{ file: "", url: PROBE_URL, template: "", title: "axe probe" }]).finally(() => context.unroute(probe));
      const ids = (problems.get(PROBE_URL) ?? []).map((problem) => problem.split(" ")[0]);
      expect(ids).toEqual(expect.arrayContaining(["html-has-lang", "image-alt", "console"]));
    });

    it("catches a page that the site's navigation did not render as it was built", async () => {
      // Two pages of one template in one tab; the second one's data is answered with the first one's.
      const candidates = visited.filter((page) => page.template && !isNotFoundPage(page.url));
      const first = candidates.find((page) => candidates.some((other) => other !== page && other.template === page.template))!;
      const second = candidates.find((page) => page !== first && page.template === first.template)!;
      const dataUrl = (page: BuiltPage) => `${ORIGIN}/${pageDataPath(page.url)}`;
      const firstData = await (await fetch(dataUrl(first))).text();
      await context.route(`${dataUrl(second)}*`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: firstData }));
      const problems = await sweep(context, [first, second], { tabs: 1, renderTimeoutMs: 3000 }).finally(() => context.unroute(`${dataUrl(second)}*`));
      expect(problems.get(second.url)).toEqual([expect.stringContaining("not rendered by the site's navigation")]);
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
