/**
 * The booking window of the appointment form: the store's today (in its own
 * time zone) and the last day offered, BOOKING_HORIZON_DAYS ahead. Pure.
 */
import { zonedClock } from "./zone-offset";

export const BOOKING_HORIZON_DAYS = 21;

/** "YYYY-MM-DD" of an instant in a time zone. */
export function dayIn(now: Date, timeZone: string): string {
  try {
    return zonedClock(now, timeZone).slice(0, 10);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The from/to of the availabilities call: today and the next BOOKING_HORIZON_DAYS - 1 days. */
export function bookingRange(now: Date, timeZone: string): { from: string; to: string } {
  const from = dayIn(now, timeZone);
  return { from, to: plusDays(from, BOOKING_HORIZON_DAYS - 1) };
}

/** Minutes between two "HH:MM" of one day ("24:00" allowed as an end). */
export function minutesBetween(start: string, end: string): number {
  const toMinutes = (value: string) => {
    const [h, m] = value.split(":").map(Number);
    return h * 60 + m;
  };
  return toMinutes(end) - toMinutes(start);
}
