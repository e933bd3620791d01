import type { Geocoder } from "../src/lib/geo/geocode";
import type { Catalog } from "./lib/catalog";
import type { Db } from "./db/database";
import type { AbuseLimits } from "./config";

/** What the read-only routes need (stores, catalogue, blog): no database. */
export interface CatalogContext {
  catalog: Catalog;
  geocoder: Geocoder;
  /** The clock (injectable for tests of slots). */
  now: () => Date;
  /** Public site URL: WordPress `link` fields, the booking links of confirmation messages. */
  siteUrl: string;
}

/** What the route modules share. */
export interface AppContext extends CatalogContext {
  db: Db;
  limits: AbuseLimits;
  /** A random key kept in the database (keyed hashes of client addresses). */
  secret: string;
  /** Where uploaded photos live: <DATA_DIR>/photos. */
  photosDir: string;
  /** The key that seals the private tokens of the outbox's messages (lib/outbox-secrets.ts). */
  outboxKey: Buffer;
}
