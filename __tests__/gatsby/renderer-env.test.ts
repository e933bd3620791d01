/**
 * gatsby/webpack.ts gives the HTML renderer the environment the browser
 * bundles have: Gatsby defines every variable of the build's environment
 * for the renderer, and webpack's cache compiles every module again when the
 * set of defined names changes, so a build started with one variable more
 * than the last compiled the whole renderer again and rendered every page.
 */
import path from "node:path";
import { browserEnvOnly, onCreateWebpackConfig } from "../../gatsby/webpack";

const ROOT = path.resolve(__dirname, "..", "..");
/** The webpack Gatsby builds with (not a dependency of the project's own). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DefinePlugin } = require(require.resolve("webpack", { paths: [path.dirname(require.resolve("gatsby/package.json"))] })) as typeof import("webpack");

/** What Gatsby defines for the renderer (its webpack.config.js, stage build-html), for an environment with `extra` besides. */
function rendererDefinitions(extra: Record<string, string> = {}): Record<string, string | undefined> {
  const env: Record<string, string> = { HOME: "/home/ci", PATH: "/usr/bin", GATSBY_API_URL: "https://api.example.ca/api", ...extra };
  return {
    "process.env": "({})",
    ...Object.fromEntries(Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)])),
    "process.env.NODE_ENV": '"production"',
    "process.env.PUBLIC_DIR": '"/site/public"',
    "process.env.BUILD_STAGE": '"build-html"',
    "process.env.CYPRESS_SUPPORT": undefined,
    "process.env.GATSBY_QUERY_ON_DEMAND": "false",
    __PATH_PREFIX__: '""',
  };
}

function configWith(definitions: Record<string, string | undefined>) {
  const cssModules = { loader: path.join(ROOT, "node_modules", "css-loader", "dist", "cjs.js"), options: { modules: { namedExport: false } } };
  return {
    module: { rules: [{ oneOf: [{ use: [cssModules] }] }] },
    plugins: [new DefinePlugin(definitions)],
  };
}

const definedNames = (config: ReturnType<typeof configWith>) => Object.keys(config.plugins[0].definitions).sort();

describe("the HTML renderer's environment", () => {
  it("keeps GATSBY_* variables, the ones Gatsby sets itself and the other definitions; drops the rest of the build's environment", () => {
    const config = configWith(rendererDefinitions({ DATA_DIR: "/tmp/data-1" }));
    browserEnvOnly(config);
    expect(definedNames(config)).toEqual(
      [
        "process.env",
        "process.env.GATSBY_API_URL",
        "process.env.NODE_ENV",
        "process.env.PUBLIC_DIR",
        "process.env.BUILD_STAGE",
        "process.env.CYPRESS_SUPPORT",
        "process.env.GATSBY_QUERY_ON_DEMAND",
        "__PATH_PREFIX__",
      ].sort(),
    );
    expect(config.plugins[0].definitions["process.env.GATSBY_API_URL"]).toBe('"https://api.example.ca/api"');
  });

  it("names the same definitions for two builds whose environments differ by a variable, as onCreateWebpackConfig leaves them", () => {
    const configs = [rendererDefinitions(), rendererDefinitions({ DATA_DIR: "/tmp/data-2", JEST_WORKER_ID: "1" })].map((definitions) => {
      const config = configWith(definitions);
      const args = {
        stage: "build-html",
        getConfig: () => config,
        actions: { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() },
        store: { getState: () => ({ program: { directory: ROOT } }) },
      };
      void onCreateWebpackConfig!(args as unknown as Parameters<NonNullable<typeof onCreateWebpackConfig>>[0], { plugins: [] }, () => undefined);
      expect(args.actions.replaceWebpackConfig).toHaveBeenCalledWith(config);
      return config;
    });
    expect(definedNames(configs[1])).toEqual(definedNames(configs[0]));
    expect(definedNames(configs[0])).not.toContain("process.env.HOME");
  });

  it("fails the build when Gatsby no longer defines process.env with webpack's DefinePlugin", () => {
    expect(() => browserEnvOnly({ plugins: [] })).toThrow(/no DefinePlugin of process.env/);
    expect(() => browserEnvOnly(configWith({ __PATH_PREFIX__: '""' }))).toThrow(/no DefinePlugin of process.env/);
  });
});
