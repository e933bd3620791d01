/**
 * The plugin is a stateful source: a rebuild creates only the nodes that are
 * new or changed, and deletes those the API no longer has, instead of having
 * Gatsby touch every node and then walk its whole store for stale ones. The
 * fake store below keeps nodes between builds as Gatsby's does.
 */
import type { NodeInput } from "gatsby";
import { applyNodes, NODE_IDS_KEY, type NodeStore, type StoredNode } from "../../plugins/gatsby-source-uniglass/node-store";

class FakeStore implements NodeStore {
  nodes = new Map<string, StoredNode>();
  stateful = false;
  created: string[] = [];
  deleted: string[] = [];
  getNode = (id: string) => this.nodes.get(id);
  getNodesByType = (type: string) => [...this.nodes.values()].filter((n) => n.internal.type === type);
  deleteNode = (node: StoredNode) => {
    this.deleted.push(node.id);
    this.nodes.delete(node.id);
  };
  enableStatefulSourceNodes = () => {
    this.stateful = true;
  };
  createNode = (node: NodeInput) => {
    this.created.push(node.id);
    this.nodes.set(node.id, node);
  };
  /** What one build did, then forgotten for the next. */
  take() {
    const done = { created: this.created.sort(), deleted: this.deleted.sort() };
    this.created = [];
    this.deleted = [];
    return done;
  }
}

function cacheOf(map = new Map<string, unknown>()) {
  return { map, get: async (key: string) => map.get(key), set: async (key: string, value: unknown) => map.set(key, value) };
}

const node = (id: string, digest = "d1", type = "UniglassStore"): NodeInput => ({ id, parent: null, children: [], internal: { type, contentDigest: digest } });

it("creates every node, as before, when Gatsby gives no node store", async () => {
  const store = new FakeStore();
  const changes = await applyNodes([node("a"), node("b")], store.createNode, undefined, cacheOf());
  expect(changes).toEqual({ created: 2, unchanged: 0, deleted: 0 });
  expect(store.stateful).toBe(false);
});

it("creates only new and changed nodes, and deletes the ones a build no longer has", async () => {
  const store = new FakeStore();
  const cache = cacheOf();
  expect(await applyNodes([node("a"), node("b"), node("c")], store.createNode, store, cache)).toEqual({ created: 3, unchanged: 0, deleted: 0 });
  expect(store.stateful).toBe(true);
  expect(store.take()).toEqual({ created: ["a", "b", "c"], deleted: [] });

  expect(await applyNodes([node("a"), node("b"), node("c")], store.createNode, store, cache)).toEqual({ created: 0, unchanged: 3, deleted: 0 });
  expect(store.take()).toEqual({ created: [], deleted: [] });

  // b changed, c is gone, d is new.
  expect(await applyNodes([node("a"), node("b", "d2"), node("d")], store.createNode, store, cache)).toEqual({ created: 2, unchanged: 1, deleted: 1 });
  expect(store.take()).toEqual({ created: ["b", "d"], deleted: ["c"] });
  expect([...store.nodes.keys()].sort()).toEqual(["a", "b", "d"]);
  expect(store.nodes.get("b")?.internal.contentDigest).toBe("d2");
  expect(cache.map.get(NODE_IDS_KEY)).toEqual(["a", "b", "d"]);
});

it("finds its stale nodes by type when the cache lost the list, and leaves other plugins' nodes alone", async () => {
  const store = new FakeStore();
  await applyNodes([node("a"), node("gone", "d1", "BlogPost")], store.createNode, store, cacheOf());
  store.nodes.set("page-x", { id: "page-x", internal: { type: "SitePage", contentDigest: "p" } });
  store.take();
  expect(await applyNodes([node("a")], store.createNode, store, cacheOf())).toEqual({ created: 0, unchanged: 1, deleted: 1 });
  expect(store.take()).toEqual({ created: [], deleted: ["gone"] });
  expect([...store.nodes.keys()].sort()).toEqual(["a", "page-x"]);
});

it("after a build that stopped half-way, the next one still deletes what that build had created", async () => {
  const store = new FakeStore();
  const cache = cacheOf();
  await applyNodes([node("a")], store.createNode, store, cache);
  let calls = 0;
  const failing = (n: NodeInput) => {
    if (++calls === 2) throw new Error("the build stopped");
    store.createNode(n);
  };
  await expect(applyNodes([node("a"), node("new-1"), node("new-2")], failing, store, cache)).rejects.toThrow("the build stopped");
  expect(store.nodes.has("new-1")).toBe(true);
  store.take();
  expect(await applyNodes([node("a")], store.createNode, store, cache)).toEqual({ created: 0, unchanged: 1, deleted: 1 });
  expect(store.take()).toEqual({ created: [], deleted: ["new-1"] });
});
