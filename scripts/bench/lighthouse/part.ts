/**
 * The Lighthouse part: the sample build and the bare reference page
 * (bench/reference-site/), built and served side by side in the same run;
 * Lighthouse (mobile preset, simulated throttling unless --throttling
 * devtools) --runs times on each audited page and on the reference; the
 * control probe in throttled chromium; the inline CSS and first-visit
 * JavaScript read from the builds. Figures are medians; the targets
 * get a pass/fail marker (printed, never asserted).
 */
import fs from "node:fs";
import path from "node:path";
import { PublicDir } from "../../lib/page-weight";
import { buildAgainstSampleApi, ROOT } from "../../lib/sample-site";
import { median } from "../stats";
import { medianRun, medians } from "./medians";
import type { BenchContext, Part, Results, Step } from "../types";
import { lighthouseRounds, probeRounds, type Target } from "./measure";
import { pageFacts } from "./page-facts";
import { auditedPages, type PageKind } from "./pages";
import { PROBE_SEARCH } from "./probes";
import { buildReference, REFERENCE_PUBLIC, referenceBuilt } from "./reference-site";
import { printLighthouse, lighthouseFigures } from "./report";
import { serveSiteAndReference } from "./serve";
import { evaluateTargets } from "./targets";
import type { LighthouseResults, PageResult } from "./types";

const PUBLIC = path.join(ROOT, "public");
/** The locations page's audited search; the probe searches PROBE_SEARCH on it. */
const AUDITED_SEARCH = "Montréal";

/** The audited kinds, in the table's order (--pages takes their ids). */
export const PAGE_KINDS: PageKind[] = [
  { id: "home", route: "index" },
  // A search the sample API answers (several shops in and around Montréal): checked before the audit.
  { id: "locations", route: "locations", query: `?key=${encodeURIComponent(AUDITED_SEARCH)}` },
  // A shop with offers: the control probe clicks "view offers".
  { id: "store", route: "store-details", mustContain: (locale) => (locale === "fr" ? "Voir les offres" : "View offers") },
  { id: "service", route: "service-details" },
  { id: "blog", route: "blog" },
  { id: "post", route: "blog-post" },
];

/** Fails early when a search the audit or the probe relies on finds no shop. */
async function checkSearches(origin: string): Promise<void> {
  for (const key of [AUDITED_SEARCH, PROBE_SEARCH]) {
    const response = await fetch(`${origin}/api/stores/search?key=${encodeURIComponent(key)}`);
    const body = (await response.json()) as unknown;
    if (!response.ok || !Array.isArray(body) || body.length === 0)
      throw new Error(`The sample API finds no shop for "${key}" (${response.status}): the locations figures would audit an empty search`);
  }
}

async function ensureBuilds(context: BenchContext): Promise<void> {
  if (context.options.skipBuild) {
    if (!fs.existsSync(path.join(PUBLIC, "index.html"))) throw new Error("--skip-build: public/ has no built site (npm run build:sample)");
    if (!referenceBuilt()) {
      console.log("\n== bench: the reference page has no build yet: building it once (bench/reference-site) ==");
      await buildReference();
    }
    return;
  }
  if (context.built.publicHolds !== "sample") {
    console.log("\n== bench: build of the sample site for Lighthouse (not timed) ==");
    await buildAgainstSampleApi({ siteUrl: context.siteUrl });
    context.built.publicHolds = "sample";
  }
  console.log("\n== bench: build of the reference page (bench/reference-site) ==");
  await buildReference();
}

async function run(context: BenchContext): Promise<void> {
  const { options } = context;
  await ensureBuilds(context);
  const kinds = PAGE_KINDS.filter((k) => !options.pages || options.pages.has(k.id));
  const pages = auditedPages(PUBLIC, kinds);
  const served = await serveSiteAndReference({ port: options.port, publicDir: PUBLIC, referenceDir: REFERENCE_PUBLIC });
  const reference: Target = { id: "reference", locale: "-", path: "/", url: `${served.reference.origin}/` };
  const targets: Target[] = [reference, ...pages.map((p) => ({ id: p.id, locale: p.locale, path: p.path, url: `${served.site.origin}${p.path}` }))];
  let lighthouse: Awaited<ReturnType<typeof lighthouseRounds>>;
  let probes: Awaited<ReturnType<typeof probeRounds>>;
  try {
    if (kinds.some((k) => k.id === "locations")) await checkSearches(served.site.origin);
    console.log(
      `\n== bench: Lighthouse (${options.throttling} throttling), ${options.runs} run(s) of ${targets.length} pages, reference on ${served.reference.origin} ==`,
    );
    lighthouse = await lighthouseRounds(targets, options.runs, options.throttling);
    console.log("\n== bench: time from first paint to working controls (chromium, 4x CPU, 150 ms RTT, 1.6 Mbit/s) ==");
    probes = await probeRounds(targets, options.runs);
  } finally {
    await served.close();
  }

  const site = new PublicDir(PUBLIC, { "/media/": path.join(ROOT, "server", "seed", "media") });
  const referenceSite = new PublicDir(REFERENCE_PUBLIC);
  const result = (target: Target, htmlFile: string, weights: PublicDir): PageResult => {
    const runs = lighthouse.get(target)!;
    const { probes: probeRuns, heroes } = probes.get(target)!;
    const chosen = runs.length ? medianRun(runs) : undefined;
    const worked = probeRuns.flatMap((p) => (p.controlMs === null ? [] : [p.controlMs]));
    return {
      id: target.id,
      locale: target.locale,
      path: target.path,
      runs,
      median: medians(runs),
      lcpElement: chosen?.lcpElement ?? null,
      lcpElementShifted: chosen?.lcpElementShifted ?? null,
      ...pageFacts(weights, htmlFile),
      probes: probeRuns,
      heroes,
      controlMs: worked.length ? Math.round(median(worked)) : null,
    };
  };
  const referenceResult = result(reference, path.join(REFERENCE_PUBLIC, "index.html"), referenceSite);
  const pageResults = pages.map((p, i) => result(targets[i + 1], p.htmlFile, site));
  const figures: LighthouseResults = {
    throttling: options.throttling,
    runs: options.runs,
    reference: referenceResult,
    pages: pageResults,
    targets: evaluateTargets(pageResults, referenceResult),
  };
  context.results.lighthouse = figures;
}

export const lighthouseStep: Step = { part: "lighthouse", run };

export const lighthousePart: Part = {
  name: "lighthouse",
  summary: "the sample site beside the bare reference page: Lighthouse medians, LCP element, inline CSS, first-visit JS, time to working controls, targets",
  print: (results: Results) => printLighthouse(results),
  figures: (results: Results) => lighthouseFigures(results),
};
