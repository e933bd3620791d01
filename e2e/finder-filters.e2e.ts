/**
 * The finder's filters in the built site: only the shops that come to the
 * driver, only those that calibrate ADAS cameras. Ticking one is a new search
 * whose address carries it (so it can be shared or bookmarked), the count
 * says how many shops pass and by what they were filtered, each card shows
 * the service, the built index filters the same way when the API is down,
 * and axe finds nothing.
 */
import type { Page } from "playwright-core";
import { axeViolations } from "./browser";
import { ORIGIN } from "./env";
import { browserSession } from "./support/session";

const session = browserSession();
let page: Page;

async function open() {
  ({ page } = await session.open());
}

const cards = () => page.getByRole("list", { name: /Résultats de la recherche|Search results/ }).getByRole("article");
const status = () => page.getByTestId("finder-status");
async function resultsShown(): Promise<void> {
  await cards().first().waitFor();
  await page.locator('section[aria-labelledby="finder-title"][aria-busy="false"]').waitFor();
}

/** What the sample API counts within 100 km for a search and its filters. */
async function totalWithin(query: string): Promise<number> {
  const response = await fetch(`${ORIGIN}/api/stores/search?${query}&radius=100&itemsPerPage=1`);
  return Number(response.headers.get("x-total-count"));
}

describe("the finder's filters", () => {
  it("keeps only the shops with mobile service once ticked, in the address, the count and every card (fr), and a reload keeps it", async () => {
    const all = await totalWithin("key=H1X%201A1");
    const mobile = await totalWithin("key=H1X%201A1&mobileService=true");
    expect(mobile).toBeGreaterThan(0);
    expect(mobile).toBeLessThan(all);
    await open();
    await page.goto("/emplacement/?key=H1X%201A1");
    await resultsShown();
    expect(await status().textContent()).toBe(`10 des ${all} ateliers à moins de 100 km`);

    await page
      .getByRole("group", { name: "Afficher seulement les ateliers qui offrent :" })
      .getByRole("checkbox", { name: /le service mobile/ })
      .check();
    await page.waitForURL(/\/emplacement\/\?key=H1X(\+|%20)1A1&mobile=1$/);
    await page.waitForFunction((n) => document.querySelectorAll("ol[aria-label] > li").length === n, mobile);
    await resultsShown();
    expect(await status().textContent()).toBe(`${mobile} ateliers à moins de 100 km Filtres appliqués : service mobile.`);
    // Every card whole (a list's cards far from the screen wait as previews): each says its mobile service.
    for (const card of await cards().all()) {
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByRole("list", { name: "Services offerts" }).textContent()).toMatch(/^Service mobile \(jusqu'à \d+\s?km\)/);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await resultsShown();
    expect(await page.getByRole("checkbox", { name: /le service mobile/ }).isChecked()).toBe(true);
    expect(await cards().count()).toBe(mobile);
  });

  it("opens a shared address with both filters, and unticking one searches again with the other (en)", async () => {
    const both = await totalWithin("key=Sherbrooke&mobileService=true&adasCalibration=true");
    const adas = await totalWithin("key=Sherbrooke&adasCalibration=true");
    expect(both).toBe(1);
    expect(adas).toBeGreaterThan(both);
    await open();
    await page.goto("/en/locations/?key=Sherbrooke&mobile=1&adas=1");
    await resultsShown();
    expect(await status().textContent()).toBe("1 shop within 100 km Filters: mobile service, ADAS calibration.");
    expect(await cards().first().getAttribute("data-slug")).toBe("uniglass-sherbrooke");
    expect(await page.getByRole("checkbox", { name: "ADAS camera calibration" }).isChecked()).toBe(true);

    await page.getByRole("checkbox", { name: "mobile service (a technician comes to you)" }).uncheck();
    await page.waitForURL(/\/en\/locations\/\?key=Sherbrooke&adas=1$/);
    await page.waitForFunction((n) => document.querySelectorAll("ol[aria-label] > li").length === Math.min(n, 10), adas);
    await resultsShown();
    expect(await status().textContent()).toMatch(new RegExp(`^(10 of )?${adas} shops within 100 km Filters: ADAS calibration\\.$`));
    expect(await axeViolations(page)).toEqual([]);
  });

  it("filters the built index the same way when the API is down", async () => {
    const mobile = await totalWithin("key=H1X%201A1&mobileService=true");
    await open();
    await page.route("**/api/stores/search**", (route) => route.abort());
    await page.goto("/emplacement/?key=H1X%201A1&mobile=1");
    await page.getByTestId("finder-fallback").waitFor();
    await resultsShown();
    expect(await cards().count()).toBe(mobile);
    expect(await status().textContent()).toBe(`${mobile} ateliers à moins de 100 km Filtres appliqués : service mobile.`);
  });
});
