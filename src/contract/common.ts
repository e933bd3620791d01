/**
 * Shared building blocks of the API contract. Every schema here is written once
 * with zod and used three ways: the source plugin validates API responses, the
 * sample server validates request bodies, the forms validate visitor input.
 * Parsing strips unknown fields (zod's default for objects).
 */
import "../lib/zod-jitless";
import { z } from "zod";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./constants";

export { EMAIL_PATTERN, IMAGE_URL_PATTERN, PHONE_PATTERN } from "./constants";

export const localeSchema = z.enum(["fr", "en"]);


export const emailSchema = z.string().trim().max(254).regex(EMAIL_PATTERN, { message: "invalid_email" });
export const phoneSchema = z.string().trim().max(32).regex(PHONE_PATTERN, { message: "invalid_phone" });

export const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "invalid_slug" });

/** An absolute URL or a site-relative path. */
export const urlSchema = z.string().min(1).max(2048);

/** HTML coming from the API or WordPress: sanitized by the source plugin at build time. */
export const htmlSchema = z.string();

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "invalid_date" });
export const isoDateTimeSchema = z.string().min(10);

/**
 * Latitude/longitude: the real API may send numbers or strings, and "0" means
 * unknown. Parsed to a number, or null when unknown.
 */
export const coordinateSchema = z
  .union([z.number(), z.string(), z.null()])
  .transform((value) => {
    if (value === null || value === "") return null;
    const n = typeof value === "number" ? value : Number(value.trim());
    return Number.isFinite(n) && n !== 0 ? n : null;
  });

/** SPEC §3 "Page search-engine data". */
export const seoSchema = z.object({
  title: z.string().nullish(),
  description: z.string().nullish(),
  noIndex: z.boolean().default(false),
  noFollow: z.boolean().default(false),
  noDescription: z.boolean().default(false),
  scripts: z
    .array(z.object({ type: z.string(), content: z.string() }))
    .default([]),
});
export type Seo = z.infer<typeof seoSchema>;

/** SPEC §3 "Visitor marketing data". */
export const utmSchema = z.object({
  utmSource: z.string().max(200).optional(),
  utmMedium: z.string().max(200).optional(),
  utmCampaign: z.string().max(200).optional(),
  utmContent: z.string().max(200).optional(),
  utmTerm: z.string().max(200).optional(),
});
export type Utm = z.infer<typeof utmSchema>;

/** API Platform list parameters (SPEC §7 defaults page=1, itemsPerPage=30). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(30),
  locale: localeSchema.default("fr"),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
