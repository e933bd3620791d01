/**
 * The targets the pages are held to (figures of a run, never a test
 * assertion): Lighthouse medians with simulated throttling, TBT against the
 * bare reference page of the same run, and weights read from the build.
 */
import type { PageResult, TargetResult } from "./types";

export const TARGETS = {
  performance: 95,
  /** TBT at most this many times the reference page's. */
  tbtRatio: 2,
  lcpMs: 2500,
  /** CLS as Lighthouse shows it (three decimals) must be 0. */
  cls: 0,
  /** With React 18 and react-dom in the browser (about 46 KB gzip of framework). */
  homeFirstVisitJsBytes: 100 * 1024,
  inlineCssBytes: 15 * 1024,
  /** The hero image may move this much after its paint (sub-pixel rounding). */
  heroMovePx: 1,
};

/** Whether each figure meets its target; undefined when the run could not measure it. */
export interface PageMarks {
  performance?: boolean;
  tbt?: boolean;
  lcp?: boolean;
  cls?: boolean;
  inlineCss: boolean;
  /** Home only. */
  firstVisitJs?: boolean;
  /** Home only; undefined when no load measured the hero. */
  hero?: boolean;
}

export function tbtRatio(page: PageResult, reference: PageResult): number {
  const ref = reference.median.tbtMs;
  if (ref > 0) return page.median.tbtMs / ref;
  return page.median.tbtMs === 0 ? 1 : Infinity;
}

/** The home hero holds when every load saw the first slide's image as LCP element, neither moved nor replaced after its paint. */
export function heroHolds(page: PageResult): boolean | undefined {
  const heroes = page.heroes;
  if (heroes.length === 0) return undefined;
  return heroes.every((h) => h.lcpIsFirstSlideImage && !h.replacedAfterPaint && h.movedAfterPaintPx <= TARGETS.heroMovePx);
}

const check = (value: number, holds: (v: number) => boolean) => (Number.isFinite(value) ? holds(value) : undefined);

export function pageMarks(page: PageResult, reference: PageResult): PageMarks {
  const m = page.median;
  const marks: PageMarks = {
    performance: check(m.performance, (v) => v >= TARGETS.performance),
    tbt: Number.isFinite(m.tbtMs) && Number.isFinite(reference.median.tbtMs) ? tbtRatio(page, reference) <= TARGETS.tbtRatio : undefined,
    lcp: check(m.lcpMs, (v) => v <= TARGETS.lcpMs),
    cls: check(m.cls, (v) => Number(v.toFixed(3)) <= TARGETS.cls),
    inlineCss: page.inlineCssBytes <= TARGETS.inlineCssBytes,
  };
  if (page.id === "home") {
    marks.firstVisitJs = page.firstVisitJsBytes <= TARGETS.homeFirstVisitJsBytes;
    marks.hero = heroHolds(page);
  }
  return marks;
}

const name = (page: PageResult) => `${page.id} ${page.locale}`;

/** Each target over the audited pages: whether it holds, and the pages that miss it with their figure. */
export function evaluateTargets(pages: readonly PageResult[], reference: PageResult): TargetResult[] {
  const homes = pages.filter((p) => p.id === "home");
  const target = (
    id: string,
    label: string,
    applies: readonly PageResult[],
    holds: (p: PageResult) => boolean | undefined,
    figure: (p: PageResult) => string,
  ): TargetResult => {
    const measured = applies.filter((p) => holds(p) !== undefined);
    const misses = measured.filter((p) => !holds(p)).map((p) => `${name(p)} (${figure(p)})`);
    return { id, label, pass: measured.length === 0 ? null : misses.length === 0, misses };
  };
  const refTbt = reference.median.tbtMs;
  return [
    target(
      "performance",
      `performance ≥ ${TARGETS.performance}`,
      pages,
      (p) => pageMarks(p, reference).performance,
      (p) => String(p.median.performance),
    ),
    target(
      "tbt",
      `TBT ≤ ${TARGETS.tbtRatio} × reference (${TARGETS.tbtRatio * refTbt} ms)`,
      pages,
      (p) => pageMarks(p, reference).tbt,
      (p) => `${p.median.tbtMs} ms, ${tbtRatio(p, reference).toFixed(1)} ×`,
    ),
    target(
      "lcp",
      `LCP ≤ ${TARGETS.lcpMs / 1000} s`,
      pages,
      (p) => pageMarks(p, reference).lcp,
      (p) => `${(p.median.lcpMs / 1000).toFixed(2)} s`,
    ),
    target(
      "cls",
      "CLS 0",
      pages,
      (p) => pageMarks(p, reference).cls,
      (p) => p.median.cls.toFixed(3),
    ),
    target("hero", "home LCP element: the first slide's image, not moved", homes, heroHolds, (p) => heroSummary(p)),
    target(
      "home-js",
      `home first-visit JS ≤ ${TARGETS.homeFirstVisitJsBytes / 1024} KB gzip`,
      homes,
      (p) => pageMarks(p, reference).firstVisitJs,
      (p) => `${(p.firstVisitJsBytes / 1024).toFixed(1)} KB`,
    ),
    target(
      "inline-css",
      `inline CSS ≤ ${TARGETS.inlineCssBytes / 1024} KB`,
      pages,
      (p) => pageMarks(p, reference).inlineCss,
      (p) => `${(p.inlineCssBytes / 1024).toFixed(1)} KB`,
    ),
  ];
}

export function heroSummary(page: PageResult): string {
  const heroes = page.heroes;
  if (heroes.length === 0) return "not measured";
  const first = heroes.filter((h) => h.lcpIsFirstSlideImage).length;
  const moved = Math.max(...heroes.map((h) => h.movedAfterPaintPx));
  const replaced = heroes.filter((h) => h.replacedAfterPaint).length;
  return `first slide image in ${first}/${heroes.length} loads, moved up to ${Math.round(moved)} px after paint${replaced ? `, replaced in ${replaced}` : ""}`;
}
