/** One Lighthouse run (mobile preset) of one URL in an already launched chromium. */
import { importBenchTool } from "../tools";
import type { Throttling } from "../types";
import type { BlockingBySource, LcpElement, LighthouseRun } from "./types";

interface NodeItem {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
  path?: string;
}
interface Details {
  type?: string;
  items?: Array<Details & { node?: NodeItem }>;
}

/** The node items of an audit's details, whether a table or a list of tables. */
export function nodesOf(details: unknown): NodeItem[] {
  const d = details as Details | undefined;
  if (!d?.items) return [];
  return d.items.flatMap((item) => (item.type === "table" ? nodesOf(item) : item.node ? [item.node] : []));
}

type Lhr = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; details?: unknown; score: number | null; scoreDisplayMode?: string; id: string; errorMessage?: string } | undefined
  >;
  runtimeError?: { message: string };
};

/** Lighthouse's function, as this module calls it (the package is installed apart: ../tools.ts). */
type Lighthouse = (
  url: string,
  flags: { port: number; output: "json"; logLevel: "error" },
  config: { extends: "lighthouse:default"; settings: Record<string, unknown> },
) => Promise<{ lhr: unknown } | undefined>;

/** Lighthouse, installed (if need be) and imported at the first run, then kept for the others. */
let loading: Promise<Lighthouse> | undefined;
const loadLighthouse = () => (loading ??= importBenchTool("lighthouse").then((module) => (module as { default: Lighthouse }).default));

const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The blocking time of the long-tasks audit's tasks by their source, as
 * Lighthouse sums TBT: each task clipped to the span from first contentful
 * paint to interactive, less 50 ms. Under simulated throttling these are the
 * simulation's tasks, where the document's own parsing, style and layout can
 * land after the estimated first paint (pure).
 */
export function blockingBySource(lhr: Lhr): BlockingBySource {
  const from = lhr.audits["first-contentful-paint"]?.numericValue;
  const to = lhr.audits["interactive"]?.numericValue;
  if (from === undefined || to === undefined) return { document: NaN, scripts: NaN, other: NaN };
  const items = (lhr.audits["long-tasks"]?.details as { items?: Array<{ url?: string; startTime?: number; duration?: number }> } | undefined)?.items ?? [];
  const out: BlockingBySource = { document: 0, scripts: 0, other: 0 };
  for (const { url = "", startTime = 0, duration = 0 } of items) {
    const clipped = Math.min(startTime + duration, to) - Math.max(startTime, from);
    if (clipped <= BLOCKING_THRESHOLD_MS) continue;
    const source = /\.m?js(\?|#|$)/.test(url) ? "scripts" : /^https?:/.test(url) ? "document" : "other";
    out[source] += Math.round(clipped - BLOCKING_THRESHOLD_MS);
  }
  return out;
}

/** The figures of one result (pure, from Lighthouse's JSON); a figure Lighthouse could not compute is NaN. */
export function figuresOf(lhr: Lhr): LighthouseRun {
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return s === undefined || s === null ? null : Math.round(s * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  const lcpNode = nodesOf(lhr.audits["largest-contentful-paint-element"]?.details)[0];
  const shifted = nodesOf(lhr.audits["layout-shifts"]?.details);
  const lcpElement: LcpElement | null = lcpNode ? { selector: lcpNode.selector ?? "", snippet: lcpNode.snippet ?? "", label: lcpNode.nodeLabel ?? "" } : null;
  return {
    // NaN when a metric could not be computed (e.g. no quiet CPU window under applied throttling): see metricErrors.
    performance: score("performance") ?? NaN,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(4)),
    speedIndexMs: Math.round(numeric("speed-index")),
    totalBytes: Math.round(numeric("total-byte-weight")),
    jsBytes: resources.find((r) => r.resourceType === "script")?.transferSize ?? 0,
    lcpElement,
    metricErrors: METRICS.flatMap((id) => {
      const message = lhr.audits[id]?.errorMessage;
      return message ? [`${id}: ${message.match(/\(([A-Z_]+)\)\s*$/)?.[1] ?? message}`] : [];
    }),
    blockingBySource: blockingBySource(lhr),
    lcpElementShifted: lcpNode?.path ? shifted.some((n) => !!n.path && (lcpNode.path === n.path || lcpNode.path!.startsWith(`${n.path},`))) : null,
  };
}

/**
 * Runs Lighthouse once. `full`: every category (the first round); otherwise
 * performance only, which is all the medians need and a third quicker.
 */
export async function runLighthouse(
  url: string,
  chromePort: number,
  throttling: Throttling,
  full: boolean,
): Promise<{ run: LighthouseRun; failedAudits: string[] }> {
  const lighthouse = await loadLighthouse();
  const result = await lighthouse(
    url,
    { port: chromePort, output: "json", logLevel: "error" },
    {
      extends: "lighthouse:default",
      settings: { throttlingMethod: throttling, disableFullPageScreenshot: true, ...(full ? {} : { onlyCategories: ["performance"] }) },
    },
  );
  const lhr = result?.lhr as Lhr | undefined;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const failedAudits = Object.values(lhr.audits)
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a!.id);
  return { run: figuresOf(lhr), failedAudits };
}
