import crypto from "crypto";
import fs from "fs";
import path from "path";
import type { BundleResult, Tree } from "../src/lib/translate";
import { STATIC_RESULTS } from "./page-preloads";

/**
 * Translation bundles as shared files rather than inside every page's data.
 *
 * The bundles a route's pages load (locales/{lng}/{ns}.json, the route's
 * `namespaces`) are written once per language into public/ where Gatsby
 * keeps its static query results (page-data/sq/d/{id}.json), as one file
 * under an id that carries a hash of its content. A page names that id in
 * its context (`extraStaticQueryHashes`); the project's patch of Gatsby adds
 * it to the page data's `staticQueryHashes`, so Gatsby's loader fetches the
 * file once per visit, keeps it for every later page that uses the same
 * bundles (every shop page, every service page) and waits for it before it
 * renders a page, and its HTML renderer reads it from disk. The page's
 * translator reads it from Gatsby's StaticQueryContext
 * (src/components/page-translations/).
 *
 * One file for the whole set rather than one per bundle: a page then makes
 * one request more than before, not five.
 *
 * Before, every page data carried its bundles: 87 % of all page data, about
 * 20 KB for each shop page, downloaded again on every page and written,
 * stored and compressed again for every page of the build.
 */

/** Where Gatsby keeps its static query results, under public/. */
export const RESULTS_FOLDER = path.join(STATIC_RESULTS);

/** Every id starts with this, so stale files of an earlier build can be told apart from Gatsby's own results. */
const ID_PREFIX = "locale-";

interface WrittenSet {
  id: string;
  body: string;
}

/** Parsed bundles by folder, then by "{lng}/{ns}"; and the sets already made, by folder, then by "{lng}/{ns},{ns}…". */
const parsed = new Map<string, Map<string, Tree>>();
const sets = new Map<string, Map<string, WrittenSet>>();

function bundleOf(localesDirectory: string, language: string, ns: string): Tree {
  let bundles = parsed.get(localesDirectory);
  if (!bundles) parsed.set(localesDirectory, (bundles = new Map<string, Tree>()));
  const key = `${language}/${ns}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    const file = path.join(localesDirectory, language, `${ns}.json`);
    if (!fs.existsSync(file)) throw new Error(`No translation bundle locales/${language}/${ns}.json`);
    bundle = JSON.parse(fs.readFileSync(file, "utf8")) as Tree;
    bundles.set(key, bundle);
  }
  return bundle;
}

function setOf(localesDirectory: string, language: string, namespaces: readonly string[]): WrittenSet {
  let known = sets.get(localesDirectory);
  if (!known) sets.set(localesDirectory, (known = new Map<string, WrittenSet>()));
  const key = `${language}/${namespaces.join(",")}`;
  let set = known.get(key);
  if (!set) {
    const result: BundleResult = { data: { language, bundles: Object.fromEntries(namespaces.map((ns) => [ns, bundleOf(localesDirectory, language, ns)])) } };
    const body = JSON.stringify(result);
    const hash = crypto.createHash("sha256").update(body).digest("hex").slice(0, 12);
    set = { id: `${ID_PREFIX}${language}-${hash}`, body };
    known.set(key, set);
  }
  return set;
}

/**
 * The site's locales folder, for the writer and for the pages' ids alike:
 * the build runs in the site's folder.
 */
function siteLocales(): string {
  return path.join(process.cwd(), "locales");
}

/** The id of the shared file that carries the bundles `namespaces` in `language`; an unknown bundle fails the build with its name. */
export function bundleId(language: string, namespaces: readonly string[], localesDirectory = siteLocales()): string {
  return setOf(localesDirectory, language, namespaces).id;
}

/**
 * Writes the file of every set of bundles in every language into
 * `publicDirectory`'s results folder and removes the files of earlier builds
 * (Gatsby's own results are left alone). A file already there is not
 * written again: its name is a hash of its content.
 */
export function writeTranslationBundles(
  publicDirectory: string,
  namespaceSets: readonly (readonly string[])[],
  languages: readonly string[],
  localesDirectory = siteLocales(),
): string[] {
  const folder = path.join(publicDirectory, RESULTS_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  const written = new Map<string, WrittenSet>();
  for (const language of languages) {
    for (const namespaces of namespaceSets) {
      const set = setOf(localesDirectory, language, namespaces);
      written.set(set.id, set);
    }
  }
  for (const file of fs.readdirSync(folder)) {
    if (file.startsWith(ID_PREFIX) && !written.has(file.slice(0, -".json".length))) fs.rmSync(path.join(folder, file), { force: true });
  }
  for (const set of written.values()) {
    const file = path.join(folder, `${set.id}.json`);
    if (!fs.existsSync(file)) fs.writeFileSync(file, set.body);
  }
  return [...written.keys()];
}

/**
 * Fails the build when a page's data does not list the bundles its context
 * names: Gatsby runs without the project's patch (an install that skipped
 * `patch-package`), and every page would show its texts' keys.
 */
export function checkBundlesListed(publicDirectory: string, pagePath = "/"): void {
  const file = path.join(publicDirectory, "page-data", pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, ""), "page-data.json");
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as {
    staticQueryHashes?: string[];
    result?: { pageContext?: { extraStaticQueryHashes?: string[] } };
  };
  const named = data.result?.pageContext?.extraStaticQueryHashes ?? [];
  const missing = named.filter((id) => !data.staticQueryHashes?.includes(id));
  if (missing.length) {
    throw new Error(
      `The page data of ${pagePath} does not list its translation bundles (${missing.join(", ")}): Gatsby runs without the project's patches. Run \`npx patch-package\` (npm ci and npm install run it), then build again.`,
    );
  }
}
