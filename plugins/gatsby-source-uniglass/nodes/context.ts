/**
 * What every builder of nodes shares: the locale's answers, the ids (type +
 * locale + API id, so relations never cross locales), the list the nodes go
 * to and the warnings about dangling relations.
 */
import type { NodeInput } from "gatsby";
import type {
  Career,
  Coupon,
  FeaturedService,
  Partner,
  PromoPage,
  Promotion,
  Seo,
  Service,
  ServiceCategory,
  Slide,
  SocialNetwork,
  Store,
  Testimonial,
  Transcript,
  WpPost,
} from "../../../src/contract";
import type { NodeTypeName } from "../constants";

export interface NodeHelpers {
  createNodeId: (input: string) => string;
  createContentDigest: (input: string | object) => string;
}

/** A store with the answers of its per-store calls. */
export interface StoreBundle {
  store: Store;
  coupons: Coupon[];
  testimonials: Testimonial[];
  partners: Partner[];
  socialNetworks: SocialNetwork[];
  /** Ids of the service categories offered (GET /stores/{slug}/categories). */
  serviceCategoryIds: number[];
}

export interface SourcedTranscript {
  owner: "service" | "serviceCategory";
  ownerId: number;
  /** The slug in GET /services/{slug}/{transcriptSlug}. */
  ownerSlug: string;
  transcript: Transcript;
}

export interface LocaleData {
  locale: string;
  stores: StoreBundle[];
  serviceCategories: ServiceCategory[];
  services: Service[];
  featuredServices: FeaturedService[];
  slides: Slide[];
  promotions: Promotion[];
  privilegeCoupons: Coupon[];
  careers: Career[];
  promoPages: PromoPage[];
  transcripts: SourcedTranscript[];
  blogPosts: WpPost[];
}

export interface BuiltNodes {
  nodes: NodeInput[];
  /** Dangling relations (e.g. a featured service naming an unknown service): logged, not fatal. */
  warnings: string[];
}

type Fields = Record<string, unknown>;

export interface NodeContext {
  data: LocaleData;
  locale: string;
  nodes: NodeInput[];
  warnings: string[];
  idOf: (type: NodeTypeName, key: string | number) => string;
  add: (type: NodeTypeName, key: string | number, fields: Fields) => void;
}

export function nodeContext(data: LocaleData, { createNodeId, createContentDigest }: NodeHelpers): NodeContext {
  const { locale } = data;
  const nodes: NodeInput[] = [];
  const idOf = (type: NodeTypeName, key: string | number) => createNodeId(`${type}-${locale}-${key}`);
  const add = (type: NodeTypeName, key: string | number, fields: Fields) => {
    nodes.push({
      ...fields,
      id: idOf(type, key),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest({ type, locale, ...fields }) },
    });
  };
  return { data, locale, nodes, warnings: [], idOf, add };
}

export interface SeoFields {
  title: string | null;
  description: string | null;
  noIndex: boolean;
  noFollow: boolean;
  noDescription: boolean;
  scripts: { type: string; content: string }[];
}

export function seoFields(seo: Seo | null | undefined): SeoFields | null {
  if (!seo) return null;
  return {
    title: seo.title ?? null,
    description: seo.description ?? null,
    noIndex: seo.noIndex,
    noFollow: seo.noFollow,
    noDescription: seo.noDescription,
    scripts: seo.scripts.map(({ type, content }) => ({ type, content })),
  };
}

export const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;

/** First record of each id wins (the same coupon or partner comes back for many stores). */
export function uniqueById<T extends { id: number }>(records: readonly T[]): T[] {
  const seen = new Map<number, T>();
  for (const record of records) if (!seen.has(record.id)) seen.set(record.id, record);
  return [...seen.values()];
}
