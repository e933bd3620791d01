import { z } from "zod";
import { htmlSchema, isoDateSchema, isoDateTimeSchema, localeSchema, seoSchema, slugSchema, urlSchema } from "./common";

/** GET /slides: a hero slide is an HTML string (sanitized before it is rendered). */
export const slideSchema = z.object({
  id: z.number().int(),
  content: htmlSchema,
  position: z.number().int().default(0),
  border: z.enum(["blue", "blue-reverse", "purple", "red"]).nullish(),
});
export type Slide = z.infer<typeof slideSchema>;

/** GET /careers, /careers/{slug}, /careers/search, /stores/{slug}/careers. */
export const careerSchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  title: z.string(),
  /** Job category slug, e.g. "technicien" (used in /emplacement/:slug/carrieres/:category). */
  category: slugSchema,
  categoryName: z.string(),
  city: z.string(),
  /** Store slug when the job is at one shop, null for head-office jobs. */
  store: slugSchema.nullish(),
  employmentType: z.enum(["FULL_TIME", "PART_TIME", "TEMPORARY", "INTERN"]),
  description: htmlSchema,
  postedAt: isoDateSchema,
  validThrough: isoDateSchema.nullish(),
});
export type Career = z.infer<typeof careerSchema>;

/** GET /stores/{slug}/testimonials: store reviews. */
export const testimonialSchema = z.object({
  id: z.number().int(),
  store: slugSchema,
  author: z.string(),
  rating: z.number().min(0).max(5),
  date: isoDateSchema,
  text: z.string(),
  /** The language the customer wrote in, when the API knows it: a review in the other language is marked as such on the page. */
  language: localeSchema.nullish(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** GET /stores/{slug}/partners: insurers and local partners of a shop. */
export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: urlSchema.nullish(),
  url: urlSchema.nullish(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET /stores/{slug}/social_networks. */
export const socialNetworkSchema = z.object({
  id: z.number().int(),
  type: z.enum(["facebook", "youtube", "instagram", "linkedin", "tiktok", "x"]),
  url: urlSchema,
});
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

/** GET /promo_pages, /promo_pages/{slug}: campaign landing pages (/landing/:slug). */
export const promoPageSchema = z.object({
  id: z.number().int(),
  slug: slugSchema,
  title: z.string(),
  content: htmlSchema,
  image: urlSchema.nullish(),
  /** Fields of the landing page's form, posted as `data` to /promo_page_submissions. */
  formFields: z
    .array(
      z.object({
        name: z.string(),
        label: z.string(),
        type: z.enum(["text", "email", "tel", "textarea", "checkbox"]),
        required: z.boolean().default(false),
      }),
    )
    .default([]),
  /** When the offer opens and closes (moments with their offset); the form is refused outside. */
  startsAt: isoDateTimeSchema.nullish(),
  endsAt: isoDateTimeSchema.nullish(),
  seo: seoSchema.nullish(),
});
export type PromoPage = z.infer<typeof promoPageSchema>;
