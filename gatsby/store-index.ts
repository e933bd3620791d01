import fs from "fs";
import { siteDirectory } from "./program";
import path from "path";
import type { BuildArgs, Node } from "gatsby";
import { LOCALES } from "../src/config/site";
import { storeIndexUrl } from "../src/lib/store-search";
import { storeFromNode } from "../src/lib/store-from-node";
import { storePlacesUrl, type StorePlace } from "../src/lib/nearby";

/**
 * A UniglassStore node as the source plugin creates it: the fields the
 * `StoreFields` fragment reads (src/templates/fragments-store.ts: the store
 * page's query), and its service categories as node ids (the schema's @link).
 */
type StoreNode = Node & Queries.StoreFieldsFragment & { locale: string; serviceCategories: readonly string[]; testimonials: readonly string[] };

/** Code point order, the order of Gatsby's LMDB index on the field (UTF-8 bytes). */
const byCodePoints = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** The node's rank in creation order (Gatsby's internal.counter, left out of its types). */
const creation = (node: { internal: object }): number => (node.internal as { counter?: number }).counter ?? 0;

/**
 * The stores in the order `allUniglassStore(sort: { name: ASC })` gave them: by
 * name, then in the order Gatsby created the nodes (its index's tiebreak).
 */
export function storesByName<T extends { name: string; internal: object }>(nodes: readonly T[]): T[] {
  return [...nodes].sort((a, b) => byCodePoints(a.name, b.name) || creation(a) - creation(b));
}

/**
 * The compact store index the finder falls back on when the API cannot be
 * reached: public/store-index.{locale}.json, every store of the locale with
 * what a card shows (no coupons). Loaded by the browser only on failure.
 * And the smaller list of where the shops are and what they offer, for the
 * service pages' nearest shops: public/store-places.{locale}.json.
 *
 * Read from the nodes themselves rather than through a GraphQL query: at
 * 2,000 shops the query (its sort index, the resolvers of 4,000 nodes) took
 * about 1 s of every rebuild, for data the nodes hold as they are.
 */
export function writeStoreIndex({ getNodesByType, getNode, reporter, store }: BuildArgs): void {
  const directory = siteDirectory(store);
  const nodes = storesByName(getNodesByType("UniglassStore") as StoreNode[]);
  const categorySlug = new Map<string, string | undefined>();
  const categorySlugs = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      // As the @link does: an id that names no category node is left out.
      if (!categorySlug.has(id)) {
        const node = getNode(id);
        categorySlug.set(id, node?.internal.type === "UniglassServiceCategory" ? (node.slug as string) : undefined);
      }
      const slug = categorySlug.get(id);
      return slug === undefined ? [] : [slug];
    });
  // The ratings of a store's reviews (linked by node id, as its categories), for the card's average and count.
  const ratingsOf = (node: StoreNode) =>
    node.testimonials.flatMap((id) => {
      const review = getNode(id);
      return review?.internal.type === "UniglassTestimonial" && typeof review.rating === "number" ? [{ rating: review.rating }] : [];
    });
  for (const locale of LOCALES) {
    const stores = nodes
      .filter((node) => node.locale === locale)
      .map((node) => {
        const { coupons: _coupons, email: _email, distance: _distance, ...compact } = storeFromNode({ ...node, coupons: [], testimonials: ratingsOf(node) });
        return compact;
      });
    const file = path.join(directory, "public", storeIndexUrl(locale));
    fs.writeFileSync(file, JSON.stringify(stores));
    reporter.info(`Store index: ${stores.length} stores in ${storeIndexUrl(locale)}`);
    const places: StorePlace[] = nodes.flatMap((node) =>
      node.locale === locale && typeof node.latitude === "number" && typeof node.longitude === "number"
        ? [
            {
              slug: node.slug,
              name: node.name,
              city: node.city,
              latitude: node.latitude,
              longitude: node.longitude,
              categories: categorySlugs(node.serviceCategories),
            },
          ]
        : [],
    );
    fs.writeFileSync(path.join(directory, "public", storePlacesUrl(locale)), JSON.stringify(places));
  }
}
