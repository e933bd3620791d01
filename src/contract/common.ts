/**
 * Shared building blocks of the API contract. Every schema here is written once
 * with zod and used three ways: the source plugin validates API responses, the
 * sample server validates request bodies, the forms validate visitor input.
 * Parsing strips unknown fields (zod's default for objects).
 */
import "../lib/zod-jitless";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN, isCalendarDate, isStorableText } from "./constants";

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, IMAGE_URL_PATTERN, PHONE_PATTERN } from "./constants";

export const localeSchema = z.enum(["fr", "en"]);

/**
 * Text a visitor sends, at most `max` characters as sent (the forms' fields
 * hold no more). The length is checked first and stops the checks when
 * exceeded (`abort`), so nothing else ever runs on an oversized string; then
 * control characters and unpaired surrogates are refused
 * ("invalid_characters"), since the database cannot store them; then the
 * text is trimmed and the caller's checks (patterns, "required") run. Every
 * string of a request body goes through this.
 */
export function textSchema(max: number, options: { trim?: boolean } = {}) {
  const checked = z.string().max(max, { message: "too_long", abort: true }).refine(isStorableText, { message: "invalid_characters", abort: true });
  return options.trim === false ? checked : checked.trim();
}

export const emailSchema = textSchema(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, { message: "invalid_email" });
export const phoneSchema = textSchema(32).regex(PHONE_PATTERN, { message: "invalid_phone" });

export const slugSchema = z
  .string()
  .min(1)
  .max(200, { abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "invalid_slug" });

/** An absolute URL or a site-relative path. */
/** An instant quote's number ("Q-2026-000123"): the year it was made and its rank. */
export const quoteNumberSchema = z
  .string()
  .max(20, { message: "invalid_quote_number", abort: true })
  .regex(/^Q-\d{4}-\d{6}$/, { message: "invalid_quote_number" });

export const urlSchema = z.string().min(1).max(2048);

/** HTML coming from the API or WordPress: sanitized by the source plugin at build time. */
export const htmlSchema = z.string();

/** A date "YYYY-MM-DD" that exists on the calendar. */
export const isoDateSchema = z
  .string()
  .max(10, { message: "invalid_date", abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "invalid_date", abort: true })
  .refine(isCalendarDate, { message: "invalid_date" });
export const isoDateTimeSchema = z.string().min(10);

/**
 * Latitude/longitude: the real API may send numbers or strings, and "0" means
 * unknown. Parsed to a number, or null when unknown.
 */
export const coordinateSchema = z.union([z.number(), z.string(), z.null()]).transform((value) => {
  if (value === null || value === "") return null;
  const n = typeof value === "number" ? value : Number(value.trim());
  return Number.isFinite(n) && n !== 0 ? n : null;
});

/** Page search-engine data. */
export const seoSchema = z.object({
  title: z.string().nullish(),
  description: z.string().nullish(),
  noIndex: z.boolean().default(false),
  noFollow: z.boolean().default(false),
  noDescription: z.boolean().default(false),
  scripts: z.array(z.object({ type: z.string(), content: z.string() })).default([]),
});
export type Seo = z.infer<typeof seoSchema>;

/** Visitor marketing data (the campaign cookies sent with a form). */
export const utmSchema = z.object({
  utmSource: textSchema(200, { trim: false }).optional(),
  utmMedium: textSchema(200, { trim: false }).optional(),
  utmCampaign: textSchema(200, { trim: false }).optional(),
  utmContent: textSchema(200, { trim: false }).optional(),
  utmTerm: textSchema(200, { trim: false }).optional(),
});

/** API Platform list parameters (defaults page=1, itemsPerPage=30). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(30),
  locale: localeSchema.default("fr"),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
