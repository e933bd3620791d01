/** The search part: /stores/search p50/p99 over the sample seed and the generated set (scripts/bench-search.ts). */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../lib/sample-site";
import { table } from "../table";
import type { Part, SearchFigure, Step } from "../types";

const SAMPLE_SEED = path.join(ROOT, "server", "seed");

function searchFigures(seeds: string[]): SearchFigure[] {
  return seeds.map((seed) => {
    const out = execFileSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/bench-search.ts", "--seed", seed, "--json"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    const r = JSON.parse(out.trim().split("\n").pop()!) as SearchFigure & { errors: number };
    if (r.errors) throw new Error(`/stores/search answered ${r.errors} errors over ${seed}`);
    return { stores: r.stores, requests: r.requests, p50Ms: r.p50Ms, p99Ms: r.p99Ms, maxMs: r.maxMs };
  });
}

export const searchStep: Step = {
  part: "search",
  run: async (context) => {
    context.results.search = searchFigures([SAMPLE_SEED, context.generatedSeed()]);
  },
};

export const searchPart: Part = {
  name: "search",
  summary: "/stores/search p50 / p99 / max latency over real HTTP, sample size and the generated --count set",
  print: (results) => (results.search ? [`/stores/search latency\n${table(results.search.map((s) => ({ ...s })))}`] : []),
  figures: (results) =>
    (results.search ?? []).flatMap((s) => (["p50Ms", "p99Ms"] as const).map((k): [string, number] => [`search ${s.stores} stores ${k}`, s[k]])),
};
