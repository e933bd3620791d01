/**
 * The stores and commerce seed files (server/seed): every record, resolved in
 * French and in English, parses with the contract; every link between files
 * points to something that exists; the business rules of the data hold
 * (Ziebart categories and jobs only at Ziebart shops, hours flags consistent
 * with the entries, French typography in coupons); and the committed files are
 * what the generator writes, so regenerating never silently changes them.
 */
import { datedCareer } from "../../server/lib/catalog";
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  bookableCategorySchema,
  careerSchema,
  couponSchema,
  partnerSchema,
  promotionSchema,
  socialNetworkSchema,
  storeSchema,
  testimonialSchema,
} from "../../src/contract";
import { LOCALES, type Locale } from "../../src/config/site";
import { buildCommerceSeed, buildStoreSet, COMMERCE_FILES } from "../../scripts/seed/commerce";
import { toJson } from "../../scripts/seed/json-file";
import { resolveLocale } from "../../scripts/seed/localize";
import { loadPlaces } from "../../scripts/seed/sources";
import type {
  SeedBookableCategory,
  SeedCareer,
  SeedCoupon,
  SeedPartner,
  SeedPromotion,
  SeedSocialNetwork,
  SeedStore,
  SeedTestimonial,
} from "../../scripts/seed/types";

const SEED_DIR = path.join(__dirname, "..", "..", "server", "seed");
function read<T>(file: string): T[] {
  return JSON.parse(fs.readFileSync(path.join(SEED_DIR, file), "utf8")) as T[];
}

const stores = read<SeedStore>(COMMERCE_FILES.stores);
const coupons = read<SeedCoupon>(COMMERCE_FILES.coupons);
const testimonials = read<SeedTestimonial>(COMMERCE_FILES.testimonials);
const promotions = read<SeedPromotion>(COMMERCE_FILES.promotions);
const careers = read<SeedCareer>(COMMERCE_FILES.careers);
const partners = read<SeedPartner>(COMMERCE_FILES.partners);
const socialNetworks = read<SeedSocialNetwork>(COMMERCE_FILES.socialNetworks);
const bookableCategories = read<SeedBookableCategory>(COMMERCE_FILES.bookableCategories);

const storeBySlug = new Map(stores.map((s) => [s.slug, s]));
const couponById = new Map(coupons.map((c) => [c.id, c]));

