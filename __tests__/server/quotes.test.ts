/**
 * The instant quote through Fastify inject over the fixture seed and a real
 * embedded database: the vehicle lists, a VIN decoded offline (vPIC), prices
 * from the price list with Quebec's taxes, repair versus replacement, the
 * ADAS calibration, the deductible, the stored quote's number and validity,
 * idempotent submission and the VIN decoder's own rate limit.
 */
import { decodedVehicleSchema, quoteSchema, type Quote } from "../../src/contract/quote";
import { postJson, startTestApp, type TestApp } from "./helpers";

jest.setTimeout(120_000);

// Monday 2026-09-14, 09:10 in Montréal.
const NOW = new Date("2026-09-14T13:10:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json<unknown>() };
};
const base = { glass: "windshield", damage: "broken", options: [], near: "H2X 1Y4" };
async function quote(body: object, headers: Record<string, string> = {}) {
  const res = await t.app.inject(postJson("/api/quotes", body, headers));
  return { status: res.statusCode, headers: res.headers, body: res.json<Record<string, unknown>>() };
}

describe("vehicle lists", () => {
  it("gives the years, the makes of a year and the models of a make that year", async () => {
    const years = (await get("/api/vehicles/years")).body as number[];
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(2005);
    const makes = (await get("/api/vehicles/makes?year=2016")).body as { slug: string }[];
    expect(makes.map((m) => m.slug)).toContain("toyota");
    expect(makes.map((m) => m.slug)).not.toContain("tesla");
    expect((await get("/api/vehicles/models?year=2016&make=ford")).body).toContainEqual({ slug: "focus", name: "Focus", vehicleClass: "compact" });
    expect((await get("/api/vehicles/models?year=2020&make=ford")).body).not.toContainEqual(expect.objectContaining({ slug: "focus" }));
    expect((await get("/api/vehicles/makes?year=abc")).status).toBe(400);
  });
});

describe("VIN", () => {
  it("decodes a valid VIN offline and refuses a wrong check digit before any lookup", async () => {
    const res = await get("/api/vehicles/vin/1HGCM82633A004352");
    expect(res.status).toBe(200);
    expect(decodedVehicleSchema.parse(res.body)).toMatchObject({ year: 2003, make: "Honda", model: "Accord", vehicleClass: "sedan" });
    const wrong = await get("/api/vehicles/vin/1HGCM82623A004352");
    expect(wrong).toEqual({ status: 400, body: expect.objectContaining({ message: "vin_check_digit" }) });
    expect((await get("/api/vehicles/vin/1HGCM8263")).body).toMatchObject({ message: "vin_length" });
  });

  it("quotes a vehicle by its VIN, priced for its class", async () => {
    const res = await quote({ ...base, vehicle: { kind: "vin", vin: "1hgcm82633a004352" } });
    expect(res.status).toBe(201);
    expect(quoteSchema.parse(res.body).vehicle).toEqual({ year: 2003, make: "Honda", model: "Accord", vehicleClass: "sedan" });
  });
});

