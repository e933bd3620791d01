/**
 * Shapes of the seed files of server/seed/ (see the seed format brief): the
 * contract shapes with localized fields written as {fr, en} and relations as
 * ids or slugs. The sample server resolves them per locale. Where the
 * sample API's reading of a file (server/lib/seed-types.ts) already says it,
 * a shape is that one with every field the generators always fill.
 */
import type * as Read from "../../server/lib/seed-types";

export type Localized<T = string> = { fr: T; en: T };
/** A value that is either the same in both languages or localized. */
export type MaybeLocalized<T = string> = T | Localized<T>;

export type Coordinate = number | string;

export interface SeedAvailability {
  weekDay: string;
  availability: "OPEN" | "CLOSED";
  openTime: string | null;
  closedTime: string | null;
}

/** A store: no e-mail, a tracking phone only where the shop has one. */
export interface SeedStore extends Required<
  Omit<Read.SeedStore, "region" | "latitude" | "longitude" | "trackingPhone" | "email" | "storesAvailabilities" | "mobileService">
> {
  /** A region name, or {fr, en} when it differs between languages. */
  region: MaybeLocalized;
  latitude: Coordinate;
  longitude: Coordinate;
  trackingPhone?: string;
  storesAvailabilities: SeedAvailability[];
  /** Only on the shops whose technicians go to the driver. */
  mobileService?: { radiusKm: number };
}

export type CouponKind = "store" | "national" | "privilege";

export interface SeedCoupon {
  id: number;
  kind: CouponKind;
  title: Localized;
  description: Localized;
  conditions: Localized;
  expiresAt: string | null;
  image: string;
  imageSmall: string;
  imageMedium: string;
  imageLarge: string;
  /** Slugs of the stores that list this coupon ([] for national and privilege). */
  stores: string[];
}

export type SeedTestimonial = Required<Read.SeedTestimonial>;

export interface SeedCareer {
  id: number;
  slug: string;
  title: Localized;
  category: Localized;
  categoryName: Localized;
  city: string;
  store: string | null;
  employmentType: "FULL_TIME" | "PART_TIME" | "TEMPORARY" | "INTERN";
  description: Localized;
  /** Days before the API's start it was posted (the sample API turns it into a date). */
  postedDaysAgo: number;
  /** Days it stays open after being posted. */
  validForDays: number | null;
}

export interface SeedPartner {
  id: number;
  name: string;
  logo: string | null;
  url: string | null;
  /** The shops it works with: glass shops (Uniglass) or protection shops (Ziebart). */
  brand: "uniglass" | "ziebart";
  /** Store slugs; [] means every store of its brand. */
  stores: string[];
}

export interface SeedSocialNetwork {
  id: number;
  type: "facebook" | "youtube" | "instagram" | "linkedin" | "tiktok" | "x";
  url: string;
  /** Store slug, or null for the chain's own account. */
  store: string | null;
}

export interface SeedBookableCategory {
  id: number;
  name: Localized;
  durationMinutes: number;
  /** Store slugs; [] means every store. */
  stores: string[];
}

export interface SeedPromotion {
  id: number;
  slug: Localized;
  title: Localized;
  description: Localized;
  image: string | null;
  startsAt: string | null;
  endsAt: string | null;
  ctaLabel: Localized | null;
  ctaUrl: MaybeLocalized | null;
}
