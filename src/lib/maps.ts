/** Links and images of the maps provider (Google Maps URLs): directions, static map. Pure. */
import { LIMITS } from "../config/site";

export interface Coordinates {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}

function hasPosition(point: Coordinates): point is { latitude: number; longitude: number } {
  return (
    typeof point.latitude === "number" &&
    typeof point.longitude === "number" &&
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    !(point.latitude === 0 && point.longitude === 0)
  );
}

/** Maps directions URL with the store as destination ("lat,lng"); null without a known position. */
export function directionsUrl(point: Coordinates): string | null {
  if (!hasPosition(point)) return null;
  const params = new URLSearchParams({ api: "1", destination: `${point.latitude},${point.longitude}` });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** Static map of a store: centre, zoom 18, 640×480, roadmap, a marker on the store. */
export function staticMapUrl(point: Coordinates, key: string | undefined, language: string): string | null {
  if (!key || !hasPosition(point)) return null;
  const position = `${point.latitude},${point.longitude}`;
  const { width, height, zoom } = LIMITS.staticMap;
  const params = new URLSearchParams({
    center: position,
    zoom: String(zoom),
    size: `${width}x${height}`,
    maptype: "roadmap",
    markers: position,
    language,
    key,
  });
  return `https://maps.googleapis.com/maps/api/staticmap?${params.toString()}`;
}

/** The public maps key, or undefined when maps are off (GATSBY_GOOGLE_MAPS_KEY unset). */
export function mapsKey(): string | undefined {
  return process.env.GATSBY_GOOGLE_MAPS_KEY || undefined;
}
