/**
 * The site's route table as data: each route's name, its French and English
 * paths, the template that renders it, whether the sitemap lists it and the
 * translation namespaces its pages load.
 */

/** The file in src/templates that renders a route. */
export type TemplateName =
  | "home"
  | "site-map"
  | "locations"
  | "store-details"
  | "services"
  | "service-category"
  | "service-details"
  | "transcript"
  | "reviews"
  | "job"
  | "head-office-jobs"
  | "landing"
  | "redeem-coupons"
  | "promotions"
  | "info"
  | "careers"
  | "blog"
  | "blog-post"
  | "appointment-manage"
  | "quote";

export interface RouteDefinition {
  name: string;
  /** English path without the /en prefix. */
  en: string;
  fr: string;
  /** The template that renders it: src/templates/{page}.tsx. */
  page?: TemplateName;
  /** Whether the route is listed in sitemap.xml and on the site-map page. */
  sitemap: boolean;
  /** Key of the route's texts in locales/{lng}/pages.json. */
  group?: string;
  /** Translation bundles the page needs besides BASE_NAMESPACES (default: pages). */
  namespaces?: string[];
}

/** Bundles every page loads: the layout (header, footer, newsletter) and the error messages. */
export const BASE_NAMESPACES = ["common", "error"] as const;

/**
 * Bundles a template needs besides BASE_NAMESPACES and "pages". The forms
 * that open in a dialog load their bundle themselves (src/lib/lazy-bundles.ts);
 * only pages with a form in the page itself list "forms".
 */
export const TEMPLATE_NAMESPACES: Partial<Record<TemplateName, string[]>> = {
  locations: ["stores"],
  "store-details": ["stores", "store-links"],
  info: ["info"],
  careers: ["careers"],
  job: ["careers"],
  "head-office-jobs": ["careers"],
  blog: ["blog"],
  "blog-post": ["blog"],
  landing: ["landing", "forms"],
  reviews: ["reviews"],
  home: ["stores", "services"],
  services: ["services"],
  "service-category": ["stores", "services"],
  "service-details": ["stores", "services"],
  transcript: ["services"],
  "redeem-coupons": ["stores", "coupons"],
  promotions: ["stores", "coupons"],
  "appointment-manage": ["forms"],
  quote: ["quote"],
};

export interface Route extends Required<Omit<RouteDefinition, "group" | "namespaces">> {
  group: string;
  /** Every bundle the page's query loads. */
  namespaces: string[];
  /** Names of the :params in the path. A route with params is dynamic. */
  params: string[];
}

export class RouteDefinitionError extends Error {}
export class UndefinedLinkValueError extends Error {}

/** A path parameter (":slug"). */
export const PARAM_PATTERN = /:([a-zA-Z]+)/g;

function paramsOf(path: string): string[] {
  return [...path.matchAll(PARAM_PATTERN)].map((m) => m[1]);
}

/** Validates definitions: each needs a page or a name, and names are unique. */
export function defineRoutes(definitions: RouteDefinition[]): Route[] {
  const seen = new Set<string>();
  return definitions.map((definition) => {
    if (!definition.name) throw new RouteDefinitionError("Missing page to render for route");
    if (seen.has(definition.name)) {
      throw new RouteDefinitionError(`Route "${definition.name}" already exists`);
    }
    seen.add(definition.name);
    if (!definition.page) throw new RouteDefinitionError("Missing page to render for route");
    const params = paramsOf(definition.en);
    const frParams = paramsOf(definition.fr);
    if (params.join() !== frParams.join()) {
      throw new RouteDefinitionError(`Route "${definition.name}" has different params in fr and en`);
    }
    return {
      ...definition,
      page: definition.page,
      group: definition.group ?? definition.name,
      namespaces: [...BASE_NAMESPACES, ...(definition.namespaces ?? ["pages", ...(TEMPLATE_NAMESPACES[definition.page] ?? [])])],
      params,
    };
  });
}

