import { z } from "zod";
import { htmlSchema, seoSchema, slugSchema, urlSchema } from "./common";

/** GET /services_categories: the groups of services (windshield, side windows, accessories…). */
export const serviceCategorySchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  name: z.string(),
  summary: z.string().default(""),
  description: htmlSchema.default(""),
  image: urlSchema.nullish(),
  position: z.number().int().default(0),
  /** Shown in the main navigation (only services flagged for navigation). */
  isNavigation: z.boolean().default(false),
  isZiebart: z.boolean().default(false),
  /** Slug of the category's transcript (a text version of its video), if any. */
  transcriptSlug: z.string().nullish(),
  seo: seoSchema.nullish(),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const accordionItemSchema = z.object({
  title: z.string(),
  content: htmlSchema,
});

/** GET /services: one service of a category. */
export const serviceSchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  /** Slug of the service's category (relation to ServiceCategory). */
  category: slugSchema,
  name: z.string(),
  summary: z.string().default(""),
  description: htmlSchema.default(""),
  image: urlSchema.nullish(),
  position: z.number().int().default(0),
  accordion: z.array(accordionItemSchema).default([]),
  /** Slug of the service's transcript, if any: GET /services/{slug}/{transcriptSlug}. */
  transcriptSlug: z.string().nullish(),
  isFeatured: z.boolean().default(false),
  seo: seoSchema.nullish(),
});
export type Service = z.infer<typeof serviceSchema>;

/** GET /services/{slug}/{transcriptSlug}. */
export const transcriptSchema = z.object({
  slug: z.string(),
  title: z.string(),
  content: htmlSchema,
});
export type Transcript = z.infer<typeof transcriptSchema>;

/** GET /featured-services. */
export const featuredServiceSchema = z.object({
  id: z.number().int(),
  service: slugSchema,
  category: slugSchema,
  title: z.string(),
  summary: z.string().default(""),
  image: urlSchema.nullish(),
  position: z.number().int().default(0),
});
export type FeaturedService = z.infer<typeof featuredServiceSchema>;
