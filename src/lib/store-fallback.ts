/**
 * The finder's answer when the API cannot be reached: the compact store index
 * written at build time (public/store-index.{locale}.json) searched with the
 * same offline geocoder and distance as the sample API. Pure; loaded by the
 * locations page only on failure.
 */
import { z } from "zod";
import { storeSchema, type Store } from "../contract";
import { LIMITS } from "../config/site";
import { createGeocoder, haversineKm, type Geocoder, type LatLng } from "../../server/geo/geocode";
import type { StoreSearch } from "./store-search";

export const storeIndexSchema = z.array(storeSchema);

const geocoders = new WeakMap<readonly Store[], Geocoder>();

function geocoderFor(stores: readonly Store[]): Geocoder {
  let geocoder = geocoders.get(stores);
  if (!geocoder) {
    geocoder = createGeocoder({
      addresses: stores.map((s) => ({
        streetAddress: s.streetAddress,
        city: s.city,
        zipCode: s.zipCode,
        latitude: s.latitude ?? Number.NaN,
        longitude: s.longitude ?? Number.NaN,
      })),
    });
    geocoders.set(stores, geocoder);
  }
  return geocoder;
}

/** The nearest stores with their distance (km, 3 decimals as the API sends), like /stores/search. */
export function fallbackSearch(stores: readonly Store[], search: StoreSearch, limit: number = LIMITS.itemsPerPage): Store[] {
  let origin: LatLng | null;
  if (search.kind === "position") origin = { latitude: search.latitude, longitude: search.longitude };
  else origin = geocoderFor(stores).geocode(search.key);
  if (!origin) return [];
  const from = origin;
  return stores
    .filter((s) => typeof s.latitude === "number" && typeof s.longitude === "number")
    .map((s) => ({
      ...s,
      distance: Math.round(haversineKm(from, { latitude: s.latitude as number, longitude: s.longitude as number }) * 1000) / 1000,
    }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit);
}
