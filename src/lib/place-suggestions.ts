/**
 * Place suggestions for the search box when no maps key is set: the cities
 * and postal-code areas (FSAs) the finder's offline geocoder knows, from a
 * small file written at build time (public/place-suggestions.json), matched
 * as the visitor types. Pure.
 */
import { normalizeText } from "./normalize-text";

/** Where the list is: written after the build (gatsby/place-suggestions.ts), loaded when the visitor reaches for a search box. */
export const PLACE_SUGGESTIONS_URL = "/place-suggestions.json";

/** The file: places as [name, province, ...other names], areas as [FSA, the place nearest to it]. */
export interface PlaceList {
  places: string[][];
  areas: [string, string][];
}

export interface PlaceSuggestion {
  /** What goes into the box (and is searched). */
  value: string;
  /** What the list shows: "Vancouver, BC", "H2X – Montréal". */
  label: string;
}

/** How many suggestions at most. */
export const MAX_SUGGESTIONS = 8;

const FSA_START = /^[abceghj-nprstvxy](\d[abceghj-nprstv-z]?)?$/i;

/** The suggestions for what the visitor typed: areas for the start of a postal code, else places whose name (or a word of it) starts with it. */
export function suggestPlaces(list: PlaceList, typed: string, limit = MAX_SUGGESTIONS): PlaceSuggestion[] {
  const compact = typed.replace(/\s+/g, "");
  if (compact.length >= 2 && FSA_START.test(compact)) {
    const prefix = compact.toUpperCase();
    return list.areas
      .filter(([code]) => code.startsWith(prefix))
      .slice(0, limit)
      .map(([code, place]) => ({ value: code, label: `${code} – ${place}` }));
  }
  const query = normalizeText(typed);
  if (query.length < 2) return [];
  const ranked: { rank: number; name: string; suggestion: PlaceSuggestion }[] = [];
  for (const [name, province, ...aliases] of list.places) {
    let rank = Infinity;
    for (const candidate of [name, ...aliases]) {
      const key = normalizeText(candidate);
      if (key.startsWith(query)) rank = Math.min(rank, 0);
      else if (key.includes(` ${query}`)) rank = Math.min(rank, 1);
    }
    if (rank < Infinity) ranked.push({ rank, name, suggestion: { value: name, label: province ? `${name}, ${province}` : name } });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.name.length - b.name.length || a.name.localeCompare(b.name, "fr"));
  return ranked.slice(0, limit).map((r) => r.suggestion);
}
