/** A page's figures over its Lighthouse runs (pure). */
import { median } from "../stats";
import type { LighthouseRun, MedianFigures } from "./types";

const NUMERIC: Array<keyof MedianFigures> = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "speedIndexMs",
  "totalBytes",
  "jsBytes",
];

/** Each figure's median over the runs (scores of other categories come from the first run only). */
export function medians(runs: readonly LighthouseRun[]): MedianFigures {
  const out = {} as Record<keyof MedianFigures, number | null>;
  for (const key of NUMERIC) {
    const values = runs.map((r) => r[key]).filter((v): v is number => typeof v === "number");
    out[key] = values.length ? median(values) : null;
  }
  return out as MedianFigures;
}

/** The run whose performance score is the median (the lower middle one for an even count), for its LCP element. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const score = (r: LighthouseRun) => (Number.isFinite(r.performance) ? r.performance : -1);
  const sorted = [...runs].sort((a, b) => score(a) - score(b));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
