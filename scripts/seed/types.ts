/**
 * Shapes of the seed files of server/seed/ (see the seed format brief): the
 * contract shapes with localized fields written as {fr, en} and relations as
 * ids or slugs. The sample server resolves them per locale.
 */
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

export interface SeedStore {
  id: number;
  storeId: string;
  name: string;
  slug: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  /** A region name, or {fr, en} when it differs between languages. */
  region: MaybeLocalized;
  latitude: Coordinate;
  longitude: Coordinate;
  phone: string;
  trackingPhone?: string;
  timezone: string;
  isZiebart: boolean;
  isWorkdays: boolean;
  isWeekends: boolean;
  coupons: number[];
  storesAvailabilities: SeedAvailability[];
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

export interface SeedTestimonial {
  id: number;
  store: string;
  author: string;
  rating: number;
  date: string;
  text: string;
  language: "fr" | "en";
}

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
  /** Store slugs; [] means every store. */
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
