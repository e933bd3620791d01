/**
 * Appointment booking reads: bookable categories of a shop, the days with a
 * free slot, the slots of one day. The slot rules live in ../lib/slots.ts.
 * Only the days of the booking horizon (the shop's today and the next
 * BOOKING_HORIZON_DAYS - 1 days, as the form offers) have slots: what the
 * availabilities do not offer cannot be booked. `mode=mobile` asks for the
 * mobile technician's visits of a shop that offers them (their own calendar,
 * see ../lib/slots.ts); a shop without mobile service has none (400 no_mobile_service).
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { SERVICE_MODES, slugSchema, type BookableCategory, type ServiceMode, type TimeWindow } from "../../src/contract";
import type { Locale } from "../../src/config/site";
import type { AppContext } from "../context";
import type { Db, Tx } from "../db/database";
import type { Catalog } from "../lib/catalog";
import { BOOKING_HORIZON_DAYS, plusDays } from "../../src/lib/booking-days";
import { HttpError, notFound, parseListQuery, parseOr400, unprocessable } from "../lib/http";
import { pick } from "../lib/localize";
import { MAX_AVAILABILITY_DAYS, availabilityRange, daySlots, daysBetween, isValidIsoDate, localNow, parseTime, type Interval } from "../lib/slots";

const DEFAULT_TIMEZONE = "America/Toronto";

export function bookableCategoriesFor(catalog: Catalog, store: string, locale: Locale = "fr"): BookableCategory[] {
  return catalog.seed.bookableCategories
    .filter((c) => !c.stores?.length || c.stores.includes(store))
    .map((c) => ({ id: c.id, name: pick(c.name, locale), durationMinutes: c.durationMinutes }));
}

/** Whether a shop's technicians go to the driver. */
export function offersMobileService(catalog: Catalog, store: string): boolean {
  return Boolean(catalog.storesBySlug.get(store)?.seed.mobileService?.radiusKm);
}

/**
 * Booked (not cancelled) appointments of a store between two dates in one mode (the shop's bays or its mobile
 * technician), by date; `except` leaves one out (the one being moved).
 */
export async function bookingsOf(
  db: Db | Tx,
  store: string,
  from: string,
  to: string,
  except: number | null = null,
  mode: ServiceMode = "shop",
): Promise<Map<string, Interval[]>> {
  const { rows } = await db.query<{ date: string; start_time: string; end_time: string }>(
    `SELECT date::text AS date, start_time, end_time FROM appointments
      WHERE store = $1 AND date BETWEEN $2 AND $3 AND status = 'booked' AND ($4::integer IS NULL OR id <> $4) AND mode = $5`,
    [store, from, to, except, mode],
  );
  const out = new Map<string, Interval[]>();
  for (const row of rows) {
    const list = out.get(row.date) ?? [];
    list.push({ start: parseTime(row.start_time) ?? 0, end: parseTime(row.end_time, true) ?? 0 });
    out.set(row.date, list);
  }
  return out;
}

export function storeClock(ctx: AppContext, store: string) {
  const seed = ctx.catalog.storesBySlug.get(store)!.seed;
  return { seed, today: localNow(ctx.now(), seed.timezone ?? DEFAULT_TIMEZONE) };
}

/** The store's today, "YYYY-MM-DD" in its time zone. */
export function storeToday(ctx: AppContext, store: string): string {
  return storeClock(ctx, store).today.date;
}

/** Whether a date is within the booking horizon of a store (today included). */
export function isInsideHorizon(ctx: AppContext, store: string, date: string): boolean {
  const today = storeToday(ctx, store);
  return date >= today && date <= plusDays(today, BOOKING_HORIZON_DAYS - 1);
}

export function slotsFor(
  ctx: AppContext,
  store: string,
  durationMinutes: number,
  date: string,
  bookings: Interval[],
  mode: ServiceMode = "shop",
): TimeWindow[] {
  if (!isInsideHorizon(ctx, store, date)) return [];
  const { seed, today } = storeClock(ctx, store);
  return daySlots({ availabilities: seed.storesAvailabilities ?? [], date, durationMinutes, today, bookings, mode });
}

