/** Distance of a store from the searched point in km with 2 decimals, in the page's language; great-circle distance. Pure. */
import { LANGUAGE_TAGS, LIMITS, type Locale } from "../config/site";

export interface LatLng {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

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

const wholeKm = new Map<Locale, Intl.NumberFormat>();

/** A far distance in whole km: 342.4 → "342 km", for "the nearest shop is 342 km away". */
export function formatWholeKm(km: number, locale: Locale): string {
  let formatter = wholeKm.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: "unit", unit: "kilometer", maximumFractionDigits: 0 });
    wholeKm.set(locale, formatter);
  }
  return formatter.format(Math.max(1, Math.round(km)));
}
