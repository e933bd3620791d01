import { z } from "zod";
import { coordinateSchema, slugSchema, textSchema } from "./common";
import { couponSummarySchema } from "./coupon";
import { DAY_GROUPS, WEEK_DAYS } from "./constants";

export { DAY_GROUPS, WEEK_DAYS };
export const weekDaySchema = z.enum([...WEEK_DAYS, ...DAY_GROUPS]);
export type WeekDay = z.infer<typeof weekDaySchema>;

/**
 * One entry of a store's weekly hours. availability is OPEN or anything else
 * (closed). A null time means closed; openTime may be free text such as
 * "By appointment" (then closedTime is null). Times are "HH:MM" (24 h);
 * closedTime "24:00" or "00:00" means midnight at the end of the day.
 */
export const availabilitySchema = z.object({
  weekDay: weekDaySchema,
  availability: z.string(),
  openTime: z.string().nullable(),
  closedTime: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A shop's mobile service: the radius, in km from the shop, of the addresses its technicians go to. */
export const mobileServiceSchema = z.object({
  radiusKm: z.number().positive().max(500),
});

/** A store (a shop of the chain) as the REST API returns it. */
export const storeSchema = z.object({
  id: z.number().int(),
  storeId: z.string(),
  name: z.string().min(1),
  slug: slugSchema,
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** Region of Quebec (or province) used to group the store list. */
  region: z.string().nullish(),
  latitude: coordinateSchema,
  longitude: coordinateSchema,
  /** Only on /stores/search answers: km from the searched point. */
  distance: z.number().nullish(),
  phone: z.string(),
  trackingPhone: z.string().nullish(),
  email: z.string().nullish(),
  timezone: z.string().default("America/Toronto"),
  isZiebart: z.boolean().default(false),
  isWorkdays: z.boolean().default(false),
  isWeekends: z.boolean().default(false),
  coupons: z.array(couponSummarySchema).default([]),
  storesAvailabilities: z.array(availabilitySchema).default([]),
  /**
   * Optional. The average of the store's reviews (out of 5, one decimal) and
   * how many there are; both left out (or null) for a store without a
   * review (no rating is then shown).
   */
  ratingAverage: z.number().min(0).max(5).nullish(),
  reviewCount: z.number().int().positive().nullish(),
  /**
   * Optional. Changes whenever this record or one of the store's lists in
   * this language changes: its coupons, reviews, partners, social networks
   * and service categories (any opaque text: a hash, a counter, the last
   * change's time). The build reuses a store's lists it kept while the
   * revision stays the same, and asks for them only when it changed; without
   * it, every store's lists are asked for at every build.
   */
  revision: z.string().min(1).max(200).optional(),
  /**
   * Optional. A shop whose technicians come to the driver: how far from the
   * shop (km, straight line) an address may be. Null or left out when the shop
   * works only in its own bays (Ziebart shops never go out).
   */
  mobileService: mobileServiceSchema.nullish(),
  /** Whether the shop recalibrates the driver-assistance (ADAS) cameras behind a windshield after a replacement. */
  adasCalibration: z.boolean().default(false),
});
export type Store = z.infer<typeof storeSchema>;

/**
 * GET /stores/search query: key (postal code, city, address) or
 * latitude+longitude; radius (km) keeps only the stores that close. The
 * answer is the page asked for (page, itemsPerPage), nearest first, with the
 * total in X-Total-Count and the searched point in X-Search-Origin
 * ("latitude,longitude") when the place was found.
 */
/** The longest search key (a postal code, a city or an address) the search accepts. */
export const STORE_SEARCH_KEY_MAX = 200;

/** A yes/no filter of a search: "true" keeps only the shops that have it; "false" or left out filters nothing. */
const searchFlag = z
  .enum(["true", "false"], { message: "invalid_filter" })
  .optional()
  .transform((value) => value === "true");

export const storeSearchQuerySchema = z.object({
  /** Its length is checked first; control characters and unpaired surrogates are refused ("invalid_characters"). */
  key: textSchema(STORE_SEARCH_KEY_MAX, { trim: false }).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().positive().max(20000).optional(),
  /** "true": only the shops that offer mobile service; "true" for adasCalibration: only those that calibrate ADAS cameras. */
  mobileService: searchFlag,
  adasCalibration: searchFlag,
});
