/**
 * Booking an appointment end to end, against the sample API's real slots:
 * from a store card to the stored booking and its calendar file, a reload in
 * the middle, axe with the form open and with errors shown, and the last free
 * slot of a day booked from two browsers at once.
 */
import fs from "node:fs";
import type { Browser, Locator } from "playwright-core";
import { axeViolations, launch, newContext } from "./browser";
import { api, bookDirectly, openDays, stored, type Slot } from "./support/api";
import { chooseVisit, openBookingForm } from "./support/booking";

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const FR = {
  year: "Année",
  make: "Marque",
  model: "Modèle",
  first: "Prénom",
  last: "Nom",
  phone: "Téléphone",
  consent: /J'accepte que l'atelier/,
};
const EN = {
  year: "Year",
  make: "Make",
  model: "Model",
  first: "First name",
  last: "Last name",
  phone: "Phone",
  consent: /I agree that the shop/,
};

async function fillDetails(dialog: Locator, labels: typeof FR, phone: string, first = "Léa"): Promise<void> {
  await dialog.getByLabel(labels.year, { exact: true }).fill("2020");
  await dialog.getByLabel(labels.make, { exact: true }).fill("Honda");
  await dialog.getByLabel(labels.model, { exact: true }).fill("Civic");
  await dialog.getByLabel(labels.first, { exact: true }).fill(first);
  await dialog.getByLabel(labels.last, { exact: true }).fill("Tremblay");
  await dialog.getByLabel(labels.phone, { exact: true }).fill(phone);
  await dialog.getByRole("checkbox", { name: labels.consent }).check();
}

