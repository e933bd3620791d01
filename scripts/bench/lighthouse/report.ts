/** The Lighthouse part's tables for the log, and its numbers for --compare (pure). */
import { kb, median } from "../stats";
import { marked, table, type Row } from "../table";
import type { Results } from "../types";
import { heroSummary, pageMarks, tbtRatio } from "./targets";
import type { BlockingBySource, LighthouseResults, PageResult } from "./types";

const s2 = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : "-");
const score = (n: number | null) => (n === null || !Number.isFinite(n) ? "-" : String(n));
const num = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "-");
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The lowest and highest TBT of a page's runs: how far apart runs of the same page land on this machine. */
export function tbtSpread(page: PageResult): string {
  const values = page.runs.map((r) => r.tbtMs).filter(Number.isFinite);
  if (values.length < 2) return "-";
  return `${Math.min(...values)}–${Math.max(...values)}`;
}

function row(page: PageResult, reference: PageResult): Row {
  const m = page.median;
  const isReference = page === reference;
  const marks = isReference ? undefined : pageMarks(page, reference);
  return {
    page: page.id,
    lang: page.locale,
    perf: marked(score(m.performance), marks?.performance),
    "TBT ms": num(m.tbtMs),
    "× ref": isReference ? "1.0" : marked(num(tbtRatio(page, reference), 1), marks?.tbt),
    "TBT runs": tbtSpread(page),
    "LCP s": marked(s2(m.lcpMs), marks?.lcp),
    CLS: marked(num(m.cls, 3), marks?.cls),
    "SI s": s2(m.speedIndexMs),
    "FCP s": s2(m.fcpMs),
    "total KB": kb(m.totalBytes),
    "CSS inline KB": marked(kb(page.inlineCssBytes), marks?.inlineCss),
    "JS 1st visit gz KB": marked(kb(page.firstVisitJsBytes), marks?.firstVisitJs),
    "controls s": page.controlMs === null ? "-" : s2(page.controlMs),
    "a11y/bp/seo": `${score(m.accessibility)}/${score(m.bestPractices)}/${score(m.seo)}`,
  };
}

/** A page's median blocking time by source over the runs that measured it, or null when none did. */
export function blockingMedians(page: PageResult): BlockingBySource | null {
  const measured = page.runs.flatMap((r) => (r.blockingBySource && Number.isFinite(r.blockingBySource.document) ? [r.blockingBySource] : []));
  if (!measured.length) return null;
  const of = (key: keyof BlockingBySource) => Math.round(median(measured.map((b) => b[key])));
  return { document: of("document"), scripts: of("scripts"), other: of("other") };
}

function blockingRow(page: PageResult): Row | null {
  const b = blockingMedians(page);
  if (!b) return null;
  return {
    page: page.id,
    lang: page.locale,
    "document ms": String(b.document),
    "scripts ms": String(b.scripts),
    "unattributed ms": String(b.other),
    "TBT ms": num(page.median.tbtMs),
  };
}

