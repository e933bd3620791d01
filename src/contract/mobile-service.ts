/**
 * Mobile service's constants, without zod: where a booked job is done and
 * how an address's postal code is written. Apart from constants.ts, which
 * every page loads: only the appointment form and the sample API need them.
 */

/** Where a booked job is done: in the shop's bays, or at the driver's address by a mobile technician. */
export const SERVICE_MODES = ["shop", "mobile"] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

/**
 * A whole Canadian postal code ("H2X 1Y4", "h2x1y4", "H2X-1Y4"): D, F, I, O, Q
 * and U never appear, W and Z never first.
 */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** A postal code as it is written on an envelope: upper case, one space in the middle ("h2x1y4" → "H2X 1Y4"). */
export function formatPostalCode(value: string): string {
  const compact = value.replace(/[\s-]/g, "").toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}
