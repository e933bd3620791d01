/**
 * Hostile requests against the sample API, shared by its tests
 * (__tests__/server/hostile-input.test.ts) and the figures of the README's
 * Security section (scripts/security-report.ts):
 *
 * - a valid body for every POST endpoint, read from the running API (a shop
 *   that books, a free slot, a coupon it offers, a landing page's fields);
 * - every string field of every request schema, found by walking the
 *   contract's zod schemas (a field added to a schema is covered at once);
 * - the worst strings: the longest that fit the body limit, shaped to make a
 *   backtracking pattern work hardest, plus the characters the database
 *   refuses and dates that do not exist.
 */
import type { z } from "zod";

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
    node[String(value)] = kept ?? "x";
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

/** The body limit of the API minus room for the rest of the body. */
export function roomFor(body: Json, bodyLimit: number): number {
  return bodyLimit - JSON.stringify(body).length - 64;
}

function firstOf<T>(value: unknown, what: string): T {
  if (!Array.isArray(value) || value.length === 0) throw new Error(`The API lists no ${what}`);
  return value[0] as T;
}

const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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
  };
}
