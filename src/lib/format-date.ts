import { LANGUAGE_TAGS, type Locale } from "../config/site";

/**
 * "2025-02-11" or "2025-02-11T09:30:00…" → "11 février 2025" / "February 11, 2025".
 * Only the calendar date is read and it is formatted in UTC, so the build and
 * the browser print the same day whatever their time zone (no hydration mismatch).
 */
export function formatDate(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** The calendar date of an ISO value, for <time dateTime> and JSON-LD. */
export function isoDay(value: string): string {
  return value.slice(0, 10);
}

/** "2026-11-24" → "mardi 24 novembre 2026" / "Tuesday, November 24, 2026" (the day of an appointment), formatted in UTC like formatDate. */
export function formatLongDay(value: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: "full", timeZone: "UTC" }).format(date);
}
