/**
 * The keyless map's projection and framing. Pure, tiny, and shared by the
 * script that draws the base map (scripts/build-base-map.ts) and the map
 * component: a shop's marker lands where the outline was drawn.
 *
 * Projection: Lambert conformal conic on a sphere, with the parameters of
 * "Québec Lambert" (standard parallels 46° N and 60° N, origin 44° N 68.5° W),
 * the projection Quebec's own maps use. Conformal, so the circle of a search
 * radius stays a circle. Units are kilometres; y grows southwards, as in SVG.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A point of the map, in km from the projection's origin (SVG orientation). */
export interface MapPoint {
  x: number;
  y: number;
}

/** A shop on the map. */
export interface MapMarker extends LatLng {
  slug: string;
  /** The number shown in the marker (the shop's place in the list). */
  number?: number;
  /** What the marker says to a screen reader ("1. Uniglass Laval, 2.35 km"). */
  label: string;
}

/** The single marker of a shop, or null without a known position. */
export function storeMarker(store: { slug: string; name: string; latitude?: number | null; longitude?: number | null }): MapMarker | null {
  if (typeof store.latitude !== "number" || typeof store.longitude !== "number") return null;
  return { slug: store.slug, latitude: store.latitude, longitude: store.longitude, label: store.name };
}

/** An SVG viewBox: minimum x and y, width and height. */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;
const PARALLEL_1 = 46 * RAD;
const PARALLEL_2 = 60 * RAD;
const ORIGIN_LATITUDE = 44 * RAD;
const CENTRAL_MERIDIAN = -68.5 * RAD;

const t = (phi: number) => Math.tan(Math.PI / 4 + phi / 2);
const N = Math.log(Math.cos(PARALLEL_1) / Math.cos(PARALLEL_2)) / Math.log(t(PARALLEL_2) / t(PARALLEL_1));
const F = (Math.cos(PARALLEL_1) * t(PARALLEL_1) ** N) / N;
const RHO_0 = (EARTH_RADIUS_KM * F) / t(ORIGIN_LATITUDE) ** N;

/** Latitude and longitude (degrees) → map point (km). */
export function project({ latitude, longitude }: LatLng): MapPoint {
  const rho = (EARTH_RADIUS_KM * F) / t(latitude * RAD) ** N;
  const theta = N * (longitude * RAD - CENTRAL_MERIDIAN);
  return { x: rho * Math.sin(theta), y: -(RHO_0 - rho * Math.cos(theta)) };
}

/** What the base map covers (degrees): Quebec and the provinces and states around it. */
export const BASE_MAP_BOUNDS = { west: -80.5, east: -56, south: 42.2, north: 63 } as const;

/** Width over height of the maps the site draws, unless one asks for another. */
export const MAP_ASPECT = 4 / 3;

/**
 * The view that shows every point with a margin, at least `minWidthKm` wide,
 * with the map's aspect ratio. `extraKm` widens the view around the first
 * point (e.g. the circle of the search radius around the searched place).
 * `aspect` is the view's width over its height (the map's 4:3 by default).
 */
export function frame(points: readonly MapPoint[], options: { minWidthKm?: number; marginRatio?: number; aspect?: number } = {}): ViewBox {
  const { minWidthKm = 120, marginRatio = 0.12, aspect = MAP_ASPECT } = options;
  if (points.length === 0) return { x: -600, y: -1500, width: 1600, height: 1200 };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  let width = Math.max(maxX - minX, minWidthKm);
  let height = Math.max(maxY - minY, minWidthKm / aspect);
  width *= 1 + 2 * marginRatio;
  height *= 1 + 2 * marginRatio;
  if (width / height > aspect) height = width / aspect;
  else width = height * aspect;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    x: round((minX + maxX) / 2 - width / 2),
    y: round((minY + maxY) / 2 - height / 2),
    width: round(width),
    height: round(height),
  };
}

/** The viewBox attribute of a view. */
export function viewBoxAttribute(view: ViewBox): string {
  return `${view.x} ${view.y} ${view.width} ${view.height}`;
}
