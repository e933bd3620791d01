/**
 * The estimate and appointment forms as a visitor goes through them, in both
 * languages, against the sample API: an error goes as soon as its field is
 * valid; after sending, the focus and the screen reader land on the outcome,
 * said in a live region that was there before; an insurance claim asks for
 * the policy holder after the visitor's own name, with "that is me" as the
 * answer given; every error shown is tied to a field; and a booking link
 * opened after a cancelled booking's link shows its own booking.
 */
import type { Locator, Page } from "playwright-core";
import { axeViolations } from "./browser";
import { api, book, openDays, stored, type Slot } from "./support/api";
import { browserSession } from "./support/session";

const session = browserSession();
let page: Page;

beforeEach(async () => {
  ({ page } = await session.open());
});

const STORE = "uniglass-trois-rivieres-des-forges";

const LANG = {
  fr: {
    store: `/emplacement/${STORE}/`,
    estimate: { open: /^Demander une estimation/, title: "Demander une estimation", submit: "Envoyer ma demande", success: "Merci! Votre demande est envoyée" },
    appointment: { open: /^Prendre rendez-vous/, title: "Prendre rendez-vous", submit: "Réserver ce rendez-vous", success: "C'est confirmé!" },
    year: "Année",
    make: "Marque",
    model: "Modèle",
    first: "Prénom",
    last: "Nom",
    phone: "Téléphone",
    consent: /J'accepte que l'atelier/,
    required: "Ce champ est obligatoire.",
    consentRequired: "Cochez cette case pour continuer.",
    claim: "Je fais une réclamation à mon assureur",
    holderIsMe: "Je suis le titulaire de la police",
    holder: "Titulaire de la police",
    insurer: "Assureur",
    insurerName: "Intact Assurance",
  },
  en: {
    store: `/en/locations/${STORE}/`,
    estimate: { open: /^Request an estimate/, title: "Request an estimate", submit: "Send my request", success: "Thank you! Your request is on its way" },
    appointment: { open: /^Make an appointment/, title: "Book an appointment", submit: "Book this appointment", success: "You're booked!" },
    year: "Year",
    make: "Make",
    model: "Model",
    first: "First name",
    last: "Last name",
    phone: "Phone",
    consent: /I agree that the shop/,
    required: "This field is required.",
    consentRequired: "Check this box to continue.",
    claim: "I am making an insurance claim",
    holderIsMe: "I am the policyholder",
    holder: "Policyholder",
    insurer: "Insurer",
    insurerName: "Intact Insurance",
  },
} as const;

type Lang = (typeof LANG)["fr" | "en"];

async function openForm(path: string, form: Lang["estimate"] | Lang["appointment"]): Promise<Locator> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: form.open }).first().click();
  const dialog = page.getByRole("dialog", { name: form.title });
  await dialog.locator(`select[name=store] option[value="${STORE}"]`).waitFor({ state: "attached" });
  return dialog;
}

/** The text of the elements a field's aria-describedby names. */
async function description(field: Locator): Promise<string> {
  const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(" ");
}

const uniquePhone = (area: string) => `${area}-555-${String(Date.now() % 10000).padStart(4, "0")}`;

