/**
 * gatsby/webpack.ts replaces gatsby-plugin-react-i18next's page wrapper (and
 * with it i18next and react-i18next) by the site's translator, by aliasing
 * the one file the plugin's browser and server entries take it from. That
 * holds only for the plugin as pinned: these fail as soon as an upgrade
 * moves the wrapper, adds a browser API beside it, or the alias stops
 * pointing at the site's wrapper.
 */
import fs from "node:fs";
import path from "node:path";
import { onCreateWebpackConfig, pageTranslationsAlias, PLUGIN_WRAPPER } from "../../gatsby/webpack";

const ROOT = path.resolve(__dirname, "..", "..");
const PLUGIN = path.dirname(require.resolve("gatsby-plugin-react-i18next/package.json"));
const load = (file: string) => require(path.join(PLUGIN, file)) as Record<string, unknown>; // eslint-disable-line @typescript-eslint/no-require-imports

describe("the i18n plugin's page wrapper the site replaces", () => {
  it("is the plugin's version package.json pins, exactly", () => {
    const pinned = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies[
      "gatsby-plugin-react-i18next"
    ];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect((load("package.json") as { version: string }).version).toBe(pinned);
  });

  it("is all the plugin's browser and server entries give Gatsby, and they take it from the aliased file", () => {
    const wrapper = load(`${PLUGIN_WRAPPER}.js`).wrapPageElement;
    expect(typeof wrapper).toBe("function");
    for (const entry of ["gatsby-browser.js", "gatsby-ssr.js"]) {
      expect(Object.keys(load(entry))).toEqual(["wrapPageElement"]);
      expect(load(entry).wrapPageElement).toBe(wrapper);
    }
  });

  it("is aliased to the site's own wrapper in every stage, by the path webpack resolves it from", () => {
    const expected = { [path.join(fs.realpathSync(PLUGIN), PLUGIN_WRAPPER)]: path.join(ROOT, "src/components/page-translations/page-translations.tsx") };
    expect(pageTranslationsAlias(ROOT)).toEqual(expected);
    for (const file of Object.values(expected)) expect(fs.existsSync(file)).toBe(true);
    const setWebpackConfig = jest.fn();
    const args = { stage: "develop", actions: { setWebpackConfig }, store: { getState: () => ({ program: { directory: ROOT } }) } };
    void onCreateWebpackConfig!(args as unknown as Parameters<NonNullable<typeof onCreateWebpackConfig>>[0], { plugins: [] }, () => undefined);
    expect(setWebpackConfig).toHaveBeenCalledWith({ resolve: { alias: expected } });
  });
});
