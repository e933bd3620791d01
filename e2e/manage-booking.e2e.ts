/**
 * A booking managed from its private link, in chromium against the sample
 * API: booked through the form, the confirmation, the e-mail and the text
 * give the same link, its token in the fragment (the outbox keeps it sealed);
 * the page shows the booking, and no request it makes carries the token, in
 * its address or its Referer (the page sends none); it takes the token out
 * of the address, moves it (a slot taken meanwhile gets the booking's 409
 * handling), the calendar file keeps its UID with a higher SEQUENCE, then
 * cancels it: the slot is free and bookable again at once, and the link
 * says the booking is cancelled. Wrong and missing links get a clear page,
 * and so does the link of an appointment that has passed, in both
 * languages (on a second sample server whose database holds one).
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { tokenHash } from "../server/lib/booking-links";
import { formatLongDay } from "../src/lib/format-date";
import { axeViolations, launch, newContext } from "./browser";
import { PORTS, SITE_URL } from "./env";
import { api, bookDirectly, daySlots, openDays, stored } from "./support/api";
import { ROOT } from "./support/project-copy";
import { startServer, type SampleServer } from "./support/sample-server";

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

const STORE = "uniglass-longueuil";

async function bookThroughTheForm(page: Page, category: string, date: string, start: string, phone: string): Promise<Locator> {
  await page.goto(`/emplacement/${STORE}/`);
  await page.waitForLoadState("networkidle");
  await page
    .getByRole("button", { name: /^Prendre rendez-vous/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Prendre rendez-vous" });
  await dialog.locator("select[name=category] option").nth(1).waitFor({ state: "attached" });
  await dialog.locator("select[name=category]").selectOption({ label: category });
  await dialog.locator(`select[name=date] option[value="${date}"]`).waitFor({ state: "attached" });
  await dialog.locator("select[name=date]").selectOption(date);
  await dialog.locator(`input[type=radio][value="${start}"]`).check();
  await dialog.getByLabel("Année", { exact: true }).fill("2022");
  await dialog.getByLabel("Marque", { exact: true }).fill("Kia");
  await dialog.getByLabel("Modèle", { exact: true }).fill("Soul");
  await dialog.getByLabel("Prénom", { exact: true }).fill("Julien");
  await dialog.getByLabel("Nom", { exact: true }).fill("Bergeron");
  await dialog.getByLabel("Téléphone", { exact: true }).fill(phone);
  await dialog.getByLabel(/^Courriel/).fill("julien.bergeron@example.com");
  await dialog.getByRole("checkbox", { name: /J'accepte que l'atelier/ }).check();
  await dialog.getByRole("button", { name: "Réserver ce rendez-vous" }).click();
  await dialog.getByRole("status").filter({ hasText: "C'est confirmé!" }).waitFor();
  return dialog;
}

async function chooseNewSlot(page: Page, date: string, start: string): Promise<void> {
  const move = page.getByRole("form", { name: "Déplacer le rendez-vous" });
  await move.locator(`select[name=date] option[value="${date}"]`).waitFor({ state: "attached" });
  await move.locator("select[name=date]").selectOption(date);
  await move.locator(`input[type=radio][value="${start}"]`).check();
}

async function calendarFile(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return fs.readFileSync(await download.path(), "utf8");
}

describe("managing a booking from its private link", () => {
  it("moves it (after a slot taken meanwhile), then cancels it: the freed slot is bookable again, the link says cancelled", async () => {
    const { category, days } = await openDays(STORE);
    const frCategory = (await api<{ id: number; name: string }[]>(`/location_services/${STORE}/categories?locale=fr`)).find((c) => c.id === category.id)!;
    const [bookedDay, moveDay] = [days[days.length - 1], days[days.length - 2]];
    const free = async (date: string) => (await daySlots(STORE, category.id, date)).filter((s) => s.available).map((s) => s.start);
    const bookedAt = (await free(bookedDay))[0];
    const context = await newContext(browser);
    const page = await context.newPage();
    const phone = `450-555-${String(Date.now() % 10000).padStart(4, "0")}`;
    const dialog = await bookThroughTheForm(page, frCategory.name, bookedDay, bookedAt, phone);

    // The same private link in the confirmation, the e-mail and the text: the token in the fragment, which no request carries.
    const href = (await dialog.getByRole("link", { name: "Gérer mon rendez-vous" }).getAttribute("href"))!;
    expect(href).toMatch(/^\/rendez-vous\/gerer\/#token=[A-Za-z0-9_-]{43}$/);
    const token = href.slice(href.indexOf("#token=") + "#token=".length);
    const booking = (await stored("appointments")).find((r) => JSON.stringify(r).includes(phone))!;
    const messages = (await stored("outbox")).filter((m) => m.source_table === "appointments" && m.source_id === booking.id);
    expect(messages.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    for (const m of messages) {
      // The link's place, the token sealed outside the listing (the sender fills it in).
      expect(m.body).toContain(`${SITE_URL}/rendez-vous/gerer/#token={{manage_token}}`);
      expect(JSON.stringify(m)).not.toContain(token);
    }

    // Every request the page makes, with its Referer: none may carry the token.
    const sent: Promise<{ url: string; referer: string }>[] = [];
    page.on("request", (request) => sent.push(request.allHeaders().then((headers) => ({ url: request.url(), referer: headers.referer ?? "" }))));
    const pageAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === "/rendez-vous/gerer/" && r.request().resourceType() === "document");
    await page.goto(href);
    const summary = page.locator("main dl").first();
    await summary.getByText(frCategory.name).waitFor();
    await page.waitForLoadState("networkidle");
    expect((await pageAnswer).headers()["referrer-policy"]).toBe("no-referrer");
    expect(await page.locator('meta[name="referrer"]').getAttribute("content")).toBe("no-referrer");
    const requests = await Promise.all(sent);
    expect(requests.length).toBeGreaterThan(5);
    expect(requests.some((r) => new URL(r.url).pathname === "/api/appointments/manage")).toBe(true);
    expect(requests.filter((r) => r.url.includes(token) || r.referer.includes(token))).toEqual([]);
    // The token left the address (history, screen, scripts reading the URL), the tab keeps it.
    await page.waitForFunction(() => !location.hash.includes("token") && !location.search.includes("token"));
    expect(await summary.innerText()).toContain(formatLongDay(bookedDay, "fr"));
    expect(await axeViolations(page)).toEqual([]);
    const firstIcs = await calendarFile(page, "Ajouter à mon agenda");
    expect(firstIcs).toContain(`UID:appointment-${String(booking.id)}@uniglass.ca`);
    expect(firstIcs).toContain("SEQUENCE:0");

    // Another visitor takes the chosen slot meanwhile: told, times reloaded, choose again.
    const [taken, target] = await free(moveDay);
    await chooseNewSlot(page, moveDay, taken);
    await bookDirectly(STORE, category.id, moveDay, taken);
    await page.getByRole("button", { name: "Déplacer mon rendez-vous" }).click();
    await page.getByRole("alert").filter({ hasText: "quelqu'un vient de réserver cette heure" }).waitFor();
    await page.waitForFunction(
      (gone) => !document.querySelector(`input[type=radio][value="${gone}"]`) && document.querySelectorAll("input[type=radio]").length > 0,
      taken,
    );
    expect(await axeViolations(page)).toEqual([]);
    await chooseNewSlot(page, moveDay, target);
    await page.getByRole("button", { name: "Déplacer mon rendez-vous" }).click();
    await page.getByRole("status").filter({ hasText: "votre rendez-vous est déplacé" }).waitFor();
    expect(await free(bookedDay)).toContain(bookedAt);
    expect(await free(moveDay)).not.toContain(target);
    const movedIcs = await calendarFile(page, "Mettre à jour mon agenda");
    expect(movedIcs).toContain(`UID:appointment-${String(booking.id)}@uniglass.ca`);
    expect(movedIcs).toContain("SEQUENCE:1");
    expect(movedIcs).toContain(`DTSTART;TZID=America/Toronto:${moveDay.replace(/-/g, "")}T${target.replace(":", "")}00`);
    const movedMail = (await stored("outbox")).find((m) => m.source_id === booking.id && m.channel === "email" && String(m.body).includes("déplacé"));
    expect(movedMail).toBeDefined();

    // Cancel, asked twice; the slot is free at once and someone else can book it.
    await page.getByRole("button", { name: "Annuler mon rendez-vous" }).click();
    await page.getByRole("button", { name: "Oui, l'annuler" }).click();
    await page.getByRole("status").filter({ hasText: "Votre rendez-vous est annulé" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const cancelIcs = await calendarFile(page, "Retirer de mon agenda");
    expect(cancelIcs).toContain("STATUS:CANCELLED");
    expect(cancelIcs).toContain("SEQUENCE:2");
    expect(await free(moveDay)).toContain(target);
    expect(await bookDirectly(STORE, category.id, moveDay, target)).toBe(201);

    // The link no longer works, even reloaded in the same tab.
    await page.reload();
    await page.getByRole("alert").filter({ hasText: "Ce rendez-vous a été annulé : ce lien ne fonctionne plus." }).waitFor();
    await context.close();
  });

  it("says when a link is wrong or missing, in both languages, showing no booking", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/rendez-vous/gerer/#token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE");
    await page.getByRole("alert").filter({ hasText: "Ce lien de rendez-vous n'est pas valide." }).waitFor();
    expect(await page.locator("main dl").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // A link of the earlier form, its token in the query, is still read.
    await page.goto("/en/appointment/manage/?token=short");
    await page.getByRole("alert").filter({ hasText: "This appointment link is not valid." }).waitFor();
    const fresh = await (await newContext(browser)).newPage();
    await fresh.goto("/en/appointment/manage/");
    await fresh.getByRole("alert").filter({ hasText: "open the link in your confirmation e-mail or text message" }).waitFor();
    expect(await fresh.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    await fresh.context().close();
    await context.close();
  });
});

/**
 * A fresh database of the sample API holding a booking that ended 30 days
 * ago, as the API would have stored it then, and its private link: the token
 * (the database keeps its hash). Written by a child process, before the
 * server opens the database (it has a single user).
 */
