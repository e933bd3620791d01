/** Plain-text tables for the bench's output. */

export type Row = Record<string, string | number | boolean | null | undefined>;

/** Column per key of the first row; numbers and short cells right-aligned, the first column left-aligned. */
export function table(rows: readonly Row[]): string {
  if (rows.length === 0) return "";
  const keys = Object.keys(rows[0]);
  const cell = (value: Row[string]) => (value === null || value === undefined ? "-" : String(value));
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => cell(r[k]).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i])))
      .join("  ")
      .trimEnd();
  return [line(keys), line(width.map((w) => "-".repeat(w))), ...rows.map((r) => line(keys.map((k) => cell(r[k]))))].join("\n");
}

/** A figure followed by its target's marker: "97 ✓", "3.10 ✗"; two spaces instead when it has none, to keep the digits in line. */
export function marked(figure: string, pass: boolean | undefined): string {
  return `${figure} ${pass === undefined ? " " : pass ? "✓" : "✗"}`;
}
