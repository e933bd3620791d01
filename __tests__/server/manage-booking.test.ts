/**
 * A booking's private link on the sample API: the token only the visitor
 * gets (its hash alone is stored), the confirmation e-mail and text that
 * carry it, moving to another free slot with the booking's 409 rules,
 * cancelling (the slot is free at once), and the link that stops working
 * after a cancellation or the appointment, never opening another booking.
 */
import { managedAppointmentSchema, timeWindowSchema } from "../../src/contract";
import { z } from "zod";
import { composeOutboxBody, outboxKey } from "../../server/lib/outbox-secrets";
import { BOOKING_REQUEST, postJson, startTestApp, type TestApp } from "./helpers";

// Opening a database (PGlite) takes seconds on a busy 2-core machine.
jest.setTimeout(60_000);

// Monday 2026-09-14, 09:10 in Montréal (EDT).
const NOW = new Date("2026-09-14T13:10:00Z");
let now = NOW;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => now, siteUrl: "https://www.uniglass.example" });
});
afterAll(async () => {
  await t?.close();
});

const booking = BOOKING_REQUEST;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const manage = (token: string, locale = "fr") => t.app.inject({ url: `/api/appointments/manage?locale=${locale}`, headers: auth(token) });
const move = (token: string, date: string, startTime: string) => t.app.inject(postJson("/api/appointments/manage/move", { date, startTime }, auth(token)));
const cancel = (token: string) => t.app.inject({ ...postJson("/api/appointments/manage/cancel", {}, auth(token)) });
const slotsOf = async (date: string) =>
  z.array(timeWindowSchema).parse((await t.app.inject({ url: `/api/location_services/times_window?store=${booking.store}&category=1&date=${date}` })).json());
const free = async (date: string, start: string) => (await slotsOf(date)).find((s) => s.start === start)?.available;

async function book(over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await t.app.inject(postJson("/api/appointments", { ...booking, ...over }, headers));
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; manageToken: string }>();
}

