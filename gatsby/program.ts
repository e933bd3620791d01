import type { BuildArgs } from "gatsby";

/** What is read here of Gatsby's internal store (whose type gives getState as a bare Function). */
interface GatsbyState {
  program: { directory: string };
}

const state = (store: BuildArgs["store"]): GatsbyState => (store.getState as () => GatsbyState)();

/** The site's folder. */
export function siteDirectory(store: BuildArgs["store"]): string {
  return state(store).program.directory;
}
