/**
 * patches/gatsby+5.16.1+001+extra-static-query-hashes.patch: a page names
 * shared results besides its template's static queries in its context
 * (`extraStaticQueryHashes`: the translation bundles, see
 * gatsby/translation-bundles.ts). Gatsby's own code, in a child process on a
 * small site of its own:
 * - the page data it writes lists them in `staticQueryHashes` after the
 *   template's own;
 * - its HTML renderer gives each page the results of its own list, not the
 *   list of the first page of the same template it rendered.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

jest.setTimeout(60_000);

const GATSBY = path.resolve(__dirname, "..", "..", "node_modules", "gatsby", "dist");

let site: string;
const file = (...parts: string[]) => path.join(site, ...parts);

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-extra-hashes-"));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

/** Runs `code` (CommonJS, with GATSBY and SITE defined) in a node process whose folder is the site (Gatsby's reporter prints there too). */
function run(code: string): void {
  fs.writeFileSync(file("run.js"), `const GATSBY = ${JSON.stringify(GATSBY)};\nconst SITE = ${JSON.stringify(site)};\n${code}`);
  execFileSync(process.execPath, [file("run.js")], { cwd: site, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
}

test("the page data lists the page's own shared results after its template's static queries", () => {
  run(`
    const { store } = require(GATSBY + "/redux");
    const pageData = require(GATSBY + "/utils/page-data");
    const component = SITE + "/info.js";
    store.dispatch({ type: "SET_PROGRAM", payload: { directory: SITE, _: ["build"] } });
    store.dispatch({ type: "SET_STATIC_QUERIES_BY_TEMPLATE", payload: { componentPath: component, staticQueryHashes: ["1234"] } });
    const pages = [
      ["/a-propos/", { extraStaticQueryHashes: ["locale-fr-aaa"] }],
      ["/en/about/", { extraStaticQueryHashes: ["locale-en-bbb"] }],
      ["/plain/", {}],
    ];
    (async () => {
      for (const [pagePath, context] of pages) {
        store.dispatch({
          type: "CREATE_PAGE",
          plugin: { name: "test" },
          payload: { path: pagePath, component, componentPath: component, componentChunkName: "component---info", internalComponentName: "ComponentInfo", matchPath: undefined, context, mode: "SSG", defer: false, slices: {}, updatedAt: Date.now() },
        });
        await pageData.savePageQueryResult(pagePath, JSON.stringify({ data: {}, pageContext: context }));
        store.dispatch({ type: "ADD_PENDING_PAGE_DATA_WRITE", payload: { path: pagePath } });
      }
      await pageData.flush();
      const written = pages.map(([pagePath]) => {
        const dir = pagePath.replace(/^\\/|\\/$/g, "");
        return require(SITE + "/public/page-data/" + dir + "/page-data.json").staticQueryHashes;
      });
      require("fs").writeFileSync(SITE + "/out.json", JSON.stringify(written));
      process.exit(0);
    })().catch((error) => { console.error(error); process.exit(1); });
  `);
  expect(JSON.parse(fs.readFileSync(file("out.json"), "utf8"))).toEqual([["1234", "locale-fr-aaa"], ["1234", "locale-en-bbb"], ["1234"]]);
});

test("the HTML renderer reads each page's own shared results, not those of another page of its template", () => {
  const writeJson = (relative: string, value: unknown) => {
    fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
    fs.writeFileSync(file(relative), JSON.stringify(value));
  };
  writeJson("public/webpack.stats.json", { assetsByChunkName: {}, childAssetsByChunkName: {} });
  writeJson("public/page-data/sq/d/locale-fr-aaa.json", { data: { language: "fr" } });
  writeJson("public/page-data/sq/d/locale-en-bbb.json", { data: { language: "en" } });
  const page = (pagePath: string, hash: string) => ({
    componentChunkName: "component---info",
    path: pagePath,
    result: { data: {} },
    staticQueryHashes: [hash],
  });
  writeJson("public/page-data/a-propos/page-data.json", page("/a-propos/", "locale-fr-aaa"));
  writeJson("public/page-data/en/about/page-data.json", page("/en/about/", "locale-en-bbb"));
  // The server renderer Gatsby's build bundles, reduced to writing what it was handed.
  fs.writeFileSync(
    file("render-page.js"),
    `exports.default = async ({ staticQueryContext }) => ({ html: JSON.stringify(Object.values(staticQueryContext).map((r) => r.data.language)), unsafeBuiltinsUsage: [], sliceData: {} });\n`,
  );
  run(`
    const { renderHTMLProd } = require(GATSBY + "/utils/worker/child/render-html");
    renderHTMLProd({ htmlComponentRendererPath: SITE + "/render-page.js", paths: ["/a-propos/", "/en/about/"], envVars: [], sessionId: 1, webpackCompilationHash: "x" })
      .then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
  `);
  expect(fs.readFileSync(file("public/a-propos/index.html"), "utf8")).toBe('["fr"]');
  expect(fs.readFileSync(file("public/en/about/index.html"), "utf8")).toBe('["en"]');
});