export function formatLighthouse(lh: LighthouseResults): string[] {
  const all = [lh.reference, ...lh.pages];
  const out: string[] = [];
  out.push(
    `Lighthouse, mobile, ${lh.throttling} throttling, median of ${lh.runs} run(s) per page; the bare Gatsby reference page first\n` +
      `(✓/✗: the target of the figure; TBT runs: the lowest and highest of the runs; CSS inline: <style> in the HTML;\n` +
      ` JS 1st visit: gzip, as the CI budgets count it;\n` +
      ` controls: from first contentful paint to a working control, chromium 4x CPU, 150 ms RTT, 1.6 Mbit/s)\n` +
      table(all.map((p) => row(p, lh.reference))),
  );
  const blocking = all.map(blockingRow).filter((r): r is Row => r !== null);
  if (blocking.length)
    out.push(
      `Blocking time by source (Lighthouse's long tasks, median of the runs; document: parsing the HTML, style and layout,\n` +
        ` which the simulation can place after its first paint; each column's median, so they need not add up to TBT)\n` +
        table(blocking),
    );
  const targets = lh.targets.map((t) => {
    const mark = t.pass === null ? "?" : t.pass ? "✓" : "✗";
    const misses = t.pass === null ? "not measured" : t.misses.length ? `misses: ${t.misses.join(", ")}` : "every page";
    return `${mark} ${t.label}: ${misses}`;
  });
  out.push(`Targets (${lh.targets.filter((t) => t.pass).length} of ${lh.targets.length} hold)\n${targets.join("\n")}`);
  const elements = all.map((p) => {
    const e = p.lcpElement;
    const what = e ? `${e.selector}  ${clip(e.snippet.replace(/\s+/g, " "), 110)}${p.lcpElementShifted ? "  (in Lighthouse's layout shifts)" : ""}` : "-";
    return `${`${p.id} ${p.locale}`.padEnd(14)} ${what}`;
  });
  out.push(`LCP element (Lighthouse, median run)\n${elements.join("\n")}`);
  const homes = lh.pages.filter((p) => p.id === "home");
  if (homes.length) out.push(`Home hero (throttled chromium)\n${homes.map((p) => `home ${p.locale}: ${heroSummary(p)}`).join("\n")}`);
  const controls = all.map((p) => {
    const n = p.probes.length;
    const count = (what: string, k: number) => (k ? [`${what} in ${k}/${n} loads`] : []);
    const failed = p.probes.filter((r) => r.error);
    const notes = [
      ...count("through a page load", p.probes.filter((r) => r.navigated).length),
      ...count("early form submissions stopped", p.probes.filter((r) => r.blockedSubmits > 0).length),
      ...count(`failed (${failed[0]?.error})`, failed.length),
    ];
    const control = p.probes.find((r) => !r.error)?.control ?? p.probes[0]?.control ?? "-";
    return `${`${p.id} ${p.locale}`.padEnd(14)} ${control}: ${p.controlMs === null ? "-" : `${s2(p.controlMs)} s`}${notes.length ? ` (${notes.join("; ")})` : ""}`;
  });
  out.push(`Time from first paint to working controls (median)\n${controls.join("\n")}`);
  return out;
}

export function printLighthouse(results: Results): string[] {
  const lh = results.lighthouse;
  if (!lh) return [];
  if (Array.isArray(lh))
    return [`Lighthouse (${results.lighthouseThrottling ?? "devtools"} throttling, before the reference page)\n${table(lh.map((l) => ({ ...l })))}`];
  return formatLighthouse(lh);
}

/** Every number by a readable key ("lighthouse home fr tbtMs"), result files before the reference page included. */
export function lighthouseFigures(results: Results): Array<[string, number]> {
  const lh = results.lighthouse;
  if (!lh) return [];
  if (Array.isArray(lh)) {
    const ids: Record<string, string> = { "store-details": "store", "service-details": "service", "blog index": "blog", "blog-post": "post" };
    return lh.flatMap((l) =>
      (["performance", "lcpMs", "tbtMs", "cls", "totalBytes"] as const).map((k): [string, number] => [
        `lighthouse ${ids[l.page] ?? l.page} ${l.locale} ${k}`,
        l[k],
      ]),
    );
  }
  const out: Array<[string, number]> = [];
  for (const p of [lh.reference, ...lh.pages]) {
    const key = `lighthouse ${p.id}${p.locale === "-" ? "" : ` ${p.locale}`}`;
    for (const k of ["performance", "tbtMs", "lcpMs", "cls", "speedIndexMs", "totalBytes"] as const) out.push([`${key} ${k}`, p.median[k]]);
    out.push([`${key} inlineCssBytes`, p.inlineCssBytes], [`${key} firstVisitJsBytes`, p.firstVisitJsBytes]);
    if (p.controlMs !== null) out.push([`${key} controlMs`, p.controlMs]);
    const blocking = blockingMedians(p);
    if (blocking)
      out.push([`${key} blockingDocumentMs`, blocking.document], [`${key} blockingScriptsMs`, blocking.scripts], [`${key} blockingOtherMs`, blocking.other]);
  }
  return out;
}
