/**
 * The store finder as the best locators behave, in the built site: shops
 * within the radius nearest first, 10 at a time with "show more" (focus and
 * announced count), the nearest shops when none is within the radius (API
 * and built index alike), opening texts at fixed clocks in both languages
 * (before opening, Friday evening, across a DST change, the minute turning),
 * no layout shift when the status appears, the keyless map with no
 * third-party request, and the service pages' nearest shops.
 */
import type { BrowserContext, BrowserContextOptions, Locator, Page } from "playwright-core";
import { axeViolations } from "./browser";
import { ORIGIN } from "./env";
import { browserSession } from "./support/session";

const session = browserSession();
let context: BrowserContext;
let page: Page;

async function open(options: BrowserContextOptions = {}) {
  ({ context, page } = await session.open(options));
}

const cards = () => page.getByRole("list", { name: /Résultats de la recherche|Search results/ }).getByRole("article");
const status = () => page.getByTestId("finder-status");
/** Waits for every card of the answer: the finder is aria-busy until its last cards are rendered. */
async function resultsShown(): Promise<void> {
  await cards().first().waitFor();
  await page.locator('section[aria-labelledby="finder-title"][aria-busy="false"]').waitFor();
}

/** Holds every script file of the page, as on a slow phone, until the function returned is called. */
async function holdScripts(): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds the page's animation frames, as on a busy phone whose next frame comes late, until the
 * function returned runs every callback held in one frame.
 */
async function holdFrames(): Promise<() => Promise<void>> {
  await page.evaluate(() => {
    const frame = window.requestAnimationFrame.bind(window);
    const held: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (callback) => held.push(callback);
    (window as unknown as { releaseFrames: () => void }).releaseFrames = () => {
      window.requestAnimationFrame = frame;
      frame((time) => held.splice(0).forEach((callback) => callback(time)));
    };
  });
  return () => page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
}

/** The query of every search request the page sends from now on (its own or its worker's), in order. */
function searchRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/stores/search") seen.push(url.searchParams);
  });
  return seen;
}

/** What the sample API says for a search: its total within the radius. */
async function totalWithin(query: string, radius = 100): Promise<number> {
  const response = await fetch(`${ORIGIN}/api/stores/search?${query}&radius=${radius}&itemsPerPage=1`);
  return Number(response.headers.get("x-total-count"));
}

async function distances(): Promise<number[]> {
  return cards().evaluateAll((list) => list.map((card) => Number(/(\d+(?:[.,]\d+)?)\s?km/.exec(card.textContent ?? "")?.[1].replace(",", ".") ?? NaN)));
}

