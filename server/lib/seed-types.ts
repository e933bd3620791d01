/**
 * Shapes of the seed files in server/seed/*.json (see the seed format in the
 * README). A localized field is an object with exactly the keys fr and en.
 */
import type { Availability, Seo } from "../../src/contract";

export type Localized<T> = { fr: T; en: T };
export type MaybeLocalized<T> = T | Localized<T>;
export type Coordinate = number | string | null;

export interface SeedStore {
  id: number;
  storeId: string;
  name: string;
  slug: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  /** A region name, or {fr, en} when it differs between languages (e.g. Nouveau-Brunswick / New Brunswick). */
  region?: MaybeLocalized<string> | null;
  latitude: Coordinate;
  longitude: Coordinate;
  phone: string;
  trackingPhone?: string | null;
  email?: string | null;
  timezone?: string;
  isZiebart?: boolean;
  isWorkdays?: boolean;
  isWeekends?: boolean;
  coupons?: number[];
  storesAvailabilities?: Availability[];
  /** The radius (km) of the addresses its technicians go to; absent or null when the shop does not go out. */
  mobileService?: { radiusKm: number } | null;
  adasCalibration?: boolean;
}

export interface SeedCoupon {
  id: number;
  title: MaybeLocalized<string>;
  description?: MaybeLocalized<string>;
  conditions?: MaybeLocalized<string>;
  expiresAt?: string | null;
  kind?: "store" | "national" | "privilege";
  image: string;
  imageSmall?: string | null;
  imageMedium: string;
  imageLarge?: string | null;
  stores?: string[];
}

export interface SeedRecord {
  id: number;
  [field: string]: unknown;
}

export interface SeedServiceCategory extends SeedRecord {
  slug: MaybeLocalized<string>;
  isZiebart?: boolean;
  isNavigation?: boolean;
  position?: number;
  transcriptSlug?: MaybeLocalized<string> | null;
  seo?: MaybeLocalized<Partial<Seo>> | null;
}

export interface SeedService extends SeedRecord {
  slug: MaybeLocalized<string>;
  categoryId: number;
  position?: number;
  transcriptSlug?: MaybeLocalized<string> | null;
}

export interface SeedTranscript {
  serviceId?: number;
  categoryId?: number;
  slug: MaybeLocalized<string>;
  title: MaybeLocalized<string>;
  content: MaybeLocalized<string>;
}

export interface SeedFeaturedService {
  id: number;
  serviceId: number;
  title: MaybeLocalized<string>;
  summary?: MaybeLocalized<string>;
  image?: string | null;
  position?: number;
}

export interface SeedCareer extends SeedRecord {
  slug: string;
  category: MaybeLocalized<string>;
  city: string;
  store?: string | null;
  /** Posted this many days before the API started (the sample's dates follow the calendar), or… */
  postedDaysAgo?: number;
  /** …a fixed day, as the real API sends it. */
  postedAt?: string;
  /** Open this many days after it was posted, or… */
  validForDays?: number | null;
  /** …until a fixed day. */
  validThrough?: string | null;
}

export interface SeedTestimonial {
  id: number;
  store: string;
  author: string;
  rating: number;
  date: string;
  text: string;
  language?: "fr" | "en";
}

export interface SeedPartner extends SeedRecord {
  /** Store slugs; none means every store of its brand (every store without a brand). */
  stores?: string[];
  /** The shops it works with: glass shops (Uniglass) or protection shops (Ziebart). */
  brand?: "uniglass" | "ziebart";
}

export interface SeedSocialNetwork extends SeedRecord {
  store?: string | null;
}

export interface SeedPromoPage extends SeedRecord {
  slug: MaybeLocalized<string>;
  startsAt?: string | null;
  endsAt?: string | null;
}

export interface SeedBookableCategory {
  id: number;
  name: MaybeLocalized<string>;
  durationMinutes: number;
  stores?: string[];
}

export interface SeedInsurer {
  id: number;
  slug: string;
  name: MaybeLocalized<string>;
}

export interface SeedBlogPost {
  id: number;
  date: string;
  modified?: string;
  author: string;
  image?: { url: string; alt: MaybeLocalized<string>; width: number; height: number } | null;
  fr: { slug: string; title: string; excerpt: string; content: string };
  en: { slug: string; title: string; excerpt: string; content: string };
}

export interface Seed {
  stores: SeedStore[];
  coupons: SeedCoupon[];
  promotions: SeedRecord[];
  serviceCategories: SeedServiceCategory[];
  services: SeedService[];
  transcripts: SeedTranscript[];
  featuredServices: SeedFeaturedService[];
  slides: SeedRecord[];
  careers: SeedCareer[];
  testimonials: SeedTestimonial[];
  partners: SeedPartner[];
  socialNetworks: SeedSocialNetwork[];
  promoPages: SeedPromoPage[];
  bookableCategories: SeedBookableCategory[];
  blogPosts: SeedBlogPost[];
  insurers: SeedInsurer[];
}
