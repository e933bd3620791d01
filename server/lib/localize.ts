/**
 * Seed localization: any object whose keys are exactly {fr, en} is a
 * localized value; pick the requested locale, recursively.
 */
import type { Locale } from "../../src/config/site";
import type { MaybeLocalized } from "./seed-types";

export function isLocalized(value: unknown): value is { fr: unknown; en: unknown } {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes("fr") && keys.includes("en");
}

/** Deeply replaces every {fr, en} object by its value in `locale`. */
export function localizeDeep(value: unknown, locale: Locale): unknown {
  if (isLocalized(value)) return localizeDeep(value[locale], locale);
  if (Array.isArray(value)) return value.map((item) => localizeDeep(item, locale));
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = localizeDeep(item, locale);
    return out;
  }
  return value;
}

/** One localized scalar. */
export function pick<T>(value: MaybeLocalized<T>, locale: Locale): T {
  return isLocalized(value) ? (value as { fr: T; en: T })[locale] : value;
}

/** Both values of a possibly localized scalar (for slugs accepted in either language). */
export function allValues<T>(value: MaybeLocalized<T>): T[] {
  return isLocalized(value) ? [(value as { fr: T }).fr, (value as { en: T }).en] : [value];
}
