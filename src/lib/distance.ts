/** Distance of a store from the searched point (SPEC §3, §9: km, 2 decimals), in the page's language. */
import { LANGUAGE_TAGS, LIMITS, type Locale } from "../config/site";

const formatters = new Map<Locale, Intl.NumberFormat>();

/** 12.3456 → "12,35 km" (fr-CA) or "12.35 km" (en-CA); null for a missing or invalid distance. */
export function formatDistance(km: number | null | undefined, locale: Locale): string | null {
  if (km === null || km === undefined || !Number.isFinite(km) || km < 0) return null;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
      style: "unit",
      unit: "kilometer",
      minimumFractionDigits: LIMITS.distanceDecimals,
      maximumFractionDigits: LIMITS.distanceDecimals,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(km);
}
