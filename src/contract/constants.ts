/**
 * The contract's constants, without zod: modules that run on every page
 * (opening hours, the promo form's check) import them from here, so the
 * schema library loads only where a schema is used. The schema modules
 * re-export them.
 */

/**
 * An e-mail address in the standard local-part@domain form: a domain of
 * dot-separated labels ending in a label of 2 characters or more. A label
 * holds no dot, so there is only one way to split a string into labels and
 * checking takes time proportional to its length, whatever it holds (the
 * former `[^\s@]+\.` took quadratic time). Check EMAIL_MAX_LENGTH first all the same.
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
/** The longest e-mail address SMTP carries (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Groups of 3, 3 and 4 digits with optional separators (space, dot, dash, parentheses). */
export const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** Image URL path ends in an image extension (failure is only logged). */
export const IMAGE_URL_PATTERN = /\.(jpe?g|png|gif|webp)$/i;

export const WEEK_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
export const DAY_GROUPS = ["WORKDAY", "WEEKEND"] as const;

/** Header of a /stores/search answer: the searched point, "latitude,longitude". */
export const SEARCH_ORIGIN_HEADER = "X-Search-Origin";

/**
 * Characters no visitor types and the database cannot store: control
 * characters other than tab and line breaks (NUL among them) and UTF-16
 * surrogates without their pair (in `u` mode a well-formed pair is one code
 * point, so only unpaired halves are in \p{Cs}). Linear.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** Whether a text is safe to store: see UNSAFE_TEXT. */
export function isStorableText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** A calendar date "YYYY-MM-DD" that exists (no 2027-02-30, no month 13, no year 0). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}
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
