/**
 * A booking managed from its private link (the token travels in
 * `Authorization: Bearer …`, so it stays out of URLs the API logs):
 *   GET  /appointments/manage         the booking
 *   POST /appointments/manage/move    another free slot of the same shop and service
 *   POST /appointments/manage/cancel  cancels it; its slot is free at once
 * Looking a booking up counts against a budget per client (429 past it: a
 * link cannot be guessed by trying). A wrong token is 404 invalid_link; a
 * cancelled booking or one that has ended is 410 appointment_cancelled /
 * appointment_past: the link no longer works, and it never shows another
 * booking. Moves are checked like bookings (409 slot_taken); moving to the
 * time it already has changes nothing, so a retried move is harmless. Each change sends the visitor an e-mail and/or a
 * text (outbox) and bumps the calendar entry's sequence.
 */
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from "fastify";
import { appointmentMoveSchema, type ManagedAppointment, type ServiceAddress, type ServiceMode } from "../../src/contract";
import type { Locale } from "../../src/config/site";
import { appointmentUid } from "../../src/lib/ics";
import type { AppContext } from "../context";
import { pgErrorCode, type Db, type Tx } from "../db/database";
import { bearerToken, hasEnded, manageUrl, newManageToken, tokenHash } from "../lib/booking-links";
import { bookingEmail, bookingText, type BookingEvent } from "../lib/booking-messages";
import { sealToken, TOKEN_SLOT } from "../lib/outbox-secrets";
import { HttpError, assertJson, parseListQuery, toViolations, unprocessable } from "../lib/http";
import { clientBudget } from "../plugins/rate-limit";
import { bookableCategoriesFor, claimableSlot, storeClock } from "./booking";

interface AppointmentRow {
  id: number;
  store: string;
  category: number;
  date: string;
  start_time: string;
  end_time: string;
  status: "booked" | "cancelled";
  sequence: number;
  mode: ServiceMode;
  data: { firstName?: string; email?: string; phone?: string; locale?: Locale; serviceAddress?: ServiceAddress };
}

const COLUMNS = "a.id, a.store, a.category, a.date::text AS date, a.start_time, a.end_time, a.status, a.sequence, a.mode, a.data";

/** A new private link to an appointment; returns the token (only its hash is stored). */
export async function issueManageLink(db: Db | Tx, appointmentId: number): Promise<string> {
  const token = newManageToken();
  await db.query("INSERT INTO appointment_links (token_hash, appointment_id) VALUES ($1, $2)", [tokenHash(token), appointmentId]);
  return token;
}

/** A visit's address on one line, as the messages and the booking's page show it. */
const addressLine = (address: ServiceAddress | undefined): string | null =>
  address ? [address.streetAddress, address.city, address.postalCode].join(", ") : null;

function shopOf(ctx: AppContext, slug: string) {
  const seed = ctx.catalog.storesBySlug.get(slug)?.seed;
  return {
    name: seed?.name ?? slug,
    address: seed ? [seed.streetAddress, seed.city, seed.state, seed.zipCode].filter(Boolean).join(", ") : "",
    phone: seed ? (seed.trackingPhone ?? seed.phone ?? "") : "",
    timezone: seed?.timezone ?? "America/Toronto",
  };
}

function serviceName(ctx: AppContext, row: AppointmentRow, locale: Locale): string {
  return bookableCategoriesFor(ctx.catalog, row.store, locale).find((c) => c.id === row.category)?.name ?? "";
}

/**
 * Writes the e-mail (when the booking has an address) and the text (when it
 * has a phone number) of a booking event. A message with the private link
 * is stored with TOKEN_SLOT in its place and the token sealed beside it.
 */
export async function notifyBooking(ctx: AppContext, tx: Tx, appointmentId: number, event: BookingEvent, token: string | null): Promise<void> {
  const { rows } = await tx.query<AppointmentRow>(`SELECT ${COLUMNS} FROM appointments a WHERE a.id = $1`, [appointmentId]);
  const row = rows[0];
  const locale: Locale = row.data.locale === "en" ? "en" : "fr";
  const input = {
    event,
    locale,
    firstName: row.data.firstName ?? "",
    shop: shopOf(ctx, row.store),
    service: serviceName(ctx, row, locale),
    date: row.date,
    start: row.start_time,
    end: row.end_time,
    link: token ? manageUrl(ctx.siteUrl, locale, TOKEN_SLOT) : null,
    visitAddress: row.mode === "mobile" ? addressLine(row.data.serviceAddress) : null,
  };
  const sealed = token ? sealToken(ctx.outboxKey, token) : null;
  const messages = [
    ...(row.data.email ? [{ channel: "email", recipient: row.data.email, ...bookingEmail(input) }] : []),
    ...(row.data.phone ? [{ channel: "sms", recipient: row.data.phone, ...bookingText(input) }] : []),
  ];
  for (const m of messages) {
    await tx.query(
      "INSERT INTO outbox (channel, recipient, subject, body, locale, source_table, source_id, sealed_token) VALUES ($1, $2, $3, $4, $5, 'appointments', $6, $7)",
      [m.channel, m.recipient, m.subject, m.body, locale, appointmentId, sealed],
    );
  }
}

