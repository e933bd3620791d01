/** Store hours as a visitor reads them: "8 h 30 – 17 h" in French, "8:30 a.m. – 5 p.m." in English. Pure. */
import type { Locale } from "../config/site";
import type { DayHours, NextChange } from "./hours";

/** "08:30" → "8 h 30" (fr) / "8:30 a.m." (en); "24:00" → "minuit" / "midnight"; "12:00" → "midi" / "noon". */
export function formatClock(value: string, locale: Locale): string {
  const [h, m] = value.split(":").map(Number);
  const hours = h % 24;
  if (value === "24:00" || (hours === 0 && m === 0)) return locale === "fr" ? "minuit" : "midnight";
  if (hours === 12 && m === 0) return locale === "fr" ? "midi" : "noon";
  if (locale === "fr") return m === 0 ? `${hours} h` : `${hours} h ${String(m).padStart(2, "0")}`;
  const suffix = hours < 12 ? "a.m." : "p.m.";
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return m === 0 ? `${twelve} ${suffix}` : `${twelve}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** The API's "by appointment" wording, in either language, whatever its case. */
export function isByAppointment(text: string): boolean {
  return /^\s*(by appointment( only)?|sur rendez-vous( seulement)?)\s*$/i.test(text);
}

/**
 * The text of one day's hours; closed days return null (the caller shows its
 * translated "Closed"). Free text from the API is shown as sent, except the
 * known "by appointment" wording, replaced by the page's own label.
 */
export function formatDayHours(hours: DayHours, locale: Locale, byAppointmentLabel?: string): string | null {
  if (hours.kind === "closed") return null;
  if (hours.kind === "text") return byAppointmentLabel && isByAppointment(hours.text) ? byAppointmentLabel : hours.text;
  return `${formatClock(hours.open, locale)} – ${formatClock(hours.close, locale)}`;
}

/** Minutes since midnight → "HH:MM" (what formatClock reads). */
export function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The words of a next change: which sentence (a key of stores:status), at what time, on which day. */
export interface NextChangeWords {
  key: "closesAt" | "closesOn" | "opensAt" | "opensTomorrow" | "opensOn";
  time: string;
  day: NextChange["day"];
}

/**
 * "closes at 6 p.m." within the next 24 hours, else "closes Monday at 6 p.m.";
 * "opens at 8 a.m." today, "opens tomorrow at 8 a.m.", "opens Monday at 8 a.m.".
 */
export function nextChangeWords(next: NextChange, locale: Locale): NextChangeWords {
  const time = formatClock(clockOf(next.minutes), locale);
  if (next.kind === "closes") return { key: next.within24h ? "closesAt" : "closesOn", time, day: next.day };
  const key = next.inDays === 0 ? "opensAt" : next.inDays === 1 ? "opensTomorrow" : "opensOn";
  return { key, time, day: next.day };
}