// One route a line, aligned by hand: Prettier leaves the table as it is.
// prettier-ignore
export const ROUTES: Route[] = defineRoutes([
  { name: "index", en: "/", fr: "/", page: "home", sitemap: true },
  { name: "redeem-coupons", en: "/redeem-coupons", fr: "/redeem-coupons", page: "redeem-coupons", sitemap: false },
  { name: "about", en: "/about", fr: "/a-propos", page: "info", sitemap: true },
  { name: "community", en: "/community-involvement", fr: "/implication-sociale", page: "info", sitemap: true },
  { name: "franchise", en: "/franchise-opportunities", fr: "/occasions-de-franchise", page: "info", sitemap: true, namespaces: ["pages", "info", "forms"] },
  { name: "locations", en: "/locations", fr: "/emplacement", page: "locations", sitemap: true },
  { name: "store-details", en: "/locations/:slug", fr: "/emplacement/:slug", page: "store-details", sitemap: false },
  { name: "transcript", en: "/services/:category/transcript", fr: "/services/:category/transcription", page: "transcript", sitemap: false },
  { name: "reviews", en: "/locations/:slug/reviews", fr: "/emplacement/:slug/commentaires", page: "reviews", sitemap: false },
  { name: "job", en: "/locations/:slug/jobs/:category", fr: "/emplacement/:slug/carrieres/:category", page: "job", sitemap: false },
  { name: "bike-racks", en: "/services/accessories/bike-racks", fr: "/services/accessoires/supports-a-velos", page: "service-details", sitemap: true },
  { name: "floor-mats", en: "/services/accessories/floor-mats", fr: "/services/accessoires/tapis-auto", page: "service-details", sitemap: true },
  { name: "rooftop-cargo", en: "/services/accessories/rooftop-cargo", fr: "/services/accessoires/coffre-toit", page: "service-details", sitemap: true },
  { name: "running-boards", en: "/services/accessories/running-boards", fr: "/services/accessoires/marchepieds", page: "service-details", sitemap: true },
  { name: "tonneau-covers", en: "/services/accessories/tonneau-covers", fr: "/services/accessoires/couvre-caisse", page: "service-details", sitemap: true },
  { name: "services", en: "/services", fr: "/services", page: "services", sitemap: true },
  { name: "quote", en: "/quote", fr: "/soumission", page: "quote", sitemap: true },
  { name: "service-category", en: "/services/:slug", fr: "/services/:slug", page: "service-category", sitemap: false },
  { name: "transcription", en: "/services/:slug/transcript", fr: "/services/:slug/transcription", page: "transcript", sitemap: false },
  { name: "service-details", en: "/services/:category/:slug", fr: "/services/:category/:slug", page: "service-details", sitemap: false },
  { name: "careers", en: "/careers", fr: "/carrieres", page: "careers", sitemap: true },
  // Also beyond the product's route table: the head office's jobs of a category, as a store's are at "job".
  { name: "head-office-jobs", en: "/careers/head-office/:category", fr: "/carrieres/siege-social/:category", page: "head-office-jobs", sitemap: false },
  { name: "contacts", en: "/contact-us", fr: "/nous-joindre", page: "info", sitemap: true, namespaces: ["pages", "info", "stores"] },
  { name: "landing", en: "/landing/:slug", fr: "/landing/:slug", page: "landing", sitemap: false },
  { name: "gift-certificates", en: "/gift-certificates", fr: "/cheques-cadeaux", page: "info", sitemap: true },
  { name: "promotions", en: "/promotions", fr: "/promotions", page: "promotions", sitemap: true },
  { name: "fleet-and-commercial-vehicle", en: "/fleet-and-commercial-vehicle", fr: "/flotte-et-vehicule-utilitaire", page: "info", sitemap: true },
  { name: "uniglass-plus", en: "/uniglass-plus", fr: "/uniglass-plus", page: "info", sitemap: false },
  { name: "site-map", en: "/site-map", fr: "/plan-du-site", page: "site-map", sitemap: false },
  { name: "funding", en: "/funding", fr: "/financement", page: "info", sitemap: true },
  { name: "environmental-implication", en: "/commitment-environment", fr: "/implication-environnementale", page: "info", sitemap: true },
  { name: "legal-information", en: "/legal-information", fr: "/information-legale", page: "info", sitemap: true },
  { name: "web-accessibility", en: "/web-accessibility", fr: "/web-accessibility", page: "info", sitemap: true },
  { name: "privacy-policy", en: "/privacy-policy", fr: "/privacy-policy", page: "info", sitemap: true },
  { name: "mission-profile", en: "/mission-profile", fr: "/mission-profil", page: "info", sitemap: true },
  { name: "required-qualifications", en: "/required-qualifications", fr: "/required-qualifications", page: "info", sitemap: true },
  { name: "blog", en: "/blog", fr: "/blog", page: "blog", sitemap: true },
  // The blog's later index pages and its posts.
  { name: "blog-page", en: "/blog/page/:page", fr: "/blog/page/:page", page: "blog", sitemap: true, group: "blog" },
  { name: "blog-post", en: "/blog/:slug", fr: "/blog/:slug", page: "blog-post", sitemap: true },
  // Also beyond the product's route table: the page of a booking's private link (?token=…), never indexed.
  { name: "appointment-manage", en: "/appointment/manage", fr: "/rendez-vous/gerer", page: "appointment-manage", sitemap: false },
]);
