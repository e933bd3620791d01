/**
 * The instant quote's pure rules in the browser: the request built from
 * what the visitor chose, money written the way each language writes it,
 * and a quote carried into the estimate or appointment form's draft.
 */
import type { Locale } from "../config/site";
import type { Quote } from "../contract/quote";
import { normalizeVin } from "./vin";
import type { DraftStorage } from "./draft-storage";

/** How the visitor names the vehicle: from the lists, by its VIN, or only its kind. */
export const VEHICLE_WAYS = ["model", "vin", "unknown"] as const;

export interface QuoteVehicleValues {
  way: string;
  year: string;
  make: string;
  model: string;
  vin: string;
  /** The VIN the visitor confirmed after seeing what it decodes to ("" until then). */
  confirmedVin: string;
  /** What it decodes to, as the visitor confirmed it ("2019 Honda Civic EX"). */
  confirmedVehicle: string;
  vehicleClass: string;
}

/**
 * The request's vehicle: only the fields of the way chosen, empty answers
 * left out so the contract says which is missing. A VIN counts once the
 * visitor confirmed what it decodes to: until then it is sent as missing
 * (the form says why before it gets there).
 */
export function quoteVehicle(values: QuoteVehicleValues) {
  const blank = (value: string) => value || undefined;
  if (values.way === "vin") return { kind: "vin" as const, vin: blank(values.vin) };
  if (values.way === "unknown") return { kind: "unknown" as const, vehicleClass: blank(values.vehicleClass) };
  return { kind: "model" as const, year: blank(values.year), make: blank(values.make), model: blank(values.model) };
}

/** Whether the VIN typed is the one the visitor confirmed (spaces, dashes and case aside). */
export function vinConfirmed(values: Pick<QuoteVehicleValues, "vin" | "confirmedVin">): boolean {
  return values.confirmedVin !== "" && normalizeVin(values.vin) === values.confirmedVin;
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** Cents as dollars the language's way: "1 234,56 $" in French, "$1,234.56" in English (Canadian usage). */
export function formatMoney(cents: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) moneyFormats.set(locale, (format = new Intl.NumberFormat(`${locale}-CA`, { style: "currency", currency: "CAD" })));
  return format.format(cents / 100);
}

/** A low–high range of cents; one amount when both ends are the same. */
export function formatMoneyRange(range: { low: number; high: number }, locale: Locale): string {
  const low = formatMoney(range.low, locale);
  return range.low === range.high ? low : `${low} – ${formatMoney(range.high, locale)}`;
}

/** What a quote fills in the estimate and appointment forms: the vehicle as priced and the quote's number. */
export interface QuotePrefill {
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  quote: string;
}

export function quotePrefill(quote: Pick<Quote, "number" | "vehicle">): QuotePrefill {
  const { year, make, model } = quote.vehicle;
  return { vehicleYear: year === null ? "" : String(year), vehicleMake: make ?? "", vehicleModel: model ?? "", quote: quote.number };
}

/**
 * Puts a quote's vehicle and number, and the shop, into the draft a form
 * keeps under `key` (its other answers stay), so the form opens filled.
 */
export function carryQuote(storage: DraftStorage | null, key: string, store: string, prefill: QuotePrefill): void {
  try {
    storage?.setItem(key, JSON.stringify({ ...draftOf(storage.getItem(key)), ...prefill, store }));
  } catch {
    // A full or refused storage: the form opens with the shop only.
  }
}

/** A stored draft's fields, or none when it is missing or unreadable. */
function draftOf(raw: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
