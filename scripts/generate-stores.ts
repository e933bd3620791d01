/**
 * A large synthetic seed folder for scale tests:
 *   npx tsx scripts/generate-stores.ts --count 2000 --out data/seed-2000
 * Copies server/seed/ and replaces the files that scale with the number of
 * stores (stores, coupons, reviews, and the store-linked careers, partners,
 * social networks and bookable categories) with a deterministic set of
 * `count` stores over the real places of server/seed/sources/places.json.
 * Run the sample API on it with SEED_DIR=data/seed-2000.
 */
import fs from "node:fs";
import path from "node:path";
import { buildStoreSet, COMMERCE_FILES } from "./seed/commerce";
import { buildCareers } from "./seed/careers";
import { writeJson } from "./seed/json-file";
import { loadPlaces, REPO_ROOT, SEED_DIR } from "./seed/sources";
import { buildBookableCategories, buildPartners, buildSocialNetworks } from "./seed/store-links";

export function generateSeedFolder(count: number, out: string): { stores: number; coupons: number; testimonials: number } {
  fs.mkdirSync(out, { recursive: true });
  for (const entry of fs.readdirSync(SEED_DIR, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".json")) fs.copyFileSync(path.join(SEED_DIR, entry.name), path.join(out, entry.name));
  }
  // Media are shared, not copied: a link keeps the folder small.
  const media = path.join(out, "media");
  if (!fs.existsSync(media)) fs.symlinkSync(path.join(SEED_DIR, "media"), media, "dir");
  const set = buildStoreSet(loadPlaces(), count);
  writeJson(path.join(out, COMMERCE_FILES.stores), set.stores);
  writeJson(path.join(out, COMMERCE_FILES.coupons), set.coupons);
  writeJson(path.join(out, COMMERCE_FILES.testimonials), set.testimonials);
  writeJson(path.join(out, COMMERCE_FILES.careers), buildCareers(set.stores));
  writeJson(path.join(out, COMMERCE_FILES.partners), buildPartners(set.stores));
  writeJson(path.join(out, COMMERCE_FILES.socialNetworks), buildSocialNetworks(set.stores));
  writeJson(path.join(out, COMMERCE_FILES.bookableCategories), buildBookableCategories(set.stores));
  return { stores: set.stores.length, coupons: set.coupons.length, testimonials: set.testimonials.length };
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const count = Number(value("--count") ?? 2000);
  const out = path.resolve(value("--out") ?? path.join(REPO_ROOT, "data", `seed-${count}`));
  if (!Number.isInteger(count) || count < 1) throw new Error("--count takes a positive whole number");
  const counts = generateSeedFolder(count, out);
  console.log(`${path.relative(process.cwd(), out)}: ${counts.stores} stores, ${counts.coupons} coupons, ${counts.testimonials} reviews`);
}