describe("a booking's private link", () => {
  it("is a random token sent to the visitor only: the answer, the e-mail and the text carry it (sealed at rest), the database keeps its hash", async () => {
    const { id, manageToken } = await book({}, { "idempotency-key": "link-1" });
    expect(manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const everything =
      JSON.stringify((await t.db.query("SELECT * FROM appointments a JOIN appointment_links l ON l.appointment_id = a.id")).rows) +
      JSON.stringify((await t.db.query("SELECT * FROM idempotency_keys")).rows);
    expect(everything).not.toContain(manageToken);

    const messages = (
      await t.db.query<{ channel: string; recipient: string; body: string; sealed_token: string | null }>(
        "SELECT channel, recipient, body, sealed_token FROM outbox WHERE source_table = 'appointments' AND source_id = $1 ORDER BY channel",
        [id],
      )
    ).rows;
    expect(messages.map((m) => [m.channel, m.recipient])).toEqual([
      ["email", booking.email],
      ["sms", booking.phone],
    ]);
    const link = `https://www.uniglass.example/rendez-vous/gerer/#token=${manageToken}`;
    for (const m of messages) {
      expect(m.body).not.toContain(manageToken);
      expect(composeOutboxBody(m, outboxKey(t.dataDir))).toContain(link);
    }
    expect(messages[0].body).toContain("Réparation d’éclat");
    expect(messages[0].body).toContain("mercredi 16 septembre 2026, de 10 h à 10 h 30");

    const view = managedAppointmentSchema.parse((await manage(manageToken)).json());
    expect(view).toMatchObject({
      id,
      uid: `appointment-${id}@uniglass.ca`,
      sequence: 0,
      status: "booked",
      date: "2026-09-16",
      startTime: "10:00",
      endTime: "10:30",
      service: "Réparation d’éclat",
    });
    expect(managedAppointmentSchema.parse((await manage(manageToken, "en")).json()).service).toBe("Chip repair");

    // A retried booking request (same key) is the same booking, answered without a token (the link went out by message).
    const replay = await t.app.inject(postJson("/api/appointments", booking, { "idempotency-key": "link-1" }));
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toMatchObject({ id, manageLinkSent: true });
    expect(replay.json().manageToken).toBeUndefined();
  });

  it("opens nothing without a valid token: missing, malformed, unknown, or in the address instead of the header", async () => {
    const { manageToken } = await book({ startTime: "13:00" });
    for (const res of [
      await t.app.inject({ url: "/api/appointments/manage" }),
      await t.app.inject({ url: "/api/appointments/manage", headers: { authorization: "Bearer abc" } }),
      await manage("A".repeat(43)),
      await manage(`${manageToken.slice(0, -1)}${manageToken.endsWith("A") ? "B" : "A"}`),
      await t.app.inject({ url: `/api/appointments/manage?token=${manageToken}` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "invalid_link" });
      expect(JSON.stringify(res.json())).not.toContain(booking.lastName);
    }
  });

  it("moves the booking to another free slot of the shop: the old one is free, the calendar sequence grows, the visitor is told", async () => {
    const { id, manageToken } = await book({ date: "2026-09-17", startTime: "09:00" });
    await book({ date: "2026-09-17", startTime: "11:00", firstName: "Autre" });
    const taken = await move(manageToken, "2026-09-17", "11:00");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("slot_taken");
    expect((await move(manageToken, "2026-09-17", "09:10")).json().violations).toEqual([{ propertyPath: "startTime", message: "invalid_slot" }]);
    expect((await move(manageToken, "2026-09-20", "09:00")).statusCode).toBe(422); // closed on Sundays
    expect((await move(manageToken, "17 septembre", "9 h")).statusCode).toBe(422);

    const moved = await move(manageToken, "2026-09-17", "09:30"); // overlaps nothing but its own old time
    expect(moved.statusCode).toBe(200);
    expect(managedAppointmentSchema.parse(moved.json())).toMatchObject({ id, date: "2026-09-17", startTime: "09:30", endTime: "10:00", sequence: 1 });
    expect(await free("2026-09-17", "09:00")).toBe(true);
    expect(await free("2026-09-17", "09:30")).toBe(false);
    const again = await move(manageToken, "2026-09-17", "09:30");
    expect(again.json().sequence).toBe(1); // a retried move changes nothing
    const told = (
      await t.db.query<{ channel: string; body: string; sealed_token: string | null }>(
        "SELECT channel, body, sealed_token FROM outbox WHERE source_id = $1 AND body LIKE '%déplacé%'",
        [id],
      )
    ).rows;
    expect(told.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(
      composeOutboxBody(
        told.find((m) => m.channel === "email")!,
        outboxKey(t.dataDir),
      ),
    ).toContain(manageToken);
  });

  it("cancels: the slot is free at once and bookable again, the link then says cancelled for good", async () => {
    const { id, manageToken } = await book({ date: "2026-09-18", startTime: "14:00" });
    expect(await free("2026-09-18", "14:00")).toBe(false);
    expect((await t.app.inject({ method: "POST", url: "/api/appointments/manage/cancel", headers: auth(manageToken) })).statusCode).toBe(403);
    const res = await cancel(manageToken);
    expect(res.statusCode).toBe(200);
    expect(managedAppointmentSchema.parse(res.json())).toMatchObject({ id, status: "cancelled", sequence: 1 });
    expect(await free("2026-09-18", "14:00")).toBe(true);
    await book({ date: "2026-09-18", startTime: "14:00", firstName: "Suivante" });
    for (const after of [await manage(manageToken), await cancel(manageToken), await move(manageToken, "2026-09-18", "15:00")]) {
      expect(after.statusCode).toBe(410);
      expect(after.json().message).toBe("appointment_cancelled");
    }
    const told = (await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE source_id = $1 AND channel = 'email' ORDER BY id DESC LIMIT 1", [id]))
      .rows[0];
    expect(told.body).toContain("annulé");
    expect(told.body).not.toContain(manageToken);
  });

  it("stops working once the appointment has ended", async () => {
    const { manageToken } = await book({ date: "2026-09-14", startTime: "15:00" });
    expect((await manage(manageToken)).statusCode).toBe(200);
    now = new Date("2026-09-14T19:20:00Z"); // 15:20, during the appointment
    expect((await manage(manageToken)).statusCode).toBe(200);
    now = new Date("2026-09-14T19:30:00Z"); // 15:30, its end
    const past = await manage(manageToken);
    expect(past.statusCode).toBe(410);
    expect(past.json().message).toBe("appointment_past");
    expect((await cancel(manageToken)).statusCode).toBe(410);
    now = NOW;
  });
});

describe("caching of the manage-booking answers", () => {
  // A browser keeps a 410 without an explicit lifetime for good, and its cache keys answers by address alone (not
  // by the token in Authorization): a cancelled booking's answer would then be shown for the next link opened.
  it("forbids storing every answer, whatever its status: the booking, a wrong link, a cancelled one, a refused move, a 403", async () => {
    const { manageToken } = await book({ date: "2026-09-21", startTime: "09:00" });
    const other = await book({ date: "2026-09-21", startTime: "11:00" });
    const answers = [
      await manage(manageToken),
      await move(manageToken, "2026-09-21", "11:00"),
      await move(manageToken, "21 septembre", "9 h"),
      await t.app.inject({ url: "/api/appointments/manage" }),
      await manage("A".repeat(43)),
      await t.app.inject({ method: "POST", url: "/api/appointments/manage/cancel", headers: auth(manageToken) }),
      await cancel(other.manageToken),
      await manage(other.manageToken),
      await cancel(other.manageToken),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 409, 422, 404, 404, 403, 200, 410, 410]);
    for (const res of answers)
      expect({ status: res.statusCode, cacheControl: res.headers["cache-control"] }).toEqual({
        status: res.statusCode,
        cacheControl: expect.stringMatching(/\bno-store\b/),
      });
  });
});
