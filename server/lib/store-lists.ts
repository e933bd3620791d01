/**
 * The lists the API serves for one store (its coupons, reviews, partners,
 * social networks and service categories), in one place: the routes answer
 * them, and each store's `revision` is a hash of them with the store's own
 * record, so the revision changes exactly when one of those answers does.
 * Without a store (`/partners`, `/testimonials`, …) a list holds every record.
 */
import crypto from "node:crypto";
import type { Locale } from "../../src/config/site";
import type { LocaleView } from "./catalog";
import { localizeDeep } from "./localize";
import type { Seed, SeedStore, SeedTestimonial } from "./seed-types";

type Json = Record<string, unknown>;

export interface StoreLists {
  coupons(store: SeedStore, locale: Locale): Json[];
  testimonials(store: SeedStore | null): Json[];
  partners(store: SeedStore | null, locale: Locale): Json[];
  socialNetworks(store: SeedStore | null): Json[];
  categories(store: SeedStore | null, locale: Locale): Json[];
}

const newestFirst = (a: SeedTestimonial, b: SeedTestimonial) => b.date.localeCompare(a.date);

export function storeLists(seed: Seed, views: Record<Locale, LocaleView>): StoreLists {
  // Grouped once: filtering every review for each of 10,000 stores would cost seconds at start.
  const reviewsByStore = new Map<string, SeedTestimonial[]>();
  for (const t of seed.testimonials) reviewsByStore.set(t.store, [...(reviewsByStore.get(t.store) ?? []), t]);
  for (const reviews of reviewsByStore.values()) reviews.sort(newestFirst);
  // Each review with the language it was written in (the contract's optional `language`).
  const asRecord = (review: SeedTestimonial): Json => ({ ...review });
  const allReviews = [...seed.testimonials].sort(newestFirst).map(asRecord);
  // A coupon's place in the coupons file, by id: a store's coupons come in that order, as in the list of every coupon.
  const couponPlace = new Map(seed.coupons.map((c, index) => [c.id, index]));
  const chainNetworks = seed.socialNetworks.filter((n) => !n.store);

  return {
    coupons(store, locale) {
      const places = [...new Set(store.coupons ?? [])].flatMap((id) => {
        const place = couponPlace.get(id);
        return place === undefined ? [] : [place];
      });
      return places.sort((a, b) => a - b).map((place) => views[locale].coupons[place]);
    },
    testimonials(store) {
      if (!store) return allReviews;
      return (reviewsByStore.get(store.slug) ?? []).map(asRecord);
    },
    partners(store, locale) {
      const brand = store?.isZiebart ? "ziebart" : "uniglass";
      return seed.partners
        .filter((p) => !store || (p.stores?.length ? p.stores.includes(store.slug) : !p.brand || p.brand === brand))
        .map((p) => {
          const { stores: _stores, brand: _brand, ...rest } = localizeDeep(p, locale) as Json;
          return rest;
        });
    },
    socialNetworks(store) {
      const own = store ? seed.socialNetworks.filter((n) => n.store === store.slug) : [];
      return (own.length ? own : chainNetworks).map(({ store: _store, ...rest }) => rest);
    },
    categories(store, locale) {
      return views[locale].serviceCategories.filter((c) => !store || Boolean(c.isZiebart) === Boolean(store.isZiebart));
    },
  };
}

/**
 * A store's revision in a locale: a hash of its record (as /stores sends it,
 * without the revision) and of the five lists above. It changes when the
 * store or anything the site shows with it changes, and only then.
 */
export function storeRevision(record: Json, store: SeedStore, locale: Locale, lists: StoreLists): string {
  const { revision: _revision, ...own } = record;
  const hash = crypto.createHash("sha256").update(JSON.stringify(own));
  hash.update(JSON.stringify(lists.coupons(store, locale)));
  hash.update(JSON.stringify(lists.testimonials(store)));
  hash.update(JSON.stringify(lists.partners(store, locale)));
  hash.update(JSON.stringify(lists.socialNetworks(store)));
  hash.update(JSON.stringify(lists.categories(store, locale)));
  return hash.digest("base64url").slice(0, 22);
}
