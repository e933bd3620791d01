/**
 * Text normalization for place and address matching: accents, case,
 * punctuation and the usual Quebec abbreviations ("St-Jérôme" = "Saint-Jérôme")
 * don't matter. Pure: safe for the browser, the build and the server.
 */

const ABBREVIATIONS: Record<string, string> = {
  st: "saint",
  ste: "sainte",
  mt: "mont",
  bd: "boulevard",
  boul: "boulevard",
  blvd: "boulevard",
  ch: "chemin",
  av: "avenue",
  ave: "avenue",
};

/** "St-Jérôme, QC" → "saint jerome qc". */
export function normalizeText(value: string): string {
  const tokens = value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  return tokens.map((token) => ABBREVIATIONS[token] ?? token).join(" ");
}

/** True when `needle` appears in `haystack` as whole words (both already normalized). */
export function containsWords(haystack: string, needle: string): boolean {
  if (!needle) return false;
  return ` ${haystack} `.includes(` ${needle} `);
}
