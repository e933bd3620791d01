/**
 * `npm run bench`: the figures of issue 9, printed as tables and written to
 * bench/results/<timestamp>.json (git-ignored). README: Benchmark and budgets.
 *
 *   npm run bench -- [--only search,builds,rebuild,lighthouse,finder] [--count 2000] [--port 9221] [--throttling devtools|simulate] [--compare bench/results/<old>.json]
 *
 * Parts, in this order (--only keeps some):
 * - search: /stores/search p50/p99 over the sample seed and the generated set (scripts/bench-search.ts);
 * - builds: cold `gatsby build` (after `gatsby clean`) of the sample: pages built, wall time, pages per second;
 * - lighthouse: the sample build served on --port, Lighthouse (mobile preset) on home, locations, a store,
 *   a service, the blog index and a blog post, in French and English. Throttling is applied to the real
 *   load ("devtools") by default: Lighthouse's default "simulate" estimates the timings from an unthrottled
 *   trace, and against a server on the same machine it counts the script evaluation that happened to come
 *   first as delaying the hero image (home LCP 4.5-5 s simulated, 1.6 s applied, 0.8 s measured in the
 *   page with 6x CPU and 1.6 Mbit/s); `--throttling simulate` gives the simulated figures;
 * - builds (continued): cold build of the generated --count store set;
 * - rebuild: the generated set built, one store renamed in a copy of it, cached rebuild: time and HTML files changed;
 * - finder: "Find" pressed to first result painted, API and built index (scripts/bench-finder.ts).
 * It overwrites public/ and .cache/ (rebuild for `npm start` or the browser tests afterwards).
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildAgainstSampleApi, gatsbyBin, ROOT, run, startSampleServer } from "./lib/sample-site";
import { benchFinder, finderTable, type FinderFigure } from "./bench-finder";

const PARTS = ["search", "builds", "rebuild", "lighthouse", "finder"] as const;
type Part = (typeof PARTS)[number];

type Throttling = "devtools" | "simulate";

interface Options {
  only: Set<Part>;
  throttling: Throttling;
  count: number;
  port: number;
  compare?: string;
}

function parseArgs(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const only = (value("--only") ?? PARTS.join(",")).split(",").map((p) => p.trim()) as Part[];
  for (const part of only) if (!PARTS.includes(part)) throw new Error(`Unknown part "${part}" (parts: ${PARTS.join(", ")})`);
  const throttling = (value("--throttling") ?? "devtools") as Throttling;
  if (throttling !== "devtools" && throttling !== "simulate") throw new Error(`Unknown throttling "${throttling}" (devtools or simulate)`);
  return { only: new Set(only), throttling, count: Number(value("--count") ?? 2000), port: Number(value("--port") ?? 9221), compare: value("--compare") };
}

interface BuildFigure {
  name: string;
  stores: number;
  pages: number;
  seconds: number;
  pagesPerSecond: number;
}
interface LighthouseFigure {
  page: string;
  locale: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  jsBytes: number;
}
interface Results {
  startedAt: string;
  machine: { cpus: number; loadAverage: number[]; node: string };
  search?: Array<{ stores: number; requests: number; p50Ms: number; p99Ms: number; maxMs: number }>;
  builds?: BuildFigure[];
  rebuild?: { stores: number; seconds: number; htmlChanged: number; htmlTotal: number };
  lighthouse?: LighthouseFigure[];
  lighthouseThrottling?: Throttling;
  finder?: FinderFigure[];
}

const SAMPLE_SEED = path.join(ROOT, "server", "seed");
const PUBLIC = path.join(ROOT, "public");

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

function htmlHashes(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith(".html")) out.set(full, crypto.createHash("sha1").update(fs.readFileSync(full)).digest("hex"));
    }
  };
  walk(PUBLIC);
  return out;
}

/** A build against the sample API on `seed`, with a fresh database; returns wall seconds. */
async function timedBuild(seed: string, siteUrl: string, clean: boolean): Promise<number> {
  if (clean) await run(gatsbyBin(), ["clean"]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-bench-build-"));
  const started = performance.now();
  try {
    await buildAgainstSampleApi({ siteUrl, dataDir, seedDir: seed });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

async function buildFigure(name: string, seed: string, siteUrl: string): Promise<BuildFigure> {
  console.log(`\n== bench: cold build, ${name} ==`);
  const seconds = await timedBuild(seed, siteUrl, true);
  const pages = pagesBuilt();
  return { name, stores: storeCount(seed), pages, seconds, pagesPerSecond: Number((pages / seconds).toFixed(1)) };
}

async function rebuildFigure(seed: string, siteUrl: string, alreadyBuilt: boolean): Promise<NonNullable<Results["rebuild"]>> {
  if (!alreadyBuilt) {
    console.log("\n== bench: build of the generated set before the cached rebuild (not timed) ==");
    await timedBuild(seed, siteUrl, true);
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-bench-seed-"));
  fs.cpSync(seed, copy, { recursive: true, verbatimSymlinks: true });
  const storesFile = path.join(copy, "stores.json");
  const stores = JSON.parse(fs.readFileSync(storesFile, "utf8")) as Array<{ name: string }>;
  stores[0].name = `${stores[0].name} (bench)`;
  fs.writeFileSync(storesFile, JSON.stringify(stores, null, 2));
  const before = htmlHashes();
  console.log(`\n== bench: cached rebuild after renaming one store ("${stores[0].name}") ==`);
  try {
    const seconds = await timedBuild(copy, siteUrl, false);
    const after = htmlHashes();
    const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).length;
    return { stores: stores.length, seconds, htmlChanged: changed, htmlTotal: after.size };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

function searchFigures(seeds: string[]): NonNullable<Results["search"]> {
  return seeds.map((seed) => {
    const out = execFileSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/bench-search.ts", "--seed", seed, "--json"], {
      cwd: ROOT,
      encoding: "utf8",
    });
    const r = JSON.parse(out.trim().split("\n").pop()!) as { stores: number; requests: number; p50Ms: number; p99Ms: number; maxMs: number; errors: number };
    if (r.errors) throw new Error(`/stores/search answered ${r.errors} errors over ${seed}`);
    return { stores: r.stores, requests: r.requests, p50Ms: r.p50Ms, p99Ms: r.p99Ms, maxMs: r.maxMs };
  });
}

/** The pages Lighthouse audits, from the built page data: for each kind, a French page (first by path) and its English twin. */
function auditedPages(): Array<{ page: string; locale: string; path: string }> {
  const wanted = ["index", "locations", "store-details", "service-details", "blog", "blog-post"];
  type Context = { routeName?: string; language?: string; alternates?: { fr: string; en: string } };
  const pages: Array<{ path: string; context: Context }> = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== "sq") walk(full);
      else if (e.name === "page-data.json") {
        const data = JSON.parse(fs.readFileSync(full, "utf8")) as { path: string; result: { pageContext?: Context } };
        if (data.result.pageContext) pages.push({ path: data.path, context: data.result.pageContext });
      }
    }
  };
  walk(path.join(PUBLIC, "page-data"));
  const routeOf = new Map(pages.map((p) => [p.path, p.context.routeName]));
  return wanted.flatMap((kind) => {
    const page = kind === "index" ? "home" : kind === "blog" ? "blog index" : kind;
    // The same page in both languages when it has a twin of its kind; blog posts are written
    // per language (their alternate is the other blog index): then the first of each language.
    const fr = pages.find(
      (p) => p.context.routeName === kind && p.context.language === "fr" && p.context.alternates && routeOf.get(p.context.alternates.en) === kind,
    );
    const first = (locale: string) => pages.find((p) => p.context.routeName === kind && p.context.language === locale)?.path;
    const frPath = fr?.path ?? first("fr");
    const enPath = fr ? fr.context.alternates!.en : first("en");
    if (!frPath || !enPath) throw new Error(`The build has no ${kind} page in both languages to audit`);
    return [
      { page, locale: "fr", path: frPath },
      { page, locale: "en", path: enPath },
    ];
  });
}

