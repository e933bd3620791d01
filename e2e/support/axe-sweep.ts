/**
 * axe on every built page of one language, in Chromium: the pages as served
 * by the shared site, a few tabs of one browser context going from page to
 * page (a page's load leaves the processor idle while it waits for the
 * server, which another tab then uses). axe-core is put in the context once
 * (addAxe). On each page, besides axe: the title, the head and the content it
 * was built with or must have (contentProblems); the results are reported
 * route by route.
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
import { addAxe, axeViolations, hydrated, launch, newContext, openTab } from "../browser";
import { ORIGIN } from "../env";
import { pageDataUrl } from "../../gatsby/page-preloads";
import { axePages, builtPages, pageHead, pageOrigin, type BuiltPage, type HeadFacts } from "../page-check";

/** Tabs at once in the sweep's context (each of the two Jest workers may run a sweep). */
const TABS = 2;

const PROBE_URL = "/__axe-probe__/";
/**
 * No language on <html> and an image without a text alternative (two WCAG 2.1
 * A violations), an error logged to the console, and content no page may
 * have: two h1, placeholder text, too little text.
 */
const PROBE_HTML = `<!DOCTYPE html><html><head><title>axe probe</title></head><body><main><h1>Probe</h1><h1>Lorem ipsum</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main><script>console.error("axe probe")</script></body></html>`;

/** Text no page may show. "À venir" alone is the promotions page's heading of upcoming offers, not a placeholder. */
const PLACEHOLDER = /lorem|ipsum|coming soon|bientôt disponible|(contenu|texte|page) à venir|TODO/i;
/**
 * Templates whose main text may be a short list or a shell: the locations
 * page's shops sit in collapsed regions; a shop's reviews may be two or
 * three; a job posting no longer open only says so and points to the open
 * ones; redeem-coupons and appointment-manage without their parameters or
 * token only explain that the link is incomplete; the 404 page points the
 * way back. Their pages need 60 characters of text in <main>, every other
 * page 600.
 */
const SHORT_TEXT_TEMPLATES = new Set(["home", "site-map", "locations", "reviews", "job", "redeem-coupons", "appointment-manage", "404"]);

/** The template's own name ("store-details") in Gatsby's name for its component ("component---src-templates-store-details-tsx"). */
const templateName = (template: string) => /^component---src-(?:templates|pages)-(.+)-tsx$/.exec(template)?.[1] ?? template;

/** The least text a page of the template shows in <main>. */
const minTextLength = (template: string) => (SHORT_TEXT_TEMPLATES.has(templateName(template)) ? 60 : 600);

export type Language = "fr" | "en";

/** A page's language: English under /en/, French everywhere else. */
const languageOf = (url: string): Language => (url.startsWith("/en/") ? "en" : "fr");

/** The built pages of one language. */
export function pagesOf(language: Language, pages: BuiltPage[]): BuiltPage[] {
  return pages.filter((page) => languageOf(page.url) === language);
}

/**
 * A page the sweep visits: its template ("" for none: always loaded from the
 * server), the route it was made for ("" for none) and its title as built.
 */
interface SweptPage extends BuiltPage {
  template: string;
  route: string;
  title: string;
  /** Its description, canonical address, robots rule and language versions as built. */
  head: HeadFacts;
}

function swept(page: BuiltPage): SweptPage {
  return { ...page, ...pageOrigin(page), ...pageHead(page) };
}

const NO_HEAD: HeadFacts = { description: [], canonical: [], robots: [], alternates: [] };

/**
 * What the page shows, as the browser rendered it: one h1, the sweep's
 * language, enough text in <main> and no placeholder, and the head it was
 * built with (the Head API renders it again in the browser, and again at each
 * page the site's navigation reaches).
 */
async function contentProblems(page: Page, built: SweptPage, language: Language): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const values = (selector: string, attribute: string) => [...document.head.querySelectorAll(selector)].map((tag) => tag.getAttribute(attribute) ?? "");
    const head = {
      description: values('meta[name="description"]', "content"),
      canonical: values('link[rel="canonical"]', "href"),
      robots: values('meta[name="robots"]', "content"),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
        (tag) => `${tag.getAttribute("hreflang")} ${tag.getAttribute("href") ?? ""}`,
      ),
    };
    return {
      h1s: document.querySelectorAll("h1").length,
      lang: document.documentElement.getAttribute("lang"),
      text: (document.querySelector("main")?.innerText ?? "").trim(),
      head,
    };
  });
  const found: string[] = [];
  for (const key of Object.keys(NO_HEAD) as (keyof HeadFacts)[]) {
    const [now, then] = [JSON.stringify(shown.head[key]), JSON.stringify(built.head[key])];
    if (now !== then) found.push(`head ${key} ${now.slice(0, 200)}, built as ${then.slice(0, 200)}`);
  }
  if (shown.h1s !== 1) found.push(`h1s: ${shown.h1s}, not one`);
  if (shown.lang !== `${language}-CA`) found.push(`lang "${shown.lang}", not "${language}-CA"`);
  const placeholder = PLACEHOLDER.exec(shown.text);
  if (placeholder) found.push(`placeholder "${placeholder[0]}" in <main>`);
  const least = minTextLength(built.template);
  if (shown.text.length <= least) found.push(`text of ${shown.text.length} characters in <main>, not more than ${least}`);
  return found;
}

