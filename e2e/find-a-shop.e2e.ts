/**
 * Find a shop, in the built site: the search box (postal code, city with and
 * without accents, empty input, geolocation granted and denied), the results,
 * the favourite store across a reload, store details pages with their
 * JSON-LD, the offline fallback when the API is down, and axe.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { axeViolations, launch, newContext } from "./browser";
import { ORIGIN } from "./env";

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});

beforeEach(async () => {
  context = await newContext(browser);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await browser?.close();
});

/** The search box after hydration (its handlers attached). */
async function ready() {
  await page.locator("form[role=search][data-ready]").first().waitFor();
}

async function search(text: string, labels: { input: string; submit: string }) {
  await ready();
  await page.getByRole("combobox", { name: labels.input }).fill(text);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}

const FR = { input: "Code postal, ville ou adresse", submit: "Trouver" };
const EN = { input: "Postal code, city or address", submit: "Find" };

function resultCards() {
  return page.getByRole("list", { name: /Résultats de la recherche|Search results/ }).getByRole("article");
}

/** Waits for every card of the answer: the finder is aria-busy until its last cards are rendered. */
async function resultsShown(): Promise<void> {
  await resultCards().first().waitFor();
  await page.locator('section[aria-labelledby="finder-title"][aria-busy="false"]').waitFor();
}

describe("the locations page", () => {
  it("lists every shop by region in the static HTML, without a query", async () => {
    const response = await page.goto("/emplacement/");
    const html = await response!.text();
    expect(html).toContain("Tous nos ateliers");
    expect(html).toContain("Ziebart Laval");
    expect((html.match(/<details/g) ?? []).length).toBeGreaterThan(3);
    expect((html.match(/<h1[ >]/g) ?? []).length).toBe(1);
  });

  it("opened with a search in its address, never shows the index and moves nothing on a phone's screen as the results arrive", async () => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/emplacement/?key=Laval");
    expect(await page.locator('[data-island="store-index"]').isVisible()).toBe(false);
    await resultsShown();
    await page.waitForLoadState("networkidle");
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts.reduce((total, value) => total + value, 0)).toBeLessThan(0.01);

    // Without a search the index is there (the flag of the previous address does not stay).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("link", { name: "Emplacements", exact: true }).first().click();
    await page.waitForURL(/\/emplacement\/$/);
    await page.locator('[data-island="store-index"]').waitFor({ state: "visible" });
  });

  it("finds the shops near a postal code (fr), nearest first, distance in French", async () => {
    await page.goto("/emplacement/");
    await search("H2X 1Y4", FR);
    await page.waitForURL(/\/emplacement\/\?key=H2X\+1Y4$/);
    await page.getByRole("heading", { name: "Ateliers près de « H2X 1Y4 »" }).waitFor();
    await resultsShown();
    expect(await resultCards().count()).toBeGreaterThan(5);
    const first = resultCards().first();
    expect(await first.textContent()).toMatch(/Montréal, QC/);
    expect(await first.textContent()).toMatch(/\d+,\d{2}\s?km/);
    expect(await first.textContent()).toMatch(/(Ouvert · ferme|Fermé · ouvre) .*Aujourd.hui : /);
  });

  it.each([
    ["/en/locations/", "Trois-Rivières", EN],
    ["/emplacement/", "trois rivieres", FR],
  ])("%s finds the Trois-Rivières shops for %p", async (path, text, labels) => {
    await page.goto(path);
    await search(text, labels);
    await resultsShown();
    const firstThree = await resultCards().evaluateAll((cards) => cards.slice(0, 3).map((c) => c.textContent ?? ""));
    for (const card of firstThree) expect(card).toContain("Trois-Rivières, QC");
  });

  it.each([
    ["/emplacement/", FR, "Veuillez entrer un emplacement"],
    ["/en/locations/", EN, "Please enter a location"],
  ])("%s shows the translated error for an empty search", async (path, labels, message) => {
    await page.goto(path);
    await search("  ", labels);
    await expect(page.getByRole("alert").textContent()).resolves.toBe(message);
    expect(await page.getByRole("combobox", { name: labels.input }).getAttribute("aria-invalid")).toBe("true");
    expect(new URL(page.url()).search).toBe("");
  });

  it("uses the device position when geolocation is granted", async () => {
    await context.close();
    context = await newContext(browser, { permissions: ["geolocation"], geolocation: { latitude: 46.8139, longitude: -71.208 } });
    page = await context.newPage();
    await page.goto("/en/locations/");
    await ready();
    await page.getByRole("button", { name: "Use my location" }).click();
    await page.waitForURL(/latitude=46\.8139&longitude=-71\.208/);
    await page.getByRole("heading", { name: "Shops near you" }).waitFor();
    await resultsShown();
    expect(await resultCards().first().textContent()).toMatch(/Québec|Lévis/);
  });

  it("says the position was refused when geolocation is denied, keeping what was typed and the focus in the box", async () => {
    // A context of its own where the position is refused, as a visitor's "Block" answers the browser's prompt.
    await context.close();
    context = await newContext(browser);
    page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Browser.setPermission", { permission: { name: "geolocation" }, setting: "denied", origin: ORIGIN });
    await page.goto("/emplacement/");
    await ready();
    const box = page.getByRole("combobox", { name: FR.input });
    await box.fill("Laval");
    await page.getByRole("button", { name: "Utiliser ma position" }).click();
    await page.getByRole("alert").filter({ hasText: "Votre navigateur ne nous donne pas accès à votre position." }).waitFor();
    expect(await box.inputValue()).toBe("Laval");
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).search).toBe("");
  });

  it("keeps the favourite across a reload, then clears it", async () => {
    await page.goto("/en/locations/?key=Laval");
    const card = resultCards().first();
    await card.waitFor();
    const name = (await card.getAttribute("aria-label"))!;
    await card.getByRole("button", { name: `Make ${name} my shop` }).click();
    const cookie = async () => (await context.cookies()).find((c) => c.name === "uniglass_FavoriteStore");
    expect((await cookie())?.value).toBe(await card.getAttribute("data-slug"));
    expect((await cookie())?.sameSite).toBe("Lax");
    // Under the home hero, the favourite card replaces the search box.
    await page.goto("/en/");
    await page.getByRole("article", { name }).waitFor();
    expect(await page.getByRole("search").count()).toBe(0);
    await page.goto("/en/locations/?key=Laval");
    await page.reload();
    const again = page.getByRole("button", { name: `Remove ${name} as my favourite shop` });
    await again.waitFor();
    expect(await again.getAttribute("aria-pressed")).toBe("true");
    await again.click();
    await page.getByRole("button", { name: `Make ${name} my shop` }).waitFor();
    expect(await cookie()).toBeUndefined();
  });

  it("answers from the store index built into the site when the API is down", async () => {
    await page.route("**/api/stores/search**", (route) => route.abort());
    await page.goto("/en/locations/?key=H2X%201Y4");
    await page.getByTestId("finder-fallback").waitFor();
    expect(await page.getByTestId("finder-fallback").textContent()).toMatch(/may be incomplete/);
    expect(await resultCards().count()).toBeGreaterThan(5);
    expect(await resultCards().first().textContent()).toMatch(/Montréal, QC/);
  });

  it("?slug= leads to that store's page", async () => {
    await page.goto("/emplacement/?slug=ziebart-laval");
    await page.waitForURL(/\/emplacement\/ziebart-laval\/$/);
    // The redirect is a client-side navigation: the address changes before the store page renders.
    await page.getByRole("heading", { level: 1, name: /Ziebart Laval/ }).waitFor();
  });
});

