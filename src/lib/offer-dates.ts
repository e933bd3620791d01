/**
 * Whether an offer (a national promotion, a coupon, a landing page) has not
 * started yet, is running, or has ended, on a given day or at a given moment.
 *
 * Offers with dates only ("2026-10-15") run from their first day to their
 * last day inclusive, in the shops' calendar: America/Toronto for Quebec,
 * whatever the visitor's own time zone. Landing pages carry moments with an
 * offset ("2026-06-20T23:59:00-04:00") and are compared as such.
 *
 * The pages are built ahead of time: the static HTML shows the state on the
 * build's day, and the browser decides again with its clock once the page
 * runs (see docs/deploying.md, "Dates: decided at build, checked in the browser").
 * The shops' wall clock comes from zone-offset.ts (no Intl while a page
 * hydrates); other zones are read with Intl.
 */

import { zonedClock } from "./zone-offset";

/** The shops' time zone (every shop is in Quebec). */
export const SHOP_TIME_ZONE = "America/Toronto";

export type OfferState = "upcoming" | "current" | "ended";

export interface DatedOffer {
  startsAt?: string | null;
  endsAt?: string | null;
}

/** The calendar day ("2026-11-23") of a moment in a time zone (the shops' by default). */
export function shopDay(now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  return zonedClock(now, timeZone).slice(0, 10);
}

const dayOf = (value: string) => value.slice(0, 10);

/** The state of an offer with first and last days on a day ("2026-11-22"); a missing bound is open. */
export function offerStateOnDay(offer: DatedOffer, today: string): OfferState {
  const day = dayOf(today);
  if (offer.startsAt && dayOf(offer.startsAt) > day) return "upcoming";
  if (offer.endsAt && dayOf(offer.endsAt) < day) return "ended";
  return "current";
}

/** Whether a promotion runs on a day: started (or no start) and not ended (or no end). */
export function isCurrentPromotion(offer: DatedOffer, today: string): boolean {
  return offerStateOnDay(offer, today) === "current";
}

/** A moment as the shops' wall clock reads it: "2026-11-23T10:05:00". */
export function shopStamp(now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  return zonedClock(now, timeZone);
}

/** -1, 0 or 1: a bound against now. A bare day is that whole day, a time without offset the shops' wall clock. */
function compareBound(value: string, now: Date, edge: "start" | "end"): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const today = shopDay(now);
    return value === today ? 0 : value < today ? -1 : 1;
  }
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const stamp = shopStamp(now);
    const bound = value.length === 16 ? `${value}:${edge === "end" ? "59" : "00"}` : value.slice(0, 19);
    return bound === stamp ? 0 : bound < stamp ? -1 : 1;
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) return 0;
  return time === now.getTime() ? 0 : time < now.getTime() ? -1 : 1;
}

/**
 * The state of an offer bounded by moments at `now`: it opens at its start
 * and closes after its end. A bound given as a bare day counts that whole day
 * in the shops' time zone; a date and time without offset is read on the
 * shops' wall clock.
 */
export function offerStateAt(offer: DatedOffer, now: Date): OfferState {
  if (offer.startsAt && compareBound(offer.startsAt, now, "start") > 0) return "upcoming";
  if (offer.endsAt && compareBound(offer.endsAt, now, "end") < 0) return "ended";
  return "current";
}

/** An offer whose last day (inclusive) is before today has ended; no end date never ends. */
export function hasEnded(lastDay: string | null | undefined, today: string): boolean {
  return Boolean(lastDay) && dayOf(lastDay as string) < today;
}

/** The offers still running today, in their order. */
export function stillRunning<T>(offers: readonly T[], lastDayOf: (offer: T) => string | null | undefined, today: string | null): T[] {
  return today === null ? [...offers] : offers.filter((offer) => !hasEnded(lastDayOf(offer), today));
}

export interface SortedOffers<T> {
  /** Running on the day, the ones ending soonest first (no end last). */
  current: T[];
  /** Not started yet, the soonest first. */
  upcoming: T[];
}

/** Promotions split for display on a day: ended ones are left out. */
export function sortOffers<T extends DatedOffer>(offers: readonly T[], today: string): SortedOffers<T> {
  const current = offers.filter((offer) => offerStateOnDay(offer, today) === "current");
  const upcoming = offers.filter((offer) => offerStateOnDay(offer, today) === "upcoming");
  const end = (offer: T) => (offer.endsAt ? dayOf(offer.endsAt) : "9999-12-31");
  const start = (offer: T) => (offer.startsAt ? dayOf(offer.startsAt) : "");
  return {
    current: [...current].sort((a, b) => end(a).localeCompare(end(b))),
    upcoming: [...upcoming].sort((a, b) => start(a).localeCompare(start(b))),
  };
}
