import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { CompileHintPlugin } from "./compile-hints";
import { ContentCompilationHashPlugin } from "./compilation-hash";
import { siteDirectory } from "./program";

/** The parts of Gatsby's webpack configuration changed here (Gatsby types getConfig() as returning any). */
interface WebpackConfig {
  module?: { rules?: unknown[] };
  resolve?: { alias?: Record<string, string | false | string[]> };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } };
  devtool?: string | false;
  plugins?: unknown[];
}

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
function splitStylesPerTemplate(config: WebpackConfig): void {
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (!cacheGroups || !("styles" in cacheGroups)) {
    throw new Error("Gatsby's webpack configuration changed: the 'styles' cache group to split per template is gone");
  }
  delete cacheGroups.styles;
}

/**
 * Short class names in the built site. Gatsby names a CSS module's classes
 * `[file]--[class]--[hash]` (`.store-card-module--openNow--3f2a1`), which
 * repeats in the inlined CSS, in every element's class attribute and in the
 * scripts' class maps: on a store page a third of its inline CSS was names.
 * A hash of the file's path (relative to the project) and of the class name
 * is as unique and the same at every build, on every machine, for the HTML
 * and for the scripts. `gatsby develop` keeps the readable names.
 */
const SHORT_CLASS_NAME = "[hash:base64:6]";

function shortClassNames(config: WebpackConfig): void {
  let found = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const entry = node as { loader?: unknown; options?: { modules?: unknown }; use?: unknown; oneOf?: unknown; rules?: unknown };
    if (typeof entry.loader === "string" && /[\\/]css-loader[\\/]/.test(entry.loader) && entry.options?.modules && typeof entry.options.modules === "object") {
      (entry.options.modules as { localIdentName?: string }).localIdentName = SHORT_CLASS_NAME;
      found += 1;
    }
    visit(entry.use);
    visit(entry.oneOf);
    visit(entry.rules);
  };
  visit(config.module?.rules);
  if (found === 0) throw new Error("Gatsby's webpack configuration changed: no css-loader with CSS modules to give short class names");
}

/**
 * No source maps in the published site: Gatsby writes a `.js.map` beside
 * every script of a production build, which hands anyone the original
 * sources (comments included). The browser bundles are built without them.
 */
function withoutSourceMaps(config: WebpackConfig): void {
  config.devtool = false;
}

/**
 * The i18n plugin's page wrapper is replaced by the site's own
 * (src/components/page-translations/): the same translations from the same
 * Locale nodes, without i18next and react-i18next, which the wrapper brought
 * into every page's first script (25.7 KB gzip; the site's translator is
 * 1.2 KB) and set up again for every page while it hydrated. No documented
 * option of the plugin or of Gatsby leaves a plugin's wrapPageElement out of
 * the bundle (docs/decisions.md says why), so webpack aliases the file the
 * plugin's gatsby-browser and gatsby-ssr require, by its full path, in every
 * stage so `gatsby develop` shows what the build does. The plugin is pinned
 * in package.json, and __tests__/gatsby/i18n-wrapper-alias.test.ts fails
 * when its entry points change.
 */
export const PLUGIN_WRAPPER = "dist/plugin/wrapPageElement";

export function pageTranslationsAlias(site: string): Record<string, string> {
  // webpack resolves the plugin's files by their real path (a node_modules that is a link included).
  const plugin = fs.realpathSync(path.join(site, "node_modules/gatsby-plugin-react-i18next"));
  const wrapper = path.join(plugin, PLUGIN_WRAPPER);
  if (!fs.existsSync(`${wrapper}.js`)) {
    throw new Error(`gatsby-plugin-react-i18next changed: ${wrapper}.js, the page wrapper the site replaces, is gone (see gatsby/webpack.ts)`);
  }
  return { [wrapper]: path.join(site, "src/components/page-translations/page-translations.tsx") };
}

/**
 * The HTML renderer sees the environment the browser bundles see: only
 * `process.env.GATSBY_*` and the few variables Gatsby sets itself. For the
 * renderer, Gatsby defines every variable of the build's environment, and
 * webpack's cache counts a change in the set of defined names as a change of
 * every module: a build started with one variable more or less than the last
 * (a CI job's, a test's DATA_DIR) compiled the renderer's 650 modules again
 * (6–9 s on the sample instead of 2), and after a build from scratch it
 * rendered all 598 pages again where 4 had changed (docs/performance.md).
 * The renderer runs the browser's components, which read nothing else
 * (src/types/browser/gatsby-env.d.ts): any other variable is undefined
 * there, as in the browser. The built pages are the same, byte for byte.
 */
const GATSBY_OWN_ENV = new Set(["NODE_ENV", "PUBLIC_DIR", "BUILD_STAGE", "CYPRESS_SUPPORT"]);

export function browserEnvOnly(config: WebpackConfig): void {
  const define = config.plugins?.find((plugin) => (plugin as { constructor?: { name?: string } } | null)?.constructor?.name === "DefinePlugin") as
    { definitions?: Record<string, unknown> } | undefined;
  if (!define?.definitions || !("process.env" in define.definitions)) {
    throw new Error("Gatsby's webpack configuration changed: no DefinePlugin of process.env to keep the HTML renderer's environment to the browser's");
  }
  for (const key of Object.keys(define.definitions)) {
    const name = /^process\.env\.(.+)$/.exec(key)?.[1];
    if (name !== undefined && !name.startsWith("GATSBY_") && !GATSBY_OWN_ENV.has(name)) delete define.definitions[key];
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  const site = siteDirectory(store);
  const translationsAlias = pageTranslationsAlias(site);
  if (stage !== "build-javascript" && stage !== "build-html") {
    actions.setWebpackConfig({ resolve: { alias: translationsAlias } });
    return;
  }
  const config = (getConfig as () => WebpackConfig)();
  config.resolve = { ...config.resolve, alias: { ...config.resolve?.alias, ...translationsAlias } };
  if (stage === "build-javascript") {
    splitStylesPerTemplate(config);
    withoutSourceMaps(config);
    // Unchanged scripts keep their compilation hash, so unchanged pages keep their bytes on a rebuild.
    config.plugins = [...(config.plugins ?? []), new CompileHintPlugin(), new ContentCompilationHashPlugin()];
  }
  if (stage === "build-html") browserEnvOnly(config);
  shortClassNames(config);
  actions.replaceWebpackConfig(config);
};
