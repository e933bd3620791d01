/**
 * What a first-time visitor tripped on, in the browser: offers that respect
 * their dates (decided again by the browser's clock, here fixed), job
 * postings never dated after today, /sitemap.xml, an unknown English address
 * that stays in the address bar with its 404, the estimate form's first
 * submit and layout, and the favourite shop's offers in a service page's
 * side panel.
 */
import type { BrowserContext, Page } from "playwright-core";

import { ORIGIN } from "./env";
import { stored } from "./support/api";
import { shopDay } from "../src/lib/offer-dates";
import { browserSession } from "./support/session";

const session = browserSession();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  ({ context, page } = await session.open());
});

async function open(path: string, at?: string): Promise<void> {
  if (at) await page.clock.setFixedTime(new Date(at));
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

describe("offers and their dates", () => {
  it.each([
    ["fr", "/landing/ziebart-printemps/", "Cette offre a pris fin le 20 juin 2026.", "Voir les promotions en cours", "/promotions/"],
    ["en", "/en/landing/ziebart-spring/", "This offer ended on June 20, 2026.", "See current promotions", "/en/promotions/"],
  ])("an ended landing page says so, links to the current promotions and has no form (%s)", async (_lng, path, ended, link, href) => {
    await open(path);
    await page.getByText(ended).waitFor();
    expect(await page.getByRole("link", { name: link }).getAttribute("href")).toBe(href);
    expect(await page.locator("main form").count()).toBe(0);
  });

  it("a landing page opened while the visitor's clock says it still runs: the API refuses the answer, the form says why and keeps it", async () => {
    // The browser thinks it is June 15, 2026; the sample API knows the offer ended on June 20.
    await open("/landing/ziebart-printemps/", "2026-06-15T12:00:00-04:00");
    const form = page.locator("main form");
    await form.waitFor();
    const email = `printemps-${Date.now()}@exemple.ca`;
    await form.getByLabel("Nom complet", { exact: true }).fill("Léa Tremblay");
    await form.getByLabel("Courriel", { exact: true }).fill(email);
    await form.getByLabel("Téléphone", { exact: true }).fill("819 555-0134");
    await form.getByLabel("Véhicule (année, marque et modèle)", { exact: true }).fill("2019 Honda Civic");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Envoyer", exact: true }).click();
    const alert = form.getByRole("alert");
    await alert.getByText("Cette offre a pris fin : le formulaire n'est plus accepté.").waitFor();
    expect(await alert.getByRole("link", { name: "Voir les promotions en cours" }).getAttribute("href")).toBe("/promotions/");
    expect(await form.getByLabel("Courriel", { exact: true }).inputValue()).toBe(email);
    expect(JSON.stringify(await stored("promo_page_submissions"))).not.toContain(email);
  });

  it("the promotions page shows the running promotions, the upcoming one apart, by the browser's day", async () => {
    await open("/promotions/", "2026-11-23T12:00:00-05:00");
    const current = page.getByRole("region", { name: "Promotions en cours" });
    const upcoming = page.getByRole("region", { name: "À venir" });
    await upcoming.waitFor();
    expect(await upcoming.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["En route pour l'été\u00a0: supports à vélos et coffres de toit"]);
    expect(await current.getByText("En route pour l'été", { exact: false }).count()).toBe(0);
    expect(await current.getByText("Antirouille Ziebart : préparez votre véhicule pour l'hiver").count()).toBe(1);
  });

  it("a promotions page opened in April 2027 shows the summer promotion as running, and no longer the fall one", async () => {
    await open("/en/promotions/", "2027-04-20T12:00:00-04:00");
    const current = page.getByRole("region", { name: "Current promotions" });
    await current.getByText("Road trip season: bike racks and cargo boxes").waitFor();
    expect(await current.getByText("Ziebart rustproofing: get your vehicle ready for winter").count()).toBe(0);
    expect(await page.getByRole("region", { name: "Coming up" }).count()).toBe(0);
  });

  it("job postings are never dated after today", async () => {
    await open("/carrieres/");
    // The day each was posted (its JobPosting data); the last day to apply is after today, of course.
    const days = await page
      .locator('main script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => (JSON.parse(s.textContent ?? "{}") as { datePosted?: string }).datePosted ?? ""));
    expect(days.length).toBeGreaterThan(10);
    const today = shopDay(new Date());
    expect(days.filter((day) => day > today)).toEqual([]);
  });
});

describe("rough edges", () => {
  it("/sitemap.xml answers with the sitemap index", async () => {
    const response = await fetch(`${ORIGIN}/sitemap.xml`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain("<sitemapindex");
    const first = /<loc>[^<]*?(\/sitemap-0\.xml)<\/loc>/.exec(body)?.[1];
    expect(first).toBe("/sitemap-0.xml");
    expect((await fetch(`${ORIGIN}${first}`)).status).toBe(200);
  });

  it.each([
    ["en", "/en/no-such-page/", "Oops! We can't find that page.", "en-CA"],
    ["fr", "/pas-de-page-ici/", "Oups! Cette page est introuvable.", "fr-CA"],
  ])("an unknown address keeps what the visitor typed, with status 404, in its language (%s)", async (_lng, path, heading, lang) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.locator("h1").innerText()).toBe(heading);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
  });

  it("the estimate form: an empty year is required, the phone is flagged at the first submit, e-mail and phone sit on one line", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open("/emplacement/uniglass-montreal-rosemont/");
    const opener = page.getByRole("button", { name: /^Demander une estimation/ }).first();
    const dialog = page.getByRole("dialog");
    for (let attempt = 0; attempt < 20 && !(await dialog.isVisible()); attempt++) {
      await opener.click();
      await dialog.waitFor({ timeout: 1000 }).catch(() => undefined);
    }
    await dialog.getByRole("button", { name: "Envoyer ma demande" }).click();
    const year = dialog.getByLabel("Année", { exact: true });
    const phone = dialog.getByLabel("Téléphone", { exact: true });
    const email = dialog.getByLabel(/^Courriel/);
    await year.and(page.locator('[aria-invalid="true"]')).waitFor();
    const describedBy = async (field: typeof year) => {
      const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/) ?? [];
      return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))).join(" ");
    };
    expect(await describedBy(year)).toBe("Ce champ est obligatoire.");
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    expect(await describedBy(phone)).toContain("Ce champ est obligatoire.");
    const [phoneBox, emailBox] = [await phone.boundingBox(), await email.boundingBox()];
    expect(Math.abs((phoneBox?.y ?? 0) - (emailBox?.y ?? -99))).toBeLessThanOrEqual(1);
    expect((emailBox?.x ?? 0) > (phoneBox?.x ?? 0)).toBe(true);
  });

  it("a service page's side panel shows the favourite shop's offers without a click", async () => {
    await context.addCookies([{ name: "uniglass_FavoriteStore", value: "uniglass-montreal-rosemont", url: ORIGIN }]);
    await open("/services/pare-brise/reparation-de-pare-brise/");
    const panel = page.getByRole("complementary", { name: "Mon atelier" });
    const offers = panel.getByRole("region", { name: /^Offres de / });
    await offers.waitFor();
    expect(await offers.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(1);
    expect(await offers.locator("img").first().getAttribute("src")).toMatch(/^\/media\/coupons\/.+-medium\.webp$/);
    expect(await panel.getByRole("button", { name: "Voir les offres" }).count()).toBe(0);
  });
});
