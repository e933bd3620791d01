/** Small pure helpers for the bench's figures. */

/** The median of some numbers (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const finite = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (finite.length === 0) return NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

/** Bytes as kilobytes (1 KB = 1,024 bytes) with one decimal. */
export function kb(bytes: number): string {
  return Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : "-";
}
