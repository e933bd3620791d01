import fs from "node:fs";
import path from "node:path";
import type { BuildArgs, Node } from "gatsby";
import { siteDirectory } from "./program";
import { haversineKm } from "../src/lib/distance";
import { FSA_CENTROIDS, PLACES } from "../src/lib/geo/geocode";
import { normalizeText } from "../src/lib/normalize-text";
import { PLACE_SUGGESTIONS_URL, type PlaceList } from "../src/lib/place-suggestions";

type StoreNode = Node & { city: string; state: string; latitude?: number | null; longitude?: number | null };

/**
 * The list the search box suggests from (public/place-suggestions.json): the
 * places of the offline geocoder with their other names, the stores' cities
 * it learns from the stores, and every postal-code area (FSA) with the place
 * nearest to it, so the box offers only what the finder can find. About 4 KB
 * gzip, fetched when a visitor first reaches for a search box.
 */
export function placeList(stores: readonly { city: string; state: string }[]): PlaceList {
  const known = new Set(PLACES.flatMap((p) => [p.name, ...(p.aliases ?? [])].map(normalizeText)));
  const places = PLACES.map((p) => [p.name, p.province, ...(p.aliases ?? [])]);
  for (const store of stores) {
    const key = normalizeText(store.city);
    if (!key || known.has(key)) continue;
    known.add(key);
    places.push([store.city, store.state]);
  }
  const areas = Object.entries(FSA_CENTROIDS)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, [latitude, longitude]]): [string, string] => {
      let nearest = PLACES[0];
      let best = Infinity;
      for (const place of PLACES) {
        const km = haversineKm({ latitude, longitude }, place);
        if (km < best) [best, nearest] = [km, place];
      }
      return [code, nearest.name];
    });
  return { places, areas };
}

export function writePlaceSuggestions({ getNodesByType, store, reporter }: BuildArgs): void {
  const stores = (getNodesByType("UniglassStore") as StoreNode[]).filter((node) => node.locale === "fr");
  const list = placeList(stores);
  fs.writeFileSync(path.join(siteDirectory(store), "public", PLACE_SUGGESTIONS_URL), JSON.stringify(list));
  reporter.info(`Place suggestions: ${list.places.length} places, ${list.areas.length} postal-code areas in ${PLACE_SUGGESTIONS_URL}`);
}
