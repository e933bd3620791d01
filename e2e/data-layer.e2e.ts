/**
 * The data layer end to end: what a visitor submits in the browser travels
 * over real HTTP (XSRF double submit included) into the sample API's database.
 */
import type { Browser } from "playwright-core";
import { axeViolations, launch, newContext } from "./browser";
import { submissions } from "./env";

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function stored(table: string): Promise<Record<string, unknown>[]> {
  return (await submissions())[table];
}

async function storedSubscribers(): Promise<{ email: string; data: { locale: string; utm: Record<string, string> } }[]> {
  return (await submissions<{ newsletter_subscribers: { email: string; data: { locale: string; utm: Record<string, string> } }[] }>()).newsletter_subscribers;
}

describe("a form submitted in the browser", () => {
  it.each([
    ["fr", "/", "Adresse courriel", /J'accepte/, "M'abonner", /Merci!/],
    ["en", "/en/?utm_source=e2e&utm_campaign=winter", "E-mail address", /I agree/, "Subscribe", /Thank you!/],
  ])("is stored by the API (%s)", async (locale, path, emailLabel, consentLabel, submitLabel, success) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const email = `e2e-${locale}-${Date.now()}@exemple.ca`;
    await page.getByLabel(emailLabel).fill(email);
    await page.getByRole("checkbox", { name: consentLabel }).check();
    await page.getByRole("button", { name: submitLabel }).click();
    await page.getByRole("status").filter({ hasText: success }).waitFor();
    const stored = (await storedSubscribers()).find((row) => row.email === email);
    expect(stored?.data.locale).toBe(locale);
    if (locale === "en") expect(stored?.data.utm).toMatchObject({ utmSource: "e2e", utmCampaign: "winter" });
    await context.close();
  });

  it("keeps what was typed and says so when the API cannot be reached", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/en/");
    await page.waitForLoadState("networkidle");
    await page.route("**/api/newsletter_subscribers", (route) => route.abort());
    await page.getByLabel("E-mail address").fill("offline@example.com");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("We can't reach our servers");
    expect(await page.getByLabel("E-mail address").inputValue()).toBe("offline@example.com");
    await page.unroute("**/api/newsletter_subscribers");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Thank you!/ })
      .waitFor();
    expect((await storedSubscribers()).some((row) => row.email === "offline@example.com")).toBe(true);
    await context.close();
  });
});

describe("the other forms of the site", () => {
  it("stores a franchise candidate's application (fr)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/occasions-de-franchise/");
    await page.waitForLoadState("networkidle");
    const email = `franchise-${Date.now()}@exemple.ca`;
    await page.getByLabel("Prénom", { exact: true }).fill("Marc-André");
    await page.getByLabel("Nom", { exact: true }).fill("Côté");
    await page.getByLabel("Courriel", { exact: true }).fill(email);
    await page.getByLabel("Téléphone", { exact: true }).fill("418 555-0175");
    await page.getByLabel("Ville ou région visée", { exact: true }).fill("Rimouski");
    await page.getByRole("checkbox", { name: /J'accepte qu'Uniglass/ }).check();
    await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await page.getByRole("status").filter({ hasText: "Merci, Marc-André!" }).waitFor();
    expect((await stored("franchise_opportunities")).some((row) => JSON.stringify(row).includes(email))).toBe(true);
    await context.close();
  });

  it("stores a landing page's answers as data, after showing what is missing", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The fleet page has no end date: the API takes its answers whatever the day the tests run.
    await page.goto("/landing/flotte-entreprise/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    await page.getByText("Ce champ est obligatoire.").first().waitFor();
    const email = `landing-${Date.now()}@exemple.ca`;
    await page.getByLabel("Entreprise", { exact: true }).fill("Transports Tremblay");
    await page.getByLabel("Nom complet", { exact: true }).fill("Léa Tremblay");
    await page.getByLabel("Courriel", { exact: true }).fill(email);
    await page.getByLabel("Téléphone", { exact: true }).fill("819 555-0134");
    await page.getByLabel("Types de véhicules et nombre dans la flotte", { exact: true }).fill("2019 Honda Civic, 12 camionnettes");
    await page.getByRole("checkbox", { name: /J'accepte qu'Uniglass/ }).check();
    await page.getByRole("button", { name: "Envoyer", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Merci!" }).waitFor();
    const row = (await stored("promo_page_submissions")).find((r) => JSON.stringify(r).includes(email));
    expect(JSON.stringify(row)).toContain("2019 Honda Civic");
    await context.close();
  });
});

describe("the estimate request", () => {
  it("opens from a store card, keeps its draft across a reload, and is stored (en)", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/en/locations/uniglass-laval-chomedey/");
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("button", { name: /^Request an estimate/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Request an estimate" });
    await dialog.getByLabel("First name", { exact: true }).fill("Sam");
    await dialog.getByLabel("Make", { exact: true }).fill("Toyota");
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("button", { name: /^Request an estimate/ })
      .first()
      .click();
    expect(await dialog.getByLabel("First name", { exact: true }).inputValue()).toBe("Sam");
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>("dialog select[name=store]")?.value === "uniglass-laval-chomedey");
    await dialog.getByLabel("Last name", { exact: true }).fill("Nguyen");
    await dialog.getByLabel("Year", { exact: true }).fill("2021");
    await dialog.getByLabel("Model", { exact: true }).fill("RAV4");
    const phone = `450-555-${String(Date.now() % 10000).padStart(4, "0")}`;
    await dialog.getByLabel("Phone", { exact: true }).fill(phone);
    await dialog.getByRole("checkbox", { name: /I agree that the shop/ }).check();
    await dialog.getByRole("button", { name: "Send my request" }).click();
    await dialog.getByRole("status").filter({ hasText: "Thank you!" }).waitFor();
    const row = (await stored("request_estimates")).find((r) => JSON.stringify(r).includes(phone));
    expect(JSON.stringify(row)).toContain("RAV4");
    await page.keyboard.press("Escape");
    await context.close();
  });
});