describe("store details pages", () => {
  async function jsonLd(): Promise<Record<string, unknown>> {
    const text = await page.locator('script[type="application/ld+json"]').first().textContent();
    return JSON.parse(text ?? "null");
  }

  it("shows a Ziebart shop with its logo, h1, hours, services and JSON-LD (fr)", async () => {
    const response = await page.goto("/emplacement/ziebart-laval/");
    expect(response?.status()).toBe(200);
    const h1 = page.locator("h1");
    expect(await h1.count()).toBe(1);
    expect(await h1.textContent()).toMatch(/^Atelier de protection de véhicules – Ziebart Laval/);
    await expect(page.getByRole("img", { name: "Ziebart", exact: true }).isVisible()).resolves.toBe(true);
    const crumbs = page.getByRole("navigation", { name: "Fil d'Ariane" });
    expect(await crumbs.getByRole("link").allTextContents()).toEqual(["Accueil", "Emplacements"]);
    await expect(page.getByRole("heading", { name: "Services offerts" }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole("link", { name: "Lire les avis des clients" }).getAttribute("href")).toBe("/emplacement/ziebart-laval/commentaires/");
    const data = await jsonLd();
    expect(data).toMatchObject({ "@type": "AutoRepair", name: "Ziebart Laval", branchOf: { name: "Uniglass" } });
    expect((data.openingHoursSpecification as unknown[]).length).toBeGreaterThan(0);
    expect(data.geo).toMatchObject({ "@type": "GeoCoordinates" });
    expect(data.url).toMatch(/\/emplacement\/ziebart-laval\/$/);
    // Set by the page after hydration, which can come late on a loaded machine.
    const lastVisited = async () => (await context.cookies()).find((c) => c.name === "uniglass_LastVisitedStore")?.value;
    for (let waited = 0; waited < 15000 && (await lastVisited()) === undefined; waited += 250) await page.waitForTimeout(250);
    expect(await lastVisited()).toBe("ziebart-laval");
  });

  it("shows a regular shop with the Uniglass logo and an address block without a maps key (en)", async () => {
    const response = await page.goto("/en/locations/uniglass-montreal-rosemont/");
    expect(response?.status()).toBe(200);
    expect(await page.locator("h1").textContent()).toMatch(/^Auto glass shop – Uniglass Montréal – Rosemont/);
    await expect(page.getByRole("img", { name: "Uniglass" }).first().isVisible()).resolves.toBe(true);
    expect(await page.locator("main address").count()).toBeGreaterThanOrEqual(2);
    expect(await page.locator('img[src*="staticmap"]').count()).toBe(0);
    expect((await jsonLd())["@type"]).toBe("AutoRepair");
    expect(await page.locator('header a[hreflang="fr-CA"]').getAttribute("href")).toBe("/emplacement/uniglass-montreal-rosemont/");
  });
});

describe("accessibility", () => {
  it.each([
    "/emplacement/",
    "/en/locations/",
    "/emplacement/?key=H2X%201Y4",
    "/en/locations/?key=Trois-Rivi%C3%A8res",
    "/emplacement/ziebart-laval/",
    "/en/locations/uniglass-montreal-rosemont/",
  ])("axe finds no violation on %s", async (path) => {
    await page.goto(path);
    if (path.includes("?")) await resultsShown();
    else await page.waitForLoadState("networkidle");
    expect({ path, violations: await axeViolations(page) }).toEqual({ path, violations: [] });
  });
});
