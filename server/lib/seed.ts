/**
 * Reads the seed files of a seed directory. A missing file is an empty
 * collection (the site must build with empty collections); a file that is not
 * a JSON array of records with unique positive integer ids stops the server
 * with the file named.
 */
import fs from "node:fs";
import path from "node:path";
import type { Seed } from "./seed-types";

export const SEED_FILES: Record<keyof Seed, string> = {
  stores: "stores.json",
  coupons: "coupons.json",
  promotions: "promotions.json",
  serviceCategories: "service-categories.json",
  services: "services.json",
  transcripts: "transcripts.json",
  featuredServices: "featured-services.json",
  slides: "slides.json",
  careers: "careers.json",
  testimonials: "testimonials.json",
  partners: "partners.json",
  socialNetworks: "social-networks.json",
  promoPages: "promo-pages.json",
  bookableCategories: "bookable-categories.json",
  blogPosts: "blog-posts.json",
  insurers: "insurers.json",
};

export class SeedError extends Error {
  constructor(file: string, detail: string) {
    super(`Seed file ${file}: ${detail}`);
    this.name = "SeedError";
  }
}

function readArray(dir: string, file: string, needsIds: boolean): unknown[] {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(full, "utf8"));
  } catch (error) {
    throw new SeedError(full, `invalid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed)) throw new SeedError(full, "must be a JSON array");
  if (needsIds) {
    const seen = new Set<number>();
    parsed.forEach((record, index) => {
      const id = (record as { id?: unknown } | null)?.id;
      if (typeof id !== "number" || !Number.isInteger(id) || id <= 0) {
        throw new SeedError(full, `record #${index} has no positive integer id`);
      }
      if (seen.has(id)) throw new SeedError(full, `duplicate id ${id}`);
      seen.add(id);
    });
  }
  return parsed;
}

export function loadSeed(dir: string): Seed {
  const seed = {} as Record<keyof Seed, unknown[]>;
  for (const [key, file] of Object.entries(SEED_FILES) as [keyof Seed, string][]) {
    seed[key] = readArray(dir, file, key !== "transcripts");
  }
  return seed as unknown as Seed;
}
