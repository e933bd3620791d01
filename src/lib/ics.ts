/**
 * An "add to calendar" file (RFC 5545) for a booked appointment: pure text,
 * local time in the store's time zone (TZID), CRLF line endings, escaped text
 * and lines folded at 75 octets.
 */
export interface CalendarEvent {
  /** The same for the booking's whole life (appointmentUid), so a calendar updates its entry instead of adding one. */
  uid: string;
  /** Grows with every change of the booking: a calendar keeps the entry with the highest. Default 0. */
  sequence?: number;
  /** A cancelled booking: the file tells the calendar to drop its entry. */
  cancelled?: boolean;
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  /** HH:MM, local. */
  start: string;
  durationMinutes: number;
  timeZone: string;
  summary: string;
  location: string;
  description?: string;
  /** When the file is made (UTC). */
  stamp: Date;
}

/** The calendar identifier of a booking: stable through moves, unique to it. */
export function appointmentUid(id: number | string): string {
  return `appointment-${id}@uniglass.ca`;
}

export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (UTF-8), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function localStamp(date: string, time: string): string {
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

function addMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  // Calendar arithmetic on a wall-clock time: UTC methods avoid the machine's own zone.
  const value = new Date(Date.UTC(y, m - 1, d, hh, mm + minutes));
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`,
    time: `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`,
  };
}

export function appointmentIcs(event: CalendarEvent): string {
  const end = addMinutes(event.date, event.start, event.durationMinutes);
  const stamp = event.stamp
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Uniglass//Rendez-vous//FR",
    "CALSCALE:GREGORIAN",
    event.cancelled ? "METHOD:CANCEL" : "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(event.date, event.start)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(end.date, end.time)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
