/**
 * The foundation in the built site: every static route in both languages,
 * their head, the 404 page, the sitemap, the language switcher, ctn and utm
 * handling, the full reload after a failed asset, and nothing moving when a
 * page is painted before all of its HTML has arrived.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { ROUTES, buildPath, isStaticRoute, matchRoute } from "../src/config/routes";
import { LOCALES, type Locale } from "../src/config/site";
import { launch, newContext } from "./browser";
import { ORIGIN, SITE_URL } from "./env";
import { headFacts } from "./page-check";
import { STATIC_RESULTS, pageDataUrl } from "../gatsby/page-preloads";

const staticPages = ROUTES.filter(isStaticRoute).flatMap((route) => LOCALES.map((locale) => ({ route, locale, path: buildPath(route.name, locale) })));

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  context = await newContext(browser);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

/** Routes kept out of search engines (noindex instead of a canonical link). */
const NOINDEX_ROUTES = new Set(["redeem-coupons", "appointment-manage"]);

/**
 * Until the page has made no request for half a second. On the two busy cores
 * of CI, beside another file's build, a page's last scripts and prefetches
 * once took longer than Playwright's 30 s default to settle.
 */
function networkQuiet(tab: Page): Promise<void> {
  return tab.waitForLoadState("networkidle", { timeout: 60_000 });
}

function count(html: string, pattern: RegExp): number {
  return (html.match(pattern) ?? []).length;
}

describe("every static route, in both languages", () => {
  it("covers all 29 static routes × 2 languages", () => {
    expect(staticPages).toHaveLength(58);
  });

  // The HTML as served, read without a browser; the sweeps (e2e/support/axe-sweep.ts) check on every
  // page that the head the browser renders is the one the page was built with.
  it.each(staticPages.map((p) => [p.path, p.locale, p.route.name] as [string, Locale, string]))(
    "%s answers 200 with its language, one title, a description, canonical (or noindex) and hreflang",
    async (path, locale, routeName) => {
      const response = await fetch(`${ORIGIN}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(count(html, /<title[ >]/g)).toBe(1);
      expect(count(html, /<h1[ >]/g)).toBe(1);
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}-CA"`));
      const head = headFacts(html);
      expect(head.description).toEqual([expect.stringMatching(/\S/)]);
      if (NOINDEX_ROUTES.has(routeName)) {
        expect(head.robots).toEqual(["noindex, nofollow"]);
        expect(head.canonical).toEqual([]);
      } else {
        expect(head.canonical).toEqual([`${SITE_URL}${path}`]);
      }
      const other = staticPages.find((p) => p.path === path)!;
      expect(Object.fromEntries(head.alternates.map((alternate) => alternate.split(" ")))).toEqual({
        "fr-CA": `${SITE_URL}${buildPath(other.route.name, "fr")}`,
        "en-CA": `${SITE_URL}${buildPath(other.route.name, "en")}`,
        "x-default": `${SITE_URL}${buildPath(other.route.name, "fr")}`,
      });
    },
  );

  // A raster icon: Chromium draws an SVG icon as an image document on the page's main thread.
  it("names one icon, a 16, 32 and 48 px favicon.ico", async () => {
    const response = await page.goto("/en/");
    const html = await response!.text();
    expect(html.match(/<link[^>]* rel="icon"[^>]*>/g)).toEqual([expect.stringContaining('href="/favicon.ico"')]);
    const icon = Buffer.from(await (await fetch(`${ORIGIN}/favicon.ico`)).arrayBuffer());
    const entries = icon.readUInt16LE(4);
    expect([icon.readUInt16LE(2), entries]).toEqual([1, 3]);
    expect(Array.from({ length: entries }, (_, i) => icon[6 + 16 * i])).toEqual([16, 32, 48]);
  });
});

describe("the 404 page", () => {
  it.each([
    ["/page-qui-nexiste-pas/", "fr-CA", "Oups! Cette page est introuvable."],
    ["/en/no-such-page/", "en-CA", "Oops! We can't find that page."],
    ["/emplacement/magasin-inconnu/", "fr-CA", "Oups! Cette page est introuvable."],
  ])("%s answers 404 with the translated page", async (path, lang, heading) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe(heading);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect(await page.locator("head meta[name=robots]").getAttribute("content")).toBe("noindex, nofollow");
  });
});

