/**
 * Turns seed records into the contract's shapes for one locale, as the sample
 * server does: every {fr, en} object becomes its value in that locale. Used by
 * the seed tests to check each record against the zod schemas of src/contract.
 */
import type { Locale } from "../../src/config/site";

function isLocalized(value: object): value is { fr: unknown; en: unknown } {
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes("fr") && keys.includes("en");
}

export function resolveLocale(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveLocale(item, locale));
  if (value !== null && typeof value === "object") {
    if (isLocalized(value)) return resolveLocale(value[locale], locale);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveLocale(item, locale)]));
  }
  return value;
}
