/**
 * Dynamic content pages: the jobs of a store per job category, a store's
 * reviews, and the campaign landing pages. Planning is pure (tested); the
 * Gatsby part only queries and creates.
 *
 * A jobs or reviews page gets its store's node id in its context and reads the
 * jobs and reviews the store links: a query by id is a lookup, where a filter
 * on slug and language makes Gatsby index every store, job and review in
 * memory for the whole run of the queries (tens of MB at 10,000 shops).
 * A page whose store has no node in that language is not created.
 */
import type { CreatePagesArgs } from "gatsby";
import { getRoute } from "../src/config/routes";
import { LOCALES, type Locale } from "../src/config/site";
import { everyLocale, pageContextFor, perLocale } from "./page-context";
import { templatePath } from "./templates";
import { queryData } from "./query-data";

export interface PlannedPage {
  path: string;
  template: "job" | "head-office-jobs" | "reviews" | "landing";
  context: Record<string, unknown>;
}

/** The node id of a store by language and slug. */
export type StoreNodeIds = (locale: string, slug: string) => string | undefined;

/** Looks store node ids up in the rows of `allUniglassStore`. */
export function storeNodeIds(stores: readonly { id: string; locale: string; slug: string }[]): StoreNodeIds {
  const ids = new Map(stores.map((s) => [`${s.locale}|${s.slug}`, s.id]));
  return (locale, slug) => ids.get(`${locale}|${slug}`);
}

interface CareerRow {
  entityId: number;
  locale: string;
  category: string;
  storeSlug: string | null;
}

/**
 * One page per (store, job category) that has jobs, and one per job category
 * of the head office, in each language. A page lists its open postings only
 * (decided at build and again in the browser), so it stays while the API
 * lists a posting, even closed: the store's page links to it. The category
 * slug is translated ("technicien-vitrier" / "glass-technician"): a
 * category's slug in the other language comes from the same job there.
 */
export function planJobPages(careers: readonly CareerRow[], storeNodeId: StoreNodeIds): PlannedPage[] {
  const categoryOf = new Map(careers.map((c) => [`${c.locale}|${c.entityId}`, c.category]));
  const seen = new Set<string>();
  const pages: PlannedPage[] = [];
  for (const career of careers) {
    const locale = career.locale as Locale;
    const category = (lng: Locale) => categoryOf.get(`${lng}|${career.entityId}`) ?? career.category;
    if (!career.storeSlug) {
      const key = `${locale}|head-office|${career.category}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const { path, context } = pageContextFor(
        getRoute("head-office-jobs"),
        locale,
        perLocale((lng) => ({ category: category(lng) })),
        {
          category: career.category,
        },
      );
      pages.push({ path, template: "head-office-jobs", context });
      continue;
    }
    const storeSlug = career.storeSlug;
    const params = perLocale((lng) => ({ slug: storeSlug, category: category(lng) }));
    const key = `${locale}|${career.storeSlug}|${career.category}`;
    const storeId = storeNodeId(locale, storeSlug);
    if (seen.has(key) || !storeId) continue;
    seen.add(key);
    const { path, context } = pageContextFor(getRoute("job"), locale, params, { storeNodeId: storeId, category: career.category });
    pages.push({ path, template: "job", context });
  }
  return pages;
}

/** One reviews page per store that has testimonials, in each language the store has. */
export function planReviewPages(storeSlugs: readonly string[], storeNodeId: StoreNodeIds): PlannedPage[] {
  return [...new Set(storeSlugs)].flatMap((slug) =>
    LOCALES.flatMap((locale) => {
      const storeId = storeNodeId(locale, slug);
      if (!storeId) return [];
      const { path, context } = pageContextFor(getRoute("reviews"), locale, everyLocale({ slug }), { storeNodeId: storeId });
      return [{ path, template: "reviews" as const, context }];
    }),
  );
}

interface PromoRow {
  id: string;
  entityId: number;
  locale: string;
  slug: string;
}

/** One landing page per promo page and language; the slug is translated, linked by the API id. */
export function planLandingPages(promoPages: readonly PromoRow[]): PlannedPage[] {
  const slugOf = new Map(promoPages.map((p) => [`${p.locale}|${p.entityId}`, p.slug]));
  return promoPages.map((promo) => {
    const params = perLocale((lng) => ({ slug: slugOf.get(`${lng}|${promo.entityId}`) ?? promo.slug }));
    const { path, context } = pageContextFor(getRoute("landing"), promo.locale as Locale, params, { id: promo.id });
    return { path, template: "landing" as const, context };
  });
}

export async function createContentPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const data = queryData(
    await graphql<Queries.ContentPagesQuery>(`
      query ContentPages {
        allUniglassStore {
          nodes {
            id
            locale
            slug
          }
        }
        allUniglassCareer {
          nodes {
            entityId
            locale
            category
            storeSlug
          }
        }
        allUniglassTestimonial {
          distinct(field: { storeSlug: SELECT })
        }
        allUniglassPromoPage {
          nodes {
            id
            entityId
            locale
            slug
          }
        }
      }
    `),
    reporter,
    "Could not query careers, reviews and promo pages",
  );
  if (!data) return;
  const storeNodeId = storeNodeIds(data.allUniglassStore.nodes);
  const pages = [
    ...planJobPages(data.allUniglassCareer.nodes, storeNodeId),
    ...planReviewPages(data.allUniglassTestimonial.distinct, storeNodeId),
    ...planLandingPages(data.allUniglassPromoPage.nodes),
  ];
  for (const page of pages) {
    actions.createPage({ path: page.path, component: templatePath(page.template), context: page.context });
  }
  reporter.info(`Jobs, reviews and landing pages: ${pages.length}`);
}
