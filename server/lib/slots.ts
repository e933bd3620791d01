/**
 * Appointment slots, pure: the opening hours of a store on a date (WORKDAY /
 * WEEKEND groups, closed and "By appointment" days), the half-hour slots of a
 * day minus bookings and past times, and the days with a free slot. A mobile
 * technician's visits have their own, fewer and longer slots.
 */
import type { Availability, ServiceMode, TimeWindow, WeekDay } from "../../src/contract";
import { isCalendarDate } from "../../src/contract/constants";
import { zonedClock } from "../../src/lib/zone-offset";
import { plusDays } from "../../src/lib/booking-days";

export const SLOT_STEP_MINUTES = 30;
export const MAX_AVAILABILITY_DAYS = 62;

/**
 * A mobile technician's day: visits of two hours at the driver's address
 * (whatever the service), an hour of road between two visits, at most three
 * visits, all within the shop's opening hours.
 */
export const MOBILE_SLOTS = { visitMinutes: 120, travelMinutes: 60, perDay: 3 } as const;

const DAY_NAMES: WeekDay[] = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];

export interface Interval {
  start: number;
  end: number;
}

/** "HH:MM" → minutes since midnight; "24:00" and a closing "00:00" are the end of the day. */
export function parseTime(value: string | null, isClosing = false): number | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes !== 0)) return null;
  const total = hours * 60 + minutes;
  return isClosing && total === 0 ? 24 * 60 : total;
}

export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Weekday of an ISO date ("2026-09-14" → "MONDAY"), independent of the host time zone. */
export function weekDayOf(date: string): WeekDay {
  const [y, m, d] = date.split("-").map(Number);
  return DAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/** A "YYYY-MM-DD" that exists on the calendar (the contract's rule). */
export const isValidIsoDate = isCalendarDate;

/** Days from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): number {
  const toMs = (s: string) => Date.parse(`${s}T00:00:00Z`);
  return Math.round((toMs(to) - toMs(from)) / 86_400_000) + 1;
}

/**
 * Opening interval of a store on a date, or null when closed. A specific day
 * entry wins over its group (WORKDAY = Monday–Friday, WEEKEND = Saturday–Sunday).
 * Only OPEN entries with two valid times open the shop: "By appointment" days
 * are not bookable online.
 */
export function openingHours(availabilities: Availability[], date: string): Interval | null {
  const day = weekDayOf(date);
  const group: WeekDay = day === "SATURDAY" || day === "SUNDAY" ? "WEEKEND" : "WORKDAY";
  const entry = availabilities.find((a) => a.weekDay === day) ?? availabilities.find((a) => a.weekDay === group);
  if (!entry || entry.availability.toUpperCase() !== "OPEN") return null;
  const start = parseTime(entry.openTime);
  const end = parseTime(entry.closedTime, true);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/** The date ("YYYY-MM-DD") and minutes since midnight of an instant in a time zone. */
export function localNow(now: Date, timeZone: string): { date: string; minutes: number } {
  const clock = zonedClock(now, timeZone);
  return { date: clock.slice(0, 10), minutes: Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16)) };
}

export interface DaySlotsInput {
  availabilities: Availability[];
  date: string;
  durationMinutes: number;
  /** Today and the current minute in the store's time zone. */
  today: { date: string; minutes: number };
  bookings: Interval[];
  /** "mobile": the technician's visits (MOBILE_SLOTS) instead of the shop's half-hour slots; the service's length is then the visit's. */
  mode?: ServiceMode;
}

/** The slots of an open day, before bookings: every half hour in the shop, or the mobile technician's visits. */
function slotGrid(hours: Interval, durationMinutes: number, mode: ServiceMode): Interval[] {
  const first = Math.ceil(hours.start / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  const mobile = mode === "mobile";
  const length = mobile ? MOBILE_SLOTS.visitMinutes : durationMinutes;
  const step = mobile ? MOBILE_SLOTS.visitMinutes + MOBILE_SLOTS.travelMinutes : SLOT_STEP_MINUTES;
  const grid: Interval[] = [];
  for (let start = first; start + length <= hours.end && (!mobile || grid.length < MOBILE_SLOTS.perDay); start += step) {
    grid.push({ start, end: start + length });
  }
  return grid;
}

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Slots of one day: every half hour from opening while the whole service fits
 * before closing (a mobile day: its visits). Dates before today have none;
 * today's slots that have started and slots overlapping a booking (of the same
 * mode: the shop's bays and its mobile technician keep separate calendars) are unavailable.
 */
export function daySlots(input: DaySlotsInput): TimeWindow[] {
  const { date, durationMinutes, today } = input;
  if (date < today.date) return [];
  const hours = openingHours(input.availabilities, date);
  if (!hours) return [];
  return slotGrid(hours, durationMinutes, input.mode ?? "shop").map((slot) => {
    const past = date === today.date && slot.start <= today.minutes;
    const taken = input.bookings.some((b) => overlaps(slot, b));
    return { start: formatTime(slot.start), end: formatTime(slot.end), available: !past && !taken };
  });
}

export interface AvailabilityRangeInput extends Omit<DaySlotsInput, "date" | "bookings"> {
  from: string;
  to: string;
  bookingsByDate: Map<string, Interval[]>;
}

/** Each day of [from, to] with whether it has at least one free slot. */
export function availabilityRange(input: AvailabilityRangeInput): { date: string; available: boolean }[] {
  const days = daysBetween(input.from, input.to);
  const out: { date: string; available: boolean }[] = [];
  for (let i = 0; i < days; i++) {
    const date = plusDays(input.from, i);
    const slots = daySlots({ ...input, date, bookings: input.bookingsByDate.get(date) ?? [] });
    out.push({ date, available: slots.some((s) => s.available) });
  }
  return out;
}
