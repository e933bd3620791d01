/**
 * Content over the built site: every route of the table that has a template
 * has a page in both languages, the blog (sample posts, pagination, post
 * pages), careers filters and pagination in the browser, a reviews page and
 * landing pages. The sweeps (e2e/support/axe-sweep.ts) check every built
 * page in the browser: axe, one h1, its language, enough text and no
 * placeholder in its main part.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { COMPILE_HINT, FIRST_LOAD_SCRIPT } from "../gatsby/compile-hints";
import { ROUTES } from "../src/config/routes";
import { BLOG, LOCALES, type Locale } from "../src/config/site";
import { launch, newContext } from "./browser";

const root = path.resolve(__dirname, "..");
const seed = (file: string) => JSON.parse(fs.readFileSync(path.join(root, "server", "seed", file), "utf8"));

interface BuiltPage {
  path: string;
  routeName: string;
  language: Locale;
}

/** Every page of the build, from public/page-data (path and page context). */
function builtPages(): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page-data.json") {
        const data = JSON.parse(fs.readFileSync(full, "utf8"));
        const context = data.result?.pageContext;
        if (context?.routeName) pages.push({ path: data.path, routeName: context.routeName, language: context.language });
      }
    }
  };
  walk(path.join(root, "public", "page-data"));
  return pages;
}

const pages = builtPages();
/** Routes whose template exists on this branch (the others come with their issues). */
const renderedRoutes = ROUTES.filter((route) => fs.existsSync(path.join(root, "src", "templates", `${route.page}.tsx`)));
const samples = renderedRoutes.flatMap((route) =>
  LOCALES.map((locale) => {
    const page = pages.find((p) => p.routeName === route.name && p.language === locale);
    return [route.name, locale, page?.path ?? ""] as [string, Locale, string];
  }),
);
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await (await newContext(browser)).newPage();
});

afterAll(async () => {
  await browser?.close();
});

// What each page shows in the browser (one h1, its language, enough text, no placeholder) is checked on
// every page by the sweeps (e2e/support/axe-sweep.ts), route by route.
describe("every route renders content in both languages", () => {
  it("has a built page in each language for every route with a template", () => {
    expect(renderedRoutes.length).toBeGreaterThanOrEqual(30);
    expect(samples.filter(([, , p]) => !p).map(([name, locale]) => `${name} (${locale})`)).toEqual([]);
  });
});

describe("the image of the largest paint", () => {
  /** The built HTML of a page, from public/. */
  const htmlOf = (pagePath: string) => fs.readFileSync(path.join(root, "public", decodeURIComponent(pagePath), "index.html"), "utf8");
  const images = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);

  it.each(["blog", "blog-post", "service-details"])("%s: the first image of the page's main is fetched at once, first, and the only one so", (routeName) => {
    for (const locale of LOCALES) {
      const withImage = pages
        .filter((p) => p.routeName === routeName && p.language === locale)
        .map((p) => htmlOf(p.path))
        .filter((html) => images(html.slice(html.indexOf("<main"))).length > 0);
      expect(withImage.length).toBeGreaterThan(0);
      for (const html of withImage.slice(0, 5)) {
        const first = images(html.slice(html.indexOf("<main")))[0];
        expect(first).toContain('fetchpriority="high"');
        expect(first).toContain('loading="eager"');
        expect(images(html).filter((img) => img.includes('fetchpriority="high"'))).toHaveLength(1);
      }
    }
  });
});

