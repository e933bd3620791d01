/**
 * The service pages: one per service category (/services/:slug), one per
 * service (/services/:category/:slug), one per video transcript (the category's
 * on the "transcript" route, a service's on "transcription"), and the five
 * accessories, which are static routes of the table fed by the service of the
 * same slug. Slugs are translated: a page's other-language path comes from the
 * same API record (entityId) in the other locale. Planning is pure (tested).
 */
import type { CreatePagesArgs } from "gatsby";
import { ROUTES, getRoute } from "../src/config/routes";
import { type Locale } from "../src/config/site";
import { pageContextFor, perLocale } from "./page-context";
import { templatePath } from "./templates";
import { imageWarnings, type ImageRecord } from "../src/lib/service-content";
import { queryData } from "./query-data";

export interface PlannedServicePage {
  path: string;
  template: "service-category" | "service-details" | "transcript";
  context: Record<string, unknown>;
}

export interface CategoryRow {
  id: string;
  entityId: number;
  locale: string;
  slug: string;
}

export interface ServiceRow extends CategoryRow {
  category: { id: string; entityId: number } | null;
}

export interface TranscriptRow {
  id: string;
  locale: string;
  slug: string;
  service: { entityId: number } | null;
  serviceCategory: { entityId: number } | null;
}

/** The accessory routes: their English path ends with the service's English slug. */
export const ACCESSORY_ROUTES = ROUTES.filter((route) => route.params.length === 0 && route.en.startsWith("/services/accessories/"));

/** Route name of the static page that owns a service, if any ("bike-racks" for the English slug bike-racks). */
export function accessoryRouteFor(englishSlug: string, englishCategorySlug: string): string | null {
  const route = ACCESSORY_ROUTES.find((r) => r.en === `/services/${englishCategorySlug}/${englishSlug}`);
  return route ? route.name : null;
}

function slugIndex(rows: readonly CategoryRow[]): Map<string, string> {
  return new Map(rows.map((row) => [`${row.locale}|${row.entityId}`, row.slug]));
}

export function planServicePages(
  categories: readonly CategoryRow[],
  services: readonly ServiceRow[],
  transcripts: readonly TranscriptRow[],
): PlannedServicePage[] {
  const categorySlug = slugIndex(categories);
  const serviceSlug = slugIndex(services);
  const serviceCategory = new Map(services.map((s) => [`${s.locale}|${s.entityId}`, s.category?.entityId ?? null]));
  const slugOf = (index: Map<string, string>, lng: Locale, entityId: number, fallback: string) => index.get(`${lng}|${entityId}`) ?? fallback;
  const pages: PlannedServicePage[] = [];

  for (const category of categories) {
    const params = perLocale((lng) => ({ slug: slugOf(categorySlug, lng, category.entityId, category.slug) }));
    const { path, context } = pageContextFor(getRoute("service-category"), category.locale as Locale, params, { id: category.id });
    pages.push({ path, template: "service-category", context });
  }

  for (const service of services) {
    const categoryId = service.category?.entityId;
    if (categoryId === undefined) continue; // a service without a category has no address
    const locale = service.locale as Locale;
    const params = perLocale((lng) => ({
      category: slugOf(categorySlug, lng, categoryId, ""),
      slug: slugOf(serviceSlug, lng, service.entityId, service.slug),
    }));
    const owner = accessoryRouteFor(String(params.en.slug), String(params.en.category));
    const extra = { id: service.id, categoryId: service.category?.id ?? "" };
    // The accessories belong to their static routes: never a page at the generic pattern.
    const { path, context } = owner ? pageContextFor(getRoute(owner), locale, {}, extra) : pageContextFor(getRoute("service-details"), locale, params, extra);
    pages.push({ path, template: "service-details", context });
  }

  for (const transcript of transcripts) {
    const locale = transcript.locale as Locale;
    const extra = { id: transcript.id };
    if (transcript.serviceCategory) {
      const categoryId = transcript.serviceCategory.entityId;
      const params = perLocale((lng) => ({ category: slugOf(categorySlug, lng, categoryId, "") }));
      const { path, context } = pageContextFor(getRoute("transcript"), locale, params, extra);
      pages.push({ path, template: "transcript", context });
    } else if (transcript.service) {
      const serviceId = transcript.service.entityId;
      if (serviceCategory.get(`${locale}|${serviceId}`) === null) continue;
      const params = perLocale((lng) => ({ slug: slugOf(serviceSlug, lng, serviceId, "") }));
      const { path, context } = pageContextFor(getRoute("transcription"), locale, params, extra);
      pages.push({ path, template: "transcript", context });
    }
  }
  return pages;
}

export async function createServicePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const data = queryData(
    await graphql<Queries.ServicePagesQuery>(`
      query ServicePages {
        allUniglassServiceCategory {
          nodes {
            id
            entityId
            locale
            slug
            image
          }
        }
        allUniglassService {
          nodes {
            id
            entityId
            locale
            slug
            image
            category {
              id
              entityId
            }
          }
        }
        allUniglassTranscript {
          nodes {
            id
            locale
            slug
            service {
              entityId
            }
            serviceCategory {
              entityId
            }
          }
        }
        allUniglassFeaturedService {
          nodes {
            entityId
            locale
            image
          }
        }
        allUniglassPromotion {
          nodes {
            slug
            locale
            image
          }
        }
      }
    `),
    reporter,
    "Could not query the services, categories and transcripts",
  );
  if (!data) return;
  const { allUniglassServiceCategory, allUniglassService, allUniglassTranscript } = data;
  const images: ImageRecord[] = [
    ...allUniglassServiceCategory.nodes.map((n) => ({ label: `service category ${n.slug} (${n.locale})`, image: n.image })),
    ...allUniglassService.nodes.map((n) => ({ label: `service ${n.slug} (${n.locale})`, image: n.image })),
    ...data.allUniglassFeaturedService.nodes.map((n) => ({ label: `featured service ${n.entityId} (${n.locale})`, image: n.image })),
    ...data.allUniglassPromotion.nodes.map((n) => ({ label: `promotion ${n.slug} (${n.locale})`, image: n.image })),
  ];
  // Logged at build, not rendered broken (the components skip them).
  for (const warning of imageWarnings(images)) reporter.warn(warning);
  const pages = planServicePages(allUniglassServiceCategory.nodes, allUniglassService.nodes, allUniglassTranscript.nodes);
  const owned = new Set(pages.map((page) => page.context.routeName));
  for (const route of ACCESSORY_ROUTES) {
    if (!owned.has(route.name)) reporter.warn(`No service feeds the accessory page "${route.name}" (${route.en})`);
  }
  for (const page of pages) {
    actions.createPage({ path: page.path, component: templatePath(page.template), context: page.context });
  }
  reporter.info(`Service, category, accessory and transcript pages: ${pages.length}`);
}
