/**
 * Offline geocoder for the store finder: a Canadian postal code (or its first
 * three characters, the forward sortation area), a place name, or an address
 * text is turned into coordinates without any network call.
 *
 * Pure module (no fs, no globals), shared by the sample API (/stores/search),
 * the build (the search box's place list) and the browser (the finder's
 * fallback, loaded only when the API cannot be reached). Data:
 * ./fsa-centroids.json and ./places.json (see ./README.md).
 */
import fsaCentroids from "./fsa-centroids.json";
import placeRows from "./places.json";
import { containsWords, normalizeText } from "../normalize-text";
import type { LatLng } from "../distance";

export interface GeocodeResult extends LatLng {
  /** What matched: a postal code / FSA, a place name, or a store address. */
  source: "postal-code" | "place" | "address";
  /** The matched FSA or place name, for logs and the UI. */
  label: string;
}

export interface Place extends LatLng {
  name: string;
  province: string;
  aliases?: string[];
}

/** Known addresses (typically the stores' own), matched by street text. */
export interface KnownAddress extends LatLng {
  streetAddress: string;
  city: string;
  zipCode: string;
}

export type FsaTable = Record<string, readonly [number, number] | number[]>;

export const FSA_CENTROIDS: FsaTable = fsaCentroids;
export const PLACES: Place[] = placeRows;

/**
 * A postal code's first letter names its province or territory (X both the
 * Northwest Territories and Nunavut): where the FSA table has nothing near,
 * its main city in the place list stands for it.
 */
const PROVINCE_CITY: Record<string, string> = {
  A: "St. John's",
  B: "Halifax",
  C: "Charlottetown",
  E: "Moncton",
  K: "Ottawa",
  L: "Mississauga",
  M: "Toronto",
  N: "London",
  P: "Sudbury",
  R: "Winnipeg",
  S: "Saskatoon",
  T: "Calgary",
  V: "Vancouver",
  X: "Yellowknife",
  Y: "Whitehorse",
};

/** Canadian postal code letters: D, F, I, O, Q, U never appear; W and Z never first. */
const POSTAL_CODE = /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:\s?-?(\d[ABCEGHJ-NPRSTV-Z]\d))?\b/i;

/** Extracts the FSA ("H2X") from a postal code or a text containing one. */
export function extractFsa(text: string): string | null {
  const match = POSTAL_CODE.exec(text.trim());
  return match ? match[1].toUpperCase() : null;
}

function average(points: LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  const sum = points.reduce((acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }), { latitude: 0, longitude: 0 });
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

interface IndexedPlace extends LatLng {
  name: string;
  key: string;
}

export interface GeocoderOptions {
  fsa?: FsaTable;
  places?: Place[];
  /** Extra addresses (the stores): their cities become places, their FSAs fill gaps. */
  addresses?: KnownAddress[];
}

export interface Geocoder {
  geocode(text: string): GeocodeResult | null;
}

/** Builds a geocoder over the bundled data plus the given addresses (stores). */
export function createGeocoder(options: GeocoderOptions = {}): Geocoder {
  const fsa = options.fsa ?? FSA_CENTROIDS;
  const places = options.places ?? PLACES;
  const addresses = (options.addresses ?? []).filter((a) => Number.isFinite(a.latitude) && Number.isFinite(a.longitude));

  const indexed = new Map<string, IndexedPlace>();
  for (const place of places) {
    for (const name of [place.name, ...(place.aliases ?? [])]) {
      const key = normalizeText(name);
      if (key && !indexed.has(key)) {
        indexed.set(key, { key, name: place.name, latitude: place.latitude, longitude: place.longitude });
      }
    }
  }
  // Store cities not in the list: the average position of their stores.
  const byCity = new Map<string, { name: string; points: LatLng[] }>();
  for (const a of addresses) {
    const key = normalizeText(a.city);
    if (!key || indexed.has(key)) continue;
    const entry = byCity.get(key) ?? { name: a.city, points: [] };
    entry.points.push(a);
    byCity.set(key, entry);
  }
  for (const [key, entry] of byCity) {
    const centre = average(entry.points);
    if (centre) indexed.set(key, { key, name: entry.name, ...centre });
  }
  // Longest names first, so "saint jean sur richelieu" wins over "saint jean".
  const placeList = [...indexed.values()].sort((x, y) => y.key.length - x.key.length);
  const streetIndex = addresses.map((a) => ({ key: normalizeText(a.streetAddress), address: a }));

  function fromFsa(code: string): GeocodeResult | null {
    const known = fsa[code];
    if (known) return { latitude: known[0], longitude: known[1], source: "postal-code", label: code };
    // Unknown FSA: the stores in it, else the FSAs sharing its first two characters.
    const inFsa = average(addresses.filter((a) => a.zipCode.toUpperCase().replace(/\s/g, "").startsWith(code)));
    if (inFsa) return { ...inFsa, source: "postal-code", label: code };
    const prefix = code.slice(0, 2);
    const near = average(
      Object.entries(fsa)
        .filter(([k]) => k.startsWith(prefix))
        .map(([, v]) => ({ latitude: v[0], longitude: v[1] })),
    );
    if (near) return { ...near, source: "postal-code", label: code };
    // Elsewhere in Canada: the main city of the province or territory its first letter names.
    const city = indexed.get(normalizeText(PROVINCE_CITY[code[0]] ?? ""));
    return city ? { latitude: city.latitude, longitude: city.longitude, source: "postal-code", label: code } : null;
  }

  function geocode(text: string): GeocodeResult | null {
    const raw = text.trim();
    if (!raw) return null;
    const code = extractFsa(raw);
    if (code) {
      const hit = fromFsa(code);
      if (hit) return hit;
    }
    const key = normalizeText(raw);
    if (!key) return null;
    const exact = indexed.get(key);
    if (exact) return { latitude: exact.latitude, longitude: exact.longitude, source: "place", label: exact.name };
    // A street address of a known store ("1500 boulevard des Forges").
    if (key.length >= 5) {
      const street = streetIndex.find((s) => s.key && (containsWords(key, s.key) || containsWords(s.key, key)));
      if (street) {
        const a = street.address;
        return { latitude: a.latitude, longitude: a.longitude, source: "address", label: a.streetAddress };
      }
    }
    // A place name inside a longer text ("123 rue X, Trois-Rivières, QC").
    const inside = placeList.find((p) => containsWords(key, p.key));
    if (inside) return { latitude: inside.latitude, longitude: inside.longitude, source: "place", label: inside.name };
    // The beginning of a place name, as typed ("sherbr"): shortest match wins.
    if (key.length >= 4) {
      const prefixed = placeList.filter((p) => p.key.startsWith(key)).sort((x, y) => x.key.length - y.key.length)[0];
      if (prefixed) {
        return { latitude: prefixed.latitude, longitude: prefixed.longitude, source: "place", label: prefixed.name };
      }
    }
    return null;
  }

  return { geocode };
}
