/**
 * The site's translator: texts of the page's bundles (locales/{lng}/{ns}.json,
 * written once as shared files beside Gatsby's static query results, see
 * gatsby/translation-bundles.ts; the 404 page still queries them as Locale
 * nodes) looked up by "ns:path.to.key".
 *
 * It covers what the bundles use and no more: {{placeholders}}, and plurals
 * by `count` (`key_one` / `key_other`, French counting 0 and 1 as one, as
 * i18next does through the platform's plural rules). A key without a
 * namespace is looked for in every bundle of the page, in their order; a
 * missing key shows its path, so a gap is visible rather than blank; a text
 * missing in the page's language falls back to French. A test holds it to
 * i18next's answer for every key of every bundle, so a bundle that starts
 * using more of i18next (nesting, formats, contexts) fails there first.
 *
 * Why not i18next itself in the browser: see docs/decisions.md (it was the
 * largest module of every page's first script, and it was set up again on
 * every page while the page hydrated).
 */
export interface LocaleEdge {
  node: { ns: string | null; data: string | null; language: string | null };
}

export type Values = Record<string, string | number>;
export type Translate = (key: string, values?: Values) => string;

export type Tree = { [key: string]: unknown };
/** Bundles by language, then by namespace. */
export type Resources = Record<string, Record<string, Tree>>;

const FALLBACK_LANGUAGE = "fr";

export interface Translator {
  readonly language: string;
  readonly t: Translate;
  /** The bundle `ns` of this language, parsed, if the page carries it. */
  bundle(ns: string): Tree | undefined;
  /** Whether the bundle `ns` of this language is loaded. */
  hasBundle(ns: string): boolean;
  /** Adds a bundle loaded later (texts of a dialog's form); every translator over the same resources sees it. */
  addBundle(ns: string, data: Tree): void;
  /** The same texts read in another language (the page must carry that language's bundles). */
  inLanguage(language: string): Translator;
}

/** The translation bundles of a set of pages in one language, as the build writes them among Gatsby's static query results. */
export interface BundleResult {
  data: { language: string; bundles: Record<string, Tree> };
}

/**
 * The bundles of the results `ids` of Gatsby's static query results (its
 * StaticQueryContext), by language; null while one of them is not there yet.
 */
export function resourcesFromResults(results: Readonly<Record<string, unknown>> | null | undefined, ids: readonly string[]): Resources | null {
  const resources: Resources = {};
  for (const id of ids) {
    const result = (results?.[id] as BundleResult | undefined)?.data;
    if (!result?.bundles) return null;
    Object.assign((resources[result.language] ??= {}), result.bundles);
  }
  return resources;
}

/** The bundles of Locale nodes (a page query's `locales`), by language; `data` is the bundle's JSON. */
export function resourcesFrom(edges: readonly LocaleEdge[] | null | undefined, defaultLanguage = FALLBACK_LANGUAGE): Resources {
  const resources: Resources = {};
  for (const { node } of edges ?? []) {
    if (!node.ns || !node.data) continue;
    const language = node.language ?? defaultLanguage;
    (resources[language] ??= {})[node.ns] = JSON.parse(node.data) as Tree;
  }
  return resources;
}

function lookup(bundle: Tree | undefined, path: string): string | undefined {
  let value: unknown = bundle;
  for (const part of path.split(".")) {
    if (!value || typeof value !== "object") return undefined;
    value = (value as Tree)[part];
  }
  return typeof value === "string" ? value : undefined;
}

/** The plural form of `count`: French says "1 atelier", "0 atelier", English "0 shops". */
export function pluralSuffix(language: string, count: number): "one" | "other" {
  const n = Math.abs(count);
  if (language === "fr") return n < 2 ? "one" : "other";
  return n === 1 ? "one" : "other";
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function interpolate(text: string, values: Values = {}): string {
  if (!text.includes("{{")) return text;
  // A value not given leaves its placeholder in place, as i18next does.
  return text.replace(PLACEHOLDER, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Texts already found, by language, key and plural form: a list of cards asks for the same keys again and again. */
const found = new WeakMap<Resources, Map<string, string>>();

export function createTranslator(resources: Resources, language: string): Translator {
  const texts = found.get(resources) ?? new Map<string, string>();
  found.set(resources, texts);
  const find = (lng: string, key: string, values: Values | undefined): string | undefined => {
    const count = values?.count;
    const suffix = typeof count === "number" ? pluralSuffix(lng, count) : null;
    const cacheKey = `${lng}\u0000${key}\u0000${suffix ?? ""}`;
    const known = texts.get(cacheKey);
    if (known !== undefined) return known;
    const text = search(lng, key, suffix);
    if (text !== undefined) texts.set(cacheKey, text);
    return text;
  };
  /** The text of a key in a language: its plural form's (`suffix`) when there is one, else the key's own. */
  const search = (lng: string, key: string, suffix: string | null): string | undefined => {
    const bundles = resources[lng];
    if (!bundles) return undefined;
    const colon = key.indexOf(":");
    const namespaces = colon > 0 ? [key.slice(0, colon)] : Object.keys(bundles);
    const path = colon > 0 ? key.slice(colon + 1) : key;
    for (const ns of namespaces) {
      const bundle = bundles[ns];
      const text = (suffix === null ? undefined : lookup(bundle, `${path}_${suffix}`)) ?? lookup(bundle, path);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  const t: Translate = (key, values) => {
    const text = find(language, key, values) ?? (language === FALLBACK_LANGUAGE ? undefined : find(FALLBACK_LANGUAGE, key, values));
    if (text === undefined) return key.slice(key.indexOf(":") + 1);
    return interpolate(text, values);
  };
  const translator: Translator = {
    language,
    t,
    bundle: (ns) => resources[language]?.[ns],
    hasBundle: (ns) => !!resources[language]?.[ns],
    addBundle: (ns, data) => {
      (resources[language] ??= {})[ns] = data;
      // A key looked up in every bundle (no namespace) may now be found in this one first.
      texts.clear();
    },
    inLanguage: (other) => (other === language ? translator : createTranslator(resources, other)),
  };
  return translator;
}

/** A translator over the page's Locale nodes (for Head, which renders outside the page's providers, and for tests). */
export function makeTranslate(edges: readonly LocaleEdge[] | null | undefined, language?: string): Translate {
  const resources = resourcesFrom(edges);
  return createTranslator(resources, language ?? Object.keys(resources)[0] ?? FALLBACK_LANGUAGE).t;
}
