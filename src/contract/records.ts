import { bookableCategorySchema, insurerSchema } from "./booking";
import { careerSchema, partnerSchema, promoPageSchema, slideSchema, socialNetworkSchema, testimonialSchema } from "./content";
import { couponSchema, promotionSchema } from "./coupon";
import { featuredServiceSchema, serviceCategorySchema, serviceSchema, transcriptSchema } from "./service";
import { storeSchema } from "./store";

/**
 * The schema of each kind of record the API sends, by the name of its list:
 * the build checks what it reads with it (the source plugin), and the sample
 * API what it will serve (server/lib/catalog.ts), so both hold the API to
 * the same contract.
 */
export const RECORD_SCHEMAS = {
  stores: storeSchema,
  coupons: couponSchema,
  promotions: promotionSchema,
  serviceCategories: serviceCategorySchema,
  services: serviceSchema,
  featuredServices: featuredServiceSchema,
  slides: slideSchema,
  careers: careerSchema,
  promoPages: promoPageSchema,
  testimonials: testimonialSchema,
  partners: partnerSchema,
  socialNetworks: socialNetworkSchema,
  transcripts: transcriptSchema,
  insurers: insurerSchema,
  bookableCategories: bookableCategorySchema,
} as const;