describe("booking an appointment", () => {
  it("from a store card: axe open and with errors, a reload keeps the input, stored, confirmed with a calendar file (fr)", async () => {
    const store = "uniglass-laval-chomedey";
    const { category, days } = await openDays(store);
    const frCategory = (await api<{ id: number; name: string }[]>(`/location_services/${store}/categories?locale=fr`)).find((c) => c.id === category.id)!;
    const date = days[days.length - 1];
    const slot = (await api<Slot[]>(`/location_services/times_window?store=${store}&category=${category.id}&date=${date}`)).find((s) => s.available)!;
    const context = await newContext(browser);
    const page = await context.newPage();
    let dialog = await openBookingForm(page, `/emplacement/${store}/`, /^Prendre rendez-vous/, "Prendre rendez-vous");
    expect(await dialog.locator("select[name=store]").inputValue()).toBe(store);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Réserver ce rendez-vous" }).click();
    // The first invalid field has the focus.
    await page.waitForFunction(() => {
      const first = document.querySelector('dialog [aria-invalid="true"]');
      return Boolean(first && (first === document.activeElement || first.contains(document.activeElement)));
    });
    const consentError = await dialog.getByRole("checkbox", { name: FR.consent }).getAttribute("aria-describedby");
    expect(await page.locator(`[id="${consentError}"]`).innerText()).toBe("Cochez cette case pour continuer.");
    expect(await axeViolations(page)).toEqual([]);

    await chooseVisit(dialog, { category: frCategory.name, date, start: slot.start });
    await dialog.getByLabel(FR.first, { exact: true }).fill("Léa");
    await dialog.getByLabel(FR.model, { exact: true }).fill("Civic");
    await page.reload();
    await page.waitForLoadState("networkidle");
    dialog = await openBookingForm(page, `/emplacement/${store}/`, /^Prendre rendez-vous/, "Prendre rendez-vous");
    expect(await dialog.getByLabel(FR.first, { exact: true }).inputValue()).toBe("Léa");
    expect(await dialog.getByLabel(FR.model, { exact: true }).inputValue()).toBe("Civic");
    await dialog.locator(`input[type=radio][value="${slot.start}"]:checked`).waitFor();
    expect(await dialog.locator("select[name=date]").inputValue()).toBe(date);

    const phone = `450-555-${String(Date.now() % 10000).padStart(4, "0")}`;
    await fillDetails(dialog, FR, phone);
    await dialog.getByRole("button", { name: "Réserver ce rendez-vous" }).click();
    await dialog.getByRole("status").filter({ hasText: "C'est confirmé!" }).waitFor();
    const summary = await dialog.locator("dl").innerText();
    expect(summary).toContain(frCategory.name);
    const row = (await stored("appointments")).find((r) => JSON.stringify(r).includes(phone));
    expect(row).toMatchObject({ store, start_time: slot.start });
    expect(JSON.stringify(row)).toContain(date);

    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Ajouter à mon agenda" }).click()]);
    expect(download.suggestedFilename()).toBe("rendez-vous-uniglass.ics");
    const ics = fs.readFileSync(await download.path(), "utf8");
    expect(ics).toContain(`DTSTART;TZID=America/Toronto:${date.replace(/-/g, "")}T${slot.start.replace(":", "")}00`);
    expect(ics).toContain("BEGIN:VEVENT");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("the last free slot of a day, booked from two browsers at once: one gets it, the other is told, offered fresh choices, input kept (en)", async () => {
    const store = "uniglass-laval-duvernay";
    const { category, days } = await openDays(store);
    const date = days[Math.min(1, days.length - 1)];
    const slots = (await api<Slot[]>(`/location_services/times_window?store=${store}&category=${category.id}&date=${date}`)).filter((s) => s.available);
    const last = slots[slots.length - 1];
    // Every other slot of the day goes to other visitors first (back to back, so each stays bookable).
    for (const s of slots.slice(0, -1)) {
      const free = (await api<Slot[]>(`/location_services/times_window?store=${store}&category=${category.id}&date=${date}`)).find((x) => x.start === s.start);
      if (free?.available) await bookDirectly(store, category.id, date, s.start);
    }
    const left = (await api<Slot[]>(`/location_services/times_window?store=${store}&category=${category.id}&date=${date}`)).filter((s) => s.available);
    expect(left.map((s) => s.start)).toEqual([last.start]);

    const visitors = await Promise.all(
      ["Alex", "Sam"].map(async (first, i) => {
        const context = await newContext(browser);
        const page = await context.newPage();
        const dialog = await openBookingForm(page, `/en/locations/${store}/`, /^Make an appointment/, "Book an appointment");
        await chooseVisit(dialog, { category: category.name, date, start: last.start });
        await fillDetails(dialog, EN, `819-555-01${i}${Date.now() % 10}`, first);
        return { context, page, dialog, first };
      }),
    );
    await Promise.all(visitors.map((v) => v.dialog.getByRole("button", { name: "Book this appointment" }).click()));
    const outcomes = await Promise.all(
      visitors.map((v) =>
        Promise.race([
          v.dialog
            .getByRole("status")
            .filter({ hasText: "You're booked!" })
            .waitFor()
            .then(() => "booked" as const),
          v.dialog
            .getByRole("alert")
            .filter({ hasText: /someone just booked that time/ })
            .waitFor()
            .then(() => "told" as const),
        ]),
      ),
    );
    expect([...outcomes].sort()).toEqual(["booked", "told"]);
    const loser = visitors[outcomes.indexOf("told")];
    // Fresh choices: the day is gone from the offered dates (its last slot is booked), the other days remain.
    // The days reload after the refusal: while they load the select holds only its placeholder.
    await loser.page.waitForFunction((gone) => {
      const values = [...document.querySelectorAll<HTMLOptionElement>("dialog select[name=date] option")].map((o) => o.value).filter(Boolean);
      return values.length > 0 && !values.includes(gone);
    }, date);
    expect(await loser.dialog.getByLabel("First name", { exact: true }).inputValue()).toBe(loser.first);
    expect(await loser.dialog.getByLabel("Model", { exact: true }).inputValue()).toBe("Civic");
    expect(await loser.dialog.getByRole("checkbox", { name: EN.consent }).isChecked()).toBe(true);
    expect(await axeViolations(loser.page)).toEqual([]);
    const booked = (await stored("appointments")).filter((r) => r.store === store && JSON.stringify(r.date).includes(date) && r.start_time === last.start);
    expect(booked).toHaveLength(1);
    await Promise.all(visitors.map((v) => v.context.close()));
  });
});