describe("the data a page needs to run", () => {
  // The finder opened with a search: the query string is not part of the page data's address.
  it.each(["/", "/en/locations/", "/emplacement/uniglass-montreal-rosemont/", "/emplacement/?key=Laval"])(
    "%s fetches the site's data and its own once each, from the links in its head, and runs",
    async (path) => {
      const fresh = await newContext(browser);
      const tab = await fresh.newPage();
      const requested: string[] = [];
      tab.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith("/page-data/") && !url.pathname.startsWith("/page-data/sq/")) requested.push(url.pathname + url.search);
      });
      await tab.goto(path, { waitUntil: "load" });
      // Gatsby's loader asks for the template's scripts once it has the page's data.
      await tab.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/component---")));
      await networkQuiet(tab);
      const pageData = pageDataUrl(new URL(path, "http://site").pathname);
      expect(requested.sort()).toEqual(["/page-data/app-data.json", pageData].sort());
      const initiators = await tab.evaluate(
        (urls) =>
          urls.map((url) => (performance.getEntriesByName(new URL(url, location.href).href)[0] as PerformanceResourceTiming | undefined)?.initiatorType),
        ["/page-data/app-data.json", pageData],
      );
      expect(initiators).toEqual(["link", "link"]);
      await fresh.close();
    },
  );
});

describe("translation bundles shared by the pages", () => {
  it("come in one file from a link in the page's head, and the next page of the same kind fetches nothing more", async () => {
    const fresh = await newContext(browser);
    const tab = await fresh.newPage();
    const bundles: string[] = [];
    tab.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(`/${STATIC_RESULTS}/locale-`)) bundles.push(pathname);
    });
    await tab.goto("/emplacement/uniglass-montreal-rosemont/", { waitUntil: "load" });
    await tab.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/component---")));
    await networkQuiet(tab);
    expect(bundles).toEqual([expect.stringMatching(/^\/page-data\/sq\/d\/locale-fr-[0-9a-f]{12}\.json$/)]);
    const initiators = await tab.evaluate(
      (urls) => urls.map((url) => (performance.getEntriesByName(new URL(url, location.href).href)[0] as PerformanceResourceTiming | undefined)?.initiatorType),
      bundles,
    );
    expect(initiators).toEqual(["link"]);
    const first = bundles.splice(0);
    // Gatsby's navigation, as a link of the page does it once the page runs.
    const go = async (to: string, heading: string) => {
      await tab.evaluate((path) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(path), to);
      await tab.waitForURL(`**${to}`);
      await tab.getByRole("heading", { level: 1, name: heading }).waitFor();
      await networkQuiet(tab);
    };
    await tab.waitForFunction(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate === "function");
    // Another shop: the same bundles, already there.
    await go("/emplacement/uniglass-laval-chomedey/", "Uniglass Laval – Chomedey");
    expect(bundles).toEqual([]);
    // The finder loads its own set once, and the way back to a shop loads nothing.
    await go("/emplacement/", "Emplacements");
    expect(bundles).toHaveLength(1);
    expect(bundles).not.toEqual(first);
    await go("/emplacement/uniglass-montreal-rosemont/", "Uniglass Montréal – Rosemont");
    expect(bundles).toHaveLength(1);
    await fresh.close();
  });
});

