/**
 * A rebuild asks the API again for every collection, but with the ETag of
 * each answer it kept (If-None-Match): the sample API answers 304 for what
 * did not change, the plugin reuses its kept answer, and the nodes come out
 * the same; what changed comes in full. A store's own lists are not asked for
 * at all while its revision stays the same. Real HTTP against the sample API
 * started on a copy of the seed; the cache is what Gatsby keeps between builds.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/app";
import type { Db } from "../../server/db/database";
import { openTestDatabase } from "../server/test-database";
import { sourceUniglass } from "../../plugins/gatsby-source-uniglass/source-nodes";
import { fakeGatsbyApi, nodesOf } from "./support/fake-gatsby-api";

const SEED = path.join(__dirname, "..", "..", "server", "seed");

let dir: string;
let db: Db;
let seedDir: string;
/** The API's port, the same at each build (the cache is keyed by URL, as the real API's address stays). */
let port = 0;

/** One build's sourcing against the sample API on `seedDir`, with the cache kept between builds. */
async function source(cache: Map<string, unknown>) {
  const app = await buildApp({ seedDir, db, dataDir: path.join(dir, "data"), publicDir: path.join(dir, "no-site"), logger: false });
  const address = await app.listen({ port, host: "127.0.0.1" });
  port = Number(new URL(address).port);
  const api = fakeGatsbyApi();
  const infos: string[] = [];
  api.reporter.info = (message) => infos.push(message);
  api.cache = { get: async (key) => cache.get(key), set: async (key, value) => cache.set(key, value) };
  try {
    await sourceUniglass(api, { apiUrl: `${address}/api`, wordpressUrl: `${address}/blog`, retryDelayMs: 1 });
  } finally {
    await app.close();
  }
  const counts = infos.join("\n").match(/(\d+) unchanged since the last build \(304\), (\d+) sent in full/);
  const lists = infos.join("\n").match(/stores' lists: (\d+) kept from the last build \(same revision\), (\d+) asked for/);
  if (!counts || !lists) throw new Error(`no sourcing counts in ${JSON.stringify(infos)}`);
  return { api, unchanged: Number(counts[1]), full: Number(counts[2]), listsKept: Number(lists[1]), listsAsked: Number(lists[2]) };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-incremental-"));
  db = await openTestDatabase(path.join(dir, "data"));
  seedDir = path.join(dir, "seed");
  fs.cpSync(SEED, seedDir, { recursive: true, filter: (src) => path.relative(SEED, src).split(path.sep)[0] !== "media" });
});

afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("fetches in full only what changed since the last build, and builds the same nodes from the rest", async () => {
  const stores = JSON.parse(fs.readFileSync(path.join(seedDir, "stores.json"), "utf8")) as Array<{ slug: string; name: string }>;
  const storeLists = stores.length * 2; // each store in each language
  const cache = new Map<string, unknown>();
  const first = await source(cache);
  expect(first.unchanged).toBe(0);
  expect(first.full).toBeGreaterThan(500);
  expect([first.listsKept, first.listsAsked]).toEqual([0, storeLists]);
  // The stores' lists are kept once, with their revision; every other answer is kept with its ETag.
  expect([...cache.keys()].filter((key) => key.startsWith("answer:"))).toHaveLength(first.full - 5 * storeLists);

  // Five answers of one page each per store and language are not asked for: the stores' revisions did not change.
  const second = await source(cache);
  expect(second.full).toBe(0);
  expect(second.unchanged).toBe(first.full - 5 * storeLists);
  expect([second.listsKept, second.listsAsked]).toEqual([storeLists, 0]);
  const digests = (api: typeof first.api) => api.nodes.map((n) => `${n.id} ${n.internal.contentDigest}`).sort();
  expect(digests(second.api)).toEqual(digests(first.api));

  const renamed = stores[0];
  renamed.name = `${renamed.name} (Centre)`;
  fs.writeFileSync(path.join(seedDir, "stores.json"), JSON.stringify(stores));
  const third = await source(cache);
  // The store lists that hold the renamed shop, in each language; every other answer is unchanged. The renamed
  // shop's revision changed, so its own five lists are asked for again, in full.
  expect(third.full).toBeGreaterThan(0);
  expect(third.full).toBeLessThan(first.full / 20);
  expect([third.listsKept, third.listsAsked]).toEqual([storeLists - 2, 2]);
  expect(third.unchanged + third.full).toBe(second.unchanged + 5 * 2);
  for (const locale of ["fr", "en"]) {
    expect(nodesOf(third.api, "UniglassStore", locale).find((n) => n.slug === renamed.slug)?.name).toContain("(Centre)");
  }
}, 60_000);
