/**
 * Store hours (the API's availability entries: a day, a range of days or free
 * text) and whether a store is open now. Pure functions: the clock and the
 * time zone are arguments. The store's local weekday and time come from the
 * offset of its time zone (see zone-offset.ts for the zones of the chain's
 * shops); any other zone is read with Intl.DateTimeFormat, which follows the
 * IANA database, daylight saving time included. No library in the bundle.
 */
import { WEEK_DAYS } from "../contract/constants";
import type { Availability } from "../contract/store";
import { zonedClock } from "./zone-offset";

export type Day = (typeof WEEK_DAYS)[number];
const WORKDAYS: Day[] = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];
const WEEKEND: Day[] = ["SATURDAY", "SUNDAY"];

export type DayHours =
  | { kind: "open"; open: string; close: string; openMinutes: number; closeMinutes: number }
  | { kind: "closed" }
  /** Free text instead of hours, e.g. "By appointment". */
  | { kind: "text"; text: string };

export interface HoursFlags {
  /** The store lists Monday to Friday separately (a WORKDAY entry is not shown as one row). */
  isWorkdays?: boolean | null;
  /** The store lists Saturday and Sunday separately. */
  isWeekends?: boolean | null;
}

const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** "08:30" → 510; "24:00" → 1440; anything else → null. */
export function parseTime(value: string | null | undefined): number | null {
  const match = value?.trim().match(TIME);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

function formatHHMM(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** What one availability entry means. */
export function entryHours(entry: Availability | undefined): DayHours {
  if (!entry || entry.availability.toUpperCase() !== "OPEN" || !entry.openTime) return { kind: "closed" };
  const open = parseTime(entry.openTime);
  if (open === null) return { kind: "text", text: entry.openTime.trim() };
  let close = parseTime(entry.closedTime);
  if (close === null) return { kind: "closed" };
  // Closing at "00:00" means midnight at the end of the day.
  if (close <= open) close = close === 0 ? 1440 : close + 1440;
  return {
    kind: "open",
    open: formatHHMM(open),
    close: close === 1440 ? "24:00" : formatHHMM(close % 1440),
    openMinutes: open,
    closeMinutes: close,
  };
}

/** The hours of each day of the week: a day's own entry wins over its group's (WORKDAY, WEEKEND). */
export function weekHours(entries: readonly Availability[]): Record<Day, DayHours> {
  const byDay = new Map(entries.map((entry) => [entry.weekDay, entry]));
  return Object.fromEntries(
    WEEK_DAYS.map((day) => {
      const group = WORKDAYS.includes(day) ? "WORKDAY" : "WEEKEND";
      return [day, entryHours(byDay.get(day) ?? byDay.get(group))];
    }),
  ) as Record<Day, DayHours>;
}

/** A row of the weekly hours table: one day, or a group shown as one row. */
export interface HoursRow {
  /** MONDAY … SUNDAY, or WORKDAY (Monday–Friday) / WEEKEND (Saturday–Sunday). */
  days: Day | "WORKDAY" | "WEEKEND";
  hours: DayHours;
}

/**
 * Rows to display: a WORKDAY entry shows as Monday–Friday and a
 * WEEKEND entry as Saturday–Sunday unless the store is flagged with separate
 * workdays or weekends, in which case each day is a row.
 */
export function hoursRows(entries: readonly Availability[], flags: HoursFlags = {}): HoursRow[] {
  const week = weekHours(entries);
  const has = (weekDay: string) => entries.some((entry) => entry.weekDay === weekDay);
  const groupRow = (group: "WORKDAY" | "WEEKEND", days: Day[], separate: boolean | null | undefined): HoursRow[] => {
    const ownDays = days.some((day) => has(day));
    if (has(group) && !separate && !ownDays) return [{ days: group, hours: week[days[0]] }];
    return days.map((day) => ({ days: day, hours: week[day] }));
  };
  return [...groupRow("WORKDAY", WORKDAYS, flags.isWorkdays), ...groupRow("WEEKEND", WEEKEND, flags.isWeekends)];
}

export interface LocalTime {
  day: Day;
  /** Minutes since local midnight. */
  minutes: number;
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
}

const WEEK_DAYS_FROM_SUNDAY: Day[] = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];

/** The weekday and time at `now` in an IANA time zone. */
export function localTime(now: Date, timeZone: string): LocalTime {
  const clock = zonedClock(now, timeZone);
  const [year, month, day] = clock.slice(0, 10).split("-").map(Number);
  return {
    day: WEEK_DAYS_FROM_SUNDAY[new Date(Date.UTC(year, month - 1, day)).getUTCDay()],
    minutes: Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16)),
    date: clock.slice(0, 10),
  };
}