type GatsbyWindow = Window & { ___navigate?: (to: string) => void };

/** The id of Gatsby's route announcer, which it fills once a page reached through its navigation has rendered. */
const ANNOUNCER_ID = "gatsby-announcer";

/** Whether the built page answers 404 by design (the 404 pages themselves). */
const isNotFoundPage = (url: string) => url.includes("404");

/**
 * Visits each page in one of the tabs and returns its problems by URL (a wrong
 * status, a wrong title, an uncaught or logged error, content a page may not
 * have, or axe's violations); every page has an entry, empty when all is well.
 */
async function sweep(
  context: BrowserContext,
  pages: SweptPage[],
  { tabs = TABS, renderTimeoutMs = 15_000 }: { tabs?: number; renderTimeoutMs?: number } = {},
): Promise<Map<string, string[]>> {
  const problems = new Map<string, string[]>();
  const report = (url: string, ...found: string[]) => problems.set(url, [...(problems.get(url) ?? []), ...found]);
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
          if (response.status !== 200) report(built.url, `status ${response.status}`);
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
    return [...found, ...(await contentProblems(page, built, languageOf(built.url))), ...(await axeViolations(page))];
  };
  const tab = async () => {
    const page = await openTab(context);
    // A tab Chromium did not open (openTab warned): the other tabs visit the pages; a page none visited has no entry, which fails.
    if (!page) return;
    let current = "";
    page.on("pageerror", (error) => report(current, `uncaught ${String(error).slice(0, 300)}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      // A 404 page is served with that status, which the browser reports.
      if (isNotFoundPage(current) && /status of 404/.test(message.text())) return;
      report(current, `console error: ${message.text().slice(0, 300)}`);
    });
    let onSite = false;
    for (let built = queue.shift(); built; built = queue.shift()) {
      current = built.url;
      const found = await visit(page, built, onSite);
      report(built.url, ...found);
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

  const name = language === "fr" ? "French" : "English";
  describe(`the sweep over every ${name} page in the browser`, () => {
    it("sees the violations, the console error and the content of a probe page through the sweep's own path", async () => {
      const probe = `${ORIGIN}${PROBE_URL}`;
      await context.route(probe, (route) => route.fulfill({ status: 200, contentType: "text/html", body: PROBE_HTML }));
      const problems = await sweep(context, [
        { file: "", url: PROBE_URL, template: "", route: "", title: "axe probe", head: { ...NO_HEAD, description: ["probe"] } },
      ]).finally(() => context.unroute(probe));
      const ids = (problems.get(PROBE_URL) ?? []).map((problem) => problem.split(" ")[0]);
      expect(ids).toEqual(expect.arrayContaining(["html-has-lang", "image-alt", "console", "h1s:", "lang", "placeholder", "text", "head"]));
    });

    it("catches a page that the site's navigation did not render as it was built", async () => {
      // Two pages of one template in one tab; the second one's data is answered with the first one's.
      const candidates = visited.filter((page) => page.template && !isNotFoundPage(page.url));
      const first = candidates.find((page) => candidates.some((other) => other !== page && other.template === page.template))!;
      const second = candidates.find((page) => page !== first && page.template === first.template)!;
      const dataUrl = (page: BuiltPage) => `${ORIGIN}${pageDataUrl(page.url)}`;
      const firstData = await (await fetch(dataUrl(first))).text();
      await context.route(`${dataUrl(second)}*`, (route) => route.fulfill({ status: 200, contentType: "application/json", body: firstData }));
      const problems = await sweep(context, [first, second], { tabs: 1, renderTimeoutMs: 3000 }).finally(() => context.unroute(`${dataUrl(second)}*`));
      expect(problems.get(second.url)).toEqual([expect.stringContaining("not rendered by the site's navigation")]);
    });
  });

  /** The routes of the visited pages, each once, in the order of the pages ("" for the pages outside the route table). */
  const routes = [...new Set(visited.map((page) => page.route))];
  describe(`every ${name} page (${everything ? "all pages" : "store pages sampled"}): no WCAG 2.1 AA violation, no error, its title, one h1, its language and real content`, () => {
    let problems = new Map<string, string[]>();

    beforeAll(async () => {
      const started = Date.now();
      problems = await sweep(context, visited);
      const ms = Date.now() - started;
      console.info(
        `Sweep (${language}): ${visited.length} of ${all.length} pages in ${Math.round(ms / 1000)} s (${Math.round(ms / visited.length)} ms a page, ${TABS} tabs)`,
      );
    }, 30 * 60_000);

    it("visits every page of the language", () => {
      expect(pagesOf(language, all).length).toBeGreaterThan(all.length / 3);
      expect(routes.length).toBeGreaterThanOrEqual(30);
      expect(problems.size).toBe(visited.length);
    });

    it.each(routes.map((route) => [route || "outside the route table", route]))("%s", (_label, route) => {
      const failures = visited
        .filter((page) => page.route === route)
        .flatMap((page) => (problems.get(page.url) ?? ["not visited"]).map((problem) => `${page.url}: ${problem}`));
      expect(failures.slice(0, 40)).toEqual([]);
    });
  });
}
