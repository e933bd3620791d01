/** Node type names, API endpoints and option defaults of gatsby-source-uniglass. */

export const PLUGIN_NAME = "gatsby-source-uniglass";

export const NODE_TYPES = {
  store: "UniglassStore",
  coupon: "UniglassCoupon",
  promotion: "UniglassPromotion",
  serviceCategory: "UniglassServiceCategory",
  service: "UniglassService",
  transcript: "UniglassTranscript",
  featuredService: "UniglassFeaturedService",
  slide: "UniglassSlide",
  career: "UniglassCareer",
  testimonial: "UniglassTestimonial",
  partner: "UniglassPartner",
  socialNetwork: "UniglassSocialNetwork",
  promoPage: "UniglassPromoPage",
  blogPost: "BlogPost",
} as const;
export type NodeTypeKey = keyof typeof NODE_TYPES;
export type NodeTypeName = (typeof NODE_TYPES)[NodeTypeKey];

/** Paginated collections, fetched once per locale (paths relative to apiUrl). */
export const COLLECTION_ENDPOINTS = {
  stores: "/stores",
  serviceCategories: "/services_categories",
  services: "/services",
  featuredServices: "/featured-services",
  slides: "/slides",
  promotions: "/promotions",
  privilegeCoupons: "/coupons/privilege",
  careers: "/careers",
  promoPages: "/promo_pages",
} as const;
export type CollectionKey = keyof typeof COLLECTION_ENDPOINTS;

/** Per-store calls (paths relative to apiUrl). Slugs are URL-encoded by the callers. */
export const STORE_ENDPOINTS = {
  coupons: (slug: string) => `/coupons/${encodeURIComponent(slug)}`,
  testimonials: (slug: string) => `/stores/${encodeURIComponent(slug)}/testimonials`,
  partners: (slug: string) => `/stores/${encodeURIComponent(slug)}/partners`,
  socialNetworks: (slug: string) => `/stores/${encodeURIComponent(slug)}/social_networks`,
  serviceCategories: (slug: string) => `/stores/${encodeURIComponent(slug)}/categories`,
} as const;

/** GET /services/{slug}/{transcriptSlug}: slug is a service's or a category's. */
export const transcriptEndpoint = (slug: string, transcriptSlug: string): string =>
  `/services/${encodeURIComponent(slug)}/${encodeURIComponent(transcriptSlug)}`;

/** WordPress REST posts path, below `{wordpressUrl}{localeSegment}`. */
export const WP_POSTS_PATH = "/wp-json/wp/v2/posts";
export const WP_PER_PAGE = 100;
export const WP_TOTAL_PAGES_HEADER = "x-wp-totalpages";

export const DEFAULT_OPTIONS = {
  locales: ["fr", "en"],
  itemsPerPage: 100,
  retries: 3,
  retryDelayMs: 500,
  concurrency: 8,
  requestTimeoutMs: 30_000,
} as const;

/** Guard against an API that ignores page/itemsPerPage (would loop for ever). */
export const MAX_PAGES = 10_000;
