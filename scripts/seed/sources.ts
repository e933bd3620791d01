/**
 * The hand-written inputs of the generators (server/seed/sources/), validated
 * on load so a typo in the city list fails loudly.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export const REPO_ROOT = path.resolve(__dirname, "..", "..");
export const SEED_DIR = path.join(REPO_ROOT, "server", "seed");
export const SOURCES_DIR = path.join(SEED_DIR, "sources");

const localized = z.object({ fr: z.string().min(1), en: z.string().min(1) }).strict();

export const placeSchema = z
  .object({
    city: z.string().min(1),
    /** Neighbourhood or sector, shown after the city in the store name. */
    district: z.string().min(1).optional(),
    /** Short name used in the store name instead of the city ("Valleyfield"). */
    label: z.string().min(1).optional(),
    region: z.union([z.string().min(1), localized]),
    state: z.enum(["QC", "ON", "NB"]),
    timezone: z.string().default("America/Toronto"),
    /** True centre of the city or neighbourhood. */
    lat: z.number().min(40).max(62),
    lng: z.number().min(-80).max(-57),
    /** Real forward sortation areas of the place. */
    fsa: z.array(z.string().regex(/^[A-Z]\d[A-Z]$/)).min(1),
    /** Real area codes of the place, the main one first. */
    areaCodes: z.array(z.string().regex(/^\d{3}$/)).min(1),
    streets: z.array(z.string().min(1)).min(1),
    /** Relative number of shops in large generated data sets. */
    weight: z.number().int().min(1).max(10),
    /** A Ziebart shop also stands at this place. */
    ziebart: z.boolean().default(false),
    /** English-speaking place: addresses written "1450 Montreal Road". */
    english: z.boolean().default(false),
  })
  .strict();
export type Place = z.infer<typeof placeSchema>;

export function loadPlaces(file = path.join(SOURCES_DIR, "places.json")): Place[] {
  const raw: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  return z.array(placeSchema).min(1).parse(raw);
}