async function lighthouseFigures(port: number, throttling: Throttling): Promise<LighthouseFigure[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-bench-serve-"));
  const server = await startSampleServer({ port, dataDir, publicDir: PUBLIC, siteUrl: `http://localhost:${port}`, quiet: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const figures: LighthouseFigure[] = [];
  try {
    for (const target of auditedPages()) {
      const url = `http://localhost:${port}${target.path}`;
      console.log(`lighthouse ${url}`);
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error" },
        { extends: "lighthouse:default", settings: { throttlingMethod: throttling } },
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const resources = (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
      figures.push({
        ...target,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(numeric("largest-contentful-paint")),
        tbtMs: Math.round(numeric("total-blocking-time")),
        cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
        totalBytes: Math.round(numeric("total-byte-weight")),
        jsBytes: resources.find((r) => r.resourceType === "script")?.transferSize ?? 0,
      });
      const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
      if (failed.length) console.log(`  audits not passed: ${failed.map((a) => a.id).join(", ")}`);
    }
  } finally {
    chrome.kill();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** Whether public/ is a build of the sample seed for this port (to audit it without rebuilding). */
function sampleBuiltFor(siteUrl: string): boolean {
  const index = path.join(PUBLIC, "index.html");
  return fs.existsSync(index) && fs.readFileSync(index, "utf8").includes(`href="${siteUrl}/"`) && pagesBuilt() < 1000;
}

function table(rows: Array<Record<string, string | number>>): string {
  if (rows.length === 0) return "";
  const keys = Object.keys(rows[0]);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(width[i])).join("  ");
  return [line(keys), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join("\n");
}

/** Every number of a result file by a readable key, for --compare. */
function flatten(results: Results): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of results.search ?? []) for (const k of ["p50Ms", "p99Ms"] as const) out.set(`search ${s.stores} stores ${k}`, s[k]);
  for (const b of results.builds ?? []) for (const k of ["pages", "seconds", "pagesPerSecond"] as const) out.set(`build ${b.name} ${k}`, b[k]);
  if (results.rebuild) for (const k of ["seconds", "htmlChanged"] as const) out.set(`rebuild ${k}`, results.rebuild[k]);
  for (const l of results.lighthouse ?? [])
    for (const k of ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "totalBytes", "jsBytes"] as const)
      out.set(`lighthouse ${l.page} ${l.locale} ${k}`, l[k]);
  return out;
}

function print(results: Results, compare?: Results): void {
  if (results.search) console.log(`\n/stores/search latency\n${table(results.search)}`);
  if (results.builds) console.log(`\nCold builds\n${table(results.builds.map((b) => ({ ...b })))}`);
  if (results.rebuild) console.log(`\nCached rebuild after renaming one store\n${table([{ ...results.rebuild }])}`);
  if (results.lighthouse)
    console.log(
      `\nLighthouse (mobile, ${results.lighthouseThrottling ?? "simulate"} throttling)\n${table(
        results.lighthouse.map((l) => ({
          page: l.page,
          lang: l.locale,
          perf: l.performance,
          a11y: l.accessibility,
          bp: l.bestPractices,
          seo: l.seo,
          "LCP ms": l.lcpMs,
          "TBT ms": l.tbtMs,
          CLS: l.cls,
          "total KB": (l.totalBytes / 1024).toFixed(1),
          "JS KB": (l.jsBytes / 1024).toFixed(1),
        })),
      )}`,
    );
  if (results.finder) console.log(`\nStore finder\n${finderTable(results.finder)}`);
  if (compare) {
    const before = flatten(compare);
    const rows = [...flatten(results)]
      .filter(([key]) => before.has(key))
      .map(([key, now]) => {
        const old = before.get(key)!;
        const change = old === 0 ? (now === 0 ? "0 %" : "new") : `${(((now - old) / old) * 100).toFixed(1)} %`;
        return { figure: key, before: old, now, change };
      });
    console.log(`\nCompared with the run of ${compare.startedAt}\n${table(rows)}`);
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const compare = options.compare ? (JSON.parse(fs.readFileSync(options.compare, "utf8")) as Results) : undefined;
  const siteUrl = `http://localhost:${options.port}`;
  const results: Results = {
    startedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))), node: process.version },
  };
  const dir = path.join(ROOT, "bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${results.startedAt.replace(/[:.]/g, "-")}.json`);
  // Written after each part: a part that fails (a build error) keeps the figures measured before it.
  const save = () => fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  const where = `(machine: ${results.machine.cpus} cores, load at start ${results.machine.loadAverage.join(" ")})`;
  try {
    const needsGenerated = options.only.has("search") || options.only.has("builds") || options.only.has("rebuild");
    const large = needsGenerated ? generatedSeed(options.count) : "";

    if (options.only.has("search")) results.search = searchFigures([SAMPLE_SEED, large]);
    save();
    if (options.only.has("builds")) results.builds = [await buildFigure("sample", SAMPLE_SEED, siteUrl)];
    save();
    if (options.only.has("lighthouse")) {
      if (!sampleBuiltFor(siteUrl)) {
        console.log("\n== bench: build of the sample site for Lighthouse (not timed) ==");
        await timedBuild(SAMPLE_SEED, siteUrl, false);
      }
      results.lighthouseThrottling = options.throttling;
      results.lighthouse = await lighthouseFigures(options.port, options.throttling);
      save();
    }
    if (options.only.has("finder")) {
      if (!sampleBuiltFor(siteUrl)) await timedBuild(SAMPLE_SEED, siteUrl, false);
      results.finder = await benchFinder({ port: options.port });
      save();
    }
    if (options.only.has("builds")) results.builds!.push(await buildFigure(`${options.count} stores`, large, siteUrl));
    save();
    if (options.only.has("rebuild")) results.rebuild = await rebuildFigure(large, siteUrl, options.only.has("builds"));
    save();
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
