/**
 * Request bodies of the POST calls of SPEC §7. The sample server validates
 * every body with these schemas and the forms validate input with the same
 * ones; error messages are translation keys of locales/{lng}/forms.json
 * (e.g. "invalid_email"), never visitor-facing text.
 */
import { z } from "zod";
import { emailSchema, isoDateSchema, localeSchema, phoneSchema, slugSchema, utmSchema } from "./common";
import { OTHER_INSURER, PHOTO_LIMITS } from "./constants";

export { OTHER_INSURER, PHOTO_LIMITS } from "./constants";

const name = z.string().trim().min(1, { message: "required" }).max(100, { message: "too_long" });
const message = z.string().trim().max(2000, { message: "too_long" });
const consent = z.literal(true, { message: "consent_required" });

/** POST /coupons_emails: a coupon sent by e-mail, or (coupons empty) a coupon alert sign-up. */
export const couponEmailSchema = z.object({
  coupons: z.array(z.number().int()).max(10).default([]),
  name: emailSchema,
  stores: z.array(slugSchema).max(10).default([]),
  locale: localeSchema.default("fr"),
});
/** POST /coupons_phones: the same by text message; name is a phone number. */
export const couponPhoneSchema = couponEmailSchema.extend({ name: phoneSchema });
export type CouponSendRequest = z.infer<typeof couponEmailSchema>;

export const GLASS_TYPES = ["windshield", "side-window", "rear-window", "sunroof", "other"] as const;
export const DAMAGE_TYPES = ["chip", "crack", "broken", "other"] as const;
export const DAMAGE_SIZES = ["coin", "bill", "longer"] as const;

const contact = {
  firstName: name,
  lastName: name,
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  preferredContact: z.enum(["email", "phone"]),
};
const vehicle = {
  vehicleYear: z.coerce.number().int().min(1950).max(2100),
  vehicleMake: z.string().trim().min(1, { message: "required" }).max(60),
  vehicleModel: z.string().trim().min(1, { message: "required" }).max(60),
};

/** The chosen contact method must have a value. */
function contactMethodPresent(value: { preferredContact: "email" | "phone"; email?: string; phone?: string }) {
  return value.preferredContact === "email" ? Boolean(value.email) : Boolean(value.phone);
}
const contactRefinement = {
  message: "contact_method_missing",
  path: ["preferredContact"],
};

/** The id of an uploaded photo (POST /estimate_photos): random, unguessable. */
export const photoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: "photo_unavailable" });

/**
 * An insurance claim names the insurer (one of GET /insurers, or "other" with
 * its name) and the policy holder; the claim number is optional (the claim
 * may not be opened yet). Checked whatever else is wrong, so every missing
 * field shows on the first submit.
 */
function insuranceIssues(value: unknown): { path: string; message: string }[] {
  if (!value || typeof value !== "object") return [];
  const v = value as { insuranceClaim?: unknown; insurer?: unknown; insurerOther?: unknown; policyHolder?: unknown };
  if (v.insuranceClaim !== true) return [];
  const blank = (x: unknown) => typeof x !== "string" || x.trim() === "";
  const issues: { path: string; message: string }[] = [];
  if (blank(v.insurer)) issues.push({ path: "insurer", message: "required" });
  else if (v.insurer === OTHER_INSURER && blank(v.insurerOther)) issues.push({ path: "insurerOther", message: "required" });
  if (blank(v.policyHolder)) issues.push({ path: "policyHolder", message: "required" });
  return issues;
}

/** POST /request_estimates. */
export const estimateRequestSchema = z
  .object({
    store: slugSchema,
    ...contact,
    ...vehicle,
    glassType: z.enum(GLASS_TYPES),
    damageType: z.enum(DAMAGE_TYPES),
    damageSize: z.enum(DAMAGE_SIZES).optional(),
    insuranceClaim: z.boolean().default(false),
    /** The slug of one of GET /insurers, or "other". */
    insurer: z.string().trim().max(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "unknown_insurer" }).optional(),
    /** The insurer's name when `insurer` is "other". */
    insurerOther: z.string().trim().max(100, { message: "too_long" }).optional(),
    policyHolder: z.string().trim().max(100, { message: "too_long" }).optional(),
    claimNumber: z
      .string()
      .trim()
      .max(40, { message: "too_long" })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, { message: "invalid_claim_number" })
      .optional(),
    /** Ids of photos uploaded first (POST /estimate_photos), at most PHOTO_LIMITS.maxPhotos, each once. */
    photos: z
      .array(photoIdSchema)
      .max(PHOTO_LIMITS.maxPhotos, { message: "too_many_photos" })
      .refine((ids) => new Set(ids).size === ids.length, { message: "photo_unavailable" })
      .default([]),
    message: message.optional(),
    consent,
    locale: localeSchema.default("fr"),
    utm: utmSchema.default({}),
  })
  .refine(contactMethodPresent, contactRefinement)
  .superRefine(
    (value, ctx) => {
      for (const issue of insuranceIssues(value)) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    },
    // Also when another field failed to parse: insuranceIssues reads the raw value defensively.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );
export type EstimateRequest = z.infer<typeof estimateRequestSchema>;

/** POST /appointments. */
export const appointmentSchema = z
  .object({
    store: slugSchema,
    category: z.number().int(),
    date: isoDateSchema,
    startTime: z.string().regex(/^\d{2}:\d{2}$/, { message: "invalid_time" }),
    ...contact,
    ...vehicle,
    message: message.optional(),
    consent,
    locale: localeSchema.default("fr"),
    utm: utmSchema.default({}),
  })
  .refine(contactMethodPresent, contactRefinement);
export type AppointmentRequest = z.infer<typeof appointmentSchema>;

/** POST /appointments/manage/move: another free slot of the same shop and service. */
export const appointmentMoveSchema = z.object({
  date: isoDateSchema,
  startTime: z.string().regex(/^\d{2}:\d{2}$/, { message: "invalid_time" }),
});
export type AppointmentMove = z.infer<typeof appointmentMoveSchema>;

/** POST /newsletter_subscribers. */
export const newsletterSubscriberSchema = z.object({
  email: emailSchema,
  consent,
  locale: localeSchema.default("fr"),
  utm: utmSchema.default({}),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/** POST /franchise_opportunities: a franchise candidate's application. */
export const franchiseOpportunitySchema = z.object({
  firstName: name,
  lastName: name,
  email: emailSchema,
  phone: phoneSchema,
  city: z.string().trim().min(1, { message: "required" }).max(100),
  investmentCapacity: z.enum(["under-250k", "250k-500k", "over-500k"]).optional(),
  hasAutomotiveExperience: z.boolean().default(false),
  message: message.optional(),
  consent,
  locale: localeSchema.default("fr"),
  utm: utmSchema.default({}),
});
export type FranchiseOpportunity = z.infer<typeof franchiseOpportunitySchema>;

/** POST /promo_page_submissions: body is a data field (SPEC §7). */
export const promoPageSubmissionSchema = z.object({
  promoPage: slugSchema,
  data: z.record(z.string().max(100), z.union([z.string().max(2000), z.boolean()])),
  locale: localeSchema.default("fr"),
  utm: utmSchema.default({}),
});
export type PromoPageSubmission = z.infer<typeof promoPageSubmissionSchema>;