/** The next opening or closing, in the shop's own wall-clock time. */
export interface NextChange {
  kind: "opens" | "closes";
  /** The day it happens on. */
  day: Day;
  /** Minutes since that day's local midnight. */
  minutes: number;
  /** Days from the shop's today: 0 today, 1 tomorrow… */
  inDays: number;
  /** Whether it happens less than 24 hours from now (then the day need not be said). */
  within24h: boolean;
}

export interface OpenStatus {
  open: boolean;
  /** Open, closed, or a day "by appointment" (free text instead of hours), which is neither. */
  state: "open" | "closed" | "appointment";
  /** Today's hours in the store's time zone. */
  today: { day: Day; hours: DayHours };
  /**
   * When open: when it closes (null when it never does, open around the
   * clock). When closed: when it next opens within a week (null if never).
   */
  next: NextChange | null;
}

const dayAfter = (day: Day, offset: number): Day => WEEK_DAYS[(WEEK_DAYS.indexOf(day) + offset + 7) % 7];

function changeAt(kind: NextChange["kind"], today: Day, nowMinutes: number, inDays: number, minutes: number): NextChange {
  // A time past midnight (closing at 26:00) belongs to the next day.
  const carry = Math.floor(minutes / 1440);
  const days = inDays + carry;
  const local = minutes - carry * 1440;
  return { kind, day: dayAfter(today, days), minutes: local, inDays: days, within24h: days * 1440 + local - nowMinutes <= 1440 };
}

/**
 * Open when the store's local time is at or after opening and before closing
 * on that day, or still within the previous day's hours when they run past
 * midnight. The next change is found by walking the week in the store's own
 * calendar, so it reads in wall-clock time whatever the daylight saving time
 * does in between. A time zone the platform does not know falls back to
 * America/Toronto, the zone of Quebec.
 */
export function openStatus(entries: readonly Availability[], timeZone: string | null | undefined, now: Date): OpenStatus {
  let local: LocalTime;
  try {
    local = localTime(now, timeZone || "America/Toronto");
  } catch {
    local = localTime(now, "America/Toronto");
  }
  const week = weekHours(entries);
  const today = local.day;
  const todayHours = week[today];
  const yesterday = week[dayAfter(today, -1)];
  const m = local.minutes;

  // Where the current opening started: yesterday's hours running past midnight, or today's.
  let openUntil: { inDays: number; minutes: number } | null = null;
  if (yesterday.kind === "open" && yesterday.closeMinutes > 1440 && m < yesterday.closeMinutes - 1440) {
    openUntil = { inDays: 0, minutes: yesterday.closeMinutes - 1440 };
  } else if (todayHours.kind === "open" && m >= todayHours.openMinutes && m < todayHours.closeMinutes) {
    openUntil = { inDays: 0, minutes: todayHours.closeMinutes };
  }

  if (openUntil) {
    // Closing at midnight and opening again at midnight is no closing: follow the chain.
    let { inDays, minutes } = openUntil;
    for (let hops = 0; hops < 8; hops++) {
      const at = inDays * 1440 + minutes;
      const dayIndex = Math.floor(at / 1440);
      const next = week[dayAfter(today, dayIndex)];
      if (at % 1440 !== 0 || next.kind !== "open" || next.openMinutes !== 0) break;
      inDays = dayIndex;
      minutes = next.closeMinutes;
      if (hops === 7) return { open: true, state: "open", today: { day: today, hours: todayHours }, next: null };
    }
    return { open: true, state: "open", today: { day: today, hours: todayHours }, next: changeAt("closes", today, m, inDays, minutes) };
  }

  let next: NextChange | null = null;
  for (let inDays = 0; inDays <= 7 && !next; inDays++) {
    const hours = week[dayAfter(today, inDays)];
    if (hours.kind !== "open") continue;
    if (inDays === 0 && hours.openMinutes <= m) continue;
    next = changeAt("opens", today, m, inDays, hours.openMinutes);
  }
  const state = todayHours.kind === "text" ? "appointment" : "closed";
  return { open: false, state, today: { day: today, hours: todayHours }, next };
}
