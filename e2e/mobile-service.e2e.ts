/**
 * Mobile service end to end, against the sample API: at a shop whose
 * technicians go to the driver, the visitor chooses "at my address", types an
 * address outside the shop's area and is answered at once (the shops that do
 * go there, or the shop itself), then one inside it (in French by correcting
 * the postal code, in English by switching to a shop that goes there), books
 * one of the mobile technician's visits, and the visit is stored with its
 * address; and from an instant quote to a visit at home, the quote carried
 * into the booking. Axe runs with the answer shown.
 */
import type { Locator } from "playwright-core";
import { axeViolations } from "./browser";
import { api, stored, type Slot } from "./support/api";
import { chooseVisit, openBookingForm } from "./support/booking";
import { browserSession } from "./support/session";

const session = browserSession();

/** A service of the shop and its mobile technician's first free visit on the last day offering one (as the form offers them). */
async function mobileVisit(store: string, locale: "fr" | "en"): Promise<{ category: string; date: string; slot: Slot }> {
  const categories = await api<{ id: number; name: string }[]>(`/location_services/${store}/categories?locale=${locale}`);
  const category = categories[0];
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const query = `store=${store}&category=${category.id}&mode=mobile`;
  const days = (await api<{ date: string; available: boolean }[]>(`/location_services/availabilities?${query}&from=${from}&to=${to}`)).filter(
    (d) => d.available,
  );
  const date = days[days.length - 1].date;
  const slot = (await api<Slot[]>(`/location_services/times_window?${query}&date=${date}`)).find((s) => s.available)!;
  return { category: category.name, date, slot };
}

const LABELS = {
  fr: {
    atAddress: "À mon adresse",
    street: "Adresse (numéro et rue)",
    city: "Ville",
    postalCode: "Code postal",
    year: "Année",
    make: "Marque",
    model: "Modèle",
    first: "Prénom",
    last: "Nom",
    phone: "Téléphone",
    consent: /J'accepte que l'atelier/,
    submit: "Réserver ce rendez-vous",
    booked: "C'est confirmé!",
  },
  en: {
    atAddress: "At my address",
    street: "Street address",
    city: "City",
    postalCode: "Postal code",
    year: "Year",
    make: "Make",
    model: "Model",
    first: "First name",
    last: "Last name",
    phone: "Phone",
    consent: /I agree that the shop/,
    submit: "Book this appointment",
    booked: "You're booked!",
  },
};

async function typeAddress(dialog: Locator, labels: typeof LABELS.fr, address: { street: string; city: string; postalCode: string }): Promise<void> {
  await dialog.getByRole("radio", { name: labels.atAddress }).check();
  await dialog.getByLabel(labels.street, { exact: true }).fill(address.street);
  await dialog.getByLabel(labels.city, { exact: true }).fill(address.city);
  await dialog.getByLabel(labels.postalCode, { exact: true }).fill(address.postalCode);
}

async function fillDetails(dialog: Locator, labels: typeof LABELS.fr, phone: string): Promise<void> {
  await dialog.getByLabel(labels.year, { exact: true }).fill("2021");
  await dialog.getByLabel(labels.make, { exact: true }).fill("Subaru");
  await dialog.getByLabel(labels.model, { exact: true }).fill("Outback");
  await dialog.getByLabel(labels.first, { exact: true }).fill("Gabrielle");
  await dialog.getByLabel(labels.last, { exact: true }).fill("Bouchard");
  await dialog.getByLabel(labels.phone, { exact: true }).fill(phone);
  await dialog.getByRole("checkbox", { name: labels.consent }).check();
}

const uniquePhone = (area: string) => `${area}-555-${String(Date.now() % 10000).padStart(4, "0")}`;

