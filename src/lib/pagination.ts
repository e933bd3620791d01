/** Page arithmetic shared by the blog index and the careers list (pages count from 1). */

export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) throw new RangeError("perPage must be positive");
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** A page number from any input ("2", 0, NaN…), kept within 1…count. */
export function clampPage(page: number | string | null | undefined, count: number): number {
  const n = typeof page === "string" ? Number.parseInt(page, 10) : (page ?? 1);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), Math.max(1, count));
}

/** The items of one page. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  const current = clampPage(page, pageCount(items.length, perPage));
  return items.slice((current - 1) * perPage, current * perPage);
}

/** 1…count, for the page links. */
export function pageNumbers(count: number): number[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => i + 1);
}
