import type { GatsbyNode } from "gatsby";

/**
 * Each page inlines only the styles of its own template. Gatsby's default
 * gathers the CSS of every component into one stylesheet that every page
 * inlines in its <head> (46 KB for this site, most of it for other pages),
 * to protect the cascade order of plain global stylesheets loaded lazily.
 * Here every component's styles are CSS modules with their own class names,
 * so order between them does not matter: without that group, a template's
 * CSS is the one Gatsby inlines for its pages, the styles of code loaded on
 * use (dialogs, forms) come with that code, and the global stylesheet
 * (src/styles) stays with the app on every page.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (!cacheGroups || !("styles" in cacheGroups)) {
    throw new Error("Gatsby's webpack configuration changed: the 'styles' cache group to split per template is gone");
  }
  delete cacheGroups.styles;
  actions.replaceWebpackConfig(config);
};
