/**
 * Whether an offer is still running on a given day. The promotions page is
 * built ahead of time, so what ended since the build is hidden in the
 * browser after hydration (the static HTML cannot know today's date).
 */

/** "2026-11-22" in the visitor's own calendar. */
export function localIsoDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An offer whose last day (inclusive) is before today has ended; no end date never ends. */
export function hasEnded(lastDay: string | null | undefined, today: string): boolean {
  return Boolean(lastDay) && (lastDay as string).slice(0, 10) < today;
}

/** The offers still running today, in their order. */
export function stillRunning<T>(offers: readonly T[], lastDayOf: (offer: T) => string | null | undefined, today: string | null): T[] {
  return today === null ? [...offers] : offers.filter((offer) => !hasEnded(lastDayOf(offer), today));
}
