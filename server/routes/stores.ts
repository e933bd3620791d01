/**
 * GET /stores, /stores/{id or slug}, /stores/search (offline geocoding and
 * haversine distance; `radius` in km keeps the stores that close, the total
 * in X-Total-Count counting only them; the searched point in X-Search-Origin;
 * `mobileService=true` / `adasCalibration=true` keep only the shops that offer it).
 */
import type { FastifyInstance } from "fastify";
import { SEARCH_ORIGIN_HEADER } from "../../src/contract/constants";
import { STORE_SEARCH_KEY_MAX, storeSearchQuerySchema } from "../../src/contract/store";
import type { CatalogContext } from "../context";
import { haversineKm, type LatLng } from "../../src/lib/distance";
import { passesFilters } from "../../src/lib/store-filter-rule";
import { HttpError, notFound, paginate, parseListQuery, toViolations, type Violation } from "../lib/http";

/**
 * A refused search names the parameter (violations); its message says what
 * to fix: a key too long, a radius, coordinates, or anything else
 * ("invalid_query", e.g. a key with control characters).
 */
function searchError(violations: Violation[]): HttpError {
  const first = violations[0];
  if (first.propertyPath === "key" && first.message === "too_long") {
    return new HttpError(400, "key_too_long", { detail: `The search key must be at most ${STORE_SEARCH_KEY_MAX} characters.`, violations });
  }
  if (first.propertyPath === "radius") {
    return new HttpError(400, "invalid_radius", { detail: "radius is a distance in km, above 0 and at most 20000.", violations });
  }
  if (first.propertyPath === "latitude" || first.propertyPath === "longitude") {
    return new HttpError(400, "invalid_coordinates", { detail: "latitude must be within -90..90 and longitude within -180..180.", violations });
  }
  return new HttpError(400, "invalid_query", { violations });
}

export function registerStoreRoutes(app: FastifyInstance, ctx: CatalogContext): void {
  const { catalog } = ctx;

  app.get("/stores", async (request, reply) => {
    const q = parseListQuery(request.query);
    return paginate(reply, catalog.views[q.locale].stores, q);
  });

  app.get("/stores/search", async (request, reply) => {
    const q = parseListQuery(request.query);
    const parsed = storeSearchQuerySchema.safeParse(request.query);
    if (!parsed.success) throw searchError(toViolations(parsed.error));
    const { key, latitude, longitude, radius, mobileService, adasCalibration } = parsed.data;
    const stores = catalog.views[q.locale].stores;
    const kept = (store: Parameters<typeof passesFilters>[0]) => passesFilters(store, { mobileService, adasCalibration });

    let origin: LatLng | null = null;
    if (latitude !== undefined && longitude !== undefined) origin = { latitude, longitude };
    else if (key && key.trim()) {
      const hit = ctx.geocoder.geocode(key);
      if (!hit) return paginate(reply, [], q);
      origin = hit;
      reply.header("X-Geocoded-By", hit.source);
    }
    if (!origin) return paginate(reply, stores.filter(kept), q);

    const from = origin;
    reply.header(SEARCH_ORIGIN_HEADER, `${from.latitude.toFixed(5)},${from.longitude.toFixed(5)}`);
    const ranked: { distance: number; index: number }[] = [];
    catalog.seed.stores.forEach((store, index) => {
      const entry = catalog.storesBySlug.get(store.slug);
      if (!entry || entry.latitude === null || entry.longitude === null || !kept(entry.seed)) return;
      ranked.push({ index, distance: haversineKm(from, { latitude: entry.latitude, longitude: entry.longitude }) });
    });
    ranked.sort((a, b) => a.distance - b.distance);
    const page = paginate(reply, radius === undefined ? ranked : ranked.filter((r) => r.distance <= radius), q);
    return page.map((r) => ({ ...stores[r.index], distance: Math.round(r.distance * 1000) / 1000 }));
  });

  app.get("/stores/:key", async (request) => {
    const q = parseListQuery(request.query);
    const { key } = request.params as { key: string };
    const stores = catalog.views[q.locale].stores;
    const store = /^\d+$/.test(key) ? stores.find((s) => s.id === Number(key)) : stores[catalog.storeIndex.get(key) ?? -1];
    if (!store) throw notFound(`Store "${key}"`);
    return store;
  });
}
