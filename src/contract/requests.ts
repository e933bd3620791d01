/**
 * Request bodies of the API's POST calls. The sample server validates
 * every body with these schemas and the forms validate input with the same
 * ones; error messages are translation keys of locales/{lng}/forms.json
 * (e.g. "invalid_email"), never visitor-facing text.
 */
import { z } from "zod";
import { emailSchema, isoDateSchema, localeSchema, phoneSchema, slugSchema, textSchema, utmSchema } from "./common";

const name = textSchema(100).min(1, { message: "required" });
const message = textSchema(2000);
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
/** A year typed in a text field: empty is "required", anything but a plausible year "invalid_year". */
const vehicleYear = z.preprocess(
  (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim())) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? "required" : "invalid_year") })
    .int({ message: "invalid_year" })
    .min(1950, { message: "invalid_year" })
    .max(2100, { message: "invalid_year" }),
);

const vehicle = {
  vehicleYear,
  vehicleMake: textSchema(60).min(1, { message: "required" }),
  vehicleModel: textSchema(60).min(1, { message: "required" }),
};

const CONTACT_FIELDS = new Set(["preferredContact", "email", "phone"]);

/**
 * The chosen contact method must have a value: the missing field itself is
 * "required". Checked with the other fields' errors (not after them), so a
 * first submit shows everything to fix at once.
 */
const contactMethodPresent = [
  (value: { preferredContact: "email" | "phone"; email?: string; phone?: string }, ctx: z.RefinementCtx) => {
    const field = value.preferredContact === "email" ? "email" : "phone";
    if (!value[field]) ctx.addIssue({ code: "custom", message: "required", path: [field] });
  },
  { when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => CONTACT_FIELDS.has(String(issue.path?.[0]))) },
] as const;

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
    message: message.optional(),
    consent,
    locale: localeSchema.default("fr"),
    utm: utmSchema.default({}),
  })
  .superRefine(...contactMethodPresent);
export type EstimateRequest = z.infer<typeof estimateRequestSchema>;

/** POST /appointments. */
export const appointmentSchema = z
  .object({
    store: slugSchema,
    category: z.number().int(),
    date: isoDateSchema,
    startTime: z.string().max(5, { message: "invalid_time", abort: true }).regex(/^\d{2}:\d{2}$/, { message: "invalid_time" }),
    ...contact,
    ...vehicle,
    message: message.optional(),
    consent,
    locale: localeSchema.default("fr"),
    utm: utmSchema.default({}),
  })
  .superRefine(...contactMethodPresent);
export type AppointmentRequest = z.infer<typeof appointmentSchema>;

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
  city: textSchema(100).min(1, { message: "required" }),
  investmentCapacity: z.enum(["under-250k", "250k-500k", "over-500k"]).optional(),
  hasAutomotiveExperience: z.boolean().default(false),
  message: message.optional(),
  consent,
  locale: localeSchema.default("fr"),
  utm: utmSchema.default({}),
});
export type FranchiseOpportunity = z.infer<typeof franchiseOpportunitySchema>;

/** POST /promo_page_submissions: the answers are a `data` record (field name → text or checkbox). */
export const promoPageSubmissionSchema = z.object({
  promoPage: slugSchema,
  data: z.record(textSchema(100, { trim: false }), z.union([textSchema(2000, { trim: false }), z.boolean()])),
  locale: localeSchema.default("fr"),
  utm: utmSchema.default({}),
});
export type PromoPageSubmission = z.infer<typeof promoPageSubmissionSchema>;
