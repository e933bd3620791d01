/**
 * patches/gatsby+5.16.1+004+stale-node-cleanup-yields-every-5000.patch: Gatsby's
 * clean-up of stale nodes means to let the event loop run once every 5,000
 * deletions; its test was inverted and it waited for the event loop after
 * every deletion but the 5,000th. Gatsby's own sourcing step, in a child
 * process on a node store of its own: the stale nodes of a source that is
 * gone are all deleted, without a wait per node.
 */
import { runInGatsby } from "../support/gatsby-child";
import { tempDir } from "../support/temp-dirs";

jest.setTimeout(60_000);

const STALE = 300;

test("deleting stale nodes waits for the event loop once per 5,000, not once per node", () => {
  const { waits, left } = runInGatsby<{ waits: number; left: number }>(
    tempDir("uniglass-stale-nodes"),
    `// The last build's nodes of a source plugin this build no longer runs: nobody touches them.
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
    return { waits, left: getDataStore().countNodes("OldRecord") };`,
  );
  expect(left).toBe(0);
  // Other parts of the step wait for the event loop a few times; one wait per deleted node would be 300 more.
  expect(waits).toBeLessThan(STALE / 3);
});