export function registerManageBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  /** The booking a request's token opens, still booked and not over; else the answer that says why. */
  async function open(tx: Db | Tx, request: FastifyRequest): Promise<{ row: AppointmentRow; token: string }> {
    const token = bearerToken(request.headers.authorization);
    const invalid = new HttpError(404, "invalid_link", { notFound: true });
    if (!token) throw invalid;
    const { rows } = await tx.query<AppointmentRow>(
      `SELECT ${COLUMNS} FROM appointment_links l JOIN appointments a ON a.id = l.appointment_id WHERE l.token_hash = $1`,
      [tokenHash(token)],
    );
    const row = rows[0];
    if (!row) throw invalid;
    if (row.status === "cancelled") throw new HttpError(410, "appointment_cancelled");
    if (hasEnded(row.date, row.end_time, storeClock(ctx, row.store).today)) throw new HttpError(410, "appointment_past");
    return { row, token };
  }

  function view(row: AppointmentRow, locale: Locale): ManagedAppointment {
    const shop = shopOf(ctx, row.store);
    return {
      id: row.id,
      uid: appointmentUid(row.id),
      sequence: row.sequence,
      status: row.status,
      store: row.store,
      storeName: shop.name,
      storeAddress: shop.address,
      storePhone: shop.phone,
      timezone: shop.timezone,
      category: row.category,
      service: serviceName(ctx, row, locale),
      date: row.date,
      startTime: row.start_time,
      endTime: row.end_time,
      mode: row.mode,
      serviceAddress: addressLine(row.data.serviceAddress),
    };
  }

  const noStore = { "Cache-Control": "no-store" };
  // Every answer, refusals included (set here, as the scope's checks may answer before the handler): a browser keeps
  // a 410 with no lifetime for good, keyed by address and not by token, and would show it for the next link opened.
  const storeNothing: RouteShorthandOptions = {
    onSend: async (_request, reply, payload) => {
      reply.header("Cache-Control", "no-store");
      return payload;
    },
  };

  // Guessing links: each client may look up so many per window, right or wrong (429 past it).
  const lookups = clientBudget(app, "manage", ctx.limits.manageLookupsPerWindow, ctx.limits.submissionWindowSeconds);

  app.get("/appointments/manage", storeNothing, async (request, reply) => {
    await lookups(request);
    const { locale } = parseListQuery(request.query);
    const { row } = await open(db, request);
    return reply.headers(noStore).send(view(row, locale));
  });

  app.post("/appointments/manage/move", storeNothing, async (request, reply) => {
    const { locale } = parseListQuery(request.query);
    assertJson(request);
    const parsed = appointmentMoveSchema.safeParse(request.body ?? null);
    if (!parsed.success) throw unprocessable(toViolations(parsed.error));
    const { date, startTime } = parsed.data;
    const moved = await db.transaction(async (tx) => {
      const { row, token } = await open(tx, request);
      if (row.date === date && row.start_time === startTime) return row;
      const category = bookableCategoriesFor(ctx.catalog, row.store).find((c) => c.id === row.category);
      if (!category) throw unprocessable([{ propertyPath: "category", message: "unknown_category" }]);
      // A visit at the driver's address moves to another of the mobile technician's visits.
      const slot = await claimableSlot(ctx, tx, {
        store: row.store,
        durationMinutes: category.durationMinutes,
        date,
        startTime,
        except: row.id,
        mode: row.mode,
      });
      try {
        await tx.query("UPDATE appointments SET date = $2, start_time = $3, end_time = $4, sequence = sequence + 1, updated_at = now() WHERE id = $1", [
          row.id,
          date,
          slot.start,
          slot.end,
        ]);
      } catch (error) {
        if (pgErrorCode(error) === "23505") throw new HttpError(409, "slot_taken");
        throw error;
      }
      await notifyBooking(ctx, tx, row.id, "moved", token);
      return (await tx.query<AppointmentRow>(`SELECT ${COLUMNS} FROM appointments a WHERE a.id = $1`, [row.id])).rows[0];
    });
    return reply.headers(noStore).send(view(moved, locale));
  });

  app.post("/appointments/manage/cancel", storeNothing, async (request, reply) => {
    const { locale } = parseListQuery(request.query);
    const cancelled = await db.transaction(async (tx) => {
      const { row } = await open(tx, request);
      await tx.query("UPDATE appointments SET status = 'cancelled', sequence = sequence + 1, updated_at = now() WHERE id = $1", [row.id]);
      await notifyBooking(ctx, tx, row.id, "cancelled", null);
      return (await tx.query<AppointmentRow>(`SELECT ${COLUMNS} FROM appointments a WHERE a.id = $1`, [row.id])).rows[0];
    });
    return reply.headers(noStore).send(view(cancelled, locale));
  });
}
