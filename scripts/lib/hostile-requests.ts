/**
 * Hostile requests against the sample API, shared by its tests
 * (__tests__/server/hostile-input.test.ts) and the security report's figures
 * (scripts/security-report.ts):
 *
 * - a valid body for every POST endpoint, read from the running API (a shop
 *   that books, a free slot, a coupon it offers, a landing page's fields);
 * - every string field of every request schema, found by walking the
 *   contract's zod schemas (a field added to a schema is covered at once);
 * - the worst strings: the longest that fit the body limit, shaped to make a
 *   backtracking pattern work hardest, plus the characters the database
 *   refuses and dates that do not exist;
 * - the same in the query parameters of the GET calls a visitor's page fills
 *   (the finder's search, a booking's days and times), as long as the
 *   server takes an address.
 */
import type { z } from "zod";
import { plusDays } from "../../src/lib/booking-days";

export type Json = Record<string, unknown>;
/** A GET on the API (path under /api, e.g. "/stores?itemsPerPage=1"), answering the parsed JSON. */
export type ApiGet = (path: string) => Promise<unknown>;

/** Where a hostile value goes: a path in the body, and whether it is a record's key rather than a value. */
export interface FieldTarget {
  path: string[];
  kind: "value" | "record-key";
  /** The field holds a date ("YYYY-MM-DD"): impossible dates are tried there too. */
  date: boolean;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The schema inside optional, default, nullable, catch and readonly wrappers. */
function unwrap(schema: unknown): unknown {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (["optional", "default", "nullable", "prefault", "catch", "readonly", "nonoptional"].includes(def.type)) current = def.innerType;
    else if (def.type === "pipe") current = def.in;
    else return current;
  }
}

/** Every place a string can go in a body of this schema (record keys and values under a sample key). */
export function stringTargets(schema: z.ZodType, prefix: string[] = []): FieldTarget[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "string":
    case "enum":
      return [{ path: prefix, kind: "value", date: /date$/i.test(prefix[prefix.length - 1] ?? "") }];
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => stringTargets(value, [...prefix, key]));
    case "record":
      return [{ path: [...prefix, "field"], kind: "record-key", date: false }, ...stringTargets(def.valueType as z.ZodType, [...prefix, "field"])];
    case "union":
      return (def.options as z.ZodType[])
        .flatMap((option) => stringTargets(option, prefix))
        .filter((t, i, all) => all.findIndex((u) => u.path.join(".") === t.path.join(".") && u.kind === t.kind) === i);
    case "array":
      return stringTargets(def.element as z.ZodType, [...prefix, "0"]);
    default:
      return [];
  }
}

/** The top-level fields of an object schema (for the property-based test). */
export function topLevelFields(schema: z.ZodType): string[] {
  const def = defOf(unwrap(schema));
  return def.type === "object" ? Object.keys(def.shape as object) : [];
}

/** A copy of `body` with `value` at `target` (a record key is renamed: the value moves to the hostile key). */
export function withValueAt(body: Json, target: FieldTarget, value: unknown): Json {
  const copy = structuredClone<Json>(body);
  let node: Json = copy;
  const path = target.path;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    const next = node[key];
    node[key] = next && typeof next === "object" ? next : /^\d+$/.test(path[i + 1]) ? [] : {};
    node = node[key] as Json;
  }
  const last = path[path.length - 1];
  if (target.kind === "record-key") {
    const kept = node[last];
    delete node[last];
    // A key is text in JSON: any other value becomes its JSON text (String() throws on {"toString": null}).
    node[typeof value === "string" ? value : (JSON.stringify(value) ?? String(value))] = kept ?? "x";
  } else {
    node[last] = value;
  }
  return copy;
}

/** How a hostile string is built, filling `length` characters. */
export interface HostileString {
  name: string;
  make: (length: number) => string;
}

/**
 * The worst long strings. The first is the one that made the former e-mail
 * pattern take seconds ("a@" + "a." repeated + "@"); the others work other
 * patterns (slugs, phones, dates) and the trimming.
 */
