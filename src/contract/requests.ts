/**
 * Request bodies of the API's POST calls. The sample server validates
 * every body with these schemas and the forms validate input with the same
 * ones; error messages are translation keys of locales/{lng}/forms.json
 * (e.g. "invalid_email"), never visitor-facing text.
 */
import { z } from "zod";
import { emailSchema, isoDateSchema, localeSchema, phoneSchema, quoteNumberSchema, slugSchema, textSchema, utmSchema } from "./common";
import { OTHER_INSURER, PHOTO_LIMITS } from "./constants";
import { POSTAL_CODE_PATTERN, SERVICE_MODES, formatPostalCode } from "./mobile-service";

export { OTHER_INSURER, PHOTO_LIMITS } from "./constants";
export { SERVICE_MODES, type ServiceMode } from "./mobile-service";

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
/** What a Ziebart shop quotes: its vehicle protection services (its estimate asks for one of them, not about glass). */
export const PROTECTION_SERVICES = ["rustproofing", "paint-protection-film", "ceramic-coating", "window-tinting"] as const;

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

/** The instant quote the request follows, when it came from one (its vehicle and prices are the shop's to read). */
const quote = quoteNumberSchema.optional();

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

/**
 * An estimate is about glass damage (a Uniglass shop: the glass and the
 * damage) or about a protection service (a Ziebart shop: the service), never
 * both. Checked whatever else is wrong, like the claim.
 */
function subjectIssues(value: unknown): { path: string; message: string }[] {
  if (!value || typeof value !== "object") return [];
  const v = value as { service?: unknown; glassType?: unknown; damageType?: unknown };
  if (v.service !== undefined) return v.glassType !== undefined || v.damageType !== undefined ? [{ path: "service", message: "invalid" }] : [];
  return (["glassType", "damageType"] as const).filter((field) => v[field] === undefined).map((path) => ({ path, message: "required" }));
}

/** POST /request_estimates. */
export const estimateRequestSchema = z
  .object({
    store: slugSchema,
    ...contact,
    ...vehicle,
    quote,
    /** Glass damage (a Uniglass shop)… */
    glassType: z.enum(GLASS_TYPES).optional(),
    damageType: z.enum(DAMAGE_TYPES).optional(),
    damageSize: z.enum(DAMAGE_SIZES).optional(),
    /** …or a protection service (a Ziebart shop). */
    service: z.enum(PROTECTION_SERVICES).optional(),
    insuranceClaim: z.boolean().default(false),
    /** The slug of one of GET /insurers, or "other". */
    insurer: z
      .string()
      .max(100, { message: "too_long", abort: true })
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "unknown_insurer" })
      .optional(),
    /** The insurer's name when `insurer` is "other". */
    insurerOther: textSchema(100).optional(),
    policyHolder: textSchema(100).optional(),
    claimNumber: z
      .string()
      .max(40, { message: "too_long", abort: true })
      .trim()
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
  .superRefine(...contactMethodPresent)
  .superRefine(
    (value, ctx) => {
      for (const issue of [...subjectIssues(value), ...insuranceIssues(value)]) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    },
    // Also when another field failed to parse: insuranceIssues reads the raw value defensively.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

/** Where a mobile technician is to come: a street address in Canada, its postal code written the usual way. */
export const serviceAddressSchema = z.object({
  streetAddress: textSchema(200).min(1, { message: "required" }),
  city: textSchema(100).min(1, { message: "required" }),
  postalCode: textSchema(10).min(1, { message: "required" }).regex(POSTAL_CODE_PATTERN, { message: "invalid_postal_code" }).transform(formatPostalCode),
});
export type ServiceAddress = z.infer<typeof serviceAddressSchema>;

/** POST /appointments. */
export const appointmentSchema = z
  .object({
    store: slugSchema,
    category: z.number().int(),
    /** "mobile": a technician comes to `serviceAddress` (a shop that offers it, an address within its radius), in a mobile slot. */
    mode: z.enum(SERVICE_MODES, { message: "invalid_choice" }).default("shop"),
    serviceAddress: serviceAddressSchema.optional(),
    date: isoDateSchema,
    startTime: z
      .string()
      .max(5, { message: "invalid_time", abort: true })
      .regex(/^\d{2}:\d{2}$/, { message: "invalid_time" }),
    ...contact,
    ...vehicle,
    quote,
    message: message.optional(),
    consent,
    locale: localeSchema.default("fr"),
    utm: utmSchema.default({}),
  })
  .superRefine(...contactMethodPresent)
  .superRefine((value, ctx) => {
    // The address goes with a visit at the driver's place, and only with it.
    if (value.mode === "mobile" && !value.serviceAddress) ctx.addIssue({ code: "custom", path: ["serviceAddress"], message: "required" });
    if (value.mode === "shop" && value.serviceAddress) ctx.addIssue({ code: "custom", path: ["serviceAddress"], message: "invalid" });
  });

/** POST /appointments/manage/move: another free slot of the same shop and service. */
export const appointmentMoveSchema = z.object({
  date: isoDateSchema,
  startTime: z
    .string()
    .max(5, { message: "invalid_time", abort: true })
    .regex(/^\d{2}:\d{2}$/, { message: "invalid_time" }),
});

/** POST /newsletter_subscribers. */
export const newsletterSubscriberSchema = z.object({
  email: emailSchema,
  consent,
  locale: localeSchema.default("fr"),
  utm: utmSchema.default({}),
});

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

/** POST /promo_page_submissions: the answers are a `data` record (field name → text or checkbox). */
export const promoPageSubmissionSchema = z.object({
  promoPage: slugSchema,
  data: z.record(textSchema(100, { trim: false }), z.union([textSchema(2000, { trim: false }), z.boolean()])),
  locale: localeSchema.default("fr"),
  utm: utmSchema.default({}),
});
