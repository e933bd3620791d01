/**
 * Whether a shop's mobile technicians go to an address. The address is placed
 * by its postal code, offline, as the finder places a searched postal code
 * (the centre of its forward sortation area, the first three characters), and
 * its straight-line distance from the shop is compared with the shop's radius.
 * Pure and shared: the appointment form answers at once with it, the sample
 * API applies the same rule to what is booked. A rural area's first three
 * characters cover a wide territory, so an address near the edge of a radius
 * may be judged by its area's centre rather than its door.
 */
import { haversineKm, type LatLng } from "./distance";
import type { Geocoder } from "./geo/geocode";

/** What the rule needs of a shop. */
export interface MobileShop {
  slug: string;
  latitude: number | null;
  longitude: number | null;
  mobileService?: { radiusKm: number } | null;
}

export type AreaVerdict =
  | { status: "inside"; distanceKm: number; radiusKm: number }
  | { status: "outside"; distanceKm: number; radiusKm: number }
  /** The postal code could not be placed. */
  | { status: "unknown_place" }
  /** The shop does not go out (or its position is unknown). */
  | { status: "no_mobile_service" };

/** Where a postal code is, from its first three characters; null when it cannot be placed. */
export function placeOfPostalCode(geocoder: Geocoder, postalCode: string): LatLng | null {
  const hit = geocoder.geocode(postalCode);
  return hit && hit.source === "postal-code" ? { latitude: hit.latitude, longitude: hit.longitude } : null;
}

function shopPoint(shop: MobileShop): LatLng | null {
  return typeof shop.latitude === "number" && typeof shop.longitude === "number" ? { latitude: shop.latitude, longitude: shop.longitude } : null;
}

/** Whether `shop` goes to `place` (the address's position, null when it could not be placed). A point on the radius is inside. */
export function serviceAreaVerdict(shop: MobileShop, place: LatLng | null): AreaVerdict {
  const from = shopPoint(shop);
  const radiusKm = shop.mobileService?.radiusKm;
  if (!from || !radiusKm) return { status: "no_mobile_service" };
  if (!place) return { status: "unknown_place" };
  const distanceKm = haversineKm(from, place);
  return { status: distanceKm <= radiusKm ? "inside" : "outside", distanceKm, radiusKm };
}

/** The shops (at most `count`) whose mobile technicians go to `place`, nearest first. */
export function shopsServing<T extends MobileShop>(shops: readonly T[], place: LatLng, count = 3): (T & { distanceKm: number })[] {
  return shops
    .flatMap((shop) => {
      const verdict = serviceAreaVerdict(shop, place);
      return verdict.status === "inside" ? [{ ...shop, distanceKm: verdict.distanceKm }] : [];
    })
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, count);
}
