/**
 * The store finder's request: what the locations page reads from its address
 * (key, or latitude and longitude), the /stores/search parameters it sends,
 * the locations links the search box builds, and the offline fallback search.
 * Pure functions.
 */
import type { ListParams } from "../api-client/client";
import { buildPath, type RouteQuery } from "../config/routes";
import type { Locale } from "../config/site";
import type { LatLng } from "./distance";
import { FILTER_PARAMS, filtersOf, type StoreFilters } from "./store-filters";

/** A search; `filters` (src/lib/store-filters.ts) is there only when one is on. */
export type StoreSearch = ({ kind: "key"; key: string } | { kind: "position"; latitude: number; longitude: number }) & { filters?: StoreFilters };

export const MAX_KEY = 200;

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/** The search in a locations address (`?key=…` or `?latitude=…&longitude=…`), or null for the full list. */
export function searchFromQuery(search: string): StoreSearch | null {
  const params = new URLSearchParams(search);
  const filters = filtersOf((name) => params.get(FILTER_PARAMS[name]) === "1");
  const withFilters = filters ? { filters } : {};
  const latitude = coordinate(params.get("latitude"), 90);
  const longitude = coordinate(params.get("longitude"), 180);
  if (latitude !== null && longitude !== null) return { kind: "position", latitude, longitude, ...withFilters };
  const key = params.get("key")?.trim().slice(0, MAX_KEY);
  return key ? { kind: "key", key, ...withFilters } : null;
}

/** One page of a search: API Platform's page and itemsPerPage, and the radius (km) when there is one. */
export interface PageQuery {
  page: number;
  itemsPerPage: number;
  radiusKm?: number;
}

/** The /stores/search parameters of a search, in the page's language, for one page. */
export function searchParams(search: StoreSearch, locale: Locale, query?: PageQuery): ListParams {
  const place = search.kind === "key" ? { key: search.key } : { latitude: search.latitude, longitude: search.longitude };
  const filters: Record<string, string> = {};
  for (const name in search.filters) if (search.filters[name as keyof StoreFilters]) filters[name] = "true";
  if (!query) return { ...place, ...filters, locale };
  const radius = query.radiusKm === undefined ? {} : { radius: query.radiusKm };
  return { ...place, ...radius, ...filters, locale, page: query.page, itemsPerPage: query.itemsPerPage };
}

/** The last place searched, kept for the service pages' nearest shops. */
export interface SearchedPlace extends LatLng {
  /** What was typed, or null for the device's position. */
  label: string | null;
}

/** "latitude,longitude|label" (3 decimals, about 100 m: no more of a visitor's position than needed). */
export function formatSearchedPlace(place: SearchedPlace): string {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return `${round(place.latitude)},${round(place.longitude)}|${(place.label ?? "").slice(0, MAX_KEY)}`;
}

/** The cookie's value back, or null for anything malformed. */
export function parseSearchedPlace(value: string | null | undefined): SearchedPlace | null {
  const match = value?.match(/^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)\|(.*)$/s);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude, label: match[3].trim() || null };
}

/** "45.5,-73.6" (the X-Search-Origin header) → a point, or null. */
export function parseOrigin(value: string | null | undefined): LatLng | null {
  const place = parseSearchedPlace(value ? `${value.replace(/\s/g, "")}|` : null);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** The locations link of a search, with the carried parameters (ctn). */
export function locationsPath(locale: Locale, search: StoreSearch | null, carried: Record<string, string> = {}): string {
  const query: RouteQuery = { ...carried };
  if (search?.kind === "key") query.key = search.key;
  if (search?.kind === "position") {
    query.latitude = roundCoordinate(search.latitude);
    query.longitude = roundCoordinate(search.longitude);
  }
  for (const name in search?.filters) if (search?.filters?.[name as keyof StoreFilters]) query[FILTER_PARAMS[name as keyof StoreFilters]] = "1";
  return buildPath("locations", locale, {}, query);
}

/** Five decimals (about 1 m): enough for a search, no more of the visitor's position than needed. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** `?slug=X` on locations or store details: the store page to go to, or null. */
export function slugFromQuery(search: string): string | null {
  const slug = new URLSearchParams(search).get("slug")?.trim();
  return slug && /^[a-z0-9-]+$/i.test(slug) ? slug.toLowerCase() : null;
}

/** Stores sorted by distance (nearest first); stores without a distance keep their order, last. */
export function sortByDistance<T extends { distance?: number | null }>(stores: readonly T[]): T[] {
  return stores
    .map((store, index) => ({ store, index }))
    .sort((a, b) => {
      const da = a.store.distance ?? Number.POSITIVE_INFINITY;
      const db = b.store.distance ?? Number.POSITIVE_INFINITY;
      return da - db || a.index - b.index;
    })
    .map(({ store }) => store);
}

/** URL of the compact store index of a locale (written at build time, read by the offline fallback). */
export function storeIndexUrl(locale: string): string {
  return `/store-index.${locale}.json`;
}