describe("blog images on a phone", () => {
  it.each(["/blog/", "/en/blog/page/2/"])("%s and its first post load the size WordPress made for a phone's width, never the upload", async (listPath) => {
    const phone = await newContext(browser, { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    try {
      const tab = await phone.newPage();
      const media: string[] = [];
      tab.on("request", (request) => {
        if (request.url().includes("/media/blog/")) media.push(new URL(request.url()).pathname);
      });
      await tab.goto(listPath);
      const first = tab.locator("main li img").first();
      await first.evaluate((img: HTMLImageElement) => img.decode());
      // 380 CSS pixels at 1.75 device pixels each: the 768-pixel size is the smallest that is sharp.
      expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/-768x403\.jpg$/);
      const postPath = await tab.locator("main li h2 a").first().getAttribute("href");
      await tab.goto(postPath!);
      const featured = tab.locator("main article img").first();
      await featured.evaluate((img: HTMLImageElement) => img.decode());
      expect(await featured.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/-768x403\.jpg$/);
      expect(media.length).toBeGreaterThan(0);
      expect(media.filter((file) => !/-\d+x\d+\.jpg$/.test(file))).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe("the scripts every first visit runs", () => {
  it("start with V8's compile hint, in the file and in its compressed copies, and a template's own chunks without it", () => {
    const stats = JSON.parse(fs.readFileSync(path.join(root, "public", "webpack.stats.json"), "utf8")) as { assetsByChunkName: Record<string, string[]> };
    const home = [...stats.assetsByChunkName.app, ...stats.assetsByChunkName["component---src-templates-home-tsx"]].filter((name) => name.endsWith(".js"));
    const firstLoad = home.filter((name) => FIRST_LOAD_SCRIPT.test(name));
    expect(firstLoad.map((name) => name.split("-")[0]).sort()).toEqual(["app", "commons", "framework"]);
    const file = (name: string) => path.join(root, "public", name);
    for (const name of firstLoad) {
      expect(fs.readFileSync(file(name), "utf8").startsWith(`${COMPILE_HINT}\n`)).toBe(true);
      expect(
        zlib
          .gunzipSync(fs.readFileSync(`${file(name)}.gz`))
          .toString()
          .startsWith(COMPILE_HINT),
      ).toBe(true);
      expect(
        zlib
          .brotliDecompressSync(fs.readFileSync(`${file(name)}.br`))
          .toString()
          .startsWith(COMPILE_HINT),
      ).toBe(true);
    }
    const template = home.filter((name) => name.startsWith("component---"));
    expect(template).toHaveLength(1);
    expect(fs.readFileSync(file(template[0]), "utf8")).not.toContain(COMPILE_HINT);
  });
});

describe("a form the build renders into the page", () => {
  it.each(LOCALES)("franchise (%s): styled before any script runs, the same height once the page runs", async (locale) => {
    const target = pages.find((p) => p.routeName === "franchise" && p.language === locale);
    expect(target).toBeDefined();
    const measure = async (javaScriptEnabled: boolean) => {
      const context = await newContext(browser, { javaScriptEnabled, viewport: { width: 412, height: 900 } });
      const tab = await context.newPage();
      await tab.goto(target!.path, { waitUntil: "load" });
      // With its scripts, the form's code arrives after the load event.
      if (javaScriptEnabled) await tab.waitForLoadState("networkidle");
      const form = tab.locator("main form").first();
      const box = await form.boundingBox();
      const inputHeight = await form
        .locator('input[type="text"], input[type="email"], input:not([type])')
        .first()
        .evaluate((el) => getComputedStyle(el).minHeight);
      await context.close();
      return { height: box?.height, inputHeight };
    };
    const built = await measure(false);
    expect(built.inputHeight).toBe("44px");
    expect(await measure(true)).toEqual(built);
  });
});

describe("blog", () => {
  const posts = seed("blog-posts.json") as { date: string; fr: { slug: string; title: string }; en: { slug: string; title: string } }[];

  it.each(LOCALES)("lists every sample post of %s over its pages, with working page links", async (locale) => {
    const base = locale === "fr" ? "/blog/" : "/en/blog/";
    await page.goto(base);
    const seen: string[] = [];
    const pageCount = Math.ceil(posts.length / BLOG.postsPerPage);
    for (let n = 1; n <= pageCount; n++) {
      if (n > 1) {
        await page
          .getByRole("navigation", { name: locale === "fr" ? "Pages du blogue" : "Blog pages" })
          .getByRole("link", { name: locale === "fr" ? `Aller à la page ${n}` : `Go to page ${n}` })
          .click();
        await page.waitForURL(`**${base}page/${n}/`);
        await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, locale === "fr" ? `Blogue – page ${n}` : `Blog – page ${n}`);
      }
      const titles = await page.locator("main h2 a").allTextContents();
      expect(titles.length).toBe(n < pageCount ? BLOG.postsPerPage : posts.length - BLOG.postsPerPage * (pageCount - 1));
      seen.push(...titles);
    }
    const expected = [...posts].sort((a, b) => b.date.localeCompare(a.date)).map((p) => p[locale].title);
    expect(seen).toEqual(expected);
  });

  it("keeps ctn on the page links and shows a post with its date, author, image and way back", async () => {
    await page.goto("/blog/?ctn=hiver");
    // ctn is added to links after hydration (the static HTML cannot know the query).
    await page.waitForSelector('nav a[href="/blog/page/2/?ctn=hiver"]');
    const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date))[0];
    await page.getByRole("link", { name: newest.fr.title }).click();
    await page.waitForURL(`**/blog/${newest.fr.slug}/?ctn=hiver`);
    // Client-side navigation changes the address before it renders the new page.
    await page.waitForFunction((title) => document.querySelector("h1")?.textContent === title, newest.fr.title);
    const article = page.locator("main article");
    await expect(article.locator("time").getAttribute("dateTime")).resolves.toBe(newest.date.slice(0, 10));
    expect(await article.locator("img").getAttribute("width")).toBeTruthy();
    expect(await article.locator("img").getAttribute("alt")).toBeTruthy();
    expect(await article.innerText()).toMatch(/Par /);
    await page.waitForSelector('main article a[href="/blog/?ctn=hiver"]');
    // The English version is another WordPress post, linked to this one: the alternate is that post.
    const switcher = await page.locator("head link[rel=alternate][hreflang=en-CA]").getAttribute("href");
    expect(switcher).toMatch(new RegExp(`/en/blog/${newest.en.slug}/$`));
    const description = await page.locator("head meta[name=description]").getAttribute("content");
    expect(description).not.toMatch(/<|&lt;/);
  });
});

describe("careers", () => {
  // The sample API dates each posting from the day it starts: one whose time to apply has run out is closed, and not listed.
  const careers = (seed("careers.json") as { city: string; category: { fr: string }; postedDaysAgo: number; validForDays: number | null }[]).filter(
    (c) => c.validForDays === null || c.validForDays >= c.postedDaysAgo,
  );

  it("lists the positions in the HTML, filters by city and category and pages in the browser", async () => {
    const response = await page.goto("/carrieres/");
    const html = await response!.text();
    expect((html.match(/"@type":"JobPosting"/g) ?? []).length).toBe(Math.min(30, careers.length));
    const count = page.locator("main h2[aria-live]");
    await expect(count.textContent()).resolves.toBe(`${careers.length} postes ouverts`);
    expect(await page.locator("main article").count()).toBe(30);

    await page.getByRole("button", { name: "Suivante" }).click();
    expect(await page.locator("main article").count()).toBe(careers.length - 30);
    expect(page.url()).toContain("page=2");

    const city = "Québec";
    await page.getByLabel("Ville").selectOption(city);
    const inCity = careers.filter((c) => c.city === city).length;
    await expect(count.textContent()).resolves.toBe(`${inCity} postes ouverts`);
    expect(await page.locator("main article").count()).toBe(inCity);
    expect(page.url()).not.toContain("page=");

    await page.getByLabel("Type de poste").selectOption("technicien-vitrier");
    const both = careers.filter((c) => c.city === city && c.category.fr === "technicien-vitrier").length;
    await expect(count.textContent()).resolves.toBe(`${both} ${both > 1 ? "postes ouverts" : "poste ouvert"}`);

    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect(count.textContent()).resolves.toBe(`${careers.length} postes ouverts`);
  });

  it("restores filters from a shared address", async () => {
    await page.goto("/en/careers/?city=Laval");
    // The static HTML shows every position; the filter from the address applies after hydration.
    await page.waitForFunction(() => {
      const field = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")].find(
        (element) => element.labels?.[0]?.textContent?.trim() === "City",
      );
      return field?.value === "Laval";
    });
    await expect(page.locator("main h2[aria-live]").textContent()).resolves.toMatch(/^\d+ open positions?$/);
  });

  it("has a store jobs page with JobPosting data", async () => {
    const job = pages.find((p) => p.routeName === "job" && p.language === "en")!;
    const response = await page.goto(job.path);
    expect(response?.status()).toBe(200);
    expect(await response!.text()).toContain('"@type":"JobPosting"');
    expect(await page.locator("main article").count()).toBeGreaterThan(0);
  });
});

describe("reviews and landing pages", () => {
  const testimonials = seed("testimonials.json") as { store: string; rating: number }[];

  it("shows a store's reviews with stars at 20 % per unit and AggregateRating data", async () => {
    const slug = testimonials[0].store;
    const own = testimonials.filter((t) => t.store === slug);
    const response = await page.goto(`/emplacement/${slug}/commentaires/`);
    expect(response?.status()).toBe(200);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", reviewCount: own.length });
    const widths = await page.locator("main li [data-testid=stars-filled]").evaluateAll((els) => els.map((e) => (e as HTMLElement).style.width));
    expect(widths).toHaveLength(own.length);
    for (const width of widths) expect(own.map((t) => `${t.rating * 20}%`)).toContain(width);
  });

  it("renders landing pages with their search-engine data", async () => {
    await page.goto("/landing/pare-brise-hiver/");
    await expect(page.locator("h1").textContent()).resolves.toBe("Votre pare-brise est-il prêt pour l'hiver\u00a0?");
    expect(await page.locator("head meta[name=robots]").count()).toBe(0);
    await page.goto("/en/landing/ziebart-spring/");
    expect(await page.locator("head meta[name=robots]").getAttribute("content")).toBe("noindex");
    expect(await page.title()).toBe("Ziebart spring offer | Uniglass");
  });
});
