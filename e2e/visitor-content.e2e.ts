/**
 * What a visitor reads, in both languages, on the built site: job postings
 * past their closing date are not listed (at build, and in the browser when
 * the date turns while the page is cached), each posting says when it
 * closes, its title leads to the job's page and its description folds away;
 * a blog post's language switcher and hreflang lead to its translation; a
 * Ziebart shop is presented, partnered and asked about as a vehicle
 * protection shop; no transcript link stands where no video is; a query
 * value "undefined" leads to the not-found page; blog images are sharp on a
 * 2x phone.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations, launch, newContext } from "./browser";
import { ORIGIN, SITE_URL } from "./env";
import { api, stored } from "./support/api";
import { ROOT } from "./support/project-copy";

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

async function visit(path: string, options: Parameters<typeof newContext>[1] = {}): Promise<void> {
  context = await newContext(browser, options);
  page = await context.newPage();
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

interface ApiJob {
  id: number;
  title: string;
  store: string | null;
  category: string;
  validThrough: string | null;
}

const LANG = {
  fr: {
    careers: "/carrieres/",
    count: (n: number) => `${n} postes ouverts`,
    closes: "Date limite",
    details: /^Description du poste/,
    jobPage: (store: string, category: string) => `/emplacement/${store}/carrieres/${category}/`,
    headOfficePage: (category: string) => `/carrieres/siege-social/${category}/`,
    blog: "/blog/",
    ziebart: "/emplacement/ziebart-laval/",
    uniglass: "/emplacement/uniglass-laval-chomedey/",
    glassLabel: "Atelier de vitrerie automobile",
    protectionLabel: "Atelier de protection de véhicules",
    estimate: { open: /^Demander une estimation/, title: "Demander une estimation", submit: "Envoyer ma demande", success: "Merci! Votre demande est envoyée" },
    glass: "Vitre touchée",
    service: "Service souhaité",
    rustproofing: "Antirouille",
    partners: "Partenaires",
    transcript: "Lire la transcription de la vidéo",
    locations: "/emplacement/",
    about: "/a-propos/",
    notFound: "Oups! Cette page est introuvable.",
  },
  en: {
    careers: "/en/careers/",
    count: (n: number) => `${n} open positions`,
    closes: "Apply by",
    details: /^Job description/,
    jobPage: (store: string, category: string) => `/en/locations/${store}/jobs/${category}/`,
    headOfficePage: (category: string) => `/en/careers/head-office/${category}/`,
    blog: "/en/blog/",
    ziebart: "/en/locations/ziebart-laval/",
    uniglass: "/en/locations/uniglass-laval-chomedey/",
    glassLabel: "Auto glass shop",
    protectionLabel: "Vehicle protection shop",
    estimate: { open: /^Request an estimate/, title: "Request an estimate", submit: "Send my request", success: "Thank you! Your request is on its way" },
    glass: "Glass affected",
    service: "Service wanted",
    rustproofing: "Rustproofing",
    partners: "Partners",
    transcript: "Read the video transcript",
    locations: "/en/locations/",
    about: "/en/about/",
    notFound: "Oops! We can't find that page.",
  },
} as const;

/** The shops' day (America/Toronto) of a moment. */
const shopDay = (at: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" }).format(at);

describe.each(Object.entries(LANG))("careers (%s)", (locale, lang) => {
  it("lists only open postings, each with its closing date, its title a link to its page and its description folded", async () => {
    const jobs = await api<ApiJob[]>(`/careers?locale=${locale}&itemsPerPage=100`);
    const today = shopDay(new Date());
    const open = jobs.filter((j) => !j.validThrough || j.validThrough.slice(0, 10) >= today);
    expect(open.length).toBeLessThan(jobs.length);

    // The static HTML, as a crawler or a visitor without JavaScript gets it.
    const html = await (await fetch(`${ORIGIN}${lang.careers}`)).text();
    expect(html).toContain(lang.count(open.length));

    await visit(lang.careers);
    await page.getByRole("heading", { name: lang.count(open.length) }).waitFor();
    /** A posting as the page shows it: its title, where the title leads, its last day. */
    const shown: string[] = [];
    for (let p = 1; ; p++) {
      const cards = page.locator("main article");
      const count = await cards.count();
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        const title = (await card.getByRole("heading").innerText()).trim();
        const href = await card.getByRole("heading").getByRole("link").getAttribute("href");
        const closes = await card.locator("time").nth(1).getAttribute("datetime");
        shown.push(`${title} → ${href} until ${closes}`);
        expect(await card.innerText()).toContain(lang.closes);
        // The description is folded until asked for.
        expect(await card.getByText(lang.details).count()).toBe(1);
        expect(await card.locator("details[open]").count()).toBe(0);
      }
      const next = page.locator("main nav").getByRole("button", { name: new RegExp(` ${p + 1}$`) });
      if ((await next.count()) === 0) break;
      await next.click();
      await page.waitForFunction((n) => new URLSearchParams(location.search).get("page") === String(n), p + 1);
    }
    const expected = open.map(
      (job) =>
        `${job.title} → ${job.store ? lang.jobPage(job.store, job.category) : lang.headOfficePage(job.category)} until ${job.validThrough?.slice(0, 10)}`,
    );
    expect(shown.sort()).toEqual(expected.sort());
    expect(await axeViolations(page)).toEqual([]);

    // Every link target answers.
    const first = open.find((j) => j.store)!;
    const headOffice = open.find((j) => !j.store)!;
    for (const target of [lang.jobPage(first.store!, first.category), lang.headOfficePage(headOffice.category)]) {
      expect({ target, status: (await fetch(`${ORIGIN}${target}`)).status }).toEqual({ target, status: 200 });
    }
  });

  it("hides a posting whose closing date passed while the page was cached (the browser's clock)", async () => {
    const jobs = await api<ApiJob[]>(`/careers?locale=${locale}&itemsPerPage=100`);
    const later = new Date(Date.now() + 30 * 86_400_000);
    const stillOpen = jobs.filter((j) => !j.validThrough || j.validThrough.slice(0, 10) >= shopDay(later));
    context = await newContext(browser);
    page = await context.newPage();
    await page.clock.install({ time: later });
    await page.goto(lang.careers);
    await page.getByRole("heading", { name: lang.count(stillOpen.length) }).waitFor();
  });

  it("is short on a phone: a page of postings is a list to scan, not every description", async () => {
    await visit(lang.careers, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // 38,000 px with every description shown; a page of 30 postings is now well under half of it.
    expect(height).toBeLessThan(16000);
  });
});

interface SeedPost {
  fr: { slug: string };
  en: { slug: string };
}

describe("a blog post in the other language", () => {
  const posts = JSON.parse(fs.readFileSync(path.join(ROOT, "server", "seed", "blog-posts.json"), "utf8")) as SeedPost[];

  it.each(["fr", "en"] as const)("the switcher and hreflang of every %s post lead to its translation", async (locale) => {
    const other = locale === "fr" ? "en" : "fr";
    const pathOf = (lng: "fr" | "en", slug: string) => `${lng === "fr" ? "" : "/en"}/blog/${slug}/`;
    for (const post of posts) {
      const html = await (await fetch(`${ORIGIN}${pathOf(locale, post[locale].slug)}`)).text();
      const target = pathOf(other, post[other].slug);
      const hreflang = new RegExp(`<link[^>]*rel="alternate"[^>]*hreflang="${other}-CA"[^>]*>`, "i").exec(html)?.[0] ?? "";
      expect({ post: post[locale].slug, hreflang }).toEqual({ post: post[locale].slug, hreflang: expect.stringContaining(`href="${SITE_URL}${target}"`) });
      const switcher = new RegExp(`<a[^>]*hreflang="${other}-CA"[^>]*>`, "i").exec(html)?.[0] ?? "";
      expect({ post: post[locale].slug, switcher }).toEqual({ post: post[locale].slug, switcher: expect.stringContaining(`href="${target}"`) });
    }
    // In the browser too, after hydration.
    const post = posts[0];
    await visit(pathOf(locale, post[locale].slug));
    await page.locator(`a[hreflang="${other}-CA"]`).first().click();
    await page.waitForURL(`**${pathOf(other, post[other].slug)}`);
  });
});

describe.each(Object.entries(LANG))("a Ziebart shop (%s)", (locale, lang) => {
  it("is a vehicle protection shop: its label and title, its partners, its estimate questions", async () => {
    const insurers = (await api<{ name: string }[]>(`/insurers?locale=${locale}`)).map((i) => i.name);
    await visit(lang.ziebart);
    const h1 = (await page.locator("h1").textContent())!.replace(/\s+/g, " ");
    expect(h1).toContain(lang.protectionLabel);
    expect(h1).not.toContain(lang.glassLabel);
    expect(await page.title()).not.toContain(lang.glassLabel);
    const shown = await page.locator("main").innerText();
    for (const insurer of insurers) expect({ insurer, shown: shown.includes(insurer) }).toEqual({ insurer, shown: false });
    // Its own partners: dealers and fleets whose vehicles it protects.
    expect(shown).toContain("Groupe automobile Boréal");

    await page.getByRole("button", { name: lang.estimate.open }).first().click();
    const dialog = page.getByRole("dialog", { name: lang.estimate.title });
    const service = dialog.getByLabel(lang.service, { exact: true });
    await service.waitFor();
    expect(await dialog.getByLabel(lang.glass, { exact: true }).count()).toBe(0);
    expect(await service.locator("option").allInnerTexts()).toContain(lang.rustproofing);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a glass shop stays a glass shop, insurers among its partners, and follows only its own pages", async () => {
    await visit(lang.uniglass);
    expect(await page.locator("main").innerText()).toContain("Intact");
    // No page of its own: the chain's pages are in the footer, not under "follow the shop".
    expect(await page.locator('main a[href^="https://www.facebook.com/"], main a[href^="https://www.youtube.com/"]').count()).toBe(0);
    expect((await page.locator("h1").textContent())!.replace(/\s+/g, " ")).toContain(lang.glassLabel);
    await page.getByRole("button", { name: lang.estimate.open }).first().click();
    const dialog = page.getByRole("dialog", { name: lang.estimate.title });
    await dialog.getByLabel(lang.glass, { exact: true }).waitFor();
    expect(await dialog.getByLabel(lang.service, { exact: true }).count()).toBe(0);
  });
});

it("stores a Ziebart estimate with the protection service asked for", async () => {
  const lang = LANG.fr;
  await visit(lang.ziebart);
  await page.getByRole("button", { name: lang.estimate.open }).first().click();
  const dialog = page.getByRole("dialog", { name: lang.estimate.title });
  await dialog.locator('select[name=store] option[value="ziebart-laval"]').waitFor({ state: "attached" });
  await dialog.getByLabel(lang.service, { exact: true }).selectOption({ label: lang.rustproofing });
  await dialog.getByLabel("Année", { exact: true }).fill("2024");
  await dialog.getByLabel("Marque", { exact: true }).fill("Ford");
  await dialog.getByLabel("Modèle", { exact: true }).fill("F-150");
  await dialog.getByLabel("Prénom", { exact: true }).fill("Karine");
  await dialog.getByLabel("Nom", { exact: true }).fill("Lévesque");
  const phone = `450-555-${String(Date.now() % 10000).padStart(4, "0")}`;
  await dialog.getByLabel("Téléphone", { exact: true }).fill(phone);
  await dialog.getByRole("checkbox", { name: /J'accepte que l'atelier/ }).check();
  await dialog.getByRole("button", { name: lang.estimate.submit }).click();
  await dialog.getByRole("status").filter({ hasText: lang.estimate.success }).waitFor();
  const request = (await stored("request_estimates")).find((r) => JSON.stringify(r).includes(phone))!;
  expect(request).toMatchObject({ store: "ziebart-laval" });
  expect(request.data).toMatchObject({ service: "rustproofing" });
  expect(request.data).not.toHaveProperty("glassType");
});

describe.each(Object.entries(LANG))("service pages (%s)", (locale, lang) => {
  it("offer a video's transcript only beside the video", async () => {
    const sitemap = await (await fetch(`${ORIGIN}/sitemap-0.xml`)).text();
    const prefix = locale === "fr" ? `${SITE_URL}/services/` : `${SITE_URL}/en/services/`;
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).filter((url) => url.startsWith(prefix));
    // The sitemap leaves service details out: add those the API lists.
    const services = await api<{ slug: string; category?: { slug: string } | null }[]>(`/services?locale=${locale}&itemsPerPage=100`);
    expect(pages.length + services.length).toBeGreaterThan(5);
    const checked: string[] = [];
    for (const url of pages) {
      const html = await (await fetch(`${ORIGIN}${new URL(url).pathname}`)).text();
      checked.push(new URL(url).pathname);
      if (html.includes(lang.transcript)) expect({ url, video: /<video|data-video/.test(html) }).toEqual({ url, video: true });
    }
    // A service's own page: the windshield repair.
    const repair = locale === "fr" ? "/services/pare-brise/reparation-de-pare-brise/" : "/en/services/windshield/windshield-repair/";
    await visit(repair);
    expect(await page.getByRole("link", { name: lang.transcript }).count()).toBe((await page.locator("video, [data-video]").count()) > 0 ? 1 : 0);
  });
});

