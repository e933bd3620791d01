/**
 * "Where to get this service": the shops offering a service category nearest
 * to a point, from the compact list of shops the build writes
 * (public/store-places.{locale}.json). Pure; read without a schema library,
 * since service pages load it (malformed entries are dropped).
 */
import { haversineKm, type LatLng } from "./distance";

export interface StorePlace extends LatLng {
  slug: string;
  name: string;
  city: string;
  /** Slugs of the service categories the shop offers, in the file's language. */
  categories: string[];
}

export interface NearbyShop extends StorePlace {
  /** km from the reference point. */
  distance: number;
}

/** URL of the list of shops of a locale. */
export function storePlacesUrl(locale: string): string {
  return `/store-places.${locale}.json`;
}

const isText = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const isCoordinate = (value: unknown, limit: number): value is number => typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** The file's entries that have what a list needs. */
export function parseStorePlaces(data: unknown): StorePlace[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((raw: unknown) => {
    if (!raw || typeof raw !== "object") return [];
    const entry = raw as Record<string, unknown>;
    if (!isText(entry.slug) || !isText(entry.name) || !isCoordinate(entry.latitude, 90) || !isCoordinate(entry.longitude, 180)) return [];
    const categories = Array.isArray(entry.categories) ? entry.categories.filter(isText) : [];
    return [
      { slug: entry.slug, name: entry.name, city: isText(entry.city) ? entry.city : "", latitude: entry.latitude, longitude: entry.longitude, categories },
    ];
  });
}

/** The `count` shops offering `category` nearest to `origin`, nearest first. */
export function nearestOffering(places: readonly StorePlace[], origin: LatLng, category: string, count: number): NearbyShop[] {
  return places
    .filter((place) => place.categories.includes(category))
    .map((place) => ({ ...place, distance: haversineKm(origin, place) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count);
}
