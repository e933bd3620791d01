/**
 * The stores and what hangs off them: coupons (privilege coupons plus every
 * store's, once each), partners, social networks, testimonials and careers.
 * A record with an unsafe URL is left out with a warning; one naming an
 * unknown store or category is kept without the relation, with a warning.
 * A store's testimonials and careers are linked newest first: its reviews and
 * jobs pages read them through the store, by id, in that order.
 */
import { sanitize } from "../sanitize";
import { safeImageUrl, safeUrl } from "../../../src/lib/safe-url";
import { uniqueById } from "./context";
import { NODE_TYPES } from "../constants";
import { storeSchema } from "../../../src/contract/store";
import { nodeFieldsOf, STORE_DATA_LAYER } from "../../../src/contract/data-layer";
import type { NodeContext } from "./context";

/** Newest first by an ISO date; equal dates keep the API's order (a store's reviews page lists them so). */
function newestFirst<T>(records: readonly T[], date: (record: T) => string): T[] {
  return [...records].sort((a, b) => Date.parse(date(b)) - Date.parse(date(a)));
}

export function buildStoreNodes({ data, locale, warnings, idOf, add }: NodeContext): void {
  const categoriesById = new Map(data.serviceCategories.map((c) => [c.id, c]));
  const storesBySlug = new Map(data.stores.map((b) => [b.store.slug, b.store]));

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
      language: t.language ?? null,
    });
  }

  const careersByStore = new Map<string, string[]>();
  for (const c of data.careers) {
    const storeSlug = c.store ?? null;
    const store = storeSlug ? storesBySlug.get(storeSlug) : undefined;
    if (storeSlug && !store) warnings.push(`Career ${c.id} (${locale}) names an unknown store "${storeSlug}"`);
    const id = idOf(NODE_TYPES.career, c.id);
    if (store) {
      const ids = careersByStore.get(store.slug);
      if (ids) ids.push(id);
      else careersByStore.set(store.slug, [id]);
    }
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
    // The record's own fields as the contract parsed them, under the names src/contract/data-layer.ts gives
    // (plain text: a store has no HTML field; one added to the contract must go through sanitize() here like
    // the other records'), then its relations as node ids.
    add(NODE_TYPES.store, s.id, {
      ...nodeFieldsOf(storeSchema, STORE_DATA_LAYER, s),
      locale,
      coupons: uniqueById(storeCoupons)
        .filter((c) => !unsafeCoupon(c))
        .map((c) => idOf(NODE_TYPES.coupon, c.id)),
      testimonials: newestFirst(uniqueById(testimonials), (t) => t.date).map((t) => idOf(NODE_TYPES.testimonial, t.id)),
      partners: uniqueById(partners).map((p) => idOf(NODE_TYPES.partner, p.id)),
      socialNetworks: uniqueById(socialNetworks)
        .filter((n) => safeNetworks.has(n.id))
        .map((n) => idOf(NODE_TYPES.socialNetwork, n.id)),
      serviceCategories: [...new Set(serviceCategories)],
      careers: careersByStore.get(s.slug) ?? [],
    });
  }
}
