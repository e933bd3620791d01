/**
 * Writes the committed "stores and commerce" seed files of server/seed/ from
 * the hand-written place list (server/seed/sources/places.json) and the text
 * catalogs of scripts/seed/catalog/. Deterministic: the same input gives the
 * same files. Run: npx tsx scripts/seed/build-stores.ts
 */
import path from "node:path";
import { buildCommerceSeed, COMMERCE_FILES } from "./commerce";
import { writeJson } from "./json-file";
import { loadPlaces, SEED_DIR } from "./sources";

export function writeCommerceSeed(dir = SEED_DIR): Record<string, number> {
  const seed = buildCommerceSeed(loadPlaces());
  const counts: Record<string, number> = {};
  for (const [key, file] of Object.entries(COMMERCE_FILES) as Array<[keyof typeof COMMERCE_FILES, string]>) {
    writeJson(path.join(dir, file), seed[key]);
    counts[file] = seed[key].length;
  }
  return counts;
}

if (require.main === module) {
  const counts = writeCommerceSeed();
  for (const [file, count] of Object.entries(counts)) console.log(`${file}: ${count} records`);
}
