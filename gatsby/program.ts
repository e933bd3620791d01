import type { BuildArgs } from "gatsby";

/** The site's folder, from Gatsby's internal store (whose type gives getState as a bare Function). */
export function siteDirectory(store: BuildArgs["store"]): string {
  const getState = store.getState as () => { program: { directory: string } };
  return getState().program.directory;
}