describe("prices", () => {
  it("replaces a broken windshield: the class's range at each nearby glass shop, taxes shown, number and 30 days", async () => {
    const res = await quote({ ...base, vehicle: { kind: "model", year: 2021, make: "toyota", model: "rav4" } });
    expect(res.status).toBe(201);
    const q: Quote = quoteSchema.parse(res.body);
    expect(q.number).toMatch(/^Q-2026-\d{6}$/);
    expect(q.validUntil).toBe("2026-10-14");
    expect(q.advice).toBe("replace");
    expect(q.calibration).toEqual({ required: false, price: 0 });
    // Ziebart's shops do not replace glass; the shop without coordinates cannot be placed.
    expect(q.shops.map((s) => s.store)).toEqual(["uniglass-montreal-plateau", "uniglass-trois-rivieres-des-forges"]);
    const [montreal, troisRivieres] = q.shops;
    // An SUV's windshield, 420–640 $; Montréal's rates are 6 % above the list.
    expect(troisRivieres.subtotal).toEqual({ low: 42000, high: 64000 });
    expect(troisRivieres.gst).toEqual({ low: 2100, high: 3200 });
    expect(troisRivieres.qst).toEqual({ low: 4190, high: 6384 });
    expect(troisRivieres.total).toEqual({ low: 48290, high: 73584 });
    expect(montreal.subtotal).toEqual({ low: 44520, high: 67840 });
    expect(montreal.youPay).toBeNull();
    const again = await get(`/api/quotes/${q.number}`);
    expect(again).toEqual({ status: 200, body: res.body });
  });

  it("repairs a small chip, and adds the options and the ADAS calibration to a replaced windshield", async () => {
    const chip = quoteSchema.parse(
      (await quote({ ...base, damage: "chip", damageSize: "coin", options: ["adas-camera"], vehicle: { kind: "unknown", vehicleClass: "compact" } })).body,
    );
    expect(chip.advice).toBe("repair");
    expect(chip.calibration.required).toBe(false);
    expect(chip.shops[1].subtotal).toEqual({ low: 7000, high: 9000 });
    const adas = quoteSchema.parse(
      (await quote({ ...base, options: ["adas-camera", "rain-sensor", "heated"], vehicle: { kind: "unknown", vehicleClass: "compact" } })).body,
    );
    expect(adas.calibration).toEqual({ required: true, price: 28000 });
    // 320–480 $ + camera bracket 80–160 + rain sensor 60–110 + heated 90–140, then 280 $ of calibration.
    expect(adas.shops[1].subtotal).toEqual({ low: (320 + 80 + 60 + 90 + 280) * 100, high: (480 + 160 + 110 + 140 + 280) * 100 });
  });

  it("with a claim, the driver pays the deductible, at most the total; a claim needs the deductible", async () => {
    const claim = quoteSchema.parse(
      (await quote({ ...base, glass: "side-window", insuranceClaim: true, deductible: 300, vehicle: { kind: "unknown", vehicleClass: "sedan" } })).body,
    );
    // A sedan's side window, 240–340 $: 275,94–390,92 $ with taxes.
    expect(claim.shops[1].total).toEqual({ low: 27594, high: 39092 });
    expect(claim.shops[1].youPay).toEqual({ low: 27594, high: 30000 });
    const missing = await quote({ ...base, insuranceClaim: true, vehicle: { kind: "unknown", vehicleClass: "sedan" } });
    expect(missing.status).toBe(422);
    expect(missing.body.violations).toEqual([{ propertyPath: "deductible", message: "required" }]);
  });

  it("names what it cannot quote: an unknown model, an unknown place, a VIN with a wrong check digit", async () => {
    const model = await quote({ ...base, vehicle: { kind: "model", year: 2010, make: "tesla", model: "model-3" } });
    expect(model.body.violations).toEqual([{ propertyPath: "vehicle.model", message: "unknown_model" }]);
    const place = await quote({ ...base, near: "zzzz qwerty", vehicle: { kind: "unknown", vehicleClass: "suv" } });
    expect(place.body.violations).toEqual([{ propertyPath: "near", message: "place_not_found" }]);
    const vin = await quote({ ...base, vehicle: { kind: "vin", vin: "1HGCM82623A004352" } });
    expect(vin.status).toBe(422);
    expect(vin.body.violations).toEqual([{ propertyPath: "vehicle.vin", message: "vin_check_digit" }]);
  });

  it("answers a retried submission (same Idempotency-Key) with the same quote, stored once", async () => {
    const body = { ...base, vehicle: { kind: "unknown", vehicleClass: "pickup" } };
    const first = await quote(body, { "idempotency-key": "quote-retry-1" });
    const retry = await quote(body, { "idempotency-key": "quote-retry-1" });
    expect(retry.status).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toEqual(first.body);
    const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM quotes WHERE number = $1", [first.body.number]);
    expect(rows[0].n).toBe(1);
  });
});

describe("the VIN decoder's rate limit", () => {
  it("answers 429 with Retry-After past 20 decodes a minute from one client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await t.app.inject({ method: "GET", url: "/api/vehicles/vin/1HGCM8263", remoteAddress: "203.0.113.9" })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const last = await t.app.inject({ method: "GET", url: "/api/vehicles/vin/1HGCM8263", remoteAddress: "203.0.113.9" });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("a quote carried into an estimate request and a booking", () => {
  const contact = {
    store: "uniglass-montreal-plateau",
    firstName: "Émilie",
    lastName: "Pelletier",
    phone: "514-555-0133",
    preferredContact: "phone",
    vehicleYear: 2021,
    vehicleMake: "Toyota",
    vehicleModel: "RAV4",
    consent: true,
  };
  const estimate = { ...contact, glassType: "windshield", damageType: "broken" };
  const booking = { ...contact, category: 1, date: "2026-09-16", startTime: "11:00" };
  const send = async (url: string, body: object) => {
    const res = await t.app.inject(postJson(url, body));
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  it("stores the number of a quote the API made with the request", async () => {
    const made = await quote({ ...base, vehicle: { kind: "model", year: 2021, make: "toyota", model: "rav4" } });
    const number = String(made.body.number);
    expect((await send("/api/request_estimates", { ...estimate, quote: number })).status).toBe(201);
    const stored = await t.db.query<{ data: { quote?: string } }>("SELECT data FROM request_estimates ORDER BY id DESC LIMIT 1");
    expect(stored.rows[0].data.quote).toBe(number);
    expect((await send("/api/appointments", { ...booking, quote: number })).status).toBe(201);
    const booked = await t.db.query<{ data: { quote?: string } }>("SELECT data FROM appointments ORDER BY id DESC LIMIT 1");
    expect(booked.rows[0].data.quote).toBe(number);
  });

  it("refuses a number no quote has, and one not written as a quote's, storing nothing", async () => {
    const before = (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM request_estimates")).rows[0].n;
    const unknown = await send("/api/request_estimates", { ...estimate, quote: "Q-2026-999999" });
    expect(unknown).toEqual({ status: 422, body: expect.objectContaining({ violations: [{ propertyPath: "quote", message: "unknown_quote" }] }) });
    const malformed = await send("/api/request_estimates", { ...estimate, quote: "Q-26-1" });
    expect(malformed.body.violations).toEqual([{ propertyPath: "quote", message: "invalid_quote_number" }]);
    expect((await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM request_estimates")).rows[0].n).toBe(before);
    const notBooked = await send("/api/appointments", { ...booking, startTime: "13:00", quote: "Q-2026-999999" });
    expect(notBooked.body.violations).toEqual([{ propertyPath: "quote", message: "unknown_quote" }]);
  });
});