describe("a page painted before its HTML has all arrived", () => {
  // A slow network delivers the HTML in pieces, and a busy phone parses it in slices: the
  // browser paints what it has, and what the rest moves is a layout shift. A server in
  // front of the site sends each page in two parts, 700 ms apart, cut where a row used to
  // move when its last item arrived: the header (hidden until its last element is parsed),
  // the carousel's controls, a store's logo row and action buttons, a short page's footer.
  let server: http.Server;
  let front = "";
  const cuts = new Map<string, { at: (html: string) => number; headerEndFirst?: boolean }>();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      void (async () => {
        const url = new URL(request.url ?? "/", ORIGIN);
        const upstream = await fetch(`${ORIGIN}${url.pathname}${url.search}`);
        const body = Buffer.from(await upstream.arrayBuffer());
        const type = upstream.headers.get("content-type") ?? "application/octet-stream";
        const cut = cuts.get(url.pathname);
        if (!cut || !type.startsWith("text/html")) {
          response.writeHead(upstream.status, { "content-type": type });
          response.end(body);
          return;
        }
        let html = body.toString("utf8");
        if (cut.headerEndFirst) {
          // The header's end marker moved to the start of its row: the row shows from its first item.
          const marker = /<span[^>]*data-header-end[^>]*><\/span>/.exec(html)?.[0];
          if (!marker) throw new Error("No header end marker");
          html = html.replace(marker, "").replace(/<header[^>]*><div[^>]*>/, (row) => row + marker);
        }
        const at = cut.at(html);
        if (at <= 0) throw new Error(`No place to cut ${url.pathname}`);
        response.writeHead(upstream.status, { "content-type": type });
        response.write(html.slice(0, at));
        setTimeout(() => response.end(html.slice(at)), 700);
      })().catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    front = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The layout shifts of one load of `path` cut by `at`, with the nodes that moved. */
  async function shiftsOf(path: string, at: (html: string) => number, headerEndFirst = false): Promise<string[]> {
    cuts.clear();
    cuts.set(path, { at, headerEndFirst });
    const phone = await newContext(browser, { baseURL: front, viewport: { width: 412, height: 900 } });
    const tab = await phone.newPage();
    await tab.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[]) {
          const nodes = (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
          );
          shifts.push(`${entry.value.toFixed(5)} ${nodes.join(" | ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await tab.goto(path, { waitUntil: "load" });
    await tab.waitForTimeout(300);
    const shifts = await tab.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
    await phone.close();
    return shifts;
  }

  const after = (marker: string) => (html: string) => html.indexOf(">", html.indexOf(marker)) + 1;
  const STORE = "/emplacement/uniglass-montreal-rosemont/";

  it.each([
    ["/", "the carousel's controls before their bullets", after('style="--slides:')],
    [STORE, "the header's menu button before its label", after('aria-controls="main-nav"')],
    [STORE, "a store's logo before its favourite button", (html: string) => html.indexOf("</svg></span>", html.indexOf("<article")) + "</svg></span>".length],
    [STORE, "a store's appointment button before its label", after('aria-label="Prendre rendez-vous')],
    ["/en/no-such-page/", "the 404 page's footer before its links", (html: string) => html.indexOf("</form>", html.indexOf("<footer")) + "</form>".length],
  ])("%s cut after %s: nothing moves", async (path, _where, at) => {
    expect(await shiftsOf(path, at)).toEqual([]);
  });

  it("sees the header move when its row shows before its last item is parsed (the cut is painted)", async () => {
    const shifts = await shiftsOf(STORE, after('aria-controls="main-nav"'), true);
    expect(shifts.join("\n")).toMatch(/aria-controls="main-nav"/);
  });
});

describe("sitemap and robots.txt", () => {
  it("lists each language version with reciprocal alternates and x-default, without the excluded routes", async () => {
    const index = await (await fetch(`${ORIGIN}/sitemap-index.xml`)).text();
    expect(index).toContain(`${SITE_URL}/sitemap-0.xml`);
    const xml = await (await fetch(`${ORIGIN}/sitemap-0.xml`)).text();
    const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
    const locs = urls.map((u) => u.match(/<loc>(.*?)<\/loc>/)![1]);
    const expected = staticPages.filter((p) => p.route.sitemap).map((p) => `${SITE_URL}${p.path}`);
    const routeOf = (loc: string) => matchRoute(loc.slice(SITE_URL.length))?.route;
    expect(locs.filter((loc) => isStaticRoute(routeOf(loc)!)).sort()).toEqual(expected.sort());
    // The rest are dynamic pages of routes listed in the sitemap (blog index pages and posts).
    const dynamic = locs.filter((loc) => !isStaticRoute(routeOf(loc)!));
    expect(dynamic.length).toBeGreaterThan(0);
    expect(new Set(dynamic.map((loc) => routeOf(loc)!.name))).toEqual(new Set(["blog-page", "blog-post"]));
    for (const url of urls) {
      expect(count(url, /xhtml:link/g)).toBe(3);
      expect(url).toContain('hreflang="x-default"');
    }
    for (const name of ["redeem-coupons", "uniglass-plus", "site-map"]) {
      expect(locs).not.toContain(`${SITE_URL}${buildPath(name, "fr")}`);
      expect(locs).not.toContain(`${SITE_URL}${buildPath(name, "en")}`);
    }
  });

  it("robots.txt points to the sitemap", async () => {
    const robots = await (await fetch(`${ORIGIN}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
  });

  it("the site-map page links every page of the sitemap in its language", async () => {
    await page.goto("/en/site-map/");
    const hrefs = await page.locator("main ul > li > a").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    const expected = staticPages.filter((p) => p.route.sitemap && p.locale === "en").map((p) => p.path);
    expect(hrefs.sort()).toEqual(expected.sort());
  });
});

