/**
 * Weekly hours of a generated store, in every shape the store contract allows:
 * single days MONDAY..SUNDAY, WORKDAY / WEEKEND group entries (used when the
 * store is NOT flagged isWorkdays / isWeekends), closed days, "By appointment"
 * Saturdays (closedTime null), closing at midnight ("24:00"), Thursday evenings.
 */
import type { Rng } from "./random";
import type { SeedAvailability } from "./types";

export const BY_APPOINTMENT = "By appointment";
export const MIDNIGHT = "24:00";

type Span = { open: string; close: string } | "closed" | "appointment";

export interface WeeklyHours {
  isWorkdays: boolean;
  isWeekends: boolean;
  storesAvailabilities: SeedAvailability[];
}

const WORK_DAYS = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"] as const;

function entry(weekDay: string, span: Span): SeedAvailability {
  if (span === "closed") return { weekDay, availability: "CLOSED", openTime: null, closedTime: null };
  if (span === "appointment") return { weekDay, availability: "OPEN", openTime: BY_APPOINTMENT, closedTime: null };
  return { weekDay, availability: "OPEN", openTime: span.open, closedTime: span.close };
}

type Shape = "separate" | "grouped" | "grouped-workdays" | "grouped-weekend";

export function buildHours(rng: Rng, options: { smallTown: boolean; ziebart: boolean }): WeeklyHours {
  const shape = rng.weighted<Shape>([
    ["separate", 45],
    ["grouped", 20],
    ["grouped-workdays", 20],
    ["grouped-weekend", 15],
  ]);
  const isWorkdays = shape === "separate" || shape === "grouped-weekend";
  const isWeekends = shape === "separate" || shape === "grouped-workdays";
  // A few busy Uniglass shops work the evening shift on workdays (fleets, commuters after work):
  // noon to midnight, Saturday as usual, Sunday closed. Twelve hours, not seventeen, not seven days.
  const lateNight = !options.smallTown && !options.ziebart && rng.chance(0.04);
  const open = lateNight
    ? "12:00"
    : rng.weighted([
        ["07:30", 3],
        ["08:00", 5],
        ["08:30", 2],
      ] as const);
  const close = lateNight
    ? MIDNIGHT
    : rng.weighted([
        ["17:00", 5],
        ["17:30", 4],
        ["18:00", 2],
      ] as const);
  const workday: Span = { open, close };
  const thursdayEvening = !lateNight && rng.chance(0.3);
  const closedMonday = options.smallTown && !lateNight && rng.chance(0.15);

  const saturday: Span = lateNight
    ? { open: "08:00", close: "17:00" }
    : rng.weighted<Span>([
        ["closed", 35],
        [{ open: "08:00", close: "12:00" }, 25],
        [{ open: "09:00", close: "15:00" }, 15],
        ["appointment", 25],
      ]);
  const sunday: Span = lateNight ? "closed" : rng.chance(0.08) ? { open: "10:00", close: "16:00" } : "closed";
  const weekendGroup: Span = rng.chance(0.75) ? "closed" : { open: "09:00", close: "13:00" };

  const entries: SeedAvailability[] = [];
  if (isWorkdays) {
    for (const day of WORK_DAYS) {
      if (day === "MONDAY" && closedMonday) entries.push(entry(day, "closed"));
      else if (day === "THURSDAY" && thursdayEvening) entries.push(entry(day, { open, close: "20:00" }));
      else entries.push(entry(day, workday));
    }
  } else {
    entries.push(entry("WORKDAY", workday));
  }
  if (isWeekends) {
    entries.push(entry("SATURDAY", saturday), entry("SUNDAY", sunday));
  } else {
    entries.push(entry("WEEKEND", weekendGroup));
  }
  return { isWorkdays, isWeekends, storesAvailabilities: entries };
}
