/**
 * The data a page needs before it can run, named in its <head> so the
 * browser fetches it while the app's scripts download, not after they have
 * run.
 *
 * Gatsby 5 names only the app's scripts in a page. Its loader asks for the
 * site's data (app-data.json) and the page's (page-data.json) once those
 * scripts have run, and for the template's scripts only once the page's data
 * has come: a round trip after the app, then another. Preloading the two
 * JSON files removes the first (a few hundred bytes each; the template's
 * scripts are then asked for as soon as the app runs). Preloading the
 * template's scripts as well was tried and not kept: on a throttled phone it
 * brought no earlier hydration, took bandwidth from the page's largest image,
 * and Lighthouse's simulation then counted the preloads as holding the first
 * paint (its blocking-time figure dropped for that reason, not a real one).
 */

/** Where Gatsby keeps its static query results (and the project's translation bundles), under public/. */
export const STATIC_RESULTS = "page-data/sq/d";

/** Gatsby's address of a static query result (of a shared translation bundle file) by its hash. */
export function staticResultUrl(hash: string): string {
  return `/${STATIC_RESULTS}/${hash}.json`;
}

/** Gatsby's address of a page's data, as its loader asks for it (patched to leave out the address's query string). */
export function pageDataUrl(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, "");
  return `/page-data/${path === "" ? "index" : path}/page-data.json`;
}

/**
 * The site's data and the page's. Gatsby's loader fetches them as
 * same-origin requests, hence `crossorigin` on their links. Gatsby's loader
 * used to ask for the page's data with the address's query string (a search,
 * campaign parameters), which wasted the preload on such addresses; the
 * project's patch of Gatsby (patches/) leaves the query out, as a static
 * page's data does not depend on it. The page's shared results
 * (`staticQueryHashes` of its data: its translation bundles, see
 * gatsby/translation-bundles.ts) are named too, so the loader does not wait
 * for the page's data to ask for them.
 */
export function dataPreloads(pathname: string, staticQueryHashes: readonly string[] = []): string[] {
  return ["/page-data/app-data.json", pageDataUrl(pathname), ...staticQueryHashes.map(staticResultUrl)];
}
