/**
 * Home page and services, in the built site: the hero (first slide in the
 * static HTML, Swiper after load, play/pause by keyboard, reduced motion),
 * the favourite store or the estimate search under it, every service,
 * category, accessory and transcript page in both languages, the service
 * details side panel at 1280 and 375 px, ctn carried into the description's
 * links, and axe.
 */
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { axeViolations, passTime } from "./browser";
import { ORIGIN } from "./env";
import { browserSession } from "./support/session";

const session = browserSession();
let context: BrowserContext;
let page: Page;

async function open(options: BrowserContextOptions = {}) {
  ({ context, page } = await session.open(options));
}

async function setFavorite(slug: string) {
  await context.addCookies([{ name: "uniglass_FavoriteStore", value: slug, url: ORIGIN }]);
}

async function firstStore(): Promise<{ slug: string; name: string }> {
  const stores = (await (await fetch(`${ORIGIN}/api/stores?locale=fr&itemsPerPage=1`)).json()) as { slug: string; name: string }[];
  return stores[0];
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

describe("the home page", () => {
  it.each([
    [
      "/",
      "Un éclat\u00a0? Réparé en 30 minutes",
      "Trouver l'atelier le plus près pour une estimation",
      "Nos services vedettes",
      "Mettre le carrousel en pause",
      "Afficher la diapositive 2",
    ],
    ["/en/", "A chip? Fixed in 30 minutes", "Find the nearest shop for an estimate", "Featured services", "Pause the carousel", "Show slide 2"],
  ])("%s has the first slide in its HTML, then the estimate search and the sections", async (path, slide, searchTitle, featured, pause, second) => {
    await open();
    const response = await page.goto(path);
    const html = await response!.text();
    expect(response!.status()).toBe(200);
    expect(html).toContain(slide);
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/);
    expect(count(html, /<h1[ >]/g)).toBe(1);
    await page.getByRole("heading", { name: searchTitle }).waitFor();
    await page.getByRole("heading", { name: featured }).waitFor();
    expect(await page.getByRole("article").count()).toBeGreaterThan(3);
    // Swiper (touch swipes) stays out of the page's load: it comes when the carousel first moves.
    await page.getByRole("button", { name: pause }).waitFor();
    expect(await page.locator(".swiper-initialized").count()).toBe(0);
    await page.getByRole("button", { name: second }).click();
    await page.locator(".swiper-initialized").waitFor();
  });

  it("fetches the other slides' images only once the carousel runs, before it first moves", async () => {
    // The site's scripts blocked, not scripting turned off: without scripting a browser loads lazy images at once.
    const slideImages = async (withScripts: boolean) => {
      await open({ viewport: { width: 412, height: 823 } });
      if (!withScripts) await page.route(/\.js$/, (route) => route.abort());
      const asked = new Set<string>();
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/media/slides/")) asked.add(pathname);
      });
      await page.goto("/", { waitUntil: "load" });
      if (withScripts) {
        await page.getByRole("button", { name: "Mettre le carrousel en pause" }).waitFor();
        await page.waitForFunction(() => [...document.querySelectorAll("[data-slide] img")].every((img) => (img as HTMLImageElement).complete));
        expect(await page.locator("[aria-current='true']").getAttribute("aria-label")).toBe("Afficher la diapositive 1");
      } else await page.waitForTimeout(500);
      await context.close();
      return asked.size;
    };
    expect(await slideImages(false)).toBe(1);
    expect(await slideImages(true)).toBe(4);
  });

  it("shows the favourite store's card instead of the search box (fr)", async () => {
    await open();
    const store = await firstStore();
    await setFavorite(store.slug);
    await page.goto("/");
    await page.getByRole("heading", { name: store.name }).first().waitFor();
    expect(await page.getByRole("heading", { name: "Trouver l'atelier le plus près pour une estimation" }).count()).toBe(0);
  });

  it("asks the API for the favourite store once per page load", async () => {
    await open();
    const store = await firstStore();
    await setFavorite(store.slug);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/stores/${store.slug}`) asked.push(request.url());
    });
    await page.goto("/");
    await page.getByRole("heading", { name: store.name }).first().waitFor();
    await page.waitForTimeout(500);
    expect(asked).toHaveLength(1);
  });

  it("shows the favourite store's card instead of the search box (en)", async () => {
    await open();
    const store = await firstStore();
    await setFavorite(store.slug);
    await page.goto("/en/");
    await page.getByRole("heading", { name: store.name }).first().waitFor();
    expect(await page.getByRole("heading", { name: "Find the nearest shop for an estimate" }).count()).toBe(0);
  });

  it("plays the slides every 5 s, and pauses and plays by keyboard", async () => {
    await open();
    await page.clock.install();
    await page.goto("/en/");
    const current = () => page.locator("[aria-label='Choose a slide'] [aria-current='true']").getAttribute("aria-label");
    expect(await current()).toBe("Show slide 1");
    // Running (its timer set once the page has run): the first slide's 5 s on the page's clock.
    await page.locator("[data-running]").waitFor({ state: "attached" });
    await passTime(page, 5_000);
    expect(await current()).toBe("Show slide 2");
    await page.locator(".swiper-initialized").waitFor();
    const pause = page.getByRole("button", { name: "Pause the carousel" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Play the carousel" }).waitFor();
    const paused = await current();
    await passTime(page, 5_500);
    expect(await current()).toBe(paused);
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Pause the carousel" }).waitFor();
    await page.getByRole("button", { name: "Show slide 4" }).click();
    expect(await current()).toBe("Show slide 4");
  });

  it("starts paused when the visitor prefers reduced motion", async () => {
    await open({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("button", { name: "Faire défiler le carrousel" }).waitFor();
  });

  it("has no axe violations (fr)", async () => {
    await open();
    await page.goto("/");
    await page.getByRole("button", { name: "Mettre le carrousel en pause" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

const SERVICE_PAGES: [string, string][] = [
  ["/services/", "Services"],
  ["/en/services/", "Services"],
  ["/services/pare-brise/", "Pare-brise"],
  ["/en/services/windshield/", "Windshield"],
  ["/services/vitres-d-auto/", "Vitres d'auto"],
  ["/en/services/remote-starters/", "Remote starters"],
  ["/services/pare-brise/reparation-de-pare-brise/", "Réparation de pare-brise"],
  ["/en/services/windshield/windshield-repair/", "Windshield repair"],
  ["/services/protection-ziebart/antirouille/", "Antirouille"],
  ["/en/services/auto-glass/sunroof/", "Sunroof"],
  ["/services/accessoires/supports-a-velos/", "Supports à vélos"],
  ["/services/accessoires/tapis-auto/", "Tapis d'auto"],
  ["/services/accessoires/coffre-toit/", ""],
  ["/services/accessoires/marchepieds/", ""],
  ["/services/accessoires/couvre-caisse/", ""],
  ["/en/services/accessories/bike-racks/", "Bike racks"],
  ["/en/services/accessories/floor-mats/", ""],
  ["/en/services/accessories/rooftop-cargo/", ""],
  ["/en/services/accessories/running-boards/", ""],
  ["/en/services/accessories/tonneau-covers/", ""],
  ["/services/pare-brise/transcription/", "Transcription de la vidéo\u00a0: votre pare-brise chez Uniglass"],
  ["/en/services/windshield/transcript/", "Video transcript: your windshield at Uniglass"],
  ["/services/reparation-de-pare-brise/transcription/", "Transcription de la vidéo\u00a0: réparer un éclat de pare-brise"],
  ["/en/services/rustproofing/transcript/", "Video transcript: Ziebart rustproofing"],
];

describe("the service pages", () => {
  it.each(SERVICE_PAGES)("%s answers 200 with one h1, breadcrumbs and head data", async (path, title) => {
    const response = await fetch(`${ORIGIN}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(count(html, /<h1[ >]/g)).toBe(1);
    if (title) expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "(?:'|&#x27;|&#39;)")}</h1>`));
    expect(html).toMatch(/<nav[^>]*aria-label="(Fil d&#x27;Ariane|Breadcrumb|[^"]+)"/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(count(html, /<link rel="alternate" hreflang=/gi)).toBeGreaterThanOrEqual(2);
  });

  it("links a service to its page in the other language", async () => {
    await open();
    await page.goto("/services/pare-brise/reparation-de-pare-brise/");
    expect(await page.locator("link[rel=alternate][hreflang^='en']").getAttribute("href")).toMatch(/\/en\/services\/windshield\/windshield-repair\/$/);
  });

  it("carries ctn into the links of the service description", async () => {
    await open();
    await page.goto("/services/pare-brise/reparation-de-pare-brise/?ctn=5145550199");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("main a[href^='/emplacement']")].some((a) => a.getAttribute("href")?.includes("ctn=5145550199")),
    );
  });

  it("carries a hostile ctn as a parameter value only, on the home page's slides and a service description", async () => {
    await open();
    const ctn = `"'><img src=x onerror=alert(1)> onmouseover=alert(2) style=position:fixed`;
    for (const path of ["/", "/services/pare-brise/reparation-de-pare-brise/"]) {
      await page.goto(`${path}?ctn=${encodeURIComponent(ctn)}`);
      await page.waitForFunction(() => [...document.querySelectorAll("main a[href*='ctn=']")].length > 0);
      const found = await page.evaluate((value) => {
        const links = [...document.querySelectorAll("main a[href*='ctn=']")];
        return {
          carried: links.every((a) => new URL(a.getAttribute("href")!, location.origin).searchParams.get("ctn") === value),
          handlers: [...document.querySelectorAll("main *")].flatMap((e) => e.getAttributeNames().filter((n) => n.startsWith("on"))),
          injectedImages: document.querySelectorAll("main img[src='x']").length,
        };
      }, ctn);
      expect([path, found]).toEqual([path, { carried: true, handlers: [], injectedImages: 0 }]);
    }
  });

  it("opens one accordion item at a time", async () => {
    await open();
    await page.goto("/en/services/windshield/windshield-repair/");
    const buttons = page.locator("main h3 button[aria-expanded]");
    // Nothing sets data-hydrated: wait until the page's scripts are loaded, or the click can land before hydration.
    await page.waitForLoadState("networkidle");
    await buttons.nth(0).click();
    await expect(buttons.nth(0).getAttribute("aria-expanded")).resolves.toBe("true");
    await buttons.nth(1).click();
    expect(await buttons.nth(0).getAttribute("aria-expanded")).toBe("false");
    expect(await buttons.nth(1).getAttribute("aria-expanded")).toBe("true");
  });
});