describe("navigation", () => {
  it("the language switcher goes to the same page in the other language with its query", async () => {
    await page.goto("/a-propos/?ctn=spring");
    await page.getByRole("link", { name: "English – view this page in English" }).click();
    await page.waitForURL("**/en/about/?ctn=spring");
    // Client-side navigation changes the address before it renders the new page.
    await page.getByRole("heading", { level: 1, name: "About us", exact: true }).waitFor();
    // Gatsby's Head updates <html lang> just after the new page renders.
    await page.waitForFunction(() => document.documentElement.lang === "en-CA");
    // The built page's head was replaced, not added to: one title, description and canonical, the new page's.
    const head = await page.evaluate(() => ({
      titles: Array.from(document.querySelectorAll("title"), (t) => t.textContent),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonicals: Array.from(document.querySelectorAll('link[rel="canonical"]'), (l) => new URL(l.getAttribute("href")!).pathname),
    }));
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toMatch(/^About us/);
    expect(head.descriptions).toBe(1);
    expect(head.canonicals).toEqual(["/en/about/"]);
  });

  it("keeps ctn on internal links until it is gone", async () => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on("pageerror", onError);
    await page.goto("/en/?ctn=abc123");
    // The static HTML cannot know the query: links carry ctn once the page is hydrated.
    const careers = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Careers" });
    await page.waitForFunction(() => document.querySelector('#main-nav a[href^="/en/careers/"]')?.getAttribute("href")?.includes("ctn="));
    // Every link of the built footer has it too, and React kept the built HTML of the page's parts (no error #421).
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('footer a[href^="/en/"]')).every((a) => a.href.includes("ctn=abc123")),
    );
    page.off("pageerror", onError);
    expect(errors).toEqual([]);
    await careers.click();
    await page.waitForURL("**/en/careers/?ctn=abc123");
    await page.goto("/en/careers/");
    const href = await page.getByRole("link", { name: "Locations" }).first().getAttribute("href");
    expect(href).toBe("/en/locations/");
  });

  it("stores campaign parameters as cookies for 30 days", async () => {
    const fresh = await newContext(browser);
    const tab = await fresh.newPage();
    await tab.goto("/?utm_source=facebook&utm_medium=cpc&utm_campaign=hiver-2026&utm_content=carrousel&utm_term=pare-brise");
    await tab.waitForFunction(() => document.cookie.includes("utmTerm="));
    const cookies = Object.fromEntries((await fresh.cookies()).map((c) => [c.name, c]));
    expect(cookies.utmSource.value).toBe("facebook");
    expect(cookies.utmMedium.value).toBe("cpc");
    expect(cookies.utmCampaign.value).toBe("hiver-2026");
    expect(cookies.utmContent.value).toBe("carrousel");
    expect(cookies.utmTerm.value).toBe("pare-brise");
    const lifetime = cookies.utmSource.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(2592000 - 120);
    expect(lifetime).toBeLessThanOrEqual(2592000 + 5);
    await fresh.close();
  });

  it("a page's code that fails to load: hovering its link leaves the page alone, following the link loads that page in full", async () => {
    const fresh = await newContext(browser);
    const tab = await fresh.newPage();
    await tab.goto("/en/");
    await networkQuiet(tab);
    await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
    // Hovering a link makes Gatsby fetch that page's code and styles: make each fetch fail once (a deploy removed both).
    const failed = new Set<string>();
    await tab.route(/component---src-templates-careers-tsx.*\.(js|css)$/, (route) => {
      const kind = route.request().url().endsWith(".css") ? "css" : "js";
      if (failed.has(kind)) return route.continue();
      failed.add(kind);
      return route.abort();
    });
    const careers = tab.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Careers" });
    await careers.hover();
    for (let waited = 0; failed.size < 2 && waited < 5000; waited += 50) await tab.waitForTimeout(50);
    expect([...failed].sort()).toEqual(["css", "js"]);
    // A reload would have started at the failure; give it time to show before looking.
    await tab.waitForTimeout(300);
    expect(await tab.evaluate(() => "sameDocument" in window)).toBe(true);
    const fullLoad = tab.waitForEvent("load");
    await careers.click();
    await fullLoad;
    await tab.waitForURL("**/en/careers/");
    await tab.getByRole("heading", { level: 1, name: "Careers", exact: true }).waitFor();
    await fresh.close();
  });

  it("a part's code that fails to load (a new deploy removed it) loads the page again in full instead of leaving it blank", async () => {
    const fresh = await newContext(browser);
    const tab = await fresh.newPage();
    await tab.goto("/en/locations/uniglass-laval-chomedey/");
    await networkQuiet(tab);
    await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The estimate form's code and texts load when the dialog opens: the first of those requests fails.
    const onDemand: string[] = [];
    await tab.route(/\/[^/]+\.js$/, (route) => {
      onDemand.push(route.request().url());
      return onDemand.length === 1 ? route.abort() : route.continue();
    });
    const reload = tab.waitForEvent("load");
    await tab
      .getByRole("button", { name: /^Request an estimate/ })
      .first()
      .click();
    await reload;
    expect(onDemand.length).toBeGreaterThanOrEqual(1);
    expect(new URL(tab.url()).pathname).toBe("/en/locations/uniglass-laval-chomedey/");
    expect(await tab.evaluate(() => "sameDocument" in window)).toBe(false);
    // The reloaded page works: the dialog opens with its form.
    await networkQuiet(tab);
    await tab
      .getByRole("button", { name: /^Request an estimate/ })
      .first()
      .click();
    await tab.getByRole("dialog", { name: "Request an estimate" }).getByLabel("First name", { exact: true }).waitFor();
    await fresh.close();
  });

  it("a part whose code still fails right after the page was loaded again for it says so, and its button reloads the page", async () => {
    const fresh = await newContext(browser);
    const tab = await fresh.newPage();
    await tab.goto("/emplacement/uniglass-laval-chomedey/");
    await networkQuiet(tab);
    await tab.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The page was loaded again for a failure a moment ago (what the site records when it does), and every script asked for on demand fails.
    await tab.evaluate((key) => sessionStorage.setItem(key, `${location.href}|${Date.now()}`), "uniglass:asset-reload");
    const loaded = new Set(await tab.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name)));
    await tab.route(/\.js$/, (route) => (loaded.has(route.request().url()) ? route.continue() : route.abort()));
    await tab
      .getByRole("button", { name: /^Demander une estimation/ })
      .first()
      .click();
    // The dialog keeps its name without its form's heading.
    const dialog = tab.getByRole("dialog", { name: "Demander une estimation" });
    await dialog.getByRole("alert").getByText("Cette partie de la page n'a pas pu se charger.", { exact: false }).waitFor();
    // The rest of the page stays as it was: no reload.
    expect(await tab.evaluate(() => "sameDocument" in window)).toBe(true);
    // Once the connection is back, the button loads the page again, and the dialog opens with its form.
    await tab.unrouteAll();
    const reload = tab.waitForEvent("load");
    await dialog.getByRole("button", { name: "Recharger la page" }).click();
    await reload;
    expect(await tab.evaluate(() => "sameDocument" in window)).toBe(false);
    await networkQuiet(tab);
    await tab
      .getByRole("button", { name: /^Demander une estimation/ })
      .first()
      .click();
    await tab.getByRole("dialog", { name: "Demander une estimation" }).getByLabel("Prénom", { exact: true }).waitFor();
    await fresh.close();
  });
});
