/**
 * gatsby/keep-page-nodes.ts, against Gatsby's own store and sourcing step in a
 * child process on a node store of its own: the last build's page nodes
 * outlive the clean-up of stale nodes, so a page created again unchanged only
 * touches its node, and a changed page still gets a new one. Without the
 * module, sourcing deletes them all and every page makes its node again.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { tempDir } from "../support/temp-dirs";

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, "..", "..");
const GATSBY = path.join(ROOT, "node_modules", "gatsby", "dist");
const PAGES = 5;
/** tsx's loader by its address, so that the child, run in the temp site, reads the module's TypeScript. */
const TSX = pathToFileURL(path.join(ROOT, "node_modules", "tsx", "dist", "loader.mjs")).href;

interface Outcome {
  afterSourcing: number;
  /** What each page's second `createPage` did to its node, in order. */
  nodeActions: string[];
}

function cachedBuild(keep: boolean): Outcome {
  const site = tempDir("uniglass-page-nodes");
  fs.writeFileSync(path.join(site, "page.js"), "export default function Page() {\n  return null;\n}\n");
  const script = path.join(site, "run.js");
  fs.writeFileSync(
    script,
    `const path = require("path");
    const { store } = require(${JSON.stringify(path.join(GATSBY, "redux"))});
    const { actions } = require(${JSON.stringify(path.join(GATSBY, "redux", "actions"))});
    const { getDataStore } = require(${JSON.stringify(path.join(GATSBY, "datastore"))});
    const sourceNodes = require(${JSON.stringify(path.join(GATSBY, "utils", "source-nodes"))}).default;
    const { sourceNodes: keepPageNodes } = require(${JSON.stringify(path.join(ROOT, "gatsby", "keep-page-nodes.ts"))});
    const plugin = { name: "default-site-plugin" };
    store.dispatch({ type: "SET_PROGRAM", payload: { directory: ${JSON.stringify(site)}, _: ["build"] } });
    const page = (i, changed) => ({ path: "/p" + i + "/", component: path.join(${JSON.stringify(site)}, "page.js"), context: { i, changed } });
    (async () => {
      // The last build's pages, then a new build's sourcing step.
      for (let i = 0; i < ${PAGES}; i++) store.dispatch(actions.createPage(page(i, false), plugin));
      await getDataStore().ready();
      store.getState().nodesTouched.clear();
      if (${keep}) {
        keepPageNodes({
          actions: { touchNode: (node) => store.dispatch(actions.touchNode(node, plugin)) },
          getNodesByType: (type) => Array.from(getDataStore().iterateNodesByType(type)),
        });
      }
      await sourceNodes({});
      await getDataStore().ready();
      const afterSourcing = getDataStore().countNodes("SitePage");
      // createPages again: the first page's context changed, the others did not.
      const nodeActions = [];
      for (let i = 0; i < ${PAGES}; i++) {
        const dispatched = [].concat(actions.createPage(page(i, i === 0), plugin));
        nodeActions.push(...dispatched.map((action) => action.type).filter((type) => type !== "CREATE_PAGE"));
        store.dispatch(dispatched);
      }
      require("fs").writeFileSync(${JSON.stringify(path.join(site, "out.json"))}, JSON.stringify({ afterSourcing, nodeActions }));
      process.exit(0);
    })().catch((error) => { console.error(error); process.exit(1); });`,
  );
  // Gatsby keeps its node store under the working directory's .cache: the temp site's, not the checkout's.
  execFileSync(process.execPath, ["--import", TSX, script], { cwd: site, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  return JSON.parse(fs.readFileSync(path.join(site, "out.json"), "utf8")) as Outcome;
}

test("a cached build keeps the page nodes through sourcing: unchanged pages touch theirs, a changed page makes a new one", () => {
  expect(cachedBuild(true)).toEqual({ afterSourcing: PAGES, nodeActions: ["CREATE_NODE", ...Array<string>(PAGES - 1).fill("TOUCH_NODE")] });
});

test("without it, sourcing deletes every page node and each page makes its node again", () => {
  expect(cachedBuild(false)).toEqual({ afterSourcing: 0, nodeActions: Array<string>(PAGES).fill("CREATE_NODE") });
});
