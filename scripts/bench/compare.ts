/** --compare: each figure of an earlier result file beside this run's (pure). */
import type { Row } from "./table";

export function compareFigures(before: ReadonlyArray<[string, number]>, now: ReadonlyArray<[string, number]>): Row[] {
  const old = new Map(before);
  return now
    .filter(([key, value]) => old.has(key) && Number.isFinite(value) && Number.isFinite(old.get(key)!))
    .map(([key, value]) => {
      const was = old.get(key)!;
      const change = was === 0 ? (value === 0 ? "0 %" : "new") : `${(((value - was) / Math.abs(was)) * 100).toFixed(1)} %`;
      return { figure: key, before: was, now: value, change };
    });
}