function databaseWithPastBooking(store: string, category: number): { dataDir: string; token: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-e2e-past-"));
  const token = crypto.randomBytes(32).toString("base64url");
  const data = { firstName: "Julien", lastName: "Bergeron", phone: "450 555-0123", preferredContact: "phone", locale: "fr" };
  const code = `
    const { openDatabase } = require(${JSON.stringify(path.join(ROOT, "server", "db", "database.ts"))});
    (async () => {
      const db = await openDatabase(${JSON.stringify(dataDir)});
      const { rows } = await db.query(
        "INSERT INTO appointments (store, category, date, start_time, end_time, data) VALUES ($1, $2, current_date - 30, '10:00', '10:30', $3) RETURNING id",
        [${JSON.stringify(store)}, ${category}, ${JSON.stringify(JSON.stringify(data))}],
      );
      await db.query("INSERT INTO appointment_links (token_hash, appointment_id) VALUES ($1, $2)", [${JSON.stringify(tokenHash(token))}, rows[0].id]);
      await db.close();
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const run = spawnSync(process.execPath, ["--import", "tsx", "-e", code], { cwd: ROOT, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`The past booking could not be written: ${run.stderr}`);
  return { dataDir, token };
}

describe("the link of an appointment that has passed", () => {
  let server: SampleServer;
  let token: string;

  beforeAll(async () => {
    const { category } = await openDays(STORE);
    const prepared = databaseWithPastBooking(STORE, category.id);
    token = prepared.token;
    server = await startServer({ port: PORTS.manageBooking, publicDir: path.join(ROOT, "public"), dataDir: prepared.dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it.each([
    ["fr", "/rendez-vous/gerer/", "Ce rendez-vous est passé : ce lien ne fonctionne plus."],
    ["en", "/en/appointment/manage/", "This appointment has passed: this link no longer works."],
  ])("%s: says the appointment has passed, shows no booking and offers no move or cancellation", async (_locale, manage, message) => {
    const context = await newContext(browser, { baseURL: server.origin });
    const page = await context.newPage();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/appointments/manage");
    await page.goto(`${manage}#token=${token}`);
    expect([(await answer).status(), ((await (await answer).json()) as { message: string }).message]).toEqual([410, "appointment_past"]);
    await page.getByRole("alert").filter({ hasText: message }).waitFor();
    await page.waitForFunction(() => !location.hash.includes("token"));
    expect(await page.locator("main dl").count()).toBe(0);
    expect(
      await page
        .getByRole("button")
        .filter({ hasText: /Déplacer|Annuler|Move|Cancel/ })
        .count(),
    ).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
