/** Shared set-up of the server tests: one app (and one PGlite) per test file. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp, type AppOptions } from "../../server/app";
import type { Db } from "../../server/db/database";
import { openTestDatabase } from "./test-database";

export const FIXTURES = path.join(__dirname, "fixtures");
export const FIXTURE_SEED = path.join(FIXTURES, "seed");
export const FIXTURE_SITE = path.join(FIXTURES, "site");

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

/** Limits high enough for tests that post many bodies from one client; the limits' own tests set small ones. */
export const GENEROUS_LIMITS = {
  submissionsPerWindow: 100_000,
  couponMessagesPerRecipient: 100_000,
  openBookingsPerClient: 100_000,
  manageLookupsPerWindow: 100_000,
  pendingPhotosPerClient: 100_000,
  pendingPhotoBytesPerClient: 2 ** 40,
  pendingPhotoBytesTotal: 2 ** 40,
};

export const ADMIN_TOKEN = "test-admin-token-0123456789abcdef";

/** Another app on an open database (apps are cheap, a database is not): closed by the caller, the database is not. */
export async function appOn(db: Db, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    seedDir: FIXTURE_SEED,
    db,
    publicDir: path.join(os.tmpdir(), "uniglass-no-site"),
    adminToken: ADMIN_TOKEN,
    ...options,
    limits: { ...GENEROUS_LIMITS, ...options.limits },
  });
  await app.ready();
  return app;
}

export async function startTestApp(options: AppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-server-test-"));
  const db = await openTestDatabase(dataDir);
  const app = await buildApp({
    seedDir: FIXTURE_SEED,
    db,
    dataDir,
    publicDir: path.join(dataDir, "no-site"),
    adminToken: ADMIN_TOKEN,
    ...options,
    limits: { ...GENEROUS_LIMITS, ...options.limits },
  });
  await app.ready();
  return {
    app,
    db,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const TOKEN = "test-xsrf-token-0123456789";

/** A booking request of the fixture seed, for the 16th of September 2026 (tests set the clock to the 14th). */
export const BOOKING_REQUEST = {
  store: "uniglass-montreal-plateau",
  category: 1,
  date: "2026-09-16",
  startTime: "10:00",
  firstName: "Émilie",
  lastName: "Pelletier",
  phone: "514-555-0133",
  email: "emilie.pelletier@example.com",
  preferredContact: "phone",
  vehicleYear: 2021,
  vehicleMake: "Honda",
  vehicleModel: "Civic",
  consent: true,
  locale: "fr",
};

/** A valid estimate request of the fixture seed (add `photos` to list uploaded ones). */
export const ESTIMATE_REQUEST = {
  store: "uniglass-montreal-plateau",
  firstName: "Geneviève",
  lastName: "Côté",
  email: "genevieve.cote@example.com",
  preferredContact: "email",
  vehicleYear: 2019,
  vehicleMake: "Toyota",
  vehicleModel: "RAV4",
  glassType: "windshield",
  damageType: "chip",
  consent: true,
  locale: "fr",
};

/** A JSON POST carrying a matching XSRF cookie and header. */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: "POST",
    url,
    headers: { "content-type": "application/json", "x-xsrf-token": TOKEN, ...headers },
    cookies: { "XSRF-TOKEN": TOKEN },
    payload: JSON.stringify(body),
  };
}
