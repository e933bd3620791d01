/**
 * The UTC offset of the time zones the chain's shops are in, computed from
 * the North American daylight saving rule (since 2007: from the second Sunday
 * of March at 02:00 standard time to the first Sunday of November at 02:00
 * daylight time) instead of the platform's Intl API. The first Intl
 * date formatter with a time zone loads the platform's zone data, which costs
 * tens of milliseconds on a phone while the page is being made interactive;
 * this arithmetic costs nothing. A zone not listed here, or a year before the
 * rule, gets null, and zonedClock asks Intl. A unit test compares this table
 * with the platform's time zone database over many years, so a change of the
 * rule shows up as a failing test when Node's database is updated.
 */

interface ZoneRule {
  /** Standard time's offset from UTC, in minutes. */
  standard: number;
  /** Whether the zone observes daylight saving time (one hour ahead). */
  dst: boolean;
}

const ZONES: Record<string, ZoneRule> = {
  "America/Toronto": { standard: -300, dst: true },
  "America/Montreal": { standard: -300, dst: true },
  "America/New_York": { standard: -300, dst: true },
  "America/Halifax": { standard: -240, dst: true },
  "America/Moncton": { standard: -240, dst: true },
  "America/Blanc-Sablon": { standard: -240, dst: false },
  "America/Puerto_Rico": { standard: -240, dst: false },
};

const MINUTE = 60_000;
const FIRST_YEAR_OF_RULE = 2007;

/** The UTC time of `nth` Sunday of a month at 02:00 wall-clock time of a given offset. */
function sundayAt2(year: number, month: number, nth: number, offset: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
  return Date.UTC(year, month, day, 2) - offset * MINUTE;
}

/** Minutes to add to UTC to get the zone's wall-clock time at `now`, or null when unknown. */
export function zoneOffset(now: Date, timeZone: string): number | null {
  const rule = Object.prototype.hasOwnProperty.call(ZONES, timeZone) ? ZONES[timeZone] : undefined;
  const time = now.getTime();
  if (!rule || Number.isNaN(time)) return null;
  if (!rule.dst) return rule.standard;
  const year = now.getUTCFullYear();
  if (year < FIRST_YEAR_OF_RULE) return null;
  const starts = sundayAt2(year, 2, 2, rule.standard);
  const ends = sundayAt2(year, 10, 1, rule.standard + 60);
  return time >= starts && time < ends ? rule.standard + 60 : rule.standard;
}

/** The zone's wall-clock time at `now`, "2026-11-23T10:05:00", or null when the zone is not in the table. */
export function wallClock(now: Date, timeZone: string): string | null {
  const offset = zoneOffset(now, timeZone);
  return offset === null ? null : new Date(now.getTime() + offset * MINUTE).toISOString().slice(0, 19);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's wall-clock time at `now`, "2026-11-23T10:05:00": from the table
 * when the zone is in it, else from the platform's time zone database (Intl;
 * its first use loads the zone data). Every reading of a day or a time in a
 * shop's zone goes through it, in the browser, the build and the sample API.
 */
export function zonedClock(now: Date, timeZone: string): string {
  return wallClock(now, timeZone) ?? intlClock(now, timeZone);
}

/** The zone's wall-clock time at `now` as the platform's time zone database gives it (the test of the table compares with it). */
export function intlClock(now: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  const p = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}
