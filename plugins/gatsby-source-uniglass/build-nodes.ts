/**
 * Pure node building: the validated answers of one locale in, Gatsby node
 * inputs out. Relations are node ids (resolved by `@link` in the schema) and
 * never cross locales: every id is made from type + locale + API id.
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
} from "../../src/contract";
import { NODE_TYPES, type NodeTypeName } from "./constants";
import { htmlToText, sanitize, sanitizeSlide } from "./sanitize";
import { safeImageUrl, safeUrl } from "../../src/lib/safe-url";

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

export interface SeoFields {
  title: string | null;
  description: string | null;
  noIndex: boolean;
  noFollow: boolean;
  noDescription: boolean;
  scripts: { type: string; content: string }[];
}

function seoFields(seo: Seo | null | undefined): SeoFields | null {
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

const byPosition = <T extends { position: number; id: number }>(a: T, b: T) => a.position - b.position || a.id - b.id;

/** First record of each id wins (the same coupon or partner comes back for many stores). */
function uniqueById<T extends { id: number }>(records: readonly T[]): T[] {
  const seen = new Map<number, T>();
  for (const record of records) if (!seen.has(record.id)) seen.set(record.id, record);
  return [...seen.values()];
}

export function buildNodes(data: LocaleData, { createNodeId, createContentDigest }: NodeHelpers): BuiltNodes {
  const { locale } = data;
  const nodes: NodeInput[] = [];
  const warnings: string[] = [];
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

  // Lookups for relations, within this locale only.
  const categoriesById = new Map(data.serviceCategories.map((c) => [c.id, c]));
  const categoriesBySlug = new Map(data.serviceCategories.map((c) => [c.slug, c]));
  const servicesBySlug = new Map(data.services.map((s) => [s.slug, s]));
  const storesBySlug = new Map(data.stores.map((b) => [b.store.slug, b.store]));
  const transcriptKey = (t: { owner: string; ownerId: number }) => `${t.owner}-${t.ownerId}`;
  const transcriptIds = new Map(data.transcripts.map((t) => [transcriptKey(t), idOf(NODE_TYPES.transcript, transcriptKey(t))]));

  // Coupons: privilege coupons plus every store's coupons, once each.
  // A coupon's images are required: one whose image URL is unsafe is left out, with a warning.
  const unsafeCoupon = (c: { image: string; imageMedium: string }) => !safeImageUrl(c.image) || !safeImageUrl(c.imageMedium);
  const coupons = uniqueById([...data.privilegeCoupons, ...data.stores.flatMap((b) => b.coupons)]).filter((c) => {
    if (unsafeCoupon(c)) warnings.push(`Coupon ${c.id} (${locale}) has an image URL that is not http(s) or relative: left out`);
    return !unsafeCoupon(c);
  });
  for (const c of coupons) {
    add(NODE_TYPES.coupon, c.id, {
      entityId: c.id,
      locale,
      title: c.title,
      description: sanitize(c.description),
      conditions: c.conditions,
      expiresAt: c.expiresAt ?? null,
      kind: c.kind,
      image: c.image,
      imageSmall: safeImageUrl(c.imageSmall),
      imageMedium: c.imageMedium,
      imageLarge: safeImageUrl(c.imageLarge),
    });
  }

  for (const p of uniqueById(data.stores.flatMap((b) => b.partners))) {
    add(NODE_TYPES.partner, p.id, { entityId: p.id, locale, name: p.name, logo: safeImageUrl(p.logo), url: safeUrl(p.url) });
  }
  // A social network is only a link: one whose URL is unsafe is left out.
  const safeNetworks = new Set<number>();
  for (const s of uniqueById(data.stores.flatMap((b) => b.socialNetworks))) {
    const url = safeUrl(s.url);
    if (!url) {
      warnings.push(`Social network ${s.id} (${locale}) has a URL that is not http(s), mailto, tel or relative: left out`);
      continue;
    }
    safeNetworks.add(s.id);
    add(NODE_TYPES.socialNetwork, s.id, { entityId: s.id, locale, type: s.type, url });
  }
  for (const t of uniqueById(data.stores.flatMap((b) => b.testimonials))) {
    const store = storesBySlug.get(t.store);
    if (!store) warnings.push(`Testimonial ${t.id} (${locale}) names an unknown store "${t.store}"`);
    add(NODE_TYPES.testimonial, t.id, {
      entityId: t.id,
      locale,
      store: store ? idOf(NODE_TYPES.store, store.id) : null,
      storeSlug: t.store,
      author: t.author,
      rating: t.rating,
      date: t.date,
      text: t.text,
    });
  }

  const careersByStore = new Map<string, string[]>();
  for (const c of data.careers) {
    const storeSlug = c.store ?? null;
    const store = storeSlug ? storesBySlug.get(storeSlug) : undefined;
    if (storeSlug && !store) warnings.push(`Career ${c.id} (${locale}) names an unknown store "${storeSlug}"`);
    const id = idOf(NODE_TYPES.career, c.id);
    if (store) careersByStore.set(store.slug, [...(careersByStore.get(store.slug) ?? []), id]);
    add(NODE_TYPES.career, c.id, {
      entityId: c.id,
      locale,
      slug: c.slug,
      title: c.title,
      category: c.category,
      categoryName: c.categoryName,
      city: c.city,
      store: store ? idOf(NODE_TYPES.store, store.id) : null,
      storeSlug,
      employmentType: c.employmentType,
      description: sanitize(c.description),
      postedAt: c.postedAt,
      validThrough: c.validThrough ?? null,
    });
  }

  for (const { store: s, coupons: storeCoupons, testimonials, partners, socialNetworks, serviceCategoryIds } of data.stores) {
    const serviceCategories: string[] = [];
    for (const categoryId of serviceCategoryIds) {
      if (categoriesById.has(categoryId)) serviceCategories.push(idOf(NODE_TYPES.serviceCategory, categoryId));
      else warnings.push(`Store ${s.slug} (${locale}) offers an unknown service category ${categoryId}`);
    }
    add(NODE_TYPES.store, s.id, {
      entityId: s.id,
      locale,
      storeId: s.storeId,
      name: s.name,
      slug: s.slug,
      streetAddress: s.streetAddress,
      city: s.city,
      state: s.state,
      zipCode: s.zipCode,
      region: s.region ?? null,
      latitude: s.latitude,
      longitude: s.longitude,
      phone: s.phone,
      trackingPhone: s.trackingPhone ?? null,
      email: s.email ?? null,
      timezone: s.timezone,
      isZiebart: s.isZiebart,
      isWorkdays: s.isWorkdays,
      isWeekends: s.isWeekends,
      storesAvailabilities: s.storesAvailabilities.map(({ weekDay, availability, openTime, closedTime }) => ({
        weekDay,
        availability,
        openTime,
        closedTime,
      })),
      coupons: uniqueById(storeCoupons)
        .filter((c) => !unsafeCoupon(c))
        .map((c) => idOf(NODE_TYPES.coupon, c.id)),
      testimonials: uniqueById(testimonials).map((t) => idOf(NODE_TYPES.testimonial, t.id)),
      partners: uniqueById(partners).map((p) => idOf(NODE_TYPES.partner, p.id)),
      socialNetworks: uniqueById(socialNetworks)
        .filter((n) => safeNetworks.has(n.id))
        .map((n) => idOf(NODE_TYPES.socialNetwork, n.id)),
      serviceCategories: [...new Set(serviceCategories)],
      careers: careersByStore.get(s.slug) ?? [],
    });
  }

  const servicesByCategory = new Map<string, string[]>();
  for (const s of [...data.services].sort(byPosition)) {
    const category = categoriesBySlug.get(s.category);
    if (!category) warnings.push(`Service ${s.slug} (${locale}) names an unknown category "${s.category}"`);
    const id = idOf(NODE_TYPES.service, s.id);
    if (category) servicesByCategory.set(category.slug, [...(servicesByCategory.get(category.slug) ?? []), id]);
    add(NODE_TYPES.service, s.id, {
      entityId: s.id,
      locale,
      slug: s.slug,
      category: category ? idOf(NODE_TYPES.serviceCategory, category.id) : null,
      categorySlug: s.category,
      name: s.name,
      summary: s.summary,
      description: sanitize(s.description),
      image: safeImageUrl(s.image),
      position: s.position,
      accordion: s.accordion.map((item) => ({ title: item.title, content: sanitize(item.content) })),
      transcriptSlug: s.transcriptSlug ?? null,
      transcript: transcriptIds.get(transcriptKey({ owner: "service", ownerId: s.id })) ?? null,
      isFeatured: s.isFeatured,
      seo: seoFields(s.seo),
    });
  }

  for (const c of data.serviceCategories) {
    add(NODE_TYPES.serviceCategory, c.id, {
      entityId: c.id,
      locale,
      slug: c.slug,
      name: c.name,
      summary: c.summary,
      description: sanitize(c.description),
      image: safeImageUrl(c.image),
      position: c.position,
      isNavigation: c.isNavigation,
      isZiebart: c.isZiebart,
      transcriptSlug: c.transcriptSlug ?? null,
      transcript: transcriptIds.get(transcriptKey({ owner: "serviceCategory", ownerId: c.id })) ?? null,
      seo: seoFields(c.seo),
      services: servicesByCategory.get(c.slug) ?? [],
    });
  }

  for (const t of data.transcripts) {
    const key = transcriptKey(t);
    const ownerType = t.owner === "service" ? NODE_TYPES.service : NODE_TYPES.serviceCategory;
    add(NODE_TYPES.transcript, key, {
      locale,
      slug: t.transcript.slug,
      title: t.transcript.title,
      content: sanitize(t.transcript.content),
      parentSlug: t.ownerSlug,
      service: t.owner === "service" ? idOf(ownerType, t.ownerId) : null,
      serviceCategory: t.owner === "serviceCategory" ? idOf(ownerType, t.ownerId) : null,
    });
  }

  for (const f of data.featuredServices) {
    const service = servicesBySlug.get(f.service);
    const category = categoriesBySlug.get(f.category);
    if (!service) warnings.push(`Featured service ${f.id} (${locale}) names an unknown service "${f.service}"`);
    if (!category) warnings.push(`Featured service ${f.id} (${locale}) names an unknown category "${f.category}"`);
    add(NODE_TYPES.featuredService, f.id, {
      entityId: f.id,
      locale,
      service: service ? idOf(NODE_TYPES.service, service.id) : null,
      serviceSlug: f.service,
      category: category ? idOf(NODE_TYPES.serviceCategory, category.id) : null,
      categorySlug: f.category,
      title: f.title,
      summary: f.summary,
      image: safeImageUrl(f.image),
      position: f.position,
    });
  }

  // The first slide shown (lowest position) gets its images loaded at once; the others lazily.
  const firstSlide = [...data.slides].sort((a, b) => a.position - b.position || a.id - b.id)[0]?.id;
  for (const s of data.slides) {
    const content = sanitizeSlide(s.content, s.id === firstSlide);
    add(NODE_TYPES.slide, s.id, { entityId: s.id, locale, content, position: s.position, border: s.border ?? null });
  }

  for (const p of data.promotions) {
    add(NODE_TYPES.promotion, p.id, {
      entityId: p.id,
      locale,
      slug: p.slug,
      title: p.title,
      description: sanitize(p.description),
      image: safeImageUrl(p.image),
      startsAt: p.startsAt ?? null,
      endsAt: p.endsAt ?? null,
      ctaLabel: p.ctaLabel ?? null,
      ctaUrl: safeUrl(p.ctaUrl),
    });
  }

  for (const p of data.promoPages) {
    add(NODE_TYPES.promoPage, p.id, {
      entityId: p.id,
      locale,
      slug: p.slug,
      title: p.title,
      content: sanitize(p.content),
      image: safeImageUrl(p.image),
      formFields: p.formFields.map(({ name, label, type, required }) => ({ name, label, type, required })),
      startsAt: p.startsAt ?? null,
      endsAt: p.endsAt ?? null,
      seo: seoFields(p.seo),
    });
  }

  for (const post of data.blogPosts) {
    const media = post._embedded?.["wp:featuredmedia"]?.[0];
    const mediaUrl = safeImageUrl(media?.source_url);
    add(NODE_TYPES.blogPost, post.id, {
      locale,
      wpId: post.id,
      slug: post.slug,
      title: htmlToText(post.title.rendered),
      date: post.date,
      modified: post.modified ?? null,
      excerpt: sanitize(post.excerpt.rendered),
      content: sanitize(post.content.rendered),
      author: post._embedded?.author?.[0]?.name ?? null,
      featuredImage: media && mediaUrl
        ? {
            url: mediaUrl,
            alt: media.alt_text,
            width: media.media_details?.width ?? null,
            height: media.media_details?.height ?? null,
          }
        : null,
    });
  }

  return { nodes, warnings };
}
