/**
 * The read-only data the API serves, built once from the seed for each locale
 * and checked against the contract schemas of src/contract (a seed record that
 * would produce an invalid response stops the server with its file and id).
 * Values stay as the seed has them (e.g. latitude "46.3432"), as the real API
 * sends them; the contract parses them on the way in.
 */
import type { z } from "zod";
import { coordinateSchema, OTHER_INSURER } from "../../src/contract";
import { RECORD_SCHEMAS } from "../../src/contract/records";
import { LOCALES, type Locale } from "../../src/config/site";
import { allValues, localizeDeep, pick } from "./localize";
import { SEED_FILES, SeedError } from "./seed";
import type { Seed, SeedCareer, SeedStore } from "./seed-types";
import { storeLists, storeRevision, type StoreLists } from "./store-lists";
import { shopDay } from "../../src/lib/offer-dates";
import { plusDays } from "../../src/lib/booking-days";
import { storeRating } from "../../src/lib/ratings";

type Json = Record<string, unknown>;

export interface LocaleView {
  stores: Json[];
  coupons: Json[];
  promotions: Json[];
  serviceCategories: Json[];
  services: Json[];
  featuredServices: Json[];
  slides: Json[];
  careers: Json[];
  promoPages: Json[];
  /** Sorted by name in the locale's order. */
  insurers: Json[];
}

export interface StoreIndexEntry {
  seed: SeedStore;
  latitude: number | null;
  longitude: number | null;
}

export interface Catalog {
  seed: Seed;
  views: Record<Locale, LocaleView>;
  storesBySlug: Map<string, StoreIndexEntry>;
  /** Position of each store in views[locale].stores, by slug. */
  storeIndex: Map<string, number>;
  /** The lists served for one store (coupons, reviews, partners, social networks, categories). */
  lists: StoreLists;
}

function omit(record: Json, ...keys: string[]): Json {
  const out = { ...record };
  for (const key of keys) delete out[key];
  return out;
}

function check<S extends z.ZodType>(schema: S, file: keyof Seed, id: unknown, value: unknown): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SeedError(SEED_FILES[file], `record ${String(id)}: ${issue.path.join(".") || "(root)"} ${issue.message}`);
  }
}

function byPosition(a: Json, b: Json): number {
  return Number(a.position ?? 0) - Number(b.position ?? 0) || Number(a.id) - Number(b.id);
}

/**
 * A day (YYYY-MM-DD) some days after `from`'s day in the shops' time zone,
 * counted on the calendar: stepping back 24-hour spans from a late evening in
 * winter lands after midnight in summer time (a day later), so a build between
 * 23:00 and midnight dated every posting a day later than one an hour before.
 */
export function dayPlus(from: Date, days: number): string {
  return plusDays(shopDay(from), days);
}

/**
 * A job posting with its dates: the sample seed gives them relative to today
 * ("posted 12 days ago, open 90 days"), so the sample never shows a posting
 * dated in the future nor only old ones; fixed days are kept as they are.
 */
export function datedCareer(career: SeedCareer, today: Date): Json {
  const { postedDaysAgo, validForDays, ...rest } = career;
  if (postedDaysAgo === undefined) return rest;
  const days = Math.max(0, Math.round(postedDaysAgo));
  return {
    ...rest,
    postedAt: dayPlus(today, -days),
    validThrough: validForDays === null || validForDays === undefined ? null : dayPlus(today, validForDays - days),
  };
}

