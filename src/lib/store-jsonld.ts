/**
 * schema.org AutoRepair JSON-LD of a store details page: address, geo,
 * telephone, opening hours (from the same hours logic as the card), url and
 * the chain it belongs to. Pure.
 */
import type { Availability } from "../contract";
import { WEEK_DAYS } from "../contract/constants";
import { weekHours } from "./hours";

export interface JsonLdStore {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  latitude?: number | null;
  longitude?: number | null;
  phone: string;
  trackingPhone?: string | null;
  email?: string | null;
  isZiebart: boolean;
  storesAvailabilities: readonly Availability[];
}

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

const dayName = (day: string) => `https://schema.org/${day.charAt(0)}${day.slice(1).toLowerCase()}`;

/** One specification per distinct opening and closing time; closed and "by appointment" days are left out. */
export function openingHoursSpecification(entries: readonly Availability[]): OpeningHoursSpecification[] {
  const week = weekHours(entries);
  const specs: OpeningHoursSpecification[] = [];
  for (const day of WEEK_DAYS) {
    const hours = week[day];
    if (hours.kind !== "open") continue;
    // schema.org reads "23:59" as the end of the day; a closing after midnight stays as its clock time.
    const closes = hours.close === "24:00" ? "23:59" : hours.close;
    const same = specs.find((spec) => spec.opens === hours.open && spec.closes === closes);
    if (same) same.dayOfWeek.push(dayName(day));
    else specs.push({ "@type": "OpeningHoursSpecification", dayOfWeek: [dayName(day)], opens: hours.open, closes });
  }
  return specs;
}

/** Phone in E.164 for a North American number ("514-555-0100" → "+15145550100"), else as written. */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return phone;
}

export function storeJsonLd(store: JsonLdStore, options: { url: string; siteUrl: string; chainName: string; language: string }): Record<string, unknown> {
  const geo =
    typeof store.latitude === "number" && typeof store.longitude === "number"
      ? { geo: { "@type": "GeoCoordinates", latitude: store.latitude, longitude: store.longitude } }
      : {};
  return {
    "@context": "https://schema.org",
    "@type": "AutoRepair",
    "@id": `${options.url}#store`,
    name: store.name,
    url: options.url,
    telephone: e164(store.trackingPhone || store.phone),
    ...(store.email ? { email: store.email } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: store.streetAddress,
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.zipCode,
      addressCountry: "CA",
    },
    ...geo,
    openingHoursSpecification: openingHoursSpecification(store.storesAvailabilities),
    branchOf: { "@type": "Organization", name: options.chainName, url: options.siteUrl },
    inLanguage: options.language,
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so the text can never close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
