import type { Locale } from "./site";

/** The i18n context gatsby-plugin-react-i18next expects on every page (language, languages, routed, i18n options). */
export interface I18nPageContext {
  language: Locale;
  languages: Locale[];
  defaultLanguage: Locale;
  generateDefaultLanguagePage: false;
  routed: boolean;
  originalPath: string;
  path: string;
}

/** Context of every page created from the route table. */
export interface SitePageContext {
  language: Locale;
  i18n: I18nPageContext;
  /** Name of the route in src/config/routes.ts. */
  routeName: string;
  /** Key of the page's texts in locales/{lng}/pages.json. */
  group: string;
  /** The same page in every locale (paths), for hreflang and the language switcher. */
  alternates: Record<Locale, string>;
  /** Listed in sitemap.xml and on the site-map page. */
  sitemap: boolean;
  /**
   * Ids of the page's translation bundles among Gatsby's static query results
   * (gatsby/translation-bundles.ts): Gatsby's loader fetches them with the page.
   */
  extraStaticQueryHashes: string[];
  /** Values of the route's :params, when dynamic. */
  params: Record<string, string>;
}