describe.each(Object.entries(LANG))("the estimate form (%s)", (_locale, lang) => {
  it("takes an error away as soon as its field is valid, the consent box's too", async () => {
    const dialog = await openForm(lang.store, lang.estimate);
    await dialog.getByRole("button", { name: lang.estimate.submit }).click();
    const fields: [string, string][] = [
      [lang.year, "2019"],
      [lang.make, "Toyota"],
      [lang.model, "RAV4"],
      [lang.first, "Mélanie"],
      [lang.last, "Gagnon"],
      [lang.phone, uniquePhone("819")],
    ];
    for (const [label] of fields) {
      const field = dialog.getByLabel(label, { exact: true });
      await field.and(page.locator('[aria-invalid="true"]')).waitFor();
      expect(await description(field)).toContain(lang.required);
    }
    const consent = dialog.getByRole("checkbox", { name: lang.consent });
    expect(await consent.getAttribute("aria-invalid")).toBe("true");
    expect(await description(consent)).toContain(lang.consentRequired);

    for (const [label, value] of fields) {
      const field = dialog.getByLabel(label, { exact: true });
      await field.fill(value);
      await field.press("Tab");
      await field.and(page.locator(":not([aria-invalid])")).waitFor();
      expect({ label, description: await description(field) }).toEqual({ label, description: expect.not.stringContaining(lang.required) });
    }
    await consent.check();
    await consent.and(page.locator(":not([aria-invalid])")).waitFor();
    expect(await dialog.getByText(lang.consentRequired).count()).toBe(0);
    expect(await dialog.getByText(lang.required).count()).toBe(0);
    // Emptied again, a field is not blamed before the next send.
    await dialog.getByLabel(lang.make, { exact: true }).fill("");
    await dialog.getByLabel(lang.make, { exact: true }).press("Tab");
    expect(await dialog.getByText(lang.required).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("asks for the policy holder after the visitor's name, with 'that is me' answered, and stores the visitor as the holder", async () => {
    const dialog = await openForm(lang.store, lang.estimate);
    await dialog.getByRole("checkbox", { name: lang.claim }).check();
    const isMe = dialog.getByRole("checkbox", { name: lang.holderIsMe });
    await isMe.waitFor();
    expect(await isMe.isChecked()).toBe(true);
    expect(await dialog.getByLabel(lang.holder, { exact: true }).count()).toBe(0);
    // The question comes after the visitor's own name in the form.
    const after = await page.evaluate(
      ([first, me]) => {
        const firstName = document.querySelector(`dialog[open] [id="${first}"]`);
        const holder = document.querySelector(`dialog[open] [id="${me}"]`);
        return Boolean(firstName && holder && firstName.compareDocumentPosition(holder) & Node.DOCUMENT_POSITION_FOLLOWING);
      },
      [await dialog.getByLabel(lang.first, { exact: true }).getAttribute("id"), await isMe.getAttribute("id")],
    );
    expect(after).toBe(true);
    // Someone else holds the policy: then the name is asked.
    await isMe.uncheck();
    await dialog.getByLabel(lang.holder, { exact: true }).waitFor();
    await isMe.check();
    await dialog.getByLabel(lang.holder, { exact: true }).waitFor({ state: "detached" });

    await dialog.getByLabel(lang.insurer, { exact: true }).locator("option", { hasText: lang.insurerName }).waitFor({ state: "attached" });
    await dialog.getByLabel(lang.insurer, { exact: true }).selectOption({ label: lang.insurerName });
    const phone = await fillEstimate(dialog, lang);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: lang.estimate.submit }).click();
    await dialog.getByRole("status").filter({ hasText: lang.estimate.success }).waitFor();
    const request = (await stored("request_estimates")).find((r) => JSON.stringify(r).includes(phone))!;
    expect(request.data).toMatchObject({ insuranceClaim: true, insurer: "intact-assurance", policyHolder: "Mélanie Gagnon" });
  });

  it("once sent, moves the focus to the outcome, said in a live region that was there before", async () => {
    const dialog = await openForm(lang.store, lang.estimate);
    await fillEstimate(dialog, lang);
    await expectOutcome(dialog, lang.estimate);
  });
});

/** The vehicle, the contact and the consent of an estimate request; the phone typed. */
async function fillEstimate(dialog: Locator, lang: Lang): Promise<string> {
  await dialog.getByLabel(lang.year, { exact: true }).fill("2018");
  await dialog.getByLabel(lang.make, { exact: true }).fill("Toyota");
  await dialog.getByLabel(lang.model, { exact: true }).fill("Corolla");
  await dialog.getByLabel(lang.first, { exact: true }).fill("Mélanie");
  await dialog.getByLabel(lang.last, { exact: true }).fill("Gagnon");
  const phone = uniquePhone("819");
  await dialog.getByLabel(lang.phone, { exact: true }).fill(phone);
  await dialog.getByRole("checkbox", { name: lang.consent }).check();
  return phone;
}

/**
 * Sends the filled form: the outcome arrives in a live region that was in the
 * page before sending (marked beforehand), and the focus goes to it, not to <body>.
 */
async function expectOutcome(dialog: Locator, form: { submit: string; success: string }): Promise<void> {
  await page.evaluate(() => document.querySelectorAll("dialog[open] [role=status]").forEach((node) => node.setAttribute("data-before-send", "")));
  await dialog.getByRole("button", { name: form.submit }).click();
  const outcome = dialog.getByRole("status").filter({ hasText: form.success });
  await outcome.waitFor();
  expect(await outcome.getAttribute("data-before-send")).toBe("");
  await page.waitForFunction((text) => document.activeElement?.textContent?.includes(text) === true, form.success);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
  expect(await axeViolations(page)).toEqual([]);
}

async function chooseService(dialog: Locator, category: string): Promise<void> {
  await dialog.locator("select[name=category] option").nth(1).waitFor({ state: "attached" });
  await dialog.locator("select[name=category]").selectOption({ label: category });
}

describe.each(Object.entries(LANG))("the appointment form (%s)", (locale, lang) => {
  async function serviceAndDays() {
    const { category, days } = await openDays(STORE);
    const named = (await api<{ id: number; name: string }[]>(`/location_services/${STORE}/categories?locale=${locale}`)).find((c) => c.id === category.id)!;
    return { category, days, name: named.name };
  }

  it("ties every error it shows to a field, with no date chosen and then with no time", async () => {
    const { days, name } = await serviceAndDays();
    const dialog = await openForm(lang.store, lang.appointment);
    await chooseService(dialog, name);
    await dialog.getByRole("button", { name: lang.appointment.submit }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-invalid") === "true");

    /** Messages shown in the form whose element no control's aria-describedby names. */
    const untied = () =>
      page.evaluate(() => {
        const form = document.querySelector("dialog[open] form")!;
        const described = new Set([...form.querySelectorAll("[aria-describedby]")].flatMap((el) => el.getAttribute("aria-describedby")!.split(/\s+/)));
        return [...form.querySelectorAll('[id$="-error"]')].filter((el) => !described.has(el.id)).map((el) => `${el.id}: ${el.textContent}`);
      });
    expect(await untied()).toEqual([]);
    const date = dialog.locator("select[name=date]");
    expect(await date.getAttribute("aria-invalid")).toBe("true");
    expect(await description(date)).toContain(lang.required);

    // A day chosen, no time yet: the time's error belongs to the group of times.
    const day = days[days.length - 1];
    await dialog.locator(`select[name=date] option[value="${day}"]`).waitFor({ state: "attached" });
    await date.selectOption(day);
    await dialog.locator("input[type=radio]").first().waitFor();
    await dialog.getByRole("button", { name: lang.appointment.submit }).click();
    const times = dialog.getByRole("radiogroup");
    await times.and(page.locator('[aria-invalid="true"]')).waitFor();
    expect(await description(times)).toContain(lang.required);
    expect(await untied()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("once booked, moves the focus to the outcome, said in a live region that was there before", async () => {
    const { category, days, name } = await serviceAndDays();
    const day = days[days.length - 2];
    const slot = (await api<Slot[]>(`/location_services/times_window?store=${STORE}&category=${category.id}&date=${day}`)).find((s) => s.available)!;
    const dialog = await openForm(lang.store, lang.appointment);
    await chooseService(dialog, name);
    await dialog.locator(`select[name=date] option[value="${day}"]`).waitFor({ state: "attached" });
    await dialog.locator("select[name=date]").selectOption(day);
    await dialog.locator(`input[type=radio][value="${slot.start}"]`).check();
    await dialog.getByLabel(lang.year, { exact: true }).fill("2020");
    await dialog.getByLabel(lang.make, { exact: true }).fill("Honda");
    await dialog.getByLabel(lang.model, { exact: true }).fill("Civic");
    await dialog.getByLabel(lang.first, { exact: true }).fill("Léa");
    await dialog.getByLabel(lang.last, { exact: true }).fill("Tremblay");
    await dialog.getByLabel(lang.phone, { exact: true }).fill(uniquePhone("819"));
    await dialog.getByRole("checkbox", { name: lang.consent }).check();
    await expectOutcome(dialog, lang.appointment);
  });
});

/** A booking made straight through the API, and its private link as the confirmation gives it (the outbox keeps the token sealed). */
async function bookWithLink(store: string, category: number, date: string, startTime: string, phone: string): Promise<string> {
  const visitor = { firstName: "Annie", lastName: "Roy", phone, vehicleYear: 2017, vehicleMake: "Subaru", vehicleModel: "Impreza", locale: "fr" };
  const { status, body } = await book(store, category, date, startTime, visitor);
  if (status !== 201 || typeof body.manageToken !== "string") throw new Error(`booking ${date} ${startTime}: ${status} ${JSON.stringify(body)}`);
  return `/rendez-vous/gerer/#token=${body.manageToken}`;
}

describe("a booking's private link after a cancelled one's", () => {
  it("shows its own booking, not the cancelled one's answer", async () => {
    const { category, days } = await openDays(STORE);
    const [dayA, dayB] = [days[days.length - 1], days[days.length - 2]];
    const first = async (date: string) =>
      (await api<Slot[]>(`/location_services/times_window?store=${STORE}&category=${category.id}&date=${date}`)).find((s) => s.available)!.start;
    const linkA = await bookWithLink(STORE, category.id, dayA, await first(dayA), uniquePhone("819"));
    const linkB = await bookWithLink(STORE, category.id, dayB, await first(dayB), uniquePhone("873"));

    await page.goto(linkA);
    await page.getByRole("button", { name: "Annuler mon rendez-vous" }).click();
    await page.getByRole("button", { name: "Oui, l'annuler" }).click();
    await page.getByRole("status").filter({ hasText: "Votre rendez-vous est annulé" }).waitFor();
    await page.goto(linkA);
    await page.getByRole("alert").filter({ hasText: "Ce rendez-vous a été annulé" }).waitFor();

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/appointments/manage");
    await page.goto(linkB);
    expect((await answer).status()).toBe(200);
    await page.locator("main dl").first().waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "annulé" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Annuler mon rendez-vous" }).count()).toBe(1);
  });
});
