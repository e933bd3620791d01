import type { GatsbyNode } from "gatsby";

/**
 * Keeps the last build's page nodes (`SitePage`) through sourcing. After the
 * sourcing step Gatsby deletes every node that no plugin created or touched,
 * and page nodes are made by `createPage`, which runs later: a cached build
 * deleted all of them (6,000 at 2,000 shops) and made every one again:
 * createPages took 3.5 s instead of 2.0 s at that size. Touched here, a page that `createPage`
 * makes again unchanged only touches its node once more; a changed page gets
 * a new node as before; a page that is no longer created is deleted after
 * `createPages`, node included, as before.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, getNodesByType }) => {
  for (const node of getNodesByType("SitePage")) actions.touchNode(node);
};
