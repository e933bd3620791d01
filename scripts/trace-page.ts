/**
 * Where a first visit's main-thread time goes, page by page: loads a page of
 * the built site (and, with --reference, the bench's reference page) in
 * Chromium with a trace, and prints each run's tasks over 12.5 ms (those
 * before the first paint marked as such: Lighthouse does not count them), with
 * what they evaluated, which timer or answer started them, their style and
 * layout, and an estimate of the blocking time Lighthouse would
 * count (scripts/lib/main-thread-tasks.ts). For finding what to cut; the
 * bench's Lighthouse part gives the figures.
 *
 *   npx tsx scripts/trace-page.ts "/emplacement/?key=Laval" [--runs 3] [--cpu 1] [--reference] [--port 9381]
 *
 * The site and the reference are served as the bench serves them (their own
 * sample servers); the page is loaded fresh each run (no cache). On this
 * 2-core machine one run's estimate can be two or three times another's for
 * the same page: compare the tasks' shape, and medians of many alternated runs.
 */
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";
import { ROOT } from "./lib/sample-site";
import { blockingEstimateMs, pageTrace, type TraceEvent } from "./lib/main-thread-tasks";
import { serveSiteAndReference } from "./bench/lighthouse/serve";
import { REFERENCE_PUBLIC, referenceBuilt } from "./bench/lighthouse/reference-site";
import { median } from "./bench/stats";

/** The options followed by a value; any other argument that is not an option is the page's path. */
const VALUE_OPTIONS = ["--runs", "--cpu", "--port"];
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing"];

async function tracePage(url: string, cpu: number): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless=new", ...CHROMIUM_FLAGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    if (cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(4000);
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const value = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const pagePath = argv.find((arg, i) => !arg.startsWith("--") && !VALUE_OPTIONS.includes(argv[i - 1])) ?? "/";
  const runs = Number(value("--runs") ?? 3);
  const cpu = Number(value("--cpu") ?? 1);
  const withReference = argv.includes("--reference");
  if (withReference && !referenceBuilt()) throw new Error("The reference page is not built: run `npm run bench -- --only lighthouse` once.");
  const served = await serveSiteAndReference({ port: Number(value("--port") ?? 9381), publicDir: path.join(ROOT, "public"), referenceDir: REFERENCE_PUBLIC });
  try {
    const targets: Array<[string, string]> = [[pagePath, `${served.site.origin}${pagePath}`]];
    if (withReference) targets.push(["reference", `${served.reference.origin}/`]);
    const estimates = new Map<string, number[]>(targets.map(([name]) => [name, []]));
    for (let run = 1; run <= runs; run++) {
      for (const [name, url] of targets) {
        const trace = pageTrace(await tracePage(url, cpu), 12.5 * cpu);
        const estimate = blockingEstimateMs(trace, 4 / cpu);
        estimates.get(name)!.push(estimate);
        console.log(`\n${name}, run ${run}: first paint ${Math.round(trace.firstPaintMs ?? NaN)} ms, blocking estimate ${Math.round(estimate)} ms`);
        for (const task of trace.tasks) {
          const after = trace.firstPaintMs !== null && task.startMs >= trace.firstPaintMs;
          console.log(`  ${after ? " " : "(before the paint) "}@${Math.round(task.startMs)} ${Math.round(task.durationMs)} ms  ${task.what}`);
        }
      }
    }
    console.log("");
    for (const [name, values] of estimates)
      console.log(`${name}: blocking estimate median ${Math.round(median(values))} ms over ${values.length} run(s) [${values.map(Math.round).join(", ")}]`);
  } finally {
    await served.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
