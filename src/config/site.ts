/**
 * Brand, site-wide constants and the business constants (sizes, limits, cookies), in one place.
 * Pure data: safe to import from the browser, gatsby-node, the source plugin
 * and the sample server.
 */

export const LOCALES = ["fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";
/** BCP 47 tags for <html lang> and hreflang: the site speaks Canadian French and English. */
export const LANGUAGE_TAGS: Record<Locale, string> = { fr: "fr-CA", en: "en-CA" };

/** i18next options the i18n plugin is given (gatsby-config); the texts themselves are read by src/lib/translate.ts, held to the same results by a test. */
export const I18NEXT_OPTIONS = {
  interpolation: { escapeValue: false },
  keySeparator: ".",
  nsSeparator: ":",
  returnNull: false,
} as const;

export const BRAND = {
  name: "Uniglass",
  protectionBrand: "Ziebart",
  /** Prefix of every cookie the site writes ({product}_…). */
  product: "uniglass",
  /** Head office, shown in the header, footer and contact page. Fictional 555 number. */
  phone: "1-800-555-0199",
  socialLinks: {
    facebook: "https://www.facebook.com/uniglass",
    youtube: "https://www.youtube.com/@uniglass",
  },
} as const;

export const COOKIES = {
  favoriteStore: `${BRAND.product}_FavoriteStore`,
  findByLocationStore: `${BRAND.product}_FindByLocationStore`,
  lastVisitedStore: `${BRAND.product}_LastVisitedStore`,
  requestEstimateStore: `${BRAND.product}_RequestEstimateStore`,
  /** The last place searched in the finder ("latitude,longitude|label"), for service pages' nearest shops. */
  lastSearch: `${BRAND.product}_LastSearch`,
} as const;

/** Campaign query parameter → cookie name (captured on arrival, sent with the forms). */
export const UTM_COOKIES = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_content: "utmContent",
  utm_term: "utmTerm",
} as const;
export const UTM_COOKIE_MAX_AGE_SECONDS = 2592000; // 30 days

/** Store cookies (favourite, last visited, …): no expiry is given by the product; one year. */
export const STORE_COOKIE_MAX_AGE_DAYS = 365;

/** The query parameter kept across internal navigation (a partner's tracking id). */
export const CARRIED_QUERY_PARAM = "ctn";

export const LIMITS = {
  storeCardCoupons: 2,
  couponImage: { width: 429, height: 322 },
  distanceDecimals: 2,
  page: 1,
  itemsPerPage: 30,
  heroAutoplayMs: 5000,
  textCut: 300,
  staticMap: { width: 640, height: 480, zoom: 18 },
  fetchRetries: 3,
  routeLoaderTimeoutMs: 3800,
  ogImage: { width: 200, height: 200 },
  percentPerUnit: 20,
} as const;

/** Layout breakpoints, in px. CSS reads the same numbers from src/styles/tokens.css. */
export const BREAKPOINTS = {
  desktop: 992,
  stickyRemovedBelow: 991,
  tooltipDesktopAbove: 769,
  breadcrumbMobile: 768,
  stickyOffset: 20,
} as const;

export const HERO_BORDERS = ["blue", "blue-reverse", "purple", "red"] as const;
export type HeroBorder = (typeof HERO_BORDERS)[number];

/**
 * Optional third parties, each off unless its environment variable is set
 * (GATSBY_* variables are inlined in the browser bundle at build time).
 */
export const THIRD_PARTY = {
  consent: {
    /** Consent manager settings id (GATSBY_CONSENT_ID); nothing loads when unset. */
    loaderUrl: "https://web.cmp.usercentrics.eu/ui/loader.js",
    autoblockerUrl: "https://web.cmp.usercentrics.eu/modules/autoblocker.js",
  },
} as const;

/**
 * The store finder. Results are the shops within `radiusKm` of the searched
 * place, nearest first, `pageSize` at a time ("show more" asks for the next
 * page); with none that close, the `nearestWhenNone` nearest shops, with how
 * far the nearest is. Service pages list the `nearMe` shops offering the
 * service nearest to the visitor's reference point.
 */
export const FINDER = {
  radiusKm: 100,
  pageSize: 10,
  nearestWhenNone: 3,
  nearMe: 5,
  /** How long the last searched place is remembered (cookie, days). */
  lastSearchDays: 30,
  /** Once the API could not be reached, the built index answers the searches of this long (ms) before the API is tried again. */
  apiPauseMs: 60_000,
} as const;

/** Blog index pages: posts per page (page 1 at /blog/, then /blog/page/2/ …). */
export const BLOG = { postsPerPage: 6 } as const;

/**
 * WordPress' REST API root for a language, under the blog's address: French,
 * the default, has no language segment ("/wp-json"), English has "/en/wp-json".
 */
export function wordpressRestRoot(locale: Locale): string {
  return `${locale === DEFAULT_LOCALE ? "" : `/${locale}`}/wp-json`;
}