/**
 * The slot a booking (or a move) asks for, checked inside the transaction
 * that then writes it: 422 when the shop offers no such slot that day, 409
 * slot_taken when another booking overlaps it, 422 slot_unavailable when it
 * has passed. `except` is the appointment being moved (its own time does not block it).
 */
export async function claimableSlot(
  ctx: AppContext,
  tx: Tx,
  request: { store: string; durationMinutes: number; date: string; startTime: string; except?: number; mode?: ServiceMode },
): Promise<TimeWindow> {
  const { store, durationMinutes, date, startTime, mode = "shop" } = request;
  const bookings = (await bookingsOf(tx, store, date, date, request.except ?? null, mode)).get(date) ?? [];
  const slot = slotsFor(ctx, store, durationMinutes, date, bookings, mode).find((s) => s.start === startTime);
  if (!slot) throw unprocessable([{ propertyPath: "startTime", message: "invalid_slot" }]);
  const own = { start: parseTime(slot.start)!, end: parseTime(slot.end, true)! };
  if (bookings.some((b) => b.start < own.end && own.start < b.end)) throw new HttpError(409, "slot_taken");
  if (!slot.available) throw unprocessable([{ propertyPath: "startTime", message: "slot_unavailable" }]);
  return slot;
}

// Lengths first (slugSchema too): a long or hostile value is refused before any other check, naming its parameter.
const isoDate = z.string().max(10, { message: "invalid_date", abort: true }).refine(isValidIsoDate, { message: "invalid_date" });
const mode = z.enum(SERVICE_MODES, { message: "invalid_mode" }).default("shop");
const slotQuery = z.object({ store: slugSchema, category: z.coerce.number().int(), date: isoDate, mode });
const rangeQuery = z.object({ store: slugSchema, category: z.coerce.number().int(), from: isoDate, to: isoDate, mode });

export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalog, db } = ctx;

  function resolve(store: string, categoryId: number, locale: Locale, mode: ServiceMode): BookableCategory {
    if (!catalog.storesBySlug.has(store)) throw notFound(`Store "${store}"`);
    const category = bookableCategoriesFor(catalog, store, locale).find((c) => c.id === categoryId);
    if (!category) throw notFound(`Category ${categoryId} at "${store}"`);
    if (mode === "mobile" && !offersMobileService(catalog, store)) {
      throw new HttpError(400, "no_mobile_service", { detail: `"${store}" does not go to the driver: ask for mode=shop.` });
    }
    return category;
  }

  app.get("/location_services/:slug/categories", async (request, reply) => {
    const q = parseListQuery(request.query);
    const { slug } = request.params as { slug: string };
    if (!catalog.storesBySlug.has(slug)) throw notFound(`Store "${slug}"`);
    const items = bookableCategoriesFor(catalog, slug, q.locale);
    reply.header("X-Total-Count", String(items.length));
    return items;
  });

  app.get("/location_services/times_window", async (request) => {
    const q = parseListQuery(request.query);
    const { store, category, date, mode } = parseOr400(slotQuery, request.query);
    const cat = resolve(store, category, q.locale, mode);
    const bookings = await bookingsOf(db, store, date, date, null, mode);
    return slotsFor(ctx, store, cat.durationMinutes, date, bookings.get(date) ?? [], mode);
  });

  app.get("/location_services/availabilities", async (request) => {
    const q = parseListQuery(request.query);
    const { store, category, from, to, mode } = parseOr400(rangeQuery, request.query);
    if (to < from) throw new HttpError(400, "invalid_range", { detail: "`to` must not be before `from`." });
    if (daysBetween(from, to) > MAX_AVAILABILITY_DAYS) {
      throw new HttpError(400, "range_too_long", { detail: `At most ${MAX_AVAILABILITY_DAYS} days per request.` });
    }
    const cat = resolve(store, category, q.locale, mode);
    const { seed, today } = storeClock(ctx, store);
    const days = availabilityRange({
      availabilities: seed.storesAvailabilities ?? [],
      durationMinutes: cat.durationMinutes,
      today,
      from,
      to,
      bookingsByDate: await bookingsOf(db, store, from, to, null, mode),
      mode,
    });
    return days.map((day) => (day.available && !isInsideHorizon(ctx, store, day.date) ? { ...day, available: false } : day));
  });
}
