import type { Translator, Tree } from "./translate";

/**
 * Translation bundles a page does not carry in its page data and loads only
 * when a part that needs them appears: the long forms open in a dialog from
 * almost any page, and their texts (about 8 KB) would otherwise be parsed by
 * every page before it can respond. Each language's bundle is its own chunk.
 */
type Bundle = Tree;

const LOADERS: Record<string, (language: string) => Promise<Bundle>> = {
  forms: (language) => import(`../../locales/${language}/forms.json`).then((m: { default?: Bundle }) => m.default ?? (m as Bundle)),
};

const loaded = new Map<string, Bundle>();
const failed = new Map<string, unknown>();
const pending = new Map<string, Promise<void>>();

/**
 * Puts the bundle `ns` of the translator's language into it if it was
 * loaded already and returns null; otherwise starts loading it and returns the promise to wait
 * for. A bundle that failed to load throws its error, like a failed chunk.
 */
export function readBundle(translator: Translator, ns: string): Promise<void> | null {
  if (translator.hasBundle(ns)) return null;
  const language = translator.language;
  const key = `${language}/${ns}`;
  const data = loaded.get(key);
  if (data) {
    translator.addBundle(ns, data);
    return null;
  }
  if (failed.has(key)) throw failed.get(key);
  const load = LOADERS[ns];
  if (!load) throw new Error(`No loader for the translation bundle "${ns}"`);
  let promise = pending.get(key);
  if (!promise) {
    promise = load(language)
      .then((bundle) => void loaded.set(key, bundle))
      .catch((error: unknown) => void failed.set(key, error))
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}