function buildView(seed: Seed, locale: Locale, today: Date): LocaleView {
  const L = <T>(value: T): Json => localizeDeep(value, locale) as Json;

  const coupons = seed.coupons.map((c) => omit(L(c), "stores"));
  const couponById = new Map(coupons.map((c) => [c.id as number, c]));
  const categorySlug = new Map(seed.serviceCategories.map((c) => [c.id, pick(c.slug, locale)]));
  const serviceById = new Map(seed.services.map((s) => [s.id, s]));

  // Each store's rating from its reviews, grouped once (10,000 stores would otherwise each scan every review).
  const ratingsByStore = new Map<string, number[]>();
  for (const t of seed.testimonials) {
    const ratings = ratingsByStore.get(t.store);
    if (ratings) ratings.push(t.rating);
    else ratingsByStore.set(t.store, [t.rating]);
  }

  const stores = seed.stores.map((s) => {
    const summaries = (s.coupons ?? []).flatMap((id) => {
      const coupon = couponById.get(id);
      if (!coupon) throw new SeedError(SEED_FILES.stores, `store ${s.slug}: unknown coupon ${id}`);
      return [{ id: coupon.id, title: coupon.title, imageMedium: coupon.imageMedium }];
    });
    return { ...L(s), coupons: summaries, ...storeRating(ratingsByStore.get(s.slug) ?? []) };
  });

  const services = seed.services.map((s) => {
    const category = categorySlug.get(s.categoryId);
    if (!category) throw new SeedError(SEED_FILES.services, `record ${s.id}: unknown categoryId ${s.categoryId}`);
    return { ...omit(L(s), "categoryId"), category };
  });

  const featuredServices = seed.featuredServices.map((f) => {
    const service = serviceById.get(f.serviceId);
    if (!service) throw new SeedError(SEED_FILES.featuredServices, `record ${f.id}: unknown serviceId ${f.serviceId}`);
    return {
      ...omit(L(f), "serviceId"),
      service: pick(service.slug, locale),
      category: categorySlug.get(service.categoryId) ?? "",
    };
  });

  return {
    stores,
    coupons,
    promotions: seed.promotions.map((p) => L(p)),
    serviceCategories: seed.serviceCategories.map((c) => L(c)).sort(byPosition),
    services: services.sort(byPosition),
    featuredServices: featuredServices.sort(byPosition),
    slides: seed.slides.map((s) => L(s)).sort(byPosition),
    careers: seed.careers.map((c) => L(datedCareer(c, today))),
    promoPages: seed.promoPages.map((p) => L(p)),
    insurers: seed.insurers.map((i) => ({ slug: i.slug, name: pick(i.name, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
  };
}

/** The lists the routes serve from the seed itself: whether they serve it in the locale (else as it is). */
const SEED_LISTS = { transcripts: true, testimonials: false, partners: true, socialNetworks: false, bookableCategories: true } as const;

function validate(seed: Seed, view: LocaleView, locale: Locale): void {
  // Every list of the view, as the API serves it; stores and insurers are named by slug in errors.
  for (const [list, records] of Object.entries(view) as [keyof LocaleView, Json[]][]) {
    records.forEach((record) => check(RECORD_SCHEMAS[list], list, list === "stores" || list === "insurers" ? record.slug : record.id, record));
  }
  if (new Set(seed.insurers.map((i) => i.slug)).size !== seed.insurers.length || seed.insurers.some((i) => i.slug === OTHER_INSURER)) {
    throw new SeedError(SEED_FILES.insurers, `slugs must be unique and never "${OTHER_INSURER}"`);
  }
  for (const [list, localized] of Object.entries(SEED_LISTS) as [keyof typeof SEED_LISTS, boolean][]) {
    seed[list].forEach((record, index) =>
      check(RECORD_SCHEMAS[list], list, "id" in record ? record.id : index, localized ? localizeDeep(record, locale) : record),
    );
  }
}

/** `today`: the day relative dates of the seed count from (the API's start). */
export function buildCatalog(seed: Seed, today: Date = new Date()): Catalog {
  const views = {} as Record<Locale, LocaleView>;
  for (const locale of LOCALES) {
    views[locale] = buildView(seed, locale, today);
  }
  const lists = storeLists(seed, views);
  for (const locale of LOCALES) {
    // Each store's revision covers its record and its lists, as served in the locale.
    views[locale].stores.forEach((record, index) => {
      record.revision = storeRevision(record, seed.stores[index], locale, lists);
    });
    validate(seed, views[locale], locale);
  }
  const storesBySlug = new Map<string, StoreIndexEntry>();
  const storeIndex = new Map<string, number>();
  seed.stores.forEach((s, index) => {
    if (storesBySlug.has(s.slug)) throw new SeedError(SEED_FILES.stores, `duplicate slug ${s.slug}`);
    storesBySlug.set(s.slug, {
      seed: s,
      latitude: coordinateSchema.parse(s.latitude),
      longitude: coordinateSchema.parse(s.longitude),
    });
    storeIndex.set(s.slug, index);
  });
  return { seed, views, storesBySlug, storeIndex, lists };
}

/** Finds a record whose (possibly localized) slug equals `slug`, preferring the locale's own. */
export function findBySlug<T extends { slug: unknown }>(records: T[], slug: string, locale: Locale): T | undefined {
  return records.find((r) => pick(r.slug as string, locale) === slug) ?? records.find((r) => allValues(r.slug as string).includes(slug));
}
