/**
 * The contract's constants, without zod: modules that run on every page
 * (opening hours, the promo form's check) import them from here, so the
 * schema library loads only where a schema is used. The schema modules
 * re-export them.
 */

/** SPEC §5: standard local-part@domain form. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** SPEC §5: groups of 3, 3 and 4 digits with optional separators (space, dot, dash, parentheses). */
export const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** SPEC §5: image URL path ends in an image extension (failure is only logged). */
export const IMAGE_URL_PATTERN = /\.(jpe?g|png|gif|webp)$/i;

export const WEEK_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
export const DAY_GROUPS = ["WORKDAY", "WEEKEND"] as const;

/**
 * Photos of the damage attached to an estimate request: how many, how heavy
 * each upload may be, the longest side the browser resizes them to, and the
 * image types the API accepts (recognised by their content, not their name).
 */
export const PHOTO_LIMITS = {
  maxPhotos: 3,
  maxBytes: 5 * 1024 * 1024,
  maxLongSide: 1600,
  types: ["image/jpeg", "image/png", "image/webp"],
} as const;

/** The insurer choice of an estimate request when the visitor's insurer is not in the list. */
export const OTHER_INSURER = "other";

/** Why a booking's private link no longer shows it (the `message` of its 404 or 410). */
export const MANAGE_LINK_PROBLEMS = ["invalid_link", "appointment_cancelled", "appointment_past"] as const;
export type ManageLinkProblem = (typeof MANAGE_LINK_PROBLEMS)[number];
