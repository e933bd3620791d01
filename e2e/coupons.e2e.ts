/**
 * Coupons in the built site, in both languages: the offers of a store card,
 * a coupon sent by e-mail (it lands in the sample API's outbox), a coupon
 * texted with a bad then a good number, the print link opening the printable
 * coupon in a new tab, a malformed print link, the promotions page with its
 * coupon alerts, and axe with the dialog open.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { axeViolations, launch, newContext } from "./browser";
import { submissions } from "./env";

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});

beforeEach(async () => {
  context = await newContext(browser);
  // Headless Chromium has no print dialog: count the calls instead.
  await context.addInitScript(() => {
    (window as unknown as { __printCalls: number }).__printCalls = 0;
    window.print = () => {
      (window as unknown as { __printCalls: number }).__printCalls += 1;
    };
  });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await browser?.close();
});

interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  locale: string;
}

async function outbox(): Promise<OutboxRow[]> {
  return (await submissions<{ outbox: OutboxRow[] }>()).outbox;
}

const SLUG = "uniglass-montreal-rosemont";

const LANG = {
  fr: {
    path: `/emplacement/${SLUG}/`,
    viewOffers: "Voir les offres",
    offers: /^Offres de /,
    email: /par courriel$/,
    text: /par texto$/,
    print: /^Imprimer le coupon/,
    emailLabel: "Votre adresse courriel",
    phoneLabel: "Votre numéro de cellulaire",
    submit: "Envoyer le coupon",
    sent: /C'est envoyé!/,
    badPhone: "Entrez un numéro de téléphone à 10 chiffres",
    redeemPath: /\/redeem-coupons\/\?params=.+&method=print$/,
    expires: /Valide jusqu'au|Aucune date d'expiration/,
    malformed: "Ce lien d'impression est illisible",
    missing: "Ce lien d'impression est incomplet",
    promotions: "/promotions/",
  },
  en: {
    path: `/en/locations/${SLUG}/`,
    viewOffers: "View offers",
    offers: /^Offers at /,
    email: /by e-mail$/,
    text: /by text message$/,
    print: /^Print the/,
    emailLabel: "Your e-mail address",
    phoneLabel: "Your cell phone number",
    submit: "Send the coupon",
    sent: /Sent!/,
    badPhone: "Enter a 10-digit phone number",
    redeemPath: /\/en\/redeem-coupons\/\?params=.+&method=print$/,
    expires: /Valid until|No expiry date/,
    malformed: "This print link can't be read",
    missing: "This print link is incomplete",
    promotions: "/en/promotions/",
  },
} as const;

type Lang = (typeof LANG)[keyof typeof LANG];

async function showOffers(lang: Lang): Promise<Locator> {
  await page.goto(lang.path);
  const offers = page.getByRole("region", { name: lang.offers });
  await page.getByRole("button", { name: lang.viewOffers }).click();
  await offers.waitFor();
  return offers;
}

describe.each(Object.entries(LANG))("coupons (%s)", (locale, lang) => {
  it("view offers shows at most 2 coupons with their actions, and the link disappears", async () => {
    const offers = await showOffers(lang);
    await expect(offers.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await page.getByRole("button", { name: lang.viewOffers }).count()).toBe(0);
    expect(await offers.locator(":scope > ul > li").count()).toBe(2);
    expect(await offers.getByRole("button", { name: lang.email }).count()).toBe(2);
    expect(await offers.getByRole("button", { name: lang.text }).count()).toBe(2);
    expect(await offers.getByRole("link", { name: lang.print }).count()).toBe(2);
    const image = offers.locator("img").first();
    expect(await image.getAttribute("width")).toBe("429");
    expect(await image.getAttribute("height")).toBe("322");
  });

  it("e-mails a coupon: the sample API's outbox has it, in the visitor's language", async () => {
    const offers = await showOffers(lang);
    const title = (await offers.locator("h2, h3, h4").first().textContent())!.trim();
    await offers.getByRole("button", { name: lang.email }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const email = `coupon-${locale}-${Date.now()}@exemple.ca`;
    await dialog.getByLabel(lang.emailLabel).fill(email);
    await dialog.getByRole("button", { name: lang.submit }).click();
    await dialog.getByRole("status").filter({ hasText: lang.sent }).waitFor();
    const sent = (await outbox()).find((row) => row.recipient === email);
    expect(sent).toMatchObject({ channel: "email", locale });
    expect(sent?.body).toContain(title);
    expect(sent?.body).toContain("Rosemont");
  });

  it("texts a coupon: a bad number gets a message, a good one is sent", async () => {
    const offers = await showOffers(lang);
    const opener = offers.getByRole("button", { name: lang.text }).first();
    await opener.click();
    const dialog = page.getByRole("dialog");
    const input = dialog.getByLabel(lang.phoneLabel);
    await input.fill("514 555 01");
    await dialog.getByRole("button", { name: lang.submit }).click();
    await dialog.getByText(lang.badPhone).waitFor();
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    const phone = `514 555-${String(Date.now()).slice(-4)}`;
    await input.fill(phone);
    await dialog.getByRole("button", { name: lang.submit }).click();
    await dialog.getByRole("status").filter({ hasText: lang.sent }).waitFor();
    const sent = (await outbox()).find((row) => row.channel === "sms" && row.recipient === phone);
    expect(sent?.locale).toBe(locale);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it("print opens the printable coupon in a new tab and asks for the print dialog", async () => {
    const offers = await showOffers(lang);
    const title = (await offers.locator("h2, h3, h4").first().textContent())!.trim();
    const [popup] = await Promise.all([context.waitForEvent("page"), offers.getByRole("link", { name: lang.print }).first().click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toMatch(lang.redeemPath);
    const coupon = popup.getByRole("article", { name: title });
    await coupon.waitFor();
    expect(await coupon.textContent()).toMatch(lang.expires);
    expect(await coupon.textContent()).toContain("Uniglass Montréal – Rosemont");
    await popup.waitForFunction(() => (window as unknown as { __printCalls: number }).__printCalls === 1);
    const robots = await popup.locator('meta[name="robots"]').getAttribute("content");
    expect(robots).toContain("noindex");
  });

  it("a malformed or missing print link gets a clear message, not a crash", async () => {
    const base = locale === "fr" ? "/redeem-coupons/" : "/en/redeem-coupons/";
    await page.goto(`${base}?params=%7Bbroken&method=print`);
    await page.getByRole("alert").filter({ hasText: lang.malformed }).waitFor();
    await page.goto(base);
    await page.getByRole("alert").filter({ hasText: lang.missing }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls)).toBe(0);
  });

  it("has no axe violation with the dialog open", async () => {
    const offers = await showOffers(lang);
    await offers.getByRole("button", { name: lang.email }).first().click();
    await page.getByRole("dialog").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the promotions page lists national promotions and privilege coupons, and signs up for alerts", async () => {
    await page.goto(lang.promotions);
    expect(await page.locator("h1").count()).toBe(1);
    const sections = page.locator("section[aria-labelledby]");
    expect(await sections.count()).toBeGreaterThanOrEqual(3);
    const privilege = page.locator("#privilege-coupons").locator("xpath=..");
    expect(await privilege.getByRole("button", { name: lang.email }).count()).toBeGreaterThan(0);
    const email = `alerts-${locale}-${Date.now()}@exemple.ca`;
    const alerts = page.locator("form").filter({ has: page.getByRole("radio") });
    await page.waitForLoadState("networkidle");
    await alerts.getByRole("textbox").fill(email);
    await alerts.getByRole("button").click();
    await page.getByRole("status").filter({ hasText: email }).waitFor();
    const sent = (await outbox()).find((row) => row.recipient === email);
    expect(sent?.locale).toBe(locale);
    expect(await axeViolations(page)).toEqual([]);
  });
});
