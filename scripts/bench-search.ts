/**
 * Store search benchmark over real HTTP on 127.0.0.1:
 *   npx tsx scripts/bench-search.ts [--seed server/seed] [--requests 500] [--concurrency 8] [--json]
 * Starts the sample API (buildApp) on a free port with a throw-away data
 * directory, runs a mix of postal codes, place names and coordinates against
 * /api/stores/search, prints p50/p99 latency (ms), or JSON with --json.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/app";
import { loadSeed } from "../server/lib/seed";

interface Options {
  seed: string;
  requests: number;
  concurrency: number;
  json: boolean;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    seed: path.resolve(value("--seed") ?? "server/seed"),
    requests: Number(value("--requests") ?? 500),
    concurrency: Number(value("--concurrency") ?? 8),
    json: argv.includes("--json"),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** A deterministic mix of keys: a third postal codes, a third place names, a third coordinates. */
function queries(seedDir: string, count: number): string[] {
  const stores = loadSeed(seedDir).stores;
  const zips = [...new Set(stores.map((s) => s.zipCode))];
  const cities = [...new Set(stores.map((s) => s.city))];
  const fixedKeys = ["H2X 1Y4", "G1R", "trois rivieres", "St-Jérôme", "Sherbrooke", "J4K 2T5", "gatineau qc", "nowhere at all"];
  let rnd = 42;
  const next = () => (rnd = (rnd * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 3;
    if (kind === 0) {
      const zip = zips.length && next() < 0.8 ? zips[Math.floor(next() * zips.length)] : fixedKeys[Math.floor(next() * 2)];
      out.push(`key=${encodeURIComponent(next() < 0.5 ? zip : zip.slice(0, 3))}`);
    } else if (kind === 1) {
      const city = cities.length && next() < 0.8 ? cities[Math.floor(next() * cities.length)] : fixedKeys[2 + Math.floor(next() * 6)];
      out.push(`key=${encodeURIComponent(city)}`);
    } else {
      const lat = 45 + next() * 4;
      const lng = -79 + next() * 14;
      out.push(`latitude=${lat.toFixed(5)}&longitude=${lng.toFixed(5)}`);
    }
  }
  return out;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(options.seed)) throw new Error(`No seed directory at ${options.seed}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-bench-"));
  const app = await buildApp({ seedDir: options.seed, dataDir, publicDir: path.join(dataDir, "none") });
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/stores/search?itemsPerPage=30&`;
    const list = queries(options.seed, options.requests);
    // Warm-up (JIT, connection pool) not counted.
    for (const q of list.slice(0, 20)) await (await fetch(base + q)).arrayBuffer();

    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < list.length) {
        const q = list[next++];
        const t0 = performance.now();
        const res = await fetch(base + q);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
    const elapsed = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const result = {
      seed: path.relative(process.cwd(), options.seed) || options.seed,
      stores: loadSeed(options.seed).stores.length,
      requests: latencies.length,
      concurrency: options.concurrency,
      errors,
      p50Ms: Number(percentile(latencies, 50).toFixed(2)),
      p99Ms: Number(percentile(latencies, 99).toFixed(2)),
      maxMs: Number((latencies[latencies.length - 1] ?? 0).toFixed(2)),
      requestsPerSecond: Number(((latencies.length / elapsed) * 1000).toFixed(1)),
    };
    if (options.json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else {
      console.log(`/stores/search over ${result.stores} stores: ${result.requests} requests, concurrency ${result.concurrency}, ${result.errors} errors`);
      console.log(`p50 ${result.p50Ms} ms   p99 ${result.p99Ms} ms   max ${result.maxMs} ms   ${result.requestsPerSecond} req/s`);
    }
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
