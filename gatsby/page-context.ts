import type { SitePageContext } from "../src/config/page-context";
import { buildPath, type Route, type RouteParams } from "../src/config/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../src/config/site";

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
  const alternates = Object.fromEntries(
    LOCALES.map((lng) => [lng, buildPath(route.name, lng, params[lng] ?? {})]),
  ) as Record<Locale, string>;
  const path = alternates[locale];
  const ownParams = Object.fromEntries(
    Object.entries(params[locale] ?? {}).map(([key, value]) => [key, String(value)]),
  );
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
      namespaces: route.namespaces,
      params: ownParams,
    },
  };
}
