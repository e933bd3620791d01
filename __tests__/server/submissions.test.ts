/**
 * POST endpoints: validation, content types, sizes, XSRF double submit,
 * idempotency, storage in PGlite, the coupon outbox, appointment slots and
 * the 409 for a slot taken by a concurrent request.
 */
import { dayAvailabilitySchema, timeWindowSchema } from "../../src/contract";
import { z } from "zod";
import { ADMIN_TOKEN, ESTIMATE_REQUEST, postJson, startTestApp, TOKEN, type TestApp } from "./helpers";

// Opening an embedded database takes seconds when the machine is busy (beforeAll).
jest.setTimeout(60_000);

// Monday 2026-09-14, 09:10 in Montréal (EDT).
const NOW = new Date("2026-09-14T13:10:00Z");
/** The server's clock; a test may move it, and puts it back. */
let clock = NOW;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

const estimate = ESTIMATE_REQUEST;

describe("request estimates", () => {
  it("stores a valid request and answers 201 with the record", async () => {
    const before = await count("request_estimates");
    const res = await t.app.inject(postJson("/api/request_estimates", estimate));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ id: expect.any(Number), store: "uniglass-montreal-plateau", firstName: "Geneviève" });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(await count("request_estimates")).toBe(before + 1);
    const row = (await t.db.query<{ data: { vehicleModel: string } }>("SELECT data FROM request_estimates WHERE id = $1", [body.id])).rows[0];
    expect(row.data.vehicleModel).toBe("RAV4");
  });

  it("answers 422 with violations keyed like the contract, and stores nothing", async () => {
    const before = await count("request_estimates");
    const res = await t.app.inject(postJson("/api/request_estimates", { ...estimate, email: "pas-un-courriel", vehicleMake: "", consent: false }));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: "email", message: "invalid_email" },
        { propertyPath: "vehicleMake", message: "required" },
        { propertyPath: "consent", message: "consent_required" },
      ]),
    );
    expect(typeof body.message).toBe("string");
    const missing = await t.app.inject(postJson("/api/request_estimates", { store: "uniglass-montreal-plateau" }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations).toEqual(expect.arrayContaining([{ propertyPath: "firstName", message: "required" }]));
    expect(await count("request_estimates")).toBe(before);
  });

  it("refuses an unknown store with 422", async () => {
    const res = await t.app.inject(postJson("/api/request_estimates", { ...estimate, store: "uniglass-nulle-part" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([{ propertyPath: "store", message: "unknown_store" }]);
  });

  it("answers 400 for bad JSON, 415 for another content type, 413 past 64 KB", async () => {
    const bad = await t.app.inject({ ...postJson("/api/request_estimates", {}), payload: '{"store": "x",' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "invalid_json" });
    const empty = await t.app.inject({ ...postJson("/api/request_estimates", {}), payload: "" });
    expect(empty.statusCode).toBe(400);
    const text = await t.app.inject({
      ...postJson("/api/request_estimates", {}),
      headers: { "content-type": "text/plain", "x-xsrf-token": TOKEN },
      payload: "store=x",
    });
    expect(text.statusCode).toBe(415);
    const form = await t.app.inject({
      ...postJson("/api/request_estimates", {}),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-xsrf-token": TOKEN },
      payload: "store=x",
    });
    expect(form.statusCode).toBe(415);
    const none = await t.app.inject({ method: "POST", url: "/api/request_estimates", cookies: { "XSRF-TOKEN": TOKEN }, headers: { "x-xsrf-token": TOKEN } });
    expect(none.statusCode).toBe(415);
    const big = await t.app.inject(postJson("/api/request_estimates", { ...estimate, message: "x".repeat(70_000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("payload_too_large");
    const arr = await t.app.inject(postJson("/api/request_estimates", [1, 2]));
    expect(arr.statusCode).toBe(422);
  });
});

describe("anti-forgery double submit", () => {
  it("sets a readable XSRF-TOKEN cookie when the request has none", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/stores" });
    const cookie = res.cookies.find((c) => c.name === "XSRF-TOKEN");
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie).toMatchObject({ path: "/", sameSite: "Lax" });
    expect(cookie?.httpOnly).toBeFalsy();
    const again = await t.app.inject({ method: "GET", url: "/api/stores", cookies: { "XSRF-TOKEN": "abc" } });
    expect(again.cookies.find((c) => c.name === "XSRF-TOKEN")).toBeUndefined();
  });

  it("refuses a POST whose header does not match the cookie, and stores nothing", async () => {
    const before = await count("newsletter_subscribers");
    const body = { email: "xsrf@example.com", consent: true };
    const noHeader = await t.app.inject({ ...postJson("/api/newsletter_subscribers", body), headers: { "content-type": "application/json" } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({ message: "invalid_xsrf_token" });
    const wrong = await t.app.inject(postJson("/api/newsletter_subscribers", body, { "x-xsrf-token": "another-token-0123456789" }));
    expect(wrong.statusCode).toBe(403);
    const noCookie = await t.app.inject({ ...postJson("/api/newsletter_subscribers", body), cookies: {} });
    expect(noCookie.statusCode).toBe(403);
    expect(await count("newsletter_subscribers")).toBe(before);
  });
});

describe("idempotency", () => {
  it("replays the first answer for a repeated Idempotency-Key and stores nothing new", async () => {
    const body = { firstName: "Alexandre", lastName: "Bouchard", email: "alex.bouchard@example.com", phone: "418-555-0164", city: "Lévis", consent: true };
    const before = await count("franchise_opportunities");
    const first = await t.app.inject(postJson("/api/franchise_opportunities", body, { "idempotency-key": "franchise-1" }));
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject(postJson("/api/franchise_opportunities", { ...body, city: "  Lévis " }, { "idempotency-key": "franchise-1" }));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await count("franchise_opportunities")).toBe(before + 1);
    // Same key on another endpoint is another key; no key is a new record each time.
    const other = await t.app.inject(
      postJson("/api/newsletter_subscribers", { email: "idem@example.com", consent: true }, { "idempotency-key": "franchise-1" }),
    );
    expect(other.statusCode).toBe(201);
    await t.app.inject(postJson("/api/franchise_opportunities", body));
    expect(await count("franchise_opportunities")).toBe(before + 2);
  });

  it("replays concurrent requests with the same key once", async () => {
    const before = await count("franchise_opportunities");
    const body = { firstName: "Nadia", lastName: "Roy", email: "nadia.roy@example.com", phone: "(819) 555-0123", city: "Sherbrooke", consent: true };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject(postJson("/api/franchise_opportunities", body, { "idempotency-key": "same-5" }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await count("franchise_opportunities")).toBe(before + 1);
  });
});

describe("coupons by e-mail and text", () => {
  it("stores the request and an outbox e-mail in the visitor's language naming coupon and store", async () => {
    const res = await t.app.inject(
      postJson("/api/coupons_emails", { coupons: [1], name: "client@example.com", stores: ["uniglass-trois-rivieres-des-forges"], locale: "en" }),
    );
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query<{ channel: string; recipient: string; subject: string; body: string; locale: string }>(
      "SELECT channel, recipient, subject, body, locale FROM outbox WHERE source_table = 'coupon_emails' AND source_id = $1",
      [res.json().id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: "email", recipient: "client@example.com", locale: "en" });
    expect(rows[0].subject).toContain("20% off chip repair");
    expect(rows[0].body).toContain("Uniglass Trois-Rivières – des Forges");
  });

  it("texts a coupon in French", async () => {
    const res = await t.app.inject(postJson("/api/coupons_phones", { coupons: [2], name: "514 555-0187", stores: ["uniglass-montreal-plateau"] }));
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query<{ channel: string; body: string }>(
      "SELECT channel, body FROM outbox WHERE source_table = 'coupon_phones' AND source_id = $1",
      [res.json().id],
    );
    expect(rows[0].channel).toBe("sms");
    expect(rows[0].body).toContain("50 $ sur un pare-brise");
    expect(rows[0].body).toContain("Uniglass Montréal – Plateau");
  });

  it("refuses unknown coupons and stores, a coupon not offered at the store, a bad phone", async () => {
    const before = await count("outbox");
    const unknown = await t.app.inject(postJson("/api/coupons_emails", { coupons: [99], name: "a@example.com", stores: ["nowhere"] }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: "coupons.0", message: "unknown_coupon" },
        { propertyPath: "stores.0", message: "unknown_store" },
      ]),
    );
    const elsewhere = await t.app.inject(
      postJson("/api/coupons_emails", { coupons: [2], name: "a@example.com", stores: ["uniglass-trois-rivieres-des-forges"] }),
    );
    expect(elsewhere.json().violations).toEqual([{ propertyPath: "coupons.0", message: "coupon_not_at_store" }]);
    const phone = await t.app.inject(postJson("/api/coupons_phones", { coupons: [1], name: "555-12", stores: [] }));
    expect(phone.json().violations).toEqual([{ propertyPath: "name", message: "invalid_phone" }]);
    expect(await count("outbox")).toBe(before);
  });
});

describe("newsletter and promo pages", () => {
  it("subscribes once per address", async () => {
    const first = await t.app.inject(postJson("/api/newsletter_subscribers", { email: "Nouvelles@Example.com", consent: true }));
    const second = await t.app.inject(postJson("/api/newsletter_subscribers", { email: "nouvelles@example.com", consent: true }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
  });

  it("checks the promo page's own fields", async () => {
    const ok = await t.app.inject(
      postJson("/api/promo_page_submissions", {
        promoPage: "winter-contest",
        locale: "en",
        data: { fullName: "Sam Leblanc", email: "sam@example.com", rules: true },
      }),
    );
    expect(ok.statusCode).toBe(201);
    const bad = await t.app.inject(
      postJson("/api/promo_page_submissions", { promoPage: "concours-hiver", data: { email: "nope", phone: "12", rules: false } }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: "data.fullName", message: "required" },
        { propertyPath: "data.email", message: "invalid_email" },
        { propertyPath: "data.phone", message: "invalid_phone" },
        { propertyPath: "data.rules", message: "required" },
      ]),
    );
    const unknown = await t.app.inject(postJson("/api/promo_page_submissions", { promoPage: "nulle-part", data: {} }));
    expect(unknown.json().violations).toEqual([{ propertyPath: "promoPage", message: "unknown_promo_page" }]);
  });
});

describe("promo page submissions outside the offer's dates", () => {
  // The fixture's contest runs from 2026-09-01 00:00 (Montréal) to 2026-12-31 23:59 on the shops' clock.
  const answer = { promoPage: "concours-hiver", data: { fullName: "Sam Leblanc", email: "sam@example.com", rules: true } };
  it.each([
    ["ended", "2027-01-01T05:00:00Z", "offer_ended"],
    ["not started", "2026-09-01T03:59:00Z", "offer_not_started"],
  ])("refuses an answer to an offer %s (422, a translated reason) and stores nothing", async (_state, now, message) => {
    const before = await count("promo_page_submissions");
    clock = new Date(now);
    try {
      const res = await t.app.inject(postJson("/api/promo_page_submissions", answer));
      expect(res.statusCode).toBe(422);
      expect(res.json().violations).toEqual([{ propertyPath: "promoPage", message }]);
      expect(await count("promo_page_submissions")).toBe(before);
    } finally {
      clock = NOW;
    }
  });

  it("takes answers on its last evening, on the shops' clock", async () => {
    clock = new Date("2027-01-01T04:30:00Z");
    try {
      expect((await t.app.inject(postJson("/api/promo_page_submissions", answer))).statusCode).toBe(201);
    } finally {
      clock = NOW;
    }
  });
});

describe("appointments", () => {
  const slots = z.array(timeWindowSchema);
  const booking = {
    store: "uniglass-montreal-plateau",
    category: 1,
    date: "2026-09-15",
    startTime: "10:00",
    firstName: "Émilie",
    lastName: "Pelletier",
    phone: "514-555-0133",
    preferredContact: "phone",
    vehicleYear: 2021,
    vehicleMake: "Honda",
    vehicleModel: "Civic",
    consent: true,
  };

  it("lists the slots of a day from the store's hours, past ones unavailable", async () => {
    const today = slots.parse(
      (await t.app.inject({ method: "GET", url: "/api/location_services/times_window?store=uniglass-montreal-plateau&category=1&date=2026-09-14" })).json(),
    );
    expect(today[0]).toEqual({ start: "08:00", end: "08:30", available: false });
    expect(today.find((s) => s.start === "09:00")?.available).toBe(false);
    expect(today.find((s) => s.start === "09:30")?.available).toBe(true);
    expect(today[today.length - 1]).toEqual({ start: "16:30", end: "17:00", available: true });
    const saturday = slots.parse(
      (await t.app.inject({ method: "GET", url: "/api/location_services/times_window?store=uniglass-montreal-plateau&category=2&date=2026-09-19" })).json(),
    );
    expect(saturday).toEqual([
      { start: "09:00", end: "11:00", available: true },
      { start: "09:30", end: "11:30", available: true },
      { start: "10:00", end: "12:00", available: true },
    ]);
    const sunday = (
      await t.app.inject({ method: "GET", url: "/api/location_services/times_window?store=uniglass-montreal-plateau&category=1&date=2026-09-20" })
    ).json();
    expect(sunday).toEqual([]);
    const past = (
      await t.app.inject({ method: "GET", url: "/api/location_services/times_window?store=uniglass-montreal-plateau&category=1&date=2026-09-11" })
    ).json();
    expect(past).toEqual([]);
  });

  it("validates slot queries", async () => {
    const get = (q: string) => t.app.inject({ method: "GET", url: `/api/location_services/${q}` });
    expect((await get("times_window?store=uniglass-montreal-plateau&category=1&date=2026-02-30")).statusCode).toBe(400);
    expect((await get("times_window?store=nowhere&category=1&date=2026-09-15")).statusCode).toBe(404);
    expect((await get("times_window?store=uniglass-montreal-plateau&category=3&date=2026-09-15")).statusCode).toBe(404);
    expect((await get("availabilities?store=uniglass-montreal-plateau&category=1&from=2026-09-14&to=2026-11-15")).statusCode).toBe(400);
    expect((await get("availabilities?store=uniglass-montreal-plateau&category=1&from=2026-09-14&to=2026-09-13")).statusCode).toBe(400);
  });

  it("lists days with a free slot (closed Sundays and 'By appointment' weekends are not)", async () => {
    const days = z.array(dayAvailabilitySchema).parse(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/location_services/availabilities?store=uniglass-trois-rivieres-des-forges&category=1&from=2026-09-12&to=2026-09-21",
        })
      ).json(),
    );
    expect(days.filter((d) => d.available).map((d) => d.date)).toEqual(["2026-09-14", "2026-09-15", "2026-09-16", "2026-09-17", "2026-09-18", "2026-09-21"]);
    expect(days).toHaveLength(10);
  });

  it("books a free slot, then the slot and the overlapping longer service are taken", async () => {
    const res = await t.app.inject(postJson("/api/appointments", booking));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ store: booking.store, date: "2026-09-15", startTime: "10:00", endTime: "10:30" });
    const day = slots.parse(
      (await t.app.inject({ method: "GET", url: "/api/location_services/times_window?store=uniglass-montreal-plateau&category=2&date=2026-09-15" })).json(),
    );
    // A 2-hour replacement starting 08:30..10:00 would overlap the 10:00 booking.
    expect(day.filter((s) => !s.available).map((s) => s.start)).toEqual(["08:30", "09:00", "09:30", "10:00"]);
    const again = await t.app.inject(postJson("/api/appointments", { ...booking, firstName: "Other" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "slot_taken" });
    const overlap = await t.app.inject(postJson("/api/appointments", { ...booking, category: 2, startTime: "09:00" }));
    expect(overlap.statusCode).toBe(409);
  });

  it("gives the last slot to exactly one of two concurrent requests", async () => {
    const before = await count("appointments");
    const slot = { ...booking, date: "2026-09-16", startTime: "14:00" };
    const [a, b] = await Promise.all([
      t.app.inject(postJson("/api/appointments", slot)),
      t.app.inject(postJson("/api/appointments", { ...slot, firstName: "Concurrent" })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await count("appointments")).toBe(before + 1);
  });

  it("refuses a past slot, an unaligned time, a closed day, an unknown category", async () => {
    const before = await count("appointments");
    const post = (over: Record<string, unknown>) => t.app.inject(postJson("/api/appointments", { ...booking, ...over }));
    expect((await post({ date: "2026-09-14", startTime: "08:30" })).json().violations).toEqual([{ propertyPath: "startTime", message: "slot_unavailable" }]);
    expect((await post({ startTime: "10:15" })).json().violations).toEqual([{ propertyPath: "startTime", message: "invalid_slot" }]);
    expect((await post({ date: "2026-09-20" })).statusCode).toBe(422);
    expect((await post({ date: "2026-09-10" })).statusCode).toBe(422);
    expect((await post({ category: 3 })).json().violations).toEqual([{ propertyPath: "category", message: "unknown_category" }]);
    expect((await post({ startTime: "25:00" })).json().violations).toEqual([{ propertyPath: "startTime", message: "invalid_slot" }]);
    expect(await count("appointments")).toBe(before);
  });
});

describe("submissions listing", () => {
  it("shows the latest rows of every table", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/_admin/submissions", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["request_estimates", "appointments", "outbox", "coupon_emails", "newsletter_subscribers"]));
    expect(body.request_estimates.length).toBeGreaterThan(0);
  });
});
