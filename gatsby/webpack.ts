import type { GatsbyNode } from "gatsby";

/**
 * No source maps in the published site: Gatsby writes a `.js.map` beside
 * every script of a production build, which hands anyone the original
 * sources (comments included). The browser bundles are built without them.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return;
  actions.replaceWebpackConfig({ ...getConfig(), devtool: false });
};