/** Parses every record and names the first one that fails. */
function expectAllParse(schema: z.ZodType, records: readonly unknown[], label: string): void {
  const failures = records
    .map((record, index) => ({ index, result: schema.safeParse(record) }))
    .filter(({ result }) => !result.success)
    .map(({ index, result }) => `${label}[${index}]: ${result.error?.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  expect(failures).toEqual([]);
}

/** Every {fr, en} object inside a value. */
function localizedValues(value: unknown, found: Array<{ fr: unknown; en: unknown }> = []) {
  if (Array.isArray(value)) value.forEach((item) => localizedValues(item, found));
  else if (value !== null && typeof value === "object") {
    const keys = Object.keys(value);
    if (keys.length === 2 && keys.includes("fr") && keys.includes("en")) found.push(value as { fr: unknown; en: unknown });
    else Object.values(value).forEach((item) => localizedValues(item, found));
  }
  return found;
}

describe.each(LOCALES)("every record resolved in %s parses with the contract", (locale: Locale) => {
  it("stores, with their coupon ids turned into coupon summaries", () => {
    const shaped = stores.map((store) =>
      resolveLocale(
        {
          ...store,
          coupons: store.coupons.map((id) => {
            const coupon = couponById.get(id);
            return coupon ? { id, title: coupon.title, imageMedium: coupon.imageMedium } : { id };
          }),
        },
        locale,
      ),
    );
    expectAllParse(storeSchema, shaped, "stores");
  });

  it.each([
    ["coupons", couponSchema, coupons],
    ["testimonials", testimonialSchema, testimonials],
    ["promotions", promotionSchema, promotions],
    // The sample API dates job postings from the day it starts.
    ["careers", careerSchema, careers.map((career) => datedCareer(career as unknown as Parameters<typeof datedCareer>[0], new Date("2026-11-23T12:00:00Z")))],
    ["partners", partnerSchema, partners],
    ["social networks", socialNetworkSchema, socialNetworks],
    ["bookable categories", bookableCategorySchema, bookableCategories],
  ] as const)("%s", (label, schema, records) => {
    expectAllParse(
      schema,
      records.map((record: unknown) => resolveLocale(record, locale)),
      label,
    );
  });
});

describe("identity and localization", () => {
  it.each([
    ["stores", stores],
    ["coupons", coupons],
    ["testimonials", testimonials],
    ["promotions", promotions],
    ["careers", careers],
    ["partners", partners],
    ["social networks", socialNetworks],
    ["bookable categories", bookableCategories],
  ] as const)("%s have unique positive integer ids", (_label, records: ReadonlyArray<{ id: number }>) => {
    const ids = records.map((r) => r.id);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every store a unique storeId of its brand (UG- or ZB-)", () => {
    expect(new Set(stores.map((s) => s.storeId)).size).toBe(stores.length);
    for (const store of stores) expect(store.storeId).toMatch(store.isZiebart ? /^ZB-\d{4}$/ : /^UG-\d{4}$/);
  });

  it("has unique career slugs and unique promotion slugs in each language", () => {
    expect(new Set(careers.map((c) => c.slug)).size).toBe(careers.length);
    for (const locale of LOCALES) expect(new Set(promotions.map((p) => p.slug[locale])).size).toBe(promotions.length);
  });

  it("fills every localized field in both languages", () => {
    const all = [coupons, promotions, careers, bookableCategories, stores].flatMap((records) => localizedValues(records));
    expect(all.length).toBeGreaterThan(300);
    for (const value of all) {
      expect(typeof value.fr === "string" && value.fr.trim().length > 0).toBe(true);
      expect(typeof value.en === "string" && value.en.trim().length > 0).toBe(true);
    }
  });
});

describe("links between files", () => {
  it("points every review, job, partner, social network and bookable category at an existing store", () => {
    const slugs = [
      ...testimonials.map((t) => t.store),
      ...careers.flatMap((c) => (c.store ? [c.store] : [])),
      ...partners.flatMap((p) => p.stores),
      ...socialNetworks.flatMap((n) => (n.store ? [n.store] : [])),
      ...bookableCategories.flatMap((b) => b.stores),
      ...coupons.flatMap((c) => c.stores),
    ];
    expect(slugs.filter((slug) => !storeBySlug.has(slug))).toEqual([]);
  });

  it("lists store coupons only at shops of the coupon's brand, and national and privilege coupons at none", () => {
    for (const coupon of coupons) {
      if (coupon.kind !== "store") {
        expect(coupon.stores).toEqual([]);
        continue;
      }
      expect(coupon.stores.length).toBeGreaterThan(0);
      const ziebart = coupon.image.includes("ziebart");
      for (const slug of coupon.stores) expect(storeBySlug.get(slug)?.isZiebart).toBe(ziebart);
    }
    expect(coupons.filter((c) => c.kind === "national")).toHaveLength(4);
    expect(coupons.filter((c) => c.kind === "privilege")).toHaveLength(4);
  });

  it("books Ziebart categories only at Ziebart shops and glass categories only at Uniglass shops", () => {
    for (const category of bookableCategories) {
      const ziebart = /ziebart/i.test(category.name.en);
      expect(category.stores.length).toBeGreaterThan(0);
      expect(category.stores.every((slug) => storeBySlug.get(slug)?.isZiebart === ziebart)).toBe(true);
    }
    // Every shop can book something.
    const bookable = new Set(bookableCategories.flatMap((b) => b.stores));
    expect(stores.filter((s) => !bookable.has(s.slug)).map((s) => s.slug)).toEqual([]);
  });

  it("posts at most one job per category and store, Ziebart jobs at Ziebart shops, head-office jobs without a store", () => {
    const pairs = careers.filter((c) => c.store).map((c) => `${c.store}/${c.category.fr}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const career of careers) {
      if (career.category.en === "head-office") expect(career.store).toBeNull();
      else if (career.category.en === "ziebart-applicator") expect(storeBySlug.get(career.store ?? "")?.isZiebart).toBe(true);
      else expect(storeBySlug.get(career.store ?? "")?.isZiebart).toBe(false);
      // Relative to the day the sample API starts (it turns them into dates): never in the future.
      expect(Number.isInteger(career.postedDaysAgo) && career.postedDaysAgo >= 0 && career.postedDaysAgo < 84).toBe(true);
      expect(career.validForDays! >= 60 && career.validForDays! <= 120).toBe(true);
    }
  });

  it("gives the chain its own Facebook and YouTube and about twenty shops a Facebook page", () => {
    const chain = socialNetworks.filter((n) => n.store === null).map((n) => n.type);
    expect(chain.sort()).toEqual(["facebook", "youtube"]);
    expect(socialNetworks.filter((n) => n.store !== null).length).toBeGreaterThanOrEqual(15);
  });
});