describe("results within the radius, 10 at a time", () => {
  it.each([
    ["the API", false],
    ["the built index (API down)", true],
  ])("H2X 1Y4 from %s: 10 of N within 100 km, nearest first, then show more with focus and count", async (_source, apiDown) => {
    await open();
    if (apiDown) await page.route("**/api/stores/search**", (route) => route.abort());
    const total = await totalWithin("key=H2X%201Y4");
    expect(total).toBeGreaterThan(20);
    await page.goto("/emplacement/?key=H2X%201Y4");
    await resultsShown();
    if (apiDown) await page.getByTestId("finder-fallback").waitFor();
    expect(await status().textContent()).toBe(`10 des ${total} ateliers à moins de 100 km`);
    expect(await cards().count()).toBe(10);
    const first = await distances();
    expect([...first].sort((a, b) => a - b)).toEqual(first);
    expect(first.every((d) => d <= 100)).toBe(true);
    // The cards are numbered like the map's markers.
    expect(await cards().nth(2).locator("[aria-hidden=true]").first().textContent()).toBe("3");

    const more = page.getByRole("button", { name: "Afficher 10 autres ateliers" });
    await more.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll("ol[aria-label] > li").length === 20);
    expect(await status().textContent()).toBe(`20 des ${total} ateliers à moins de 100 km`);
    expect(await status().getAttribute("role")).toBe("status");
    const eleventh = await cards().nth(10).getAttribute("aria-label");
    // The focus moves in an effect, after the frame that shows the new cards: wait for it, then say where it is.
    const focusedEleventh = (name: string | null) => document.activeElement?.closest("article")?.getAttribute("aria-label") === name;
    await page.waitForFunction(focusedEleventh, eleventh, { timeout: 5_000 }).catch(() => undefined);
    expect(await page.evaluate(() => document.activeElement?.closest("article")?.getAttribute("aria-label"))).toBe(eleventh);
    const twenty = await distances();
    expect([...twenty].sort((a, b) => a - b)).toEqual(twenty);
    expect(new Set(await cards().evaluateAll((list) => list.map((c) => c.getAttribute("data-slug")))).size).toBe(20);
    // Until every shop within the radius is shown, then no more button.
    while (await page.getByRole("button", { name: /^Afficher \d+ autres? ateliers?$/ }).count()) {
      const before = await cards().count();
      // From the keyboard, as above: a pointer's click lands where the button was when Playwright measured it,
      // and cards growing from their preview as the button scrolls into view can move it down first.
      await page.getByRole("button", { name: /^Afficher \d+ autres? ateliers?$/ }).focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction((n) => document.querySelectorAll("ol[aria-label] > li").length > n, before);
      // The new cards arrive a few per task: wait for the last of them before asking for more.
      await resultsShown();
    }
    expect(await cards().count()).toBe(total);
    expect(await status().textContent()).toBe(`${total} ateliers à moins de 100 km`);
  });

  it("says, in English, how far the nearest shop is when none is within 100 km, and shows the 3 nearest", async () => {
    await open();
    await page.goto("/en/locations/?key=Toronto");
    await resultsShown();
    expect(await cards().count()).toBe(3);
    const [nearest] = await distances();
    expect(nearest).toBeGreaterThan(100);
    expect(await status().textContent()).toBe(`No shop within 100 km of “Toronto”. The nearest is ${Math.round(nearest)} km away: here are the closest.`);
    expect(await page.getByRole("button", { name: /Show \d+ more/ }).count()).toBe(0);
  });

  it("says the same from the built index when the API is down (fr, position)", async () => {
    await open();
    await page.route("**/api/stores/search**", (route) => route.abort());
    await page.goto("/emplacement/?latitude=43.65&longitude=-79.38");
    await page.getByTestId("finder-fallback").waitFor();
    expect(await cards().count()).toBe(3);
    expect(await status().textContent()).toMatch(
      /^Aucun atelier à moins de 100 km de votre position\. Le plus près est à \d+\s?km : voici les plus proches\.$/,
    );
  });

  it("shows a new search from the page's box before the address follows, Back shows the one before, and leaves a refusing API alone", async () => {
    await open();
    const asked: string[] = [];
    await page.route("**/api/stores/search**", (route) => {
      asked.push(new URL(route.request().url()).searchParams.get("key") ?? "");
      return route.abort("connectionrefused");
    });
    await page.goto("/emplacement/?key=Laval");
    await page.getByTestId("finder-fallback").waitFor();
    // Gatsby fetches the page's data again for a new query before it moves the address: held here.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/page-data/emplacement/page-data.json*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("combobox", { name: "Code postal, ville ou adresse" }).fill("Rimouski");
    await page.getByRole("button", { name: "Trouver", exact: true }).click();
    await page.locator("#finder-title", { hasText: "Rimouski" }).waitFor();
    await resultsShown();
    expect(await cards().first().textContent()).toMatch(/Rimouski/);
    expect(page.url()).toMatch(/\?key=Laval$/);
    // The router tells the page of each move of the address in the next frame: Back before that
    // frame, and the page learns of both moves at once, ending where the search was asked from.
    const releaseFrames = await holdFrames();
    release();
    await page.waitForURL(/\?key=Rimouski$/);
    expect(await page.locator("#finder-title").textContent()).toMatch(/Rimouski/);
    // The API refused the first search: the next ones within the minute go to the index without asking it.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((key) => key === "Laval")).toBe(true);

    await page.goBack();
    await page.waitForURL(/\?key=Laval$/);
    await releaseFrames();
    await page.locator("#finder-title", { hasText: "Laval" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Code postal, ville ou adresse" }).inputValue()).toBe("Laval");
    expect(await cards().first().textContent()).toMatch(/Laval/);
  });

  it("shows a search sent before the page runs without loading the page again, and keeps what was typed", async () => {
    await open();
    // The page's scripts are held, as on a slow phone: the box is plain HTML when the visitor sends it.
    const release = await holdScripts();
    const searches = searchRequests();
    await page.goto("/en/locations/", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole("combobox", { name: "Postal code, city or address" }).fill("Rimouski");
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/stores/search");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    // At once, before any script file: the results' frame with the search's title, the address as it was,
    // and the request for the results, in English.
    await page.locator("#finder-title", { hasText: "Shops near “Rimouski”" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains("finder-search"))).toBe(true);
    expect(new URL(page.url()).search).toBe("");
    await asked;
    // An impatient second press asks nothing more.
    await page.getByRole("button", { name: "Find", exact: true }).click();
    expect(searches.map((params) => [params.get("key"), params.get("locale")])).toEqual([["Rimouski", "en"]]);
    release();
    await page.waitForURL(/\/en\/locations\/\?key=Rimouski$/);
    await resultsShown();
    expect(await cards().first().textContent()).toMatch(/Rimouski/);
    expect(await page.getByRole("combobox", { name: "Postal code, city or address" }).inputValue()).toBe("Rimouski");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The finder took that answer: it did not ask again.
    expect(searches).toHaveLength(1);
    // Back returns to the page without a search, which shows the index again.
    await page.goBack();
    await page.waitForURL(/\/en\/locations\/$/);
    await page.locator("#store-index-title").waitFor();
    expect(await page.locator("#finder-title").count()).toBe(0);
  });

  it("asks for an address's search as the page starts loading, not once its scripts have run, and only once", async () => {
    await open();
    const release = await holdScripts();
    const searches = searchRequests();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/stores/search");
    await page.goto("/emplacement/?key=Laval", { waitUntil: "domcontentloaded" });
    await asked;
    expect(searches.map((params) => params.get("key"))).toEqual(["Laval"]);
    release();
    await resultsShown();
    expect(await cards().first().textContent()).toMatch(/Laval/);
    expect(searches).toHaveLength(1);
  });

  it.each([
    ["home", "/"],
    ["locations", "/emplacement/"],
  ])("keeps what was typed in the box before the page ran, not yet sent (%s)", async (_name, path) => {
    await open();
    const release = await holdScripts();
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const box = page.getByRole("combobox", { name: "Code postal, ville ou adresse" }).first();
    await box.fill("Sherbrooke");
    release();
    await page.locator("form[role=search][data-ready]").first().waitFor();
    // The renders that follow hydration (the box's own, the page's) leave the text where it was.
    await page.waitForTimeout(500);
    expect(await box.inputValue()).toBe("Sherbrooke");
  });

  it("says a place it does not know", async () => {
    await open();
    await page.goto("/en/locations/?key=zzzz%20qwerty");
    await page.getByText("“zzzz qwerty” is not one of the places we know.", { exact: false }).waitFor();
    expect(await cards().count()).toBe(0);
  });
});

describe("ratings where a shop is chosen", () => {
  /** The first shops of a search as the sample API answers it, with their rating when they have reviews. */
  async function searched(query: string, locale: string): Promise<{ slug: string; name: string; ratingAverage?: number; reviewCount?: number }[]> {
    const response = await fetch(`${ORIGIN}/api/stores/search?${query}&locale=${locale}&itemsPerPage=10`);
    return (await response.json()) as { slug: string; name: string; ratingAverage?: number; reviewCount?: number }[];
  }

  it.each([
    ["fr", "/emplacement/?key=H2X%201Y4", false],
    ["en", "/en/locations/?key=H2X%201Y4", true],
  ])("%s: each card shows its reviews' average and count as a link to them (%s), and nothing for a shop without a review", async (locale, path, apiDown) => {
    const shops = await searched("key=H2X%201Y4", locale);
    const rated = shops.find((s) => s.reviewCount);
    const unrated = shops.find((s) => !s.reviewCount);
    if (!rated || !unrated) throw new Error("The sample's first 10 shops near H2X 1Y4 should include a shop with reviews and one without");
    await open();
    if (apiDown) await page.route("**/api/stores/search**", (route) => route.abort());
    await page.goto(path);
    await resultsShown();
    if (apiDown) await page.getByTestId("finder-fallback").waitFor();
    const average = locale === "fr" ? String(rated.ratingAverage).replace(".", ",") : String(rated.ratingAverage);
    const count = rated.reviewCount ?? 0;
    const name = locale === "fr" ? `${average} sur 5, ${count} avis` : `${average} out of 5, ${count} review${count === 1 ? "" : "s"}`;
    // The rated shop's card may be a preview until the visitor comes near it (a list's far cards wait as previews).
    await page.locator(`article[data-slug="${rated.slug}"]`).scrollIntoViewIfNeeded();
    const link = page.locator(`article[data-slug="${rated.slug}"]`).getByRole("link", { name, exact: true });
    await link.waitFor();
    await expect(link.isVisible()).resolves.toBe(true);
    await expect(
      page
        .locator(`article[data-slug="${unrated.slug}"]`)
        .getByRole("link", { name: / sur 5,| out of 5,/ })
        .count(),
    ).resolves.toBe(0);
    await link.click();
    await page.waitForURL(
      `**${locale === "fr" ? "" : "/en"}/${locale === "fr" ? "emplacement" : "locations"}/${rated.slug}/${locale === "fr" ? "commentaires" : "reviews"}/`,
    );
    await expect(page.locator("main").textContent()).resolves.toContain(locale === "fr" ? `${count} avis` : `${count} review`);
    // The store page's header shows the same rating.
    await page.goto(`${locale === "fr" ? "" : "/en"}/${locale === "fr" ? "emplacement" : "locations"}/${rated.slug}/`);
    await expect(page.getByRole("article", { name: rated.name }).getByRole("link", { name, exact: true }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("opening texts at fixed clocks, in the shop's time zone", () => {
  // Uniglass Montréal – Rosemont: Monday to Friday 7:30 to 18:00, closed on weekends, America/Toronto.
  const SHOP = { fr: "/emplacement/uniglass-montreal-rosemont/", en: "/en/locations/uniglass-montreal-rosemont/" };

  async function statusAt(time: string, locale: "fr" | "en"): Promise<string> {
    // The visitor is in Vancouver: the shop's own zone must decide.
    await open({ timezoneId: "America/Vancouver" });
    await page.clock.setFixedTime(new Date(time));
    await page.goto(SHOP[locale]);
    const badge = page.locator("main article [data-status]:not([data-status=pending])").first();
    await badge.waitFor();
    return (await badge.innerText()).replace(/\s+/g, " ").trim();
  }

  it.each([
    ["before opening, Monday 7:00 EST", "2026-11-23T12:00:00Z", "fr", "Fermé · ouvre à 7 h 30 Aujourd'hui : 7 h 30 – 18 h"],
    ["before opening, Monday 7:00 EST", "2026-11-23T12:00:00Z", "en", "Closed · opens at 7:30 a.m. Today: 7:30 a.m. – 6 p.m."],
    ["open, Monday 10:00 EST", "2026-11-23T15:00:00Z", "fr", "Ouvert · ferme à 18 h Aujourd'hui : 7 h 30 – 18 h"],
    ["open, Monday 10:00 EST", "2026-11-23T15:00:00Z", "en", "Open · closes at 6 p.m. Today: 7:30 a.m. – 6 p.m."],
    ["after closing on a Friday, 19:00 EST", "2026-11-28T00:00:00Z", "fr", "Fermé · ouvre lundi à 7 h 30 Aujourd'hui : 7 h 30 – 18 h"],
    ["after closing on a Friday, 19:00 EST", "2026-11-28T00:00:00Z", "en", "Closed · opens Monday at 7:30 a.m. Today: 7:30 a.m. – 6 p.m."],
    ["Saturday before the clocks go forward", "2026-03-07T17:00:00Z", "fr", "Fermé · ouvre lundi à 7 h 30 Aujourd'hui : fermé"],
    ["Sunday after the clocks went forward (7:45 EDT = 11:45 UTC)", "2026-03-08T11:45:00Z", "en", "Closed · opens tomorrow at 7:30 a.m. Today: closed"],
    // 11:45 UTC is 7:45 in Montreal after the change (6:45 before it): open.
    ["Monday after the change, 7:45 EDT", "2026-03-09T11:45:00Z", "fr", "Ouvert · ferme à 18 h Aujourd'hui : 7 h 30 – 18 h"],
    ["Monday after the change, 7:45 EDT", "2026-03-09T11:45:00Z", "en", "Open · closes at 6 p.m. Today: 7:30 a.m. – 6 p.m."],
  ])("%s (%s, %s)", async (_what, time, locale, expected) => {
    expect(await statusAt(time, locale as "fr" | "en")).toBe(expected);
  });

  it("changes when the minute does while the page stays open", async () => {
    await open();
    await page.clock.install({ time: new Date("2026-11-23T12:29:30Z") }); // Monday 7:29:30 in Montreal
    await page.goto(SHOP.en);
    const badge = page.locator("main article [data-status]").first();
    await page.getByText("· opens at 7:30 a.m.", { exact: false }).first().waitFor();
    await page.clock.fastForward("00:45");
    await page.getByText("· closes at 6 p.m.", { exact: false }).first().waitFor();
    expect(await badge.getAttribute("data-status")).toBe("open");
  });

  it("renders the same box at build time and in the browser: reserved, then filled without a layout shift", async () => {
    const html = await (await fetch(`${ORIGIN}${SHOP.fr}`)).text();
    expect(html).toMatch(/data-status="pending"/);
    expect(html).not.toMatch(/Ouvert ·|Fermé ·/);
    // The static HTML alone (no script): the reserved box.
    await open({ javaScriptEnabled: false, viewport: { width: 412, height: 900 } });
    await page.goto(SHOP.fr);
    const reserved = await page.locator("main article [data-status=pending]").first().boundingBox();
    const after = await page.locator("main article address").first().boundingBox();
    // The page running: the box filled, the same size, the address under it where it was, no layout shift.
    await open({ viewport: { width: 412, height: 900 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(SHOP.fr);
    const badge = page.locator("main article [data-status]:not([data-status=pending])").first();
    await badge.waitFor();
    expect((await badge.boundingBox())!.height).toBe(reserved!.height);
    expect((await page.locator("main article address").first().boundingBox())!.y).toBe(after!.y);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0))).toBe(0);
    // The week's hours once on the page, in its table; none in the card.
    expect(await page.locator("main table").count()).toBe(1);
    expect(await page.locator("main article table").count()).toBe(0);
  });
});

describe("the open badge", () => {
  /** Space under the badge's text, inside its box and before what follows it, in px. */
  async function gapsUnder(badge: Locator): Promise<{ inside: number; after: number }> {
    return badge.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const last = element.lastElementChild?.getBoundingClientRect();
      const next = element.nextElementSibling?.getBoundingClientRect();
      return { inside: box.bottom - (last?.bottom ?? box.top), after: (next?.top ?? box.bottom) - box.bottom };
    });
  }

  it.each([
    ["a store page's card", "/emplacement/uniglass-montreal-rosemont/", "main article"],
    ["a finder card", "/emplacement/?key=Sherbrooke", "ol article"],
  ])("leaves no empty gap under it on %s", async (_where, address, card) => {
    await open({ viewport: { width: 412, height: 900 } });
    await page.goto(address);
    const badge = page.locator(`${card} [data-status]:not([data-status=pending])`).first();
    await badge.waitFor();
    const gaps = await gapsUnder(badge);
    expect(gaps.inside).toBeLessThanOrEqual(1);
    expect(gaps.after).toBeLessThanOrEqual(12);
  });
});

describe("the map without a key", () => {
  it("numbers the finder's shops on a keyless map: focusable markers that select their card, no third-party request", async () => {
    await open();
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    await page.goto("/emplacement/?key=Sherbrooke");
    await resultsShown();
    const map = page.getByTestId("store-map");
    await map.waitFor();
    // Every shop is on the map: a marker of its own, or in a group of shops too close to tell apart at this size.
    const markers = map.getByRole("link");
    const grouped = await map.locator("[data-group]").evaluateAll((groups) => groups.reduce((sum, g) => sum + Number(g.getAttribute("data-group")), 0));
    expect((await markers.count()) + grouped).toBe(await cards().count());
    const label = (await markers.last().getAttribute("aria-label"))!;
    const number = Number(/^(\d+)\./.exec(label)![1]);
    const name = await cards()
      .nth(number - 1)
      .getAttribute("aria-label");
    expect(label).toMatch(new RegExp(`^${number}\\. ${name!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, \\d+,\\d{2}\\s?km$`));
    expect(await page.locator("figcaption").first().textContent()).toMatch(
      /^Carte des \d+ ateliers trouvés, numérotés comme dans la liste, autour de « Sherbrooke »\. Fond de carte : Natural Earth\.$/,
    );
    // By keyboard: a marker selects its card and moves the focus to it.
    await markers.last().focus();
    await page.keyboard.press("Enter");
    const card = cards().nth(number - 1);
    await page.waitForFunction(() => document.querySelectorAll("article[data-active]").length === 1);
    expect(await card.getAttribute("data-active")).not.toBeNull();
    expect(await page.evaluate(() => document.activeElement?.closest("article")?.getAttribute("aria-label"))).toBe(await card.getAttribute("aria-label"));
    // The base map is the site's own file.
    const base = await fetch(`${ORIGIN}/maps/quebec.svg`);
    expect(base.headers.get("content-type")).toMatch(/svg/);
    expect(await base.text()).toContain('id="base"');
    expect([...hosts]).toEqual([new URL(ORIGIN).host]);
  });

  it("is in the store page's HTML with the shop's marker and a text alternative", async () => {
    await open();
    const response = await page.goto("/en/locations/uniglass-montreal-rosemont/");
    const html = await response!.text();
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("/maps/quebec.svg#base");
    const map = page.getByRole("img", { name: /^Map of the location of Uniglass Montréal – Rosemont: 2977, boulevard Saint-Michel, Montréal, QC H1X 9B8\./ });
    await map.waitFor();
    expect(await map.locator("circle").count()).toBe(1);
  });

  it("has no axe violation on results with the map, nor on a store page", async () => {
    await open();
    await page.goto("/en/locations/?key=Laval");
    await resultsShown();
    await page.getByTestId("store-map").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/emplacement/uniglass-montreal-rosemont/");
    await page.locator("main article [data-status]:not([data-status=pending])").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("cards far from the screen", () => {
  /** Whether a card is whole: its two requests are there. */
  const whole = (card: Locator) =>
    card
      .getByRole("button", { name: /^Demander une estimation – / })
      .count()
      .then((count) => count === 1);
  /** The cards whose top is within the window, as the visitor first sees it. */
  const inView = () =>
    cards().evaluateAll((list) => list.filter((card) => card.getBoundingClientRect().top < window.innerHeight).map((card) => card.getAttribute("aria-label")));

  it.each([
    ["a phone", { width: 412, height: 823 }],
    ["a desktop", { width: 1280, height: 720 }],
  ])("on %s: whole in view, previews further down with name, link and address, whole once near or focused", async (_device, viewport) => {
    await open({ viewport });
    await page.goto("/emplacement/?key=Montr%C3%A9al");
    await resultsShown();
    // The count says what the list holds: every shop has its article, its numbered name as a link and its address.
    expect(await status().textContent()).toMatch(/^10 des \d+ ateliers à moins de 100 km$/);
    expect(await cards().count()).toBe(10);
    for (let index = 0; index < 10; index++) {
      const card = cards().nth(index);
      expect(await card.getByRole("heading", { level: 3 }).getByRole("link").textContent()).toBe(await card.getAttribute("aria-label"));
      expect(await card.locator("address").textContent()).toMatch(/, QC [A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(await card.locator("[aria-hidden=true]").first().textContent()).toBe(String(index + 1));
    }
    // What the window shows is whole from the start; the last shop waits as a preview, without its requests.
    for (const name of await inView()) expect(await whole(page.getByRole("article", { name: name!, exact: true }))).toBe(true);
    const last = cards().last();
    expect(await last.getAttribute("data-preview")).not.toBeNull();
    expect(await whole(last)).toBe(false);
    expect(await last.locator("[data-status=pending]").count()).toBe(1);

    // The focus moved into a preview (without scrolling) makes it whole and stays on the same link.
    const link = last.getByRole("heading", { level: 3 }).getByRole("link");
    await link.evaluate((element: HTMLElement) => element.focus({ preventScroll: true }));
    await page.waitForFunction(() => !document.querySelector("ol[aria-label] > li:last-child article[data-preview]"));
    expect(await whole(last)).toBe(true);
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);

    // Scrolling near a preview makes it whole before it is in view.
    const seventh = cards().nth(6);
    expect(await whole(seventh)).toBe(false);
    await cards().nth(5).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => !document.querySelector("ol[aria-label] > li:nth-child(7) article[data-preview]"));
    expect(await whole(seventh)).toBe(true);
    expect(await seventh.locator("[data-status=open], [data-status=closed], [data-status=appointment]").count()).toBe(1);
  });

  it("draws a phone's map only once the visitor asks for it (the list / map toggle)", async () => {
    await open({ viewport: { width: 412, height: 823 } });
    await page.goto("/emplacement/?key=Montr%C3%A9al");
    await resultsShown();
    const map = page.getByTestId("store-map");
    // Give the page a moment: the map would have come in the task after the list.
    await page.waitForTimeout(500);
    await page.getByRole("button", { name: /^Afficher \d+ autres? ateliers?$/ }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await map.count()).toBe(0);
    await page.getByRole("button", { name: "Carte", exact: true }).click();
    await map.waitFor();
    const grouped = await map.locator("[data-group]").evaluateAll((groups) => groups.reduce((sum, g) => sum + Number(g.getAttribute("data-group")), 0));
    expect((await map.getByRole("link").count()) + grouped).toBe(10);
  });
});

describe("near me on service pages", () => {
  const SERVICE = "/services/pare-brise/reparation-de-pare-brise/";
  const nearby = () => page.getByTestId("nearby-shops");
  const shopLinks = () => nearby().getByRole("list").getByRole("link");

  it("without a favourite or a search, offers a search box, not an alphabetical list", async () => {
    await open();
    const html = await (await fetch(`${ORIGIN}${SERVICE}`)).text();
    expect(html).not.toContain("Alma");
    await page.goto(SERVICE);
    await nearby().getByRole("search").waitFor();
    expect(await nearby().getByRole("list").count()).toBe(0);
    // A search here lists the nearest shops offering the service, and is remembered.
    await page.locator("form[role=search][data-ready]").first().waitFor();
    await nearby().getByRole("combobox", { name: "Code postal, ville ou adresse" }).fill("Sherbrooke");
    await nearby().getByRole("button", { name: "Trouver", exact: true }).click();
    await nearby().getByText("Les plus près de « Sherbrooke » :").waitFor();
    expect(await shopLinks().count()).toBe(5);
    expect(await nearby().getByRole("listitem").first().textContent()).toMatch(/Sherbrooke · \d+,\d{2}\s?km$/);
    const cookie = (await context.cookies()).find((c) => c.name === "uniglass_LastSearch");
    expect(decodeURIComponent(cookie!.value)).toMatch(/^45\.\d+,-71\.\d+\|Sherbrooke$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("lists the shops nearest to the last place searched in the finder", async () => {
    await open();
    await page.goto("/emplacement/?key=Rimouski");
    await resultsShown();
    await page.goto(SERVICE);
    await nearby().getByText("Les plus près de « Rimouski » :").waitFor();
    expect(await nearby().getByRole("listitem").first().textContent()).toContain("Rimouski");
  });

  it("lists the shops nearest to the favourite shop (en), the favourite first", async () => {
    await open();
    await context.addCookies([{ name: "uniglass_FavoriteStore", value: "uniglass-trois-rivieres-des-forges", url: ORIGIN }]);
    await page.goto("/en/services/windshield/windshield-repair/");
    await nearby()
      .getByText(/^Nearest to your favourite shop, .+:$/)
      .waitFor();
    expect(await shopLinks().count()).toBe(5);
    expect(await shopLinks().first().getAttribute("href")).toBe("/en/locations/uniglass-trois-rivieres-des-forges/");
    const km = await nearby()
      .getByRole("listitem")
      .evaluateAll((items) => items.map((li) => Number(/([\d.]+)\s?km/.exec(li.textContent ?? "")?.[1])));
    expect([...km].sort((a, b) => a - b)).toEqual(km);
  });

  it("lists the shops offering a Ziebart service nearest to the device's position, on request", async () => {
    await open({ permissions: ["geolocation"], geolocation: { latitude: 46.8139, longitude: -71.208 } });
    await page.goto("/services/protection-ziebart/antirouille/");
    await page.locator("form[role=search][data-ready]").first().waitFor();
    await nearby().getByRole("button", { name: "Utiliser ma position" }).click();
    await nearby().getByText("Les plus près de votre position :").waitFor();
    const names = await shopLinks().allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.startsWith("Ziebart"))).toBe(true);
  });
});