export const WORST_STRINGS: HostileString[] = [
  { name: "e-mail backtracking (a@a.a.….@)", make: (n) => `a@${"a.".repeat(Math.max(1, Math.floor((n - 3) / 2)))}@` },
  { name: "slug backtracking (a-a-…-!)", make: (n) => `${"a-".repeat(Math.max(1, Math.floor((n - 1) / 2)))}!` },
  { name: "digits and separators (1 1 1 …x)", make: (n) => `${"1 ".repeat(Math.max(1, Math.floor((n - 1) / 2)))}x` },
  { name: "spaces around one letter", make: (n) => `${" ".repeat(Math.floor((n - 1) / 2))}a${" ".repeat(Math.floor((n - 1) / 2))}` },
];

/** Short strings the database cannot store or the calendar does not have. */
export const BAD_CHARACTERS: { name: string; value: string }[] = [
  { name: "NUL character", value: "Ab\u0000cd" },
  { name: "lone high surrogate", value: "Ab\ud800cd" },
  { name: "lone low surrogate", value: "\udc00Abcd" },
  { name: "control character", value: "Ab\u001bcd" },
];

export const IMPOSSIBLE_DATES = ["2027-02-30", "2027-13-01", "0000-01-04", "2026-02-29", "2027-00-10", "9999-99-99"];

/**
 * Characters that reach a query parameter: NUL and ESC percent-encoded, and
 * bytes that are not UTF-8 (an unpaired surrogate cannot be written in a URL
 * otherwise). The server keeps badly encoded bytes as the text they are.
 */
export const BAD_QUERY_CHARACTERS: { name: string; encoded: string; keptAsText: boolean }[] = [
  { name: "NUL character", encoded: "Ab%00cd", keptAsText: false },
  { name: "control character", encoded: "Ab%1Bcd", keptAsText: false },
  { name: "a surrogate's bytes (not UTF-8)", encoded: "%ED%A0%80", keptAsText: true },
  { name: "a cut UTF-8 sequence", encoded: "%E0%A4%A", keptAsText: true },
];

/** How long an address the server takes: Node reads at most http.maxHeaderSize (16 KB) of request line and headers. */
export const URL_LIMIT_BYTES = 16 * 1024;

/** `shape` as long as fits `room` characters once percent-encoded, encoded. */
export function encodedToFit(shape: HostileString, room: number): string {
  let length = room;
  for (;;) {
    const encoded = encodeURIComponent(shape.make(length));
    if (encoded.length <= room) return encoded;
    length = Math.floor((length * room) / encoded.length) - 2;
  }
}