describe("business rules of the data", () => {
  it("lists days separately exactly when the store is flagged so, and groups them otherwise", () => {
    for (const store of stores) {
      const days = store.storesAvailabilities.map((e) => e.weekDay);
      expect(days.includes("WORKDAY")).toBe(!store.isWorkdays);
      expect(days.includes("MONDAY") && days.includes("FRIDAY")).toBe(store.isWorkdays);
      expect(days.includes("WEEKEND")).toBe(!store.isWeekends);
      expect(days.includes("SATURDAY") && days.includes("SUNDAY")).toBe(store.isWeekends);
      for (const entry of store.storesAvailabilities) {
        if (entry.availability === "CLOSED") expect([entry.openTime, entry.closedTime]).toEqual([null, null]);
        else if (entry.closedTime !== null) {
          expect(entry.openTime).toMatch(/^\d{2}:\d{2}$/);
          expect(entry.closedTime).toMatch(/^\d{2}:\d{2}$/);
          expect(entry.openTime! < entry.closedTime).toBe(true);
        }
      }
    }
  });

  it("places each store in its province's time zone, with Îles-de-la-Madeleine on Atlantic time", () => {
    for (const store of stores) {
      const zone = store.state === "NB" ? "America/Moncton" : store.city === "Cap-aux-Meules" ? "America/Halifax" : "America/Toronto";
      expect(`${store.slug} ${store.timezone}`).toBe(`${store.slug} ${zone}`);
    }
  });

  it('keeps known coordinates inside eastern Canada and sends exactly two as "0"', () => {
    const unknown = stores.filter((s) => s.latitude === "0");
    expect(unknown).toHaveLength(2);
    for (const store of stores.filter((s) => s.latitude !== "0")) {
      expect(Number(store.latitude)).toBeGreaterThan(44.9);
      expect(Number(store.latitude)).toBeLessThan(50.5);
      expect(Number(store.longitude)).toBeGreaterThan(-79.6);
      expect(Number(store.longitude)).toBeLessThan(-61.5);
    }
  });

  it("writes a real postal-code shape and 555 numbers of the store's own area", () => {
    for (const store of stores) {
      expect(store.zipCode).toMatch(/^[A-Z]\d[A-Z] \d[ABCEGHJKLMNPRSTVWXYZ]\d$/);
      expect(store.phone).toMatch(/^\d{3}-555-01\d{2}$/);
    }
    const numbers = stores.flatMap((s) => (s.trackingPhone ? [s.phone, s.trackingPhone] : [s.phone]));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("writes French amounts with a non-breaking space (50 $, 15 %) and ends coupons in 2027 or never", () => {
    for (const coupon of coupons) {
      for (const text of [coupon.title.fr, coupon.description.fr, coupon.conditions.fr]) expect(text).not.toMatch(/\d [$%]|\d[$%]/);
      if (coupon.expiresAt !== null) expect(coupon.expiresAt).toMatch(/^2027-\d{2}-\d{2}$/);
    }
    expect(coupons.some((c) => c.title.fr.includes("\u00a0$"))).toBe(true);
    expect(coupons.some((c) => c.title.fr.includes("\u00a0%"))).toBe(true);
  });

  it("gives about half the stores three to eight reviews, mostly good, mostly in French", () => {
    const perStore = new Map<string, number>();
    for (const t of testimonials) perStore.set(t.store, (perStore.get(t.store) ?? 0) + 1);
    expect(perStore.size).toBeGreaterThanOrEqual(50);
    for (const count of perStore.values()) expect(count >= 3 && count <= 8).toBe(true);
    const good = testimonials.filter((t) => t.rating >= 4).length;
    expect(good / testimonials.length).toBeGreaterThan(0.7);
    expect(testimonials.some((t) => t.rating <= 3)).toBe(true);
    const english = testimonials.filter((t) => t.language === "en").length;
    expect(english).toBeGreaterThan(0);
    expect(english / testimonials.length).toBeLessThan(0.4);
  });
});

describe("generator", () => {
  const places = loadPlaces();

  it("writes exactly the committed files (rerun scripts/seed/build-stores.ts after editing its inputs)", () => {
    const seed = buildCommerceSeed(places);
    for (const [key, file] of Object.entries(COMMERCE_FILES) as Array<[keyof typeof COMMERCE_FILES, string]>) {
      expect(`${file}: ${toJson(seed[key]) === fs.readFileSync(path.join(SEED_DIR, file), "utf8")}`).toBe(`${file}: true`);
    }
  });

  it("keeps store N the same in every data set size, so larger sets extend the committed one", () => {
    const withoutCoupons = (list: readonly SeedStore[]) => list.map(({ coupons: _coupons, ...rest }) => rest);
    const large = buildStoreSet(places, 300).stores;
    expect(withoutCoupons(large.slice(0, stores.length))).toEqual(withoutCoupons(stores));
    expect(large.slice(stores.length).every((s) => s.slug.startsWith("uniglass-") || s.slug.startsWith("ziebart-"))).toBe(true);
  });

  it("spreads extra shops over many real places, with a few Ziebart ones", () => {
    const extra = buildStoreSet(places, 600).stores.slice(stores.length);
    expect(new Set(extra.map((s) => s.city)).size).toBeGreaterThan(60);
    const ziebart = extra.filter((s) => s.isZiebart).length;
    expect(ziebart).toBeGreaterThan(0);
    expect(ziebart / extra.length).toBeLessThan(0.2);
  });
});
