/**
 * A tiny translator over the page's Locale nodes, for Head (which is outside
 * the i18n provider: Gatsby renders Head apart from the page's wrappers) and for tests. Keys are "ns:path.to.key";
 * a missing key shows the key itself, so a gap is visible rather than blank. {{name}} interpolates.
 */
export interface LocaleEdge {
  node: { ns: string | null; data: string | null; language: string | null };
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

type Tree = { [key: string]: string | Tree };

export function bundlesFrom(edges: readonly LocaleEdge[] | null | undefined): Record<string, Tree> {
  const bundles: Record<string, Tree> = {};
  for (const { node } of edges ?? []) {
    if (!node.ns || !node.data) continue;
    bundles[node.ns] = JSON.parse(node.data) as Tree;
  }
  return bundles;
}

export function lookup(bundles: Record<string, Tree>, key: string): string | undefined {
  const [ns, path] = key.includes(":") ? key.split(":", 2) : ["common", key];
  let value: string | Tree | undefined = bundles[ns];
  for (const part of path.split(".")) {
    if (value === undefined || typeof value === "string") return undefined;
    value = value[part];
  }
  return typeof value === "string" ? value : undefined;
}

export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

export function makeTranslate(edges: readonly LocaleEdge[] | null | undefined): Translate {
  const bundles = bundlesFrom(edges);
  return (key, values) => {
    const text = lookup(bundles, key);
    return text === undefined ? (key.split(":").pop() ?? key) : interpolate(text, values);
  };
}
