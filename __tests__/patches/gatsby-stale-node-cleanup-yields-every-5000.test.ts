/**
 * patches/gatsby+5.16.1+004+stale-node-cleanup-yields-every-5000.patch: Gatsby's
 * clean-up of stale nodes means to let the event loop run once every 5,000
 * deletions; its test was inverted and it waited for the event loop after
 * every deletion but the 5,000th. Gatsby's own sourcing step, in a child
 * process on a node store of its own: the stale nodes of a source that is
 * gone are all deleted, without a wait per node.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

jest.setTimeout(60_000);

const GATSBY = path.resolve(__dirname, "..", "..", "node_modules", "gatsby", "dist");
const STALE = 300;

let site: string;
beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-stale-nodes-"));
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

test("deleting stale nodes waits for the event loop once per 5,000, not once per node", () => {
  const script = path.join(site, "run.js");
  fs.writeFileSync(
    script,
    `const { store } = require(${JSON.stringify(path.join(GATSBY, "redux"))});
    const { actions } = require(${JSON.stringify(path.join(GATSBY, "redux", "actions"))});
    const { getDataStore } = require(${JSON.stringify(path.join(GATSBY, "datastore"))});
    const sourceNodes = require(${JSON.stringify(path.join(GATSBY, "utils", "source-nodes"))}).default;
    store.dispatch({ type: "SET_PROGRAM", payload: { directory: ${JSON.stringify(site)}, _: ["build"] } });
    (async () => {
      // The last build's nodes of a source plugin this build no longer runs: nobody touches them.
      for (let i = 0; i < ${STALE}; i++) {
        store.dispatch(actions.createNode({ id: "old-" + i, parent: null, children: [], internal: { type: "OldRecord", contentDigest: String(i) } }, { name: "old-source" }));
      }
      await getDataStore().ready();
      store.getState().nodesTouched.clear();
      let waits = 0;
      const realSetImmediate = global.setImmediate;
      global.setImmediate = (...args) => { waits++; return realSetImmediate(...args); };
      await sourceNodes({});
      global.setImmediate = realSetImmediate;
      await getDataStore().ready();
      const left = getDataStore().countNodes("OldRecord");
      require("fs").writeFileSync(${JSON.stringify(path.join(site, "out.json"))}, JSON.stringify({ waits, left }));
      process.exit(0);
    })().catch((error) => { console.error(error); process.exit(1); });`,
  );
  execFileSync(process.execPath, [script], { cwd: site, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, encoding: "utf8" });
  const { waits, left } = JSON.parse(fs.readFileSync(path.join(site, "out.json"), "utf8")) as { waits: number; left: number };
  expect(left).toBe(0);
  // Other parts of the step wait for the event loop a few times; one wait per deleted node would be 300 more.
  expect(waits).toBeLessThan(STALE / 3);
});
