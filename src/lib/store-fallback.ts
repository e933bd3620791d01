/**
 * The finder's answer when the API cannot be reached: the compact store index
 * written at build time (public/store-index.{locale}.json) searched with the
 * same offline geocoder and distance as the sample API. Pure; loaded by the
 * locations page only on failure.
 */
import { z } from "zod";
import { storeSchema, type Store } from "../contract/store";
import { haversineKm, type LatLng } from "./distance";
import { createGeocoder, type Geocoder } from "./geo/geocode";
import type { PageAnswer } from "./finder-results";
import type { PageQuery, StoreSearch } from "./store-search";
import { passesFilters } from "./store-filter-rule";

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

/**
 * One page of the nearest stores with their distance (km, 3 decimals as the
 * API sends), like /stores/search: within the radius when there is one, the
 * total counting only those, and the searched point; the search's filters
 * keep only the shops that have what they ask for.
 */
export function fallbackPage(stores: readonly Store[], search: StoreSearch, query: PageQuery): PageAnswer<Store> {
  const origin: LatLng | null =
    search.kind === "position" ? { latitude: search.latitude, longitude: search.longitude } : geocoderFor(stores).geocode(search.key);
  if (!origin) return { stores: [], total: 0, origin: null };
  const from = { latitude: origin.latitude, longitude: origin.longitude };
  const ranked = stores
    .filter((s) => typeof s.latitude === "number" && typeof s.longitude === "number" && passesFilters(s, search.filters))
    .map((s) => ({
      ...s,
      distance: Math.round(haversineKm(from, { latitude: s.latitude as number, longitude: s.longitude as number }) * 1000) / 1000,
    }))
    .filter((s) => query.radiusKm === undefined || s.distance <= query.radiusKm)
    .sort((a, b) => a.distance - b.distance);
  const start = (query.page - 1) * query.itemsPerPage;
  return { stores: ranked.slice(start, start + query.itemsPerPage), total: ranked.length, origin: from };
}
