import type { BuildArgs } from "gatsby";

/** What is read here of Gatsby's internal store (whose type gives getState as a bare Function). */
interface GatsbyState {
  program: { directory: string };
  flattenedPlugins: { browserAPIs?: string[] }[];
}

const state = (store: BuildArgs["store"]): GatsbyState => (store.getState as () => GatsbyState)();

/** The site's folder. */
export function siteDirectory(store: BuildArgs["store"]): string {
  return state(store).program.directory;
}

/** The site's plugins with the browser APIs each implements. */
export function sitePlugins(store: BuildArgs["store"]): GatsbyState["flattenedPlugins"] {
  return state(store).flattenedPlugins;
}
