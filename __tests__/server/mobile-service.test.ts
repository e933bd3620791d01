/**
 * Mobile service on the sample API: which shops offer it (the store records),
 * the mobile technician's own slots (fewer, longer, a calendar apart from the
 * shop's bays), the address checked against the shop's radius (422
 * outside_service_area), and one mobile slot booked once, even by 20
 * requests at the same moment.
 */
import { z } from "zod";
import { dayAvailabilitySchema, storeSchema, timeWindowSchema } from "../../src/contract";
import { BOOKING_REQUEST, postJson, startTestApp, type TestApp } from "./helpers";

// Opening a database (PGlite) takes seconds on a busy 2-core machine.
jest.setTimeout(60_000);

// Monday 2026-09-14, 09:10 in Montréal (EDT).
const NOW = new Date("2026-09-14T13:10:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t?.close();
});

/** The Plateau shop goes 25 km around it; H2X is the Plateau itself, J7Z Saint-Jérôme (about 45 km north). */
const INSIDE = { streetAddress: "4321, rue Saint-Denis", city: "Montréal", postalCode: "h2x1y4" };
const OUTSIDE = { streetAddress: "250, rue Saint-Georges", city: "Saint-Jérôme", postalCode: "J7Z 5A1" };
const MOBILE = { ...BOOKING_REQUEST, mode: "mobile", serviceAddress: INSIDE, date: "2026-09-16", startTime: "11:00" };

const slots = async (query: string) => {
  const res = await t.app.inject({ url: `/api/location_services/times_window?store=uniglass-montreal-plateau&category=1&date=2026-09-16${query}` });
  return { status: res.statusCode, body: res.json<unknown>() };
};
const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) => t.app.inject(postJson("/api/appointments", body, headers));

describe("which shops go to the driver", () => {
  it("says so on each store: its radius, or null, and whether it calibrates ADAS cameras", async () => {
    const stores = z.array(storeSchema).parse((await t.app.inject({ url: "/api/stores" })).json());
    const bySlug = new Map(stores.map((s) => [s.slug, s]));
    expect(bySlug.get("uniglass-montreal-plateau")).toMatchObject({ mobileService: { radiusKm: 25 }, adasCalibration: true });
    expect(bySlug.get("ziebart-saint-jerome")?.mobileService ?? null).toBeNull();
    expect(bySlug.get("uniglass-chibougamau")).toMatchObject({ adasCalibration: false });
  });

  it("filters a search to the shops with mobile service or ADAS calibration", async () => {
    const search = async (filters: string) =>
      z
        .array(storeSchema)
        .parse((await t.app.inject({ url: `/api/stores/search?key=H2X&itemsPerPage=10${filters}` })).json())
        .map((s) => s.slug);
    expect(await search("")).toHaveLength(3);
    expect(await search("&mobileService=true")).toEqual(["uniglass-montreal-plateau", "uniglass-trois-rivieres-des-forges"]);
    expect(await search("&adasCalibration=true")).toEqual(["uniglass-montreal-plateau"]);
    expect(await search("&mobileService=false")).toHaveLength(3);
    expect((await t.app.inject({ url: "/api/stores/search?key=H2X&mobileService=oui" })).statusCode).toBe(400);
  });
});

describe("the mobile technician's slots", () => {
  it("are three visits of two hours a day, an hour apart, within the shop's hours", async () => {
    const { status, body } = await slots("&mode=mobile");
    expect(status).toBe(200);
    expect(z.array(timeWindowSchema).parse(body)).toEqual([
      { start: "08:00", end: "10:00", available: true },
      { start: "11:00", end: "13:00", available: true },
      { start: "14:00", end: "16:00", available: true },
    ]);
    // The shop's own slots are still every half hour.
    expect(z.array(timeWindowSchema).parse((await slots("")).body).length).toBeGreaterThan(10);
  });

  it("are refused for a shop without mobile service, and for an unknown mode", async () => {
    const res = await t.app.inject({ url: "/api/location_services/times_window?store=uniglass-chibougamau&category=1&date=2026-09-16&mode=mobile" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: "no_mobile_service" });
    expect((await slots("&mode=drone")).status).toBe(400);
  });

  it("lists the days with a free visit", async () => {
    const res = await t.app.inject({
      url: "/api/location_services/availabilities?store=uniglass-montreal-plateau&category=1&from=2026-09-14&to=2026-09-20&mode=mobile",
    });
    const days = z.array(dayAvailabilitySchema).parse(res.json());
    // Saturday's three opening hours hold one visit; Sunday is closed.
    expect(days.map((d) => d.available)).toEqual([true, true, true, true, true, true, false]);
  });
});

