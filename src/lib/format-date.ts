import type { Locale } from "../config/site";

/**
 * Calendar dates written out in words, with the month and weekday names
 * below rather than Intl.DateTimeFormat: the first DateTimeFormat a page
 * builds loads the locale's calendar data, which took 50–60 ms of a phone's
 * main thread while the home page hydrated, to print a few promotion dates.
 * Only the calendar date of the value is read, so the build and the browser
 * print the same day whatever their time zone (no hydration mismatch).
 */
const MONTHS: Record<Locale, readonly string[]> = {
  fr: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};

/** Sunday first, as Date#getUTCDay counts. */
const WEEKDAYS: Record<Locale, readonly string[]> = {
  fr: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

interface CalendarDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

function parseDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day, weekday: date.getUTCDay() };
}

/** "2025-02-11" or "2025-02-11T09:30:00…" → "11 février 2025" / "February 11, 2025"; French writes the first of the month "1er". */
export function formatDate(value: string, locale: Locale): string {
  const parsed = parseDay(value);
  if (!parsed) return value;
  const month = MONTHS[locale][parsed.month - 1];
  if (locale === "en") return `${month} ${parsed.day}, ${parsed.year}`;
  return `${parsed.day === 1 ? "1er" : parsed.day} ${month} ${parsed.year}`;
}

/** The calendar date of an ISO value, for <time dateTime> and JSON-LD. */
export function isoDay(value: string): string {
  return value.slice(0, 10);
}

/** "2026-11-24" → "mardi 24 novembre 2026" / "Tuesday, November 24, 2026" (the day of an appointment). */
export function formatLongDay(value: string, locale: Locale): string {
  const parsed = parseDay(value);
  if (!parsed) return value;
  const weekday = WEEKDAYS[locale][parsed.weekday];
  return locale === "en" ? `${weekday}, ${formatDate(value, locale)}` : `${weekday} ${formatDate(value, locale)}`;
}
