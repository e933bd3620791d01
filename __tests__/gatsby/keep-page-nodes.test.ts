/**
 * gatsby/keep-page-nodes.ts, against Gatsby's own store and sourcing step in a
 * child process on a node store of its own: the last build's page nodes
 * outlive the clean-up of stale nodes, so a page created again unchanged only
 * touches its node, and a changed page still gets a new one. Without the
 * module, sourcing deletes them all and every page makes its node again.
 */
import fs from "node:fs";
import path from "node:path";
import { runInGatsby } from "../support/gatsby-child";
import { tempDir } from "../support/temp-dirs";

jest.setTimeout(60_000);

const KEEP_PAGE_NODES = path.resolve(__dirname, "..", "..", "gatsby", "keep-page-nodes.ts");
const PAGES = 5;

interface Outcome {
  afterSourcing: number;
  /** What each page's second `createPage` did to its node, in order. */
  nodeActions: string[];
}

function cachedBuild(keep: boolean): Outcome {
  const site = tempDir("uniglass-page-nodes");
  fs.writeFileSync(path.join(site, "page.js"), "export default function Page() {\n  return null;\n}\n");
  return runInGatsby<Outcome>(
    site,
    `const { sourceNodes: keepPageNodes } = require(${JSON.stringify(KEEP_PAGE_NODES)});
    const plugin = { name: "default-site-plugin" };
    const page = (i, changed) => ({ path: "/p" + i + "/", component: path.join(site, "page.js"), context: { i, changed } });
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
    return { afterSourcing, nodeActions };`,
  );
}

test("a cached build keeps the page nodes through sourcing: unchanged pages touch theirs, a changed page makes a new one", () => {
  expect(cachedBuild(true)).toEqual({ afterSourcing: PAGES, nodeActions: ["CREATE_NODE", ...Array<string>(PAGES - 1).fill("TOUCH_NODE")] });
});

test("without it, sourcing deletes every page node and each page makes its node again", () => {
  expect(cachedBuild(false)).toEqual({ afterSourcing: 0, nodeActions: Array<string>(PAGES).fill("CREATE_NODE") });
});
