/**
 * The builds and rebuild parts: cold `gatsby build` (after `gatsby clean`) of
 * the sample and of the generated set; then, in a copy of the generated set
 * with one store renamed, cached rebuilds (--runs of them, the store renamed
 * again before each): median wall time and its range, HTML files and all
 * files of public/ changed.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildAgainstSampleApi, gatsbyBin, ROOT, run } from "../../lib/sample-site";
import { table } from "../table";
import { withPeakMemory } from "../memory";
import { median } from "../stats";
import type { BenchContext, BuildFigure, Part, Results, Step } from "../types";

const SAMPLE_SEED = path.join(ROOT, "server", "seed");
const PUBLIC = path.join(ROOT, "public");

function storeCount(seed: string): number {
  return (JSON.parse(fs.readFileSync(path.join(seed, "stores.json"), "utf8")) as unknown[]).length;
}

/** Gatsby writes one page-data.json per page. */
function pagesBuilt(): number {
  let n = 0;
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && !(dir.endsWith("page-data") && e.name === "sq")) walk(path.join(dir, e.name));
      else if (e.name === "page-data.json") n++;
    }
  };
  walk(path.join(PUBLIC, "page-data"));
  return n;
}

/** sha1 of every file of public/, by path. */
function fileHashes(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else out.set(full, crypto.createHash("sha1").update(fs.readFileSync(full)).digest("hex"));
    }
  };
  walk(PUBLIC);
  return out;
}

/** A build against the sample API on `seed` (started within the timing): wall seconds and peak memory (MB). */
interface TimedBuild {
  seconds: number;
  peakMemoryMb: number | null;
  buildMemoryMb: number | null;
  buildAnonMb: number | null;
}

async function timedBuild(seed: string, siteUrl: string, clean: boolean): Promise<TimedBuild> {
  if (clean) await run(gatsbyBin(), ["clean"]);
  const started = performance.now();
  const { peak } = await withPeakMemory(() => buildAgainstSampleApi({ siteUrl, seedDir: seed }));
  return {
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    peakMemoryMb: peak?.totalMb ?? null,
    buildMemoryMb: peak?.buildMb ?? null,
    buildAnonMb: peak?.buildAnonMb ?? null,
  };
}

async function coldBuild(context: BenchContext, name: string, seed: string): Promise<void> {
  console.log(`\n== bench: cold build, ${name} ==`);
  const { seconds, ...memory } = await timedBuild(seed, context.siteUrl, true);
  const pages = pagesBuilt();
  const figure: BuildFigure = { name, stores: storeCount(seed), pages, seconds, pagesPerSecond: Number((pages / seconds).toFixed(1)), ...memory };
  (context.results.builds ??= []).push(figure);
}

/** The sample's cold build comes before Lighthouse, which then audits it without building again. */
export const sampleBuildStep: Step = {
  part: "builds",
  run: async (context) => {
    await coldBuild(context, "sample", SAMPLE_SEED);
    context.built.publicHolds = "sample";
  },
};

export const generatedBuildStep: Step = {
  part: "builds",
  run: async (context) => {
    await coldBuild(context, `${context.options.count} stores`, context.generatedSeed());
    context.built.publicHolds = "generated";
  },
};

export const rebuildStep: Step = {
  part: "rebuild",
  run: async (context) => {
    const seed = context.generatedSeed();
    if (context.built.publicHolds !== "generated") {
      console.log("\n== bench: build of the generated set before the cached rebuild (not timed) ==");
      await timedBuild(seed, context.siteUrl, true);
      context.built.publicHolds = "generated";
    }
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-bench-seed-"));
    fs.cpSync(seed, copy, { recursive: true, verbatimSymlinks: true });
    const storesFile = path.join(copy, "stores.json");
    const stores = JSON.parse(fs.readFileSync(storesFile, "utf8")) as Array<{ name: string }>;
    const name = stores[0].name;
    const runs: Array<{ seconds: number; htmlChanged: number; filesChanged: number; htmlTotal: number; filesTotal: number } & Omit<TimedBuild, "seconds">> = [];
    try {
      // One rebuild moves by seconds from run to run on a small machine: --runs of them, each renaming
      // the same shop again (so each changes the same pages), and the median.
      for (let run = 1; run <= context.options.runs; run++) {
        stores[0].name = `${name} (bench ${run})`;
        fs.writeFileSync(storesFile, JSON.stringify(stores, null, 2));
        const before = fileHashes();
        console.log(`\n== bench: cached rebuild ${run} of ${context.options.runs} after renaming one store ("${stores[0].name}") ==`);
        const { seconds, ...memory } = await timedBuild(copy, context.siteUrl, false);
        const after = fileHashes();
        const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
        const isHtml = (file: string) => file.endsWith(".html");
        runs.push({
          seconds,
          htmlChanged: changed.filter(isHtml).length,
          htmlTotal: [...after.keys()].filter(isHtml).length,
          filesChanged: changed.length,
          filesTotal: after.size,
          ...memory,
        });
      }
      const secondsOfRuns = runs.map((r) => r.seconds);
      const most = (pick: (r: (typeof runs)[number]) => number | null) => {
        const values = runs.map(pick).filter((v): v is number => v !== null);
        return values.length > 0 ? Math.max(...values) : null;
      };
      context.results.rebuild = {
        stores: stores.length,
        runs: runs.length,
        seconds: Number(median(secondsOfRuns).toFixed(1)),
        secondsMin: Math.min(...secondsOfRuns),
        secondsMax: Math.max(...secondsOfRuns),
        // The most any rebuild changed: each renamed the same shop.
        htmlChanged: Math.max(...runs.map((r) => r.htmlChanged)),
        htmlTotal: runs[runs.length - 1].htmlTotal,
        filesChanged: Math.max(...runs.map((r) => r.filesChanged)),
        filesTotal: runs[runs.length - 1].filesTotal,
        peakMemoryMb: most((r) => r.peakMemoryMb),
        buildMemoryMb: most((r) => r.buildMemoryMb),
        buildAnonMb: most((r) => r.buildAnonMb),
      };
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
      // public/ now holds the renamed copy's build, neither the sample nor the generated set as it is.
      context.built.publicHolds = undefined;
    }
  },
};

export const buildsPart: Part = {
  name: "builds",
  summary:
    "cold gatsby build (after gatsby clean) of the sample and of the generated --count set: pages, wall time, pages per second, peak memory (all, and gatsby with its workers: resident and anonymous)",
  print: (results: Results) => (results.builds ? [`Cold builds\n${table(results.builds.map((b) => ({ ...b })))}`] : []),
  figures: (results) =>
    (results.builds ?? []).flatMap((b) =>
      (["pages", "seconds", "pagesPerSecond", "peakMemoryMb", "buildMemoryMb", "buildAnonMb"] as const).flatMap((k): [string, number][] =>
        typeof b[k] === "number" ? [[`build ${b.name} ${k}`, b[k]]] : [],
      ),
    ),
};

export const rebuildPart: Part = {
  name: "rebuild",
  summary:
    "one store renamed in a copy of the generated set, then a cached rebuild, --runs times: median wall time (and its range), HTML files and all files changed, peak memory",
  print: (results) => (results.rebuild ? [`Cached rebuild after renaming one store\n${table([{ ...results.rebuild }])}`] : []),
  figures: (results) =>
    results.rebuild
      ? (["seconds", "htmlChanged", "filesChanged", "peakMemoryMb", "buildMemoryMb", "buildAnonMb"] as const)
          .filter((k) => typeof results.rebuild![k] === "number")
          .map((k): [string, number] => [`rebuild ${k}`, results.rebuild![k] as number])
      : [],
};