describe.each(Object.entries(LANG))("a query value 'undefined' (%s)", (_locale, lang) => {
  it.each([
    ["the finder", "locations", "?key=undefined"],
    ["another page", "about", "?ctn=undefined"],
  ] as const)("%s shows the not-found page", async (_label, route, query) => {
    await visit(`${lang[route]}${query}`);
    await page.getByRole("heading", { level: 1, name: lang.notFound }).waitFor();
    expect(await page.locator("input").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).not.toContain("undefined");
    expect(await page.locator("main").innerText()).not.toContain("undefined");
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("blog images on a 2x phone", () => {
  it.each(["/blog/", "/en/blog/"])("%s: each image at least as sharp as the screen's pixels", async (blog) => {
    await visit(blog, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const firstPost = (await page.locator("main h2 a").first().getAttribute("href"))!;
    for (const address of [blog, firstPost]) {
      if (address !== blog) {
        await page.goto(address);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      const images = page.locator("main img");
      const count = await images.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const image = images.nth(i);
        await image.scrollIntoViewIfNeeded();
        await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
        // naturalWidth is divided by the density the browser chose from the srcset: the file's own width is read apart.
        const { natural, shown, source } = await image.evaluate(async (el: HTMLImageElement) => {
          const file = new Image();
          file.src = el.currentSrc;
          await file.decode();
          return { natural: file.naturalWidth, shown: el.getBoundingClientRect().width, source: el.currentSrc };
        });
        expect({ address, source, sharp: natural >= shown * 2 * 0.95 }).toEqual({ address, source, sharp: true });
      }
    }
  });
});
