/**
 * How the built nodes reach Gatsby's node store.
 *
 * The plugin declares itself a stateful source (Gatsby 5.12+): Gatsby no
 * longer deletes the nodes a build did not touch, so the plugin neither
 * touches its 20,000-odd unchanged nodes at every rebuild nor pays Gatsby's
 * walk over every stored node to find the stale ones. Instead it creates only
 * the nodes that are new or whose content digest changed, and deletes the
 * nodes the last build created that this one did not: their ids are kept in
 * Gatsby's cache. Without that list (first build, cleared cache) it looks for
 * its nodes by type. Without the actions (an older Gatsby, a test's fake) every
 * node is created, and Gatsby touches those it already had, as before.
 */
import type { NodeInput } from "gatsby";
import { NODE_TYPES } from "./constants";
import type { AnswerCache } from "./fetch";

/** A node as the store gives it back: what the plugin compares and deletes by. */
export interface StoredNode {
  id: string;
  internal: { type: string; contentDigest: string };
}

/** The part of Gatsby's node store and actions a stateful source uses. */
export interface NodeStore {
  getNode(id: string): StoredNode | null | undefined;
  getNodesByType(type: string): StoredNode[];
  deleteNode(node: StoredNode): unknown;
  enableStatefulSourceNodes(): unknown;
}

/** The ids of the nodes the last build created, in Gatsby's cache. */
export const NODE_IDS_KEY = "uniglass-node-ids";

export interface NodeChanges {
  created: number;
  unchanged: number;
  deleted: number;
}

function isIdList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((id) => typeof id === "string");
}

export async function applyNodes(
  nodes: readonly NodeInput[],
  createNode: (node: NodeInput) => unknown,
  store: NodeStore | undefined,
  cache: AnswerCache | undefined,
): Promise<NodeChanges> {
  if (!store || !cache) {
    for (const node of nodes) await createNode(node);
    return { created: nodes.length, unchanged: 0, deleted: 0 };
  }
  store.enableStatefulSourceNodes();
  const current = new Set(nodes.map((node) => node.id));
  const kept = await cache.get(NODE_IDS_KEY);
  const previous = isIdList(kept) ? kept : Object.values(NODE_TYPES).flatMap((type) => store.getNodesByType(type).map((node) => node.id));
  // Written before any change: if the build stops half-way, the next one still knows every node this one may leave.
  await cache.set(NODE_IDS_KEY, [...new Set([...previous, ...current])]);
  const changes: NodeChanges = { created: 0, unchanged: 0, deleted: 0 };
  for (const node of nodes) {
    const stored = store.getNode(node.id);
    if (stored && stored.internal.contentDigest === node.internal.contentDigest) {
      changes.unchanged += 1;
      continue;
    }
    await createNode(node);
    changes.created += 1;
  }
  for (const id of previous) {
    if (current.has(id)) continue;
    const stored = store.getNode(id);
    if (!stored) continue;
    await store.deleteNode(stored);
    changes.deleted += 1;
  }
  await cache.set(NODE_IDS_KEY, [...current]);
  return changes;
}
