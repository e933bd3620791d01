import { z } from "zod";
import { htmlSchema, isoDateSchema, urlSchema } from "./common";

/** Size variants are named image plus the size (imageMedium, …). Medium is 429×322. */
const imageVariants = {
  image: urlSchema,
  imageSmall: urlSchema.nullish(),
  imageMedium: urlSchema,
  imageLarge: urlSchema.nullish(),
};

/** The coupon as embedded in a store: id, title, imageMedium. */
export const couponSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageMedium: urlSchema,
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** The full coupon: /coupons/{couponId}/{slug}, /coupons/{slug}, /coupons/privilege. */
export const couponSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: htmlSchema.default(""),
  conditions: z.string().default(""),
  /** Last day the coupon can be redeemed, or null when it has no end. */
  expiresAt: isoDateSchema.nullish(),
  kind: z.enum(["store", "national", "privilege"]).default("store"),
  ...imageVariants,
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET /promotions: national promotions. */
export const promotionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: htmlSchema.default(""),
  image: urlSchema.nullish(),
  startsAt: isoDateSchema.nullish(),
  endsAt: isoDateSchema.nullish(),
  ctaLabel: z.string().nullish(),
  ctaUrl: urlSchema.nullish(),
});
export type Promotion = z.infer<typeof promotionSchema>;
