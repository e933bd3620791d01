/**
 * The sample API a build talks to: `catalogOnly` serves what the source
 * plugin reads, the same bytes as the whole API, without opening or creating
 * a database, and nothing a visitor submits to.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { FIXTURE_SEED, startTestApp, type TestApp } from "./helpers";

jest.setTimeout(60_000);

let full: TestApp;
let catalogOnly: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  full = await startTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-catalog-only-"));
  catalogOnly = await buildApp({ seedDir: FIXTURE_SEED, dataDir, catalogOnly: true });
  await catalogOnly.ready();
});
afterAll(async () => {
  await catalogOnly?.close();
  await full?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("it opens no database: the data folder stays empty", () => {
  expect(fs.readdirSync(dataDir)).toEqual([]);
});

test.each([
  "/api/stores?locale=fr",
  "/api/stores?locale=en&page=1&per_page=3",
  "/api/services?locale=fr",
  "/api/coupons/privilege?locale=en",
  "/blog/wp-json/wp/v2/posts?per_page=5",
  "/blog/en/wp-json/wp/v2/posts?_embed=1",
])("%s answers as the whole API does", async (url) => {
  const [a, b] = await Promise.all([catalogOnly.inject({ url }), full.app.inject({ url })]);
  expect(a.statusCode).toBe(200);
  expect(a.statusCode).toBe(b.statusCode);
  expect(a.headers.etag).toBe(b.headers.etag);
  expect(a.body).toBe(b.body);
});

test("a store's lists answer as the whole API does", async () => {
  const slug = (JSON.parse((await full.app.inject({ url: "/api/stores?locale=fr&per_page=1" })).body) as Array<{ slug: string }>)[0].slug;
  for (const url of [`/api/coupons/${slug}?locale=fr`, `/api/stores/${slug}/testimonials?locale=en`, `/api/stores/${slug}/categories?locale=fr`]) {
    const [a, b] = await Promise.all([catalogOnly.inject({ url }), full.app.inject({ url })]);
    expect([url, a.statusCode, a.body]).toEqual([url, 200, b.body]);
  }
});

test("what visitors submit to does not exist there", async () => {
  for (const [method, url] of [
    ["POST", "/api/appointments/manage/cancel"],
    ["POST", "/api/estimate_photos"],
    ["GET", "/api/location_services/availabilities?store=x&category=1&from=2026-01-01&to=2026-01-02"],
  ] as const) {
    const res = await catalogOnly.inject({ method, url, payload: method === "POST" ? {} : undefined });
    expect([url, res.statusCode]).toEqual([url, 404]);
  }
});