describe("booking a visit at the driver's address", () => {
  it("is refused outside the shop's area, with the code the form translates", async () => {
    const res = await book({ ...MOBILE, serviceAddress: OUTSIDE });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ violations: unknown[] }>().violations).toEqual([{ propertyPath: "serviceAddress.postalCode", message: "outside_service_area" }]);
  });

  it("is refused at a shop that does not go out, without an address, and with a postal code that is not one", async () => {
    const atChibougamau = await book({ ...MOBILE, store: "uniglass-chibougamau" });
    expect(atChibougamau.json<{ violations: unknown[] }>().violations).toEqual([{ propertyPath: "mode", message: "no_mobile_service" }]);
    const noAddress = await book({ ...MOBILE, serviceAddress: undefined });
    expect(noAddress.json<{ violations: unknown[] }>().violations).toEqual([{ propertyPath: "serviceAddress", message: "required" }]);
    const badCode = await book({ ...MOBILE, serviceAddress: { ...INSIDE, postalCode: "12345" } });
    expect(badCode.json<{ violations: unknown[] }>().violations).toEqual([{ propertyPath: "serviceAddress.postalCode", message: "invalid_postal_code" }]);
    const shopWithAddress = await book({ ...MOBILE, mode: "shop", startTime: "10:00" });
    expect(shopWithAddress.statusCode).toBe(422);
  });

  it("is refused at a time that is not one of the visits", async () => {
    const res = await book({ ...MOBILE, startTime: "10:30" });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ violations: unknown[] }>().violations).toEqual([{ propertyPath: "startTime", message: "invalid_slot" }]);
  });

  it("stores the visit with its address (postal code written the usual way), its two hours, and leaves the shop's slots free", async () => {
    const res = await book(MOBILE, { "idempotency-key": "mobile-visit-1" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mode: "mobile", startTime: "11:00", endTime: "13:00", serviceAddress: { ...INSIDE, postalCode: "H2X 1Y4" } });
    const { rows } = await t.db.query<{ mode: string; start_time: string; end_time: string }>(
      "SELECT mode, start_time, end_time FROM appointments WHERE id = $1",
      [res.json<{ id: number }>().id],
    );
    expect(rows).toEqual([{ mode: "mobile", start_time: "11:00", end_time: "13:00" }]);
    // The confirmation e-mail says where the technician goes.
    const mail = await t.db.query<{ body: string }>("SELECT body FROM outbox WHERE source_table = 'appointments' AND source_id = $1 AND channel = 'email'", [
      res.json<{ id: number }>().id,
    ]);
    expect(mail.rows[0].body).toContain("Lieu : à votre adresse, 4321, rue Saint-Denis, Montréal, H2X 1Y4 (un technicien se déplace)");
    // The same key again is the same booking.
    const replay = await book(MOBILE, { "idempotency-key": "mobile-visit-1" });
    expect(replay.statusCode).toBe(201);
    expect(replay.json<{ id: number }>().id).toBe(res.json<{ id: number }>().id);
    // The visit is taken; the shop's own 11:00 is still free.
    const mobile = z.array(timeWindowSchema).parse((await slots("&mode=mobile")).body);
    expect(mobile.find((s) => s.start === "11:00")?.available).toBe(false);
    const shop = z.array(timeWindowSchema).parse((await slots("")).body);
    expect(shop.find((s) => s.start === "11:00")?.available).toBe(true);
    const again = await book({ ...MOBILE, email: "autre@example.com", phone: "514-555-0177" });
    expect(again.statusCode).toBe(409);
  });

  it("books one mobile slot once when 20 requests ask for it at the same moment", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          { ...MOBILE, startTime: "14:00", phone: `514-555-${String(1000 + i)}`, email: `conducteur${i}@example.com` },
          { "idempotency-key": `mobile-race-${i}` },
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM appointments WHERE store = 'uniglass-montreal-plateau' AND mode = 'mobile' AND date = '2026-09-16' AND start_time = '14:00' AND status = 'booked'",
    );
    expect(rows[0].n).toBe(1);
  });

  it("shows the visit on its private link, and moves it only to another of the mobile technician's visits", async () => {
    const res = await book({ ...MOBILE, date: "2026-09-17", startTime: "08:00", email: "visite@example.com", phone: "514-555-0188" });
    expect(res.statusCode).toBe(201);
    const auth = { authorization: `Bearer ${res.json<{ manageToken: string }>().manageToken}` };
    const managed = await t.app.inject({ url: "/api/appointments/manage", headers: auth });
    expect(managed.json()).toMatchObject({ mode: "mobile", serviceAddress: "4321, rue Saint-Denis, Montréal, H2X 1Y4", startTime: "08:00", endTime: "10:00" });
    const toShopSlot = await t.app.inject(postJson("/api/appointments/manage/move", { date: "2026-09-17", startTime: "08:30" }, auth));
    expect(toShopSlot.statusCode).toBe(422);
    const moved = await t.app.inject(postJson("/api/appointments/manage/move", { date: "2026-09-17", startTime: "11:00" }, auth));
    expect(moved.json()).toMatchObject({ mode: "mobile", startTime: "11:00", endTime: "13:00" });
  });
});
