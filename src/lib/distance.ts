/** Distance of a store from the searched point in km with 2 decimals, in the page's language; great-circle distance. Pure. */
import { LIMITS, type Locale } from "../config/site";

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

/**
 * How each language writes a number of km, as the platform's Intl writes it
 * for fr-CA and en-CA (a test holds the two together). Written by hand: the
 * first Intl number format of a page costs a phone about 70 ms (its locale
 * data), and the finder formats a distance on every result.
 */
const KM_STYLE: Record<Locale, { decimal: string; group: string; unit: string }> = {
  fr: { decimal: ",", group: "\u00a0", unit: "\u00a0km" },
  en: { decimal: ".", group: ",", unit: " km" },
};

function formatKm(km: number, decimals: number, locale: Locale): string {
  const style = KM_STYLE[locale];
  // Rounded half up on the number as written (0.015 → 0.02), as Intl rounds, not on its binary value (0.01499…).
  const written = String(km);
  const rounded = written.includes("e") ? km : Math.round(Number(`${written}e${decimals}`)) / 10 ** decimals;
  const [whole, fraction] = rounded.toFixed(decimals).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${fraction ? `${grouped}${style.decimal}${fraction}` : grouped}${style.unit}`;
}

/** 12.3456 → "12,35 km" (fr-CA) or "12.35 km" (en-CA); null for a missing or invalid distance. */
export function formatDistance(km: number | null | undefined, locale: Locale): string | null {
  if (km === null || km === undefined || !Number.isFinite(km) || km < 0) return null;
  return formatKm(km, LIMITS.distanceDecimals, locale);
}

/** A far distance in whole km: 342.4 → "342 km", for "the nearest shop is 342 km away". */
export function formatWholeKm(km: number, locale: Locale): string {
  return formatKm(Math.max(1, Math.round(km)), 0, locale);
}
