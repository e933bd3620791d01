/**
 * `npm run bench`: build, rebuild, search and Lighthouse figures, printed as
 * tables and written to bench/results/<timestamp>.json (git-ignored).
 * docs/performance.md. The parts live in scripts/bench/ (parts.ts
 * lists them and orders their steps).
 *
 *   npm run bench -- [--only search,builds,rebuild,lighthouse] [--pages home,locations,store,service,blog,post]
 *     [--runs 3] [--throttling simulate|devtools] [--skip-build] [--count 2000] [--port 9221]
 *     [--compare bench/results/<old>.json] [--help]
 *
 * Builds overwrite public/ and .cache/ (rebuild for `npm start` or the browser tests afterwards).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./lib/sample-site";
import { compareFigures } from "./bench/compare";
import { parseArgs, usage } from "./bench/options";
import { PARTS, STEPS } from "./bench/parts";
import { PAGE_KINDS } from "./bench/lighthouse/part";
import { table } from "./bench/table";
import type { BenchContext, Results } from "./bench/types";

function generatedSeed(count: number): string {
  const dir = path.join(ROOT, "data", `seed-${count}`);
  if (!fs.existsSync(path.join(dir, "stores.json"))) {
    execFileSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/generate-stores.ts", "--count", String(count), "--out", dir], {
      cwd: ROOT,
      stdio: "inherit",
    });
  }
  return dir;
}

function print(results: Results, compare?: Results): void {
  for (const part of PARTS) for (const block of part.print(results)) console.log(`\n${block}`);
  if (compare) {
    const figures = (r: Results) => PARTS.flatMap((part) => part.figures(r));
    console.log(`\nCompared with the run of ${compare.startedAt}\n${table(compareFigures(figures(compare), figures(results)))}`);
  }
}

async function main(): Promise<void> {
  if (process.argv.includes("--help")) {
    console.log(
      usage(
        PARTS,
        PAGE_KINDS.map((k) => k.id),
      ),
    );
    return;
  }
  const options = parseArgs(process.argv.slice(2), { parts: PARTS.map((p) => p.name), pages: PAGE_KINDS.map((k) => k.id) });
  const compare = options.compare ? (JSON.parse(fs.readFileSync(options.compare, "utf8")) as Results) : undefined;
  const results: Results = {
    startedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))), node: process.version },
  };
  let seed: string | undefined;
  const context: BenchContext = {
    options,
    results,
    siteUrl: `http://localhost:${options.port}`,
    built: {},
    generatedSeed: () => (seed ??= generatedSeed(options.count)),
  };
  const dir = path.join(ROOT, "bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${results.startedAt.replace(/[:.]/g, "-")}.json`);
  // Written after each step: a step that fails (a build error) keeps the figures measured before it.
  const save = () => fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const where = `(machine: ${results.machine.cpus} cores, load at start ${results.machine.loadAverage.join(" ")})`;
  try {
    for (const step of STEPS) {
      if (!options.only.has(step.part)) continue;
      await step.run(context);
      save();
    }
  } catch (error) {
    save();
    print(results, compare);
    console.log(`\nThe figures measured before the failure are in ${path.relative(process.cwd(), file)} ${where}`);
    throw error;
  }
  print(results, compare);
  console.log(`\nFigures written to ${path.relative(process.cwd(), file)} ${where}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
