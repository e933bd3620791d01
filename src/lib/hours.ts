/**
 * Store hours and open status (SPEC §3 availability entries, §4 open/closed).
 * Pure functions: the clock and the time zone are arguments. Time-zone
 * arithmetic uses the platform's Intl API (no library in the bundle): the
 * store's local weekday and time are read with Intl.DateTimeFormat, which
 * follows the IANA database, DST included.
 */
import { WEEK_DAYS } from "../contract/constants";
import type { Availability } from "../contract/store";

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
 * Rows to display (SPEC §3): a WORKDAY entry shows as Monday–Friday and a
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

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday and time at `now` in an IANA time zone. */
export function localTime(now: Date, timeZone: string): LocalTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    day: parts.weekday.toUpperCase() as Day,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

export interface OpenStatus {
  open: boolean;
  /** Today's hours in the store's time zone. */
  today: { day: Day; hours: DayHours };
  /** When closed: the next day's hours (SPEC §4), else null. */
  next: { day: Day; hours: DayHours } | null;
}

/**
 * Open when the store's local time is at or after opening and before closing
 * on that day (SPEC §4). A time zone the platform does not know falls back
 * to America/Toronto, the zone of Quebec.
 */
export function openStatus(entries: readonly Availability[], timeZone: string | null | undefined, now: Date): OpenStatus {
  let local: LocalTime;
  try {
    local = localTime(now, timeZone || "America/Toronto");
  } catch {
    local = localTime(now, "America/Toronto");
  }
  const week = weekHours(entries);
  const todayHours = week[local.day];
  const open = todayHours.kind === "open" && local.minutes >= todayHours.openMinutes && local.minutes < todayHours.closeMinutes;
  const nextDay = WEEK_DAYS[(WEEK_DAYS.indexOf(local.day) + 1) % 7];
  return {
    open,
    today: { day: local.day, hours: todayHours },
    next: open ? null : { day: nextDay, hours: week[nextDay] },
  };
}