describe("the service details side panel", () => {
  const path = "/en/services/windshield/windshield-replacement/";

  it("is sticky 20 px from the top at 1280 px, and finds the nearest shop for an estimate", async () => {
    await open({ viewport: { width: 1280, height: 800 } });
    await page.goto(path);
    const panel = page.getByRole("complementary", { name: "My shop" });
    await page.locator("aside[data-sticky]").waitFor();
    expect(await panel.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).top])).toEqual(["sticky", "20px"]);
    await page.locator("aside form[role=search][data-ready]").waitFor();
    await panel.getByRole("combobox", { name: "Postal code, city or address" }).fill("H2X 1Y4");
    await panel.getByRole("button", { name: "Find", exact: true }).click();
    await panel.getByText(/^Nearest shop: /).waitFor();
    expect(page.url()).toContain(path);
    // Scrolled half-way down the content, the panel stays 20 px under the top of the window.
    const top = await panel.evaluate(async (el) => {
      const layout = el.parentElement!.getBoundingClientRect();
      const travel = layout.height - el.getBoundingClientRect().height;
      window.scrollTo(0, window.scrollY + layout.top + travel / 2);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return el.getBoundingClientRect().top;
    });
    expect(top).toBeCloseTo(20, 0);
  });

  it("is not sticky at 375 px and shows the favourite store's card", async () => {
    await open({ viewport: { width: 375, height: 740 } });
    const store = await firstStore();
    await setFavorite(store.slug);
    await page.goto("/services/pare-brise/remplacement-de-pare-brise/");
    const panel = page.getByRole("complementary", { name: "Mon atelier" });
    await panel.getByRole("heading", { name: store.name }).waitFor();
    expect(await panel.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    expect(await panel.getAttribute("data-sticky")).toBeNull();
  });

  it("has no axe violations (en)", async () => {
    await open();
    await page.goto(path);
    await page.locator("aside form[role=search][data-ready]").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