/** A query string of `params` with `encoded` (already percent-encoded) as the value of `name`. */
export function queryWith(params: Record<string, string>, name: string, encoded: string): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${key === name ? encoded : encodeURIComponent(value)}`)
    .join("&");
}

/** Room for the attacked parameter's value in an address to `path` with `params`: the URL limit less the rest and 1 KB of headers. */
export function queryRoomFor(path: string, params: Record<string, string>, name: string): number {
  return URL_LIMIT_BYTES - 1024 - `GET /api${path}?${queryWith(params, name, "")} HTTP/1.1`.length;
}

/**
 * The GET calls whose query a visitor's page fills, each with a valid query
 * (from a booking body of `sampleBodies`): hostile values go in one
 * parameter at a time. Parameters holding a date are named in `dates`.
 */
export function sampleQueries(booking: Json): Record<string, { params: Record<string, string>; dates: string[] }> {
  const place = { store: String(booking.store), category: String(booking.category) };
  const list = { locale: "fr", page: "1", itemsPerPage: "10" };
  return {
    "/stores/search": {
      params: { key: "H2X 1Y4", latitude: "45.52", longitude: "-73.58", radius: "50", mobileService: "true", adasCalibration: "false", ...list },
      dates: [],
    },
    "/location_services/times_window": { params: { ...place, date: String(booking.date), mode: "shop", locale: "fr" }, dates: ["date"] },
    "/location_services/availabilities": {
      params: { ...place, from: String(booking.date), to: plusDays(String(booking.date), 6), mode: "shop", locale: "fr" },
      dates: ["from", "to"],
    },
  };
}

/** The body limit of the API minus room for the rest of the body. */
export function roomFor(body: Json, bodyLimit: number): number {
  return bodyLimit - JSON.stringify(body).length - 64;
}

function firstOf<T>(value: unknown, what: string): T {
  if (!Array.isArray(value) || value.length === 0) throw new Error(`The API lists no ${what}`);
  return value[0] as T;
}

/** A valid body for every POST endpoint, from what the running API offers ("today" is the API's, "YYYY-MM-DD"). */
export async function sampleBodies(get: ApiGet, today: string): Promise<Record<string, Json>> {
  const stores = (await get("/stores?itemsPerPage=500")) as { slug: string; coupons?: { id: number }[] }[];
  // A shop that books online, with a day that has a free slot.
  let booking: Json | null = null;
  for (const store of stores) {
    const categories = (await get(`/location_services/${store.slug}/categories`)) as { id: number }[];
    if (!categories.length) continue;
    const category = categories[0].id;
    const inTwoWeeks = plusDays(today, 13);
    const days = (await get(`/location_services/availabilities?store=${store.slug}&category=${category}&from=${today}&to=${inTwoWeeks}`)) as {
      date: string;
      available: boolean;
    }[];
    const day = days.find((d) => d.available);
    if (!day) continue;
    const slots = (await get(`/location_services/times_window?store=${store.slug}&category=${category}&date=${day.date}`)) as {
      start: string;
      available: boolean;
    }[];
    const slot = slots.find((s) => s.available);
    if (!slot) continue;
    booking = { store: store.slug, category, date: day.date, startTime: slot.start };
    break;
  }
  if (!booking) throw new Error("No shop of the sample books online in the next two weeks");
  const withCoupon = stores.find((s) => (s.coupons ?? []).length > 0);
  const coupon = withCoupon ? { coupons: [withCoupon.coupons![0].id], stores: [withCoupon.slug] } : { coupons: [], stores: [] };
  const page = firstOf<{ slug: string; formFields?: { name: string; type: string }[] }>(await get("/promo_pages?locale=fr"), "landing page");
  const answers: Json = {};
  for (const field of page.formFields ?? []) {
    answers[field.name] =
      field.type === "checkbox" ? true : field.type === "email" ? "sam.leblanc@example.com" : field.type === "tel" ? "514 555-0142" : "Sam Leblanc";
  }
  const contact = { firstName: "Sam", lastName: "Leblanc", email: "sam.leblanc@example.com", phone: "514 555-0142", preferredContact: "email" };
  const vehicle = { vehicleYear: 2019, vehicleMake: "Toyota", vehicleModel: "RAV4" };
  const utm = { utmSource: "courriel", utmMedium: "infolettre", utmCampaign: "hiver", utmContent: "bouton", utmTerm: "pare-brise" };
  return {
    "/coupons_emails": { ...coupon, name: "sam.leblanc@example.com", locale: "fr" },
    "/coupons_phones": { ...coupon, name: "514 555-0142", locale: "fr" },
    "/franchise_opportunities": { ...contact, city: "Lévis", investmentCapacity: "250k-500k", message: "Bonjour", consent: true, locale: "fr", utm },
    "/request_estimates": {
      store: booking.store,
      ...contact,
      ...vehicle,
      glassType: "windshield",
      damageType: "chip",
      message: "Bonjour",
      consent: true,
      locale: "fr",
      utm,
    },
    "/newsletter_subscribers": { email: "sam.leblanc@example.com", consent: true, locale: "fr", utm },
    "/promo_page_submissions": { promoPage: page.slug, data: { ...answers, field: "x" }, locale: "fr", utm },
    "/appointments": { ...booking, ...contact, ...vehicle, message: "Bonjour", consent: true, locale: "fr", utm },
    "/quotes": {
      vehicle: { kind: "model", year: 2019, make: "toyota", model: "rav4" },
      glass: "windshield",
      damage: "crack",
      damageSize: "bill",
      options: ["rain-sensor"],
      near: "H2X 1Y4",
      insuranceClaim: true,
      deductible: 500,
      locale: "fr",
    },
  };
}
