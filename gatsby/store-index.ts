import fs from "fs";
import { siteDirectory } from "./program";
import path from "path";
import type { BuildArgs } from "gatsby";
import { LOCALES } from "../src/config/site";
import { storeIndexUrl } from "../src/lib/store-search";
import { storeFromNode } from "../src/lib/store-from-node";
import { storePlacesUrl, type StorePlace } from "../src/lib/nearby";
import { sourceFragments } from "./source-fragments";
import { queryData } from "./query-data";

/** The store fields the store page's query spreads, spread here too. */
const STORE_FRAGMENTS_FILE = "src/templates/fragments-store.ts";

/**
 * The compact store index the finder falls back on when the API cannot be
 * reached: public/store-index.{locale}.json, every store of the locale with
 * what a card shows (no coupons). Loaded by the browser only on failure.
 * And the smaller list of where the shops are and what they offer, for the
 * service pages' nearest shops: public/store-places.{locale}.json.
 */
export async function writeStoreIndex({ graphql, reporter, store }: BuildArgs): Promise<void> {
  const directory = siteDirectory(store);
  const data = queryData(
    await graphql<Queries.StoreIndexQuery>(`
      query StoreIndex {
        allUniglassStore(sort: { name: ASC }) {
          nodes {
            locale
            ...StoreFields
            serviceCategories {
              slug
            }
          }
        }
      }
      ${sourceFragments(directory, STORE_FRAGMENTS_FILE)}
    `),
    reporter,
    "Could not query the stores for the offline store index",
  );
  if (!data) return;
  for (const locale of LOCALES) {
    const stores = data.allUniglassStore.nodes
      .filter((node) => node.locale === locale)
      .map((node) => {
        const { coupons: _coupons, email: _email, distance: _distance, ...compact } = storeFromNode({ ...node, coupons: [] });
        return compact;
      });
    const file = path.join(directory, "public", storeIndexUrl(locale));
    fs.writeFileSync(file, JSON.stringify(stores));
    reporter.info(`Store index: ${stores.length} stores in ${storeIndexUrl(locale)}`);
    const places: StorePlace[] = data.allUniglassStore.nodes.flatMap((node) =>
      node.locale === locale && typeof node.latitude === "number" && typeof node.longitude === "number"
        ? [
            {
              slug: node.slug,
              name: node.name,
              city: node.city,
              latitude: node.latitude,
              longitude: node.longitude,
              categories: node.serviceCategories.map((c) => c.slug),
            },
          ]
        : [],
    );
    fs.writeFileSync(path.join(directory, "public", storePlacesUrl(locale)), JSON.stringify(places));
  }
}
