/**
 * Every form of the site, in both languages, refuses a bad e-mail and a bad
 * phone with the contract's message at the field (aria-invalid +
 * aria-describedby), and axe finds no violation with the errors shown.
 * Kept lean: one page load for the forms of a store page (estimate,
 * appointment, coupon by e-mail, coupon by text, footer newsletter), one each
 * for the franchise, promo and promotions (coupon alerts) pages.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { axeViolations } from "./browser";
import { browserSession } from "./support/session";

const session = browserSession();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  ({ context, page } = await session.open());
});

const BAD_EMAIL = "lea.exemple.ca";
const BAD_PHONE = "555-12";
const STORE = "uniglass-montreal-rosemont";

const LANG = {
  fr: {
    store: `/emplacement/${STORE}/`,
    franchise: "/occasions-de-franchise/",
    // The fleet page has no end date: its form is there whatever the day the tests run.
    promo: "/landing/flotte-entreprise/",
    promotions: "/promotions/",
    badEmail: "Entrez une adresse courriel valide",
    badPhone: "Entrez un numéro de téléphone à 10 chiffres",
    estimate: { open: /^Demander une estimation/, title: "Demander une estimation", submit: "Envoyer ma demande" },
    appointment: { open: /^Prendre rendez-vous/, title: "Prendre rendez-vous", submit: "Réserver ce rendez-vous" },
    viewOffers: "Voir les offres",
    offers: /^Offres de /,
    byEmail: /par courriel$/,
    byText: /par texto$/,
    sendCoupon: "Envoyer le coupon",
    newsletter: "M'abonner",
    franchiseSubmit: "Envoyer ma candidature",
    promoSubmit: "Envoyer",
    alertsSubmit: "M'inscrire aux alertes",
    alertsPhone: "Texto",
  },
  en: {
    store: `/en/locations/${STORE}/`,
    franchise: "/en/franchise-opportunities/",
    promo: "/en/landing/business-fleet/",
    promotions: "/en/promotions/",
    badEmail: "Enter a valid e-mail address",
    badPhone: "Enter a 10-digit phone number",
    estimate: { open: /^Request an estimate/, title: "Request an estimate", submit: "Send my request" },
    appointment: { open: /^Make an appointment/, title: "Book an appointment", submit: "Book this appointment" },
    viewOffers: "View offers",
    offers: /^Offers at /,
    byEmail: /by e-mail$/,
    byText: /by text message$/,
    sendCoupon: "Send the coupon",
    newsletter: "Subscribe",
    franchiseSubmit: "Send my application",
    promoSubmit: "Send",
    alertsSubmit: "Sign me up for alerts",
    alertsPhone: "Text message",
  },
} as const;

async function load(path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** The field is marked invalid and its description (aria-describedby) carries the message. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await field.and(page.locator('[aria-invalid="true"]')).waitFor();
  const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/) ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  expect(texts.join(" ")).toContain(message);
}

/** Types a bad e-mail and a bad phone (where the form has them), submits, checks both messages. */
async function rejectsBadContact(
  scope: Locator,
  submit: string,
  lang: (typeof LANG)["fr" | "en"],
  fields: { email?: boolean; phone?: boolean } = { email: true, phone: true },
) {
  const email = scope.locator("input[type=email]").first();
  const phone = scope.locator("input[type=tel]").first();
  if (fields.email) await email.fill(BAD_EMAIL);
  if (fields.phone) await phone.fill(BAD_PHONE);
  await scope.getByRole("button", { name: submit, exact: true }).click();
  if (fields.email) await expectFieldError(email, lang.badEmail);
  if (fields.phone) await expectFieldError(phone, lang.badPhone);
}

describe.each(Object.entries(LANG))("form checks (%s)", (_locale, lang) => {
  it("store page: estimate, appointment, coupon by e-mail and by text, newsletter", async () => {
    await load(lang.store);
    for (const form of [lang.estimate, lang.appointment]) {
      await page.getByRole("button", { name: form.open }).first().click();
      const dialog = page.getByRole("dialog", { name: form.title });
      await rejectsBadContact(dialog, form.submit, lang);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }

    const offers = page.getByRole("region", { name: lang.offers });
    await page.getByRole("button", { name: lang.viewOffers }).click();
    await offers.waitFor();
    for (const [action, fields] of [
      [lang.byEmail, { email: true }],
      [lang.byText, { phone: true }],
    ] as const) {
      await offers.getByRole("button", { name: action }).first().click();
      const dialog = page.getByRole("dialog");
      await rejectsBadContact(dialog, lang.sendCoupon, lang, fields);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }

    const newsletter = page.locator("footer form");
    await rejectsBadContact(newsletter, lang.newsletter, lang, { email: true });
    expect(await axeViolations(page)).toEqual([]);
  });

  it("franchise application", async () => {
    await load(lang.franchise);
    await rejectsBadContact(page.locator("main form"), lang.franchiseSubmit, lang);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("promo page", async () => {
    await load(lang.promo);
    await rejectsBadContact(page.locator("main form"), lang.promoSubmit, lang);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("coupon alerts, by e-mail then by text", async () => {
    await load(lang.promotions);
    const alerts = page.locator("form").filter({ has: page.getByRole("radio") });
    await rejectsBadContact(alerts, lang.alertsSubmit, lang, { email: true });
    await alerts.getByRole("radio", { name: lang.alertsPhone }).check();
    await rejectsBadContact(alerts, lang.alertsSubmit, lang, { phone: true });
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("before the page runs", () => {
  // Submitted before hydration, a form without JavaScript goes out as a GET with what was typed in the address.
  it.each(Object.entries(LANG))("no form that takes an e-mail or a phone can be sent from the static HTML (%s)", async (_locale, lang) => {
    for (const path of [lang.store, lang.franchise, lang.promo, lang.promotions]) {
      const html = await (await context.request.get(path)).text();
      const forms = (html.match(/<form[\s\S]*?<\/form>/g) ?? []).filter((form) => /type="(email|tel)"/.test(form));
      expect({ path, forms: forms.length > 0 }).toEqual({ path, forms: true });
      for (const form of forms) {
        const submits = form.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
        expect({ path, submits: submits.length }).toEqual({ path, submits: 1 });
        expect({ path, submit: submits[0] }).toEqual({ path, submit: expect.stringMatching(/\sdisabled(="")?[\s>]/) });
      }
    }
  });
});
