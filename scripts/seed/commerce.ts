/**
 * The whole "stores and commerce" part of the seed, built from the place list:
 * stores, coupons, testimonials (all three scale with the store count) and the
 * store-linked files built from the committed stores.
 */
import { PROMOTIONS } from "./catalog/promotions";
import { buildCareers } from "./careers";
import { buildCoupons } from "./coupons";
import type { Place } from "./sources";
import { buildBookableCategories, buildPartners, buildSocialNetworks } from "./store-links";
import { basePlan, buildStores } from "./stores";
import { buildTestimonials, englishTownsOf } from "./testimonials";
import { withFrenchSpaces } from "./text";
import type { SeedBookableCategory, SeedCareer, SeedCoupon, SeedPartner, SeedPromotion, SeedSocialNetwork, SeedStore, SeedTestimonial } from "./types";

export interface StoreSet {
  stores: SeedStore[];
  coupons: SeedCoupon[];
  testimonials: SeedTestimonial[];
}

/** Stores, coupons and reviews for `count` stores (the committed set when count is omitted). */
export function buildStoreSet(places: readonly Place[], count = basePlan(places).length): StoreSet {
  const { stores } = buildStores(places, count);
  const { stores: withCoupons, coupons } = buildCoupons(stores);
  return { stores: withCoupons, coupons, testimonials: buildTestimonials(withCoupons, englishTownsOf(places)) };
}

export interface CommerceSeed extends StoreSet {
  promotions: SeedPromotion[];
  careers: SeedCareer[];
  partners: SeedPartner[];
  socialNetworks: SeedSocialNetwork[];
  bookableCategories: SeedBookableCategory[];
}

export function buildCommerceSeed(places: readonly Place[]): CommerceSeed {
  const set = buildStoreSet(places);
  return {
    ...set,
    promotions: PROMOTIONS.map((p) => ({
      ...p,
      title: withFrenchSpaces(p.title),
      description: withFrenchSpaces(p.description),
      ctaLabel: p.ctaLabel && withFrenchSpaces(p.ctaLabel),
    })),
    careers: buildCareers(set.stores),
    partners: buildPartners(set.stores),
    socialNetworks: buildSocialNetworks(set.stores),
    bookableCategories: buildBookableCategories(set.stores),
  };
}

/** File name of each part in a seed folder. */
export const COMMERCE_FILES = {
  stores: "stores.json",
  coupons: "coupons.json",
  testimonials: "testimonials.json",
  promotions: "promotions.json",
  careers: "careers.json",
  partners: "partners.json",
  socialNetworks: "social-networks.json",
  bookableCategories: "bookable-categories.json",
} as const satisfies Record<keyof CommerceSeed, string>;
