import type { CreatePagesArgs } from "gatsby";
import { getRoute } from "../src/config/routes";
import { LOCALES, type Locale } from "../src/config/site";
import { pageContextFor } from "./page-context";
import { templatePath } from "./templates";
import { queryData } from "./query-data";

/**
 * One store details page per store and language (/emplacement/:slug,
 * /en/locations/:slug). The same store in the other language is found by its
 * API id, so the language switcher and hreflang follow a translated slug.
 * A slug that is not a store has no page: the 404 page answers.
 */
export async function createStorePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const activity = reporter.activityTimer("Creating the store details pages");
  activity.start();
  const data = queryData(
    await graphql<Queries.StorePagesQuery>(`
      query StorePages {
        allUniglassStore {
          nodes {
            id
            entityId
            slug
            locale
          }
        }
      }
    `),
    reporter,
    "Could not query the stores for their pages",
  );
  if (!data) return;
  const route = getRoute("store-details");
  const byEntity = new Map<number, Partial<Record<Locale, { id: string; slug: string }>>>();
  for (const node of data.allUniglassStore.nodes) {
    if (!(LOCALES as readonly string[]).includes(node.locale)) continue;
    const entry = byEntity.get(node.entityId) ?? {};
    entry[node.locale as Locale] = { id: node.id, slug: node.slug };
    byEntity.set(node.entityId, entry);
  }
  let count = 0;
  for (const versions of byEntity.values()) {
    const params = Object.fromEntries(LOCALES.map((lng) => [lng, { slug: (versions[lng] ?? versions.fr ?? versions.en)?.slug }])) as Record<
      Locale,
      { slug: string }
    >;
    for (const locale of LOCALES) {
      const own = versions[locale];
      if (!own) continue;
      const { path, context } = pageContextFor(route, locale, params, { storeNodeId: own.id });
      actions.createPage({ path, component: templatePath("store-details"), context });
      count++;
    }
  }
  activity.setStatus(`${count} pages`);
  activity.end();
}
