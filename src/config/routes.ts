/**
 * The site's route table as data, and the pure path builder.
 * French paths carry no prefix; English paths live under /en.
 * Pages are built with Gatsby's default trailing slash ("/a-propos/").
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./site";

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
  | "landing"
  | "redeem-coupons"
  | "promotions"
  | "info"
  | "careers"
  | "blog"
  | "blog-post"
  | "appointment-manage";

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

const paramPattern = /:([a-zA-Z]+)/g;

function paramsOf(path: string): string[] {
  return [...path.matchAll(paramPattern)].map((m) => m[1]);
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
      namespaces: [
        ...BASE_NAMESPACES,
        ...(definition.namespaces ?? ["pages", ...(TEMPLATE_NAMESPACES[definition.page] ?? [])]),
      ],
      params,
    };
  });
}

/* eslint-disable prettier/prettier */
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
  { name: "service-category", en: "/services/:slug", fr: "/services/:slug", page: "service-category", sitemap: false },
  { name: "transcription", en: "/services/:slug/transcript", fr: "/services/:slug/transcription", page: "transcript", sitemap: false },
  { name: "service-details", en: "/services/:category/:slug", fr: "/services/:category/:slug", page: "service-details", sitemap: false },
  { name: "careers", en: "/careers", fr: "/carrieres", page: "careers", sitemap: true },
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

export type RouteName = string;
export type RouteParams = Record<string, string | number | undefined>;
export type RouteQuery = Record<string, string | number | boolean | undefined | null>;

const byName = new Map(ROUTES.map((route) => [route.name, route]));

export function getRoute(name: RouteName): Route {
  const route = byName.get(name);
  if (!route) throw new RouteDefinitionError(`Unknown route "${name}"`);
  return route;
}

export function isStaticRoute(route: Route): boolean {
  return route.params.length === 0;
}

/** "/about" → "/en/about/" for en, "/a-propos/" for fr; "/" stays "/" (or "/en/"). */
export function localizePath(path: string, locale: Locale): string {
  const withSlash = path.endsWith("/") ? path : `${path}/`;
  return locale === DEFAULT_LOCALE ? withSlash : `/${locale}${withSlash === "/" ? "/" : withSlash}`;
}

/** The path of the 404 page in a locale. */
export function notFoundPath(locale: Locale): string {
  return localizePath("/404", locale);
}

export function buildQueryString(query: RouteQuery | undefined, routeName = "?"): string {
  if (!query) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) {
      throw new UndefinedLinkValueError(
        `The href for route "${routeName}" has an undefined value for query parameter "${key}"`,
      );
    }
    if (value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * Builds the URL of a route in a locale. Throws UndefinedLinkValueError when a
 * param is missing or a param/query value is undefined, so no link ever says "undefined".
 */
export function buildPath(
  name: RouteName,
  locale: Locale,
  params: RouteParams = {},
  query?: RouteQuery,
): string {
  const route = getRoute(name);
  const template = route[locale];
  const path = template.replace(paramPattern, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === "") {
      throw new UndefinedLinkValueError(
        `The provided href for route "${name}" is missing the value "${key}" it needs`,
      );
    }
    return encodeURIComponent(String(value));
  });
  return localizePath(path, locale) + buildQueryString(query, name);
}

/** Like buildPath, but a link that cannot be built leads to the 404 page. */
export function safePath(
  name: RouteName,
  locale: Locale,
  params?: RouteParams,
  query?: RouteQuery,
): string {
  try {
    return buildPath(name, locale, params, query);
  } catch (error) {
    if (error instanceof UndefinedLinkValueError) return notFoundPath(locale);
    throw error;
  }
}

/** Splits "/en/about/" into { locale: "en", path: "/about" }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = pathname.match(/^\/([a-z]{2})(\/.*|$)/);
  if (match && (LOCALES as readonly string[]).includes(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1] as Locale, path: match[2] || "/" };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || "/" };
}

export interface RouteMatch {
  route: Route;
  locale: Locale;
  params: Record<string, string>;
}

/**
 * Finds the route and params of a pathname. Static routes win over dynamic
 * patterns (the accessories routes over service-details), then the pattern
 * with the most literal segments.
 *
 * Two routes can share one pattern: a category's transcript ("transcript",
 * /services/:category/transcript) and a service's ("transcription",
 * /services/:slug/transcript) differ only by what the slug names, which the
 * path cannot tell. `accept` is asked about each candidate (e.g. "is this slug
 * a category?") and the first accepted one wins; without it, the route listed
 * first in the table wins and `ambiguousWith` names the others.
 */
export function matchRoute(
  pathname: string,
  accept: (match: RouteMatch) => boolean = () => true,
): (RouteMatch & { ambiguousWith: string[] }) | null {
  const { locale, path } = splitLocale(pathname.split("?")[0]);
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const candidates = ROUTES.map((route) => {
    const segments = route[locale].split("/");
    const parts = clean.split("/");
    if (segments.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < segments.length; i++) {
      if (segments[i].startsWith(":")) {
        if (!parts[i]) return null;
        params[segments[i].slice(1)] = decodeURIComponent(parts[i]);
      } else if (segments[i] !== parts[i]) {
        return null;
      }
    }
    const literal = segments.filter((s) => s && !s.startsWith(":")).length;
    return { route, locale, params, literal };
  }).filter((c): c is NonNullable<typeof c> => c !== null);
  candidates.sort((a, b) => a.route.params.length - b.route.params.length || b.literal - a.literal);
  const best = candidates.find((c) => accept({ route: c.route, locale: c.locale, params: c.params }));
  if (!best) return null;
  const samePattern = (c: (typeof candidates)[number]) => c.route[locale].replace(/:[^/]+/g, ":") === best.route[locale].replace(/:[^/]+/g, ":");
  const ambiguousWith = candidates.filter((c) => c !== best && samePattern(c)).map((c) => c.route.name);
  return { route: best.route, locale: best.locale, params: best.params, ambiguousWith };
}
