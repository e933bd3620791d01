/**
 * The pure path builder and matcher over the route table (route-table.ts,
 * re-exported here).
 * French paths carry no prefix; English paths live under /en.
 * Pages are built with Gatsby's default trailing slash ("/a-propos/").
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./site";
import { type Route, PARAM_PATTERN, RouteDefinitionError, UndefinedLinkValueError, ROUTES } from "./route-table";

export * from "./route-table";

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
      throw new UndefinedLinkValueError(`The href for route "${routeName}" has an undefined value for query parameter "${key}"`);
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
export function buildPath(name: RouteName, locale: Locale, params: RouteParams = {}, query?: RouteQuery): string {
  const route = getRoute(name);
  const template = route[locale];
  const path = template.replace(PARAM_PATTERN, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === "") {
      throw new UndefinedLinkValueError(`The provided href for route "${name}" is missing the value "${key}" it needs`);
    }
    return encodeURIComponent(String(value));
  });
  return localizePath(path, locale) + buildQueryString(query, name);
}

/** Like buildPath, but a link that cannot be built leads to the 404 page. */
export function safePath(name: RouteName, locale: Locale, params?: RouteParams, query?: RouteQuery): string {
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
export function matchRoute(pathname: string, accept: (match: RouteMatch) => boolean = () => true): (RouteMatch & { ambiguousWith: string[] }) | null {
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
