import type { SitePageContext } from "../src/config/page-context";
import { buildPath, type Route, type RouteParams } from "../src/config/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../src/config/site";
import { bundleId } from "./translation-bundles";

/**
 * The context of one language version of a route: the i18n object the plugin
 * needs (so it neither redirects nor duplicates the page) and the alternates.
 * `params` gives each locale's values (slugs can differ between languages).
 */
export function pageContextFor(
  route: Route,
  locale: Locale,
  params: Partial<Record<Locale, RouteParams>> = {},
  extra: Record<string, unknown> = {},
): { path: string; context: SitePageContext & Record<string, unknown> } {
  const alternates = Object.fromEntries(LOCALES.map((lng) => [lng, buildPath(route.name, lng, params[lng] ?? {})])) as Record<Locale, string>;
  const path = alternates[locale];
  const ownParams = Object.fromEntries(Object.entries(params[locale] ?? {}).map(([key, value]) => [key, String(value)]));
  return {
    path,
    context: {
      ...extra,
      language: locale,
      i18n: {
        language: locale,
        languages: [...LOCALES],
        defaultLanguage: DEFAULT_LOCALE,
        generateDefaultLanguagePage: false,
        routed: locale !== DEFAULT_LOCALE,
        originalPath: alternates[DEFAULT_LOCALE],
        path,
      },
      routeName: route.name,
      group: route.group,
      alternates,
      sitemap: route.sitemap,
      extraStaticQueryHashes: [bundleId(locale, route.namespaces)],
      params: ownParams,
    },
  };
}

/** The same params in every locale (slugs that do not change with the language). */
export function everyLocale(params: RouteParams): Record<Locale, RouteParams> {
  return perLocale(() => params);
}

/** Params for each locale (slugs that are translated). */
export function perLocale(paramsOf: (locale: Locale) => RouteParams): Record<Locale, RouteParams> {
  const result = {} as Record<Locale, RouteParams>;
  for (const lng of LOCALES) result[lng] = paramsOf(lng);
  return result;
}

/**
 * Replaces a page's alternates, for pages whose other-language version is not
 * the same route with the same params (a blog post's is the other blog index).
 */
export function setAlternates(context: SitePageContext, alternates: Record<Locale, string>): void {
  context.alternates = alternates;
  context.i18n.originalPath = alternates[DEFAULT_LOCALE];
}