describe("a visit at the driver's address", () => {
  it("outside the shop's area: told at once, with the shops that go there; inside it: a mobile visit booked and stored (fr)", async () => {
    const store = "uniglass-sherbrooke";
    const visit = await mobileVisit(store, "fr");
    const { page } = await session.open();
    const dialog = await openBookingForm(page, `/emplacement/${store}/`, /^Prendre rendez-vous/, "Prendre rendez-vous");
    await typeAddress(dialog, LABELS.fr, { street: "1234, chemin de Chambly", city: "Longueuil", postalCode: "J4K 1A1" });
    await dialog.getByRole("status").filter({ hasText: "Uniglass Sherbrooke (Sherbrooke) ne se déplace pas jusqu'à cette adresse" }).waitFor();
    // Longueuil and Rosemont go there; Sherbrooke's own bays stay offered.
    await dialog.getByRole("button", { name: /^Choisir Uniglass Longueuil \(Longueuil\)/ }).waitFor();
    await dialog.getByRole("button", { name: /^Choisir Uniglass Montréal – Rosemont/ }).waitFor();
    await dialog.getByRole("button", { name: "Prendre plutôt rendez-vous à l'atelier Uniglass Sherbrooke (Sherbrooke)" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // An address in Sherbrooke: inside. Nothing else typed is lost.
    await dialog.getByLabel(LABELS.fr.street, { exact: true }).fill("845, rue King Ouest");
    await dialog.getByLabel(LABELS.fr.city, { exact: true }).fill("Sherbrooke");
    await dialog.getByLabel(LABELS.fr.postalCode, { exact: true }).fill("j1h 1r4");
    await dialog.getByRole("status").filter({ hasText: "Bonne nouvelle : Uniglass Sherbrooke (Sherbrooke) se déplace jusqu'à votre adresse" }).waitFor();
    await chooseVisit(dialog, { ...visit, start: visit.slot.start });
    const phone = uniquePhone("819");
    await fillDetails(dialog, LABELS.fr, phone);
    await dialog.getByRole("button", { name: LABELS.fr.submit }).click();
    await dialog.getByRole("status").filter({ hasText: LABELS.fr.booked }).waitFor();
    expect(await dialog.locator("dl").innerText()).toContain("À votre adresse : 845, rue King Ouest, Sherbrooke, J1H 1R4");

    const row = (await stored("appointments")).find((r) => JSON.stringify(r).includes(phone));
    expect(row).toMatchObject({ store, mode: "mobile", start_time: visit.slot.start, end_time: visit.slot.end });
    expect((row?.data as Record<string, unknown>).serviceAddress).toEqual({ streetAddress: "845, rue King Ouest", city: "Sherbrooke", postalCode: "J1H 1R4" });
    // The visit is taken: the mobile technician's slot is no longer offered.
    const after = await api<Slot[]>(`/location_services/times_window?store=${store}&category=${String(row?.category)}&date=${visit.date}&mode=mobile`);
    expect(after.find((s) => s.start === visit.slot.start)?.available).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("outside the shop's area: switching to a shop that goes there keeps everything typed, and books its visit (en)", async () => {
    const visit = await mobileVisit("uniglass-trois-rivieres-des-forges", "en");
    const { page } = await session.open();
    const dialog = await openBookingForm(page, "/en/locations/uniglass-quebec-sainte-foy/", /^Make an appointment/, "Book an appointment");
    await dialog.getByLabel(LABELS.en.first, { exact: true }).fill("Gabrielle");
    await typeAddress(dialog, LABELS.en, { street: "1500 boulevard des Récollets", city: "Trois-Rivières", postalCode: "G8Z 3X2" });
    await dialog
      .getByRole("status")
      .filter({ hasText: /Uniglass Québec – Sainte-Foy \(Québec\) doesn't come to this address: it is about \d+ km from the shop/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: /^Choose Uniglass Trois-Rivières – des Forges \(Trois-Rivières\)/ }).click();

    expect(await dialog.locator("select[name=store]").inputValue()).toBe("uniglass-trois-rivieres-des-forges");
    await dialog.getByRole("status").filter({ hasText: "Good news: Uniglass Trois-Rivières – des Forges (Trois-Rivières) comes to your address" }).waitFor();
    expect(await dialog.getByRole("radio", { name: LABELS.en.atAddress }).isChecked()).toBe(true);
    expect(await dialog.getByLabel(LABELS.en.street, { exact: true }).inputValue()).toBe("1500 boulevard des Récollets");
    expect(await dialog.getByLabel(LABELS.en.first, { exact: true }).inputValue()).toBe("Gabrielle");

    await dialog.locator("select[name=category] option").nth(1).waitFor({ state: "attached" });
    await chooseVisit(dialog, { ...visit, start: visit.slot.start });
    const phone = uniquePhone("873");
    await fillDetails(dialog, LABELS.en, phone);
    await dialog.getByRole("button", { name: LABELS.en.submit }).click();
    await dialog.getByRole("status").filter({ hasText: LABELS.en.booked }).waitFor();
    expect(await dialog.locator("dl").innerText()).toContain("At your address: 1500 boulevard des Récollets, Trois-Rivières, G8Z 3X2");
    const row = (await stored("appointments")).find((r) => JSON.stringify(r).includes(phone));
    expect(row).toMatchObject({ store: "uniglass-trois-rivieres-des-forges", mode: "mobile", start_time: visit.slot.start });
  });

  it("from a quote to a visit at home: the quote's shop comes to the address, and the booking carries the quote (fr)", async () => {
    const store = "uniglass-sherbrooke";
    const visit = await mobileVisit(store, "fr");
    const { page } = await session.open();
    await page.goto("/soumission/");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Année", { exact: true }).locator("option", { hasText: "2021" }).waitFor({ state: "attached" });
    await page.getByLabel("Année", { exact: true }).selectOption("2021");
    await page.getByLabel("Marque", { exact: true }).locator('option[value="toyota"]').waitFor({ state: "attached" });
    await page.getByLabel("Marque", { exact: true }).selectOption("toyota");
    await page.getByLabel("Modèle", { exact: true }).locator('option[value="rav4"]').waitFor({ state: "attached" });
    await page.getByLabel("Modèle", { exact: true }).selectOption("rav4");
    await page.getByLabel("Type de dommage").selectOption("broken");
    await page.getByLabel("Code postal ou ville").fill("J1H 1R4");
    await page.getByRole("button", { name: "Obtenir ma soumission" }).click();
    const outcome = page.getByRole("status").filter({ hasText: /^Votre soumission Q-\d{4}-\d{6} est prête/ });
    await outcome.waitFor();
    const number = /Q-\d{4}-\d{6}/.exec(await outcome.innerText())![0];
    const shop = page
      .getByRole("region", { name: new RegExp(number) })
      .getByRole("listitem")
      .filter({ has: page.locator("h4", { hasText: /^Uniglass Sherbrooke/ }) })
      .first();
    const shopName = await shop.locator("h4").innerText();
    await shop.getByRole("button", { name: `Prendre rendez-vous à ${shopName}` }).click();

    const dialog = page.getByRole("dialog", { name: "Prendre rendez-vous" });
    await dialog.getByText(`Soumission ${number} jointe à votre demande.`).waitFor();
    await dialog.locator("select[name=category] option").nth(1).waitFor({ state: "attached" });
    await typeAddress(dialog, LABELS.fr, { street: "845, rue King Ouest", city: "Sherbrooke", postalCode: "J1H 1R4" });
    await dialog.getByRole("status").filter({ hasText: "Bonne nouvelle : Uniglass Sherbrooke (Sherbrooke) se déplace jusqu'à votre adresse" }).waitFor();
    await chooseVisit(dialog, { ...visit, start: visit.slot.start });
    expect(await dialog.getByLabel(LABELS.fr.model, { exact: true }).inputValue()).toBe("RAV4");
    const phone = uniquePhone("819");
    await dialog.getByLabel(LABELS.fr.first, { exact: true }).fill("Gabrielle");
    await dialog.getByLabel(LABELS.fr.last, { exact: true }).fill("Bouchard");
    await dialog.getByLabel(LABELS.fr.phone, { exact: true }).fill(phone);
    await dialog.getByRole("checkbox", { name: LABELS.fr.consent }).check();
    await dialog.getByRole("button", { name: LABELS.fr.submit }).click();
    await dialog.getByRole("status").filter({ hasText: LABELS.fr.booked }).waitFor();

    const row = (await stored("appointments")).find((r) => JSON.stringify(r).includes(phone));
    expect(row).toMatchObject({ store, mode: "mobile", start_time: visit.slot.start });
    expect(JSON.stringify(row)).toContain(`"quote":"${number}"`);
    expect(await axeViolations(page)).toEqual([]);
  });
});
