/**
 * POST endpoints: what visitors submit is validated with the contract schemas
 * of src/contract/requests.ts and stored in one transaction with its
 * idempotency record (and, for coupons, its outbox message).
 *
 * Answers: 201 with the stored record {id, createdAt, ...}; 415 when the body
 * is not JSON; 422 {message, violations} for invalid fields or unknown
 * references; 409 {message: "slot_taken"} for a booked slot; 429 past an
 * abuse limit (see config.ts). Replays of an Idempotency-Key: see
 * ../lib/idempotency.ts (a booking's private token is not stored: a replay
 * answers without it, with manageLinkSent: true, and mints no new one).
 */
import type { FastifyInstance } from "fastify";
import { pgErrorCode, type Tx } from "../db/database";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, PHONE_PATTERN, OTHER_INSURER, type CouponSendRequest } from "../../src/contract";
import type { AppContext } from "../context";
import { findBySlug } from "../lib/catalog";
import { offerStateAt } from "../../src/lib/offer-dates";
import { HttpError, unprocessable, type Violation } from "../lib/http";
import { clientFingerprint, clientKey, recipientKey } from "../lib/client";
import { pick } from "../lib/localize";
import { couponEmail, couponText } from "../lib/messages";
import { tooManyRequests } from "../plugins/rate-limit";
import { bookableCategoriesFor, claimableSlot, isInsideHorizon, offersMobileService, storeToday } from "./booking";
import { createGeocoder } from "../../src/lib/geo/geocode";
import { placeOfPostalCode, serviceAreaVerdict } from "../../src/lib/service-area";
import { issueManageLink, notifyBooking } from "./manage-booking";
import { linkPhotos } from "./photos";
import type { Json } from "../lib/idempotency";
import { created, endpointPoster } from "./submission-endpoint";

export function registerSubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalog, db } = ctx;

  const post = endpointPoster(app, db);

  /**
   * The daily cap of coupon messages to one address or number: 429 with the
   * seconds until the oldest of the day's messages is a day old.
   */
  async function assertRecipientAllowance(tx: Tx, channel: "email" | "sms", recipient: string): Promise<void> {
    const { rows } = await tx.query<{ n: number; wait: number | null }>(
      `SELECT count(*)::int AS n,
              EXTRACT(EPOCH FROM (min(created_at) + interval '1 day' - now()))::float8 AS wait
         FROM outbox WHERE channel = $1 AND recipient_key = $2 AND created_at > now() - interval '1 day'`,
      [channel, recipient],
    );
    if (rows[0].n >= ctx.limits.couponMessagesPerRecipient) {
      throw tooManyRequests("too_many_messages_to_recipient", rows[0].wait ?? 86_400);
    }
  }

  const unknownStore = (slug: string, propertyPath: string): Violation[] =>
    catalog.storesBySlug.has(slug) ? [] : [{ propertyPath, message: "unknown_store" }];

  function checkCoupons(body: CouponSendRequest): Violation[] {
    const violations = body.stores.flatMap((slug, i) => unknownStore(slug, `stores.${i}`));
    body.coupons.forEach((id, i) => {
      const coupon = catalog.seed.coupons.find((c) => c.id === id);
      if (!coupon) return violations.push({ propertyPath: `coupons.${i}`, message: "unknown_coupon" });
      const kind = coupon.kind ?? "store";
      const atStores = body.stores.every((slug) => catalog.storesBySlug.get(slug)?.seed.coupons?.includes(id) ?? true);
      if (kind === "store" && !atStores) violations.push({ propertyPath: `coupons.${i}`, message: "coupon_not_at_store" });
    });
    return violations;
  }

  function couponInput(body: CouponSendRequest) {
    const view = catalog.views[body.locale];
    return {
      locale: body.locale,
      coupons: body.coupons.map((id) => {
        const c = view.coupons.find((x) => x.id === id) as Json;
        return { title: String(c.title), conditions: (c.conditions as string | null) ?? "", expiresAt: (c.expiresAt as string | null) ?? null };
      }),
      stores: body.stores.map((slug) => {
        const s = catalog.storesBySlug.get(slug)!.seed;
        return { name: s.name, streetAddress: s.streetAddress, city: s.city, phone: s.trackingPhone ?? s.phone };
      }),
    };
  }

  for (const channel of ["email", "sms"] as const) {
    const path = channel === "email" ? "/coupons_emails" : "/coupons_phones";
    const table = channel === "email" ? "coupon_emails" : "coupon_phones";
    const column = channel === "email" ? "email" : "phone";
    post(path, checkCoupons, async (body, tx) => {
      const recipient = recipientKey(channel, body.name);
      await assertRecipientAllowance(tx, channel, recipient);
      const { rows } = await tx.query<Json>(`INSERT INTO ${table} (${column}, coupons, stores, locale) VALUES ($1, $2, $3, $4) RETURNING id, created_at`, [
        body.name,
        body.coupons,
        body.stores,
        body.locale,
      ]);
      const message = channel === "email" ? couponEmail(couponInput(body)) : couponText(couponInput(body));
      await tx.query(
        "INSERT INTO outbox (channel, recipient, subject, body, locale, source_table, source_id, recipient_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        [channel, body.name, message.subject, message.body, body.locale, table, rows[0].id, recipient],
      );
      return created(rows[0], body);
    });
  }

  post(
    "/franchise_opportunities",
    () => [],
    async (body, tx) => {
      const { rows } = await tx.query<Json>("INSERT INTO franchise_opportunities (email, data) VALUES ($1, $2::jsonb) RETURNING id, created_at", [
        body.email,
        JSON.stringify(body),
      ]);
      return created(rows[0], body);
    },
  );

  /** A request that names an instant quote names one the API made (422 `unknown_quote` otherwise). */
  async function assertKnownQuote(tx: Tx, quote: string | undefined): Promise<void> {
    if (quote === undefined) return;
    const { rows } = await tx.query("SELECT 1 FROM quotes WHERE number = $1", [quote]);
    if (!rows.length) throw unprocessable([{ propertyPath: "quote", message: "unknown_quote" }]);
  }

  const insurerSlugs = new Set(catalog.seed.insurers.map((i) => i.slug));
  post(
    "/request_estimates",
    (body) => [
      ...unknownStore(body.store, "store"),
      // A Ziebart shop quotes its protection services, a Uniglass shop glass damage.
      ...(catalog.storesBySlug.has(body.store) && Boolean(catalog.storesBySlug.get(body.store)?.seed.isZiebart) !== Boolean(body.service)
        ? [{ propertyPath: "service", message: body.service ? "unknown_category" : "required" }]
        : []),
      ...(body.insuranceClaim && body.insurer !== OTHER_INSURER && !insurerSlugs.has(body.insurer ?? "")
        ? [{ propertyPath: "insurer", message: "unknown_insurer" }]
        : []),
    ],
    async (body, tx) => {
      await assertKnownQuote(tx, body.quote);
      // The claim's details only go with a claim; the other insurer's name only with "other".
      const { insurer, insurerOther, policyHolder, claimNumber, ...rest } = body;
      const stored = body.insuranceClaim
        ? { ...rest, insurer, insurerOther: insurer === OTHER_INSURER ? insurerOther : undefined, policyHolder, claimNumber }
        : rest;
      const { rows } = await tx.query<Json>("INSERT INTO request_estimates (store, data) VALUES ($1, $2::jsonb) RETURNING id, created_at", [
        body.store,
        JSON.stringify(stored),
      ]);
      if (!(await linkPhotos(tx, body.photos, Number(rows[0].id), ctx.now()))) {
        // Unknown, already sent with another request or past its time: nothing is stored.
        throw unprocessable([{ propertyPath: "photos", message: "photo_unavailable" }]);
      }
      return created(rows[0], stored);
    },
  );

  post(
    "/newsletter_subscribers",
    () => [],
    async (body, tx) => {
      // Subscribing twice keeps the first subscription (and answers with it).
      const inserted = await tx.query<Json>(
        "INSERT INTO newsletter_subscribers (email, data) VALUES ($1, $2::jsonb) ON CONFLICT (lower(email)) DO NOTHING RETURNING id, created_at",
        [body.email, JSON.stringify(body)],
      );
      const row =
        inserted.rows[0] ?? (await tx.query<Json>("SELECT id, created_at FROM newsletter_subscribers WHERE lower(email) = lower($1)", [body.email])).rows[0];
      return created(row, body);
    },
  );

  post(
    "/promo_page_submissions",
    (body) => {
      const page = findBySlug(catalog.seed.promoPages, body.promoPage, body.locale);
      if (!page) return [{ propertyPath: "promoPage", message: "unknown_promo_page" }];
      // Outside its dates the offer takes no more answers, whatever the page the visitor had open says.
      const state = offerStateAt(page, ctx.now());
      if (state === "ended") return [{ propertyPath: "promoPage", message: "offer_ended" }];
      if (state === "upcoming") return [{ propertyPath: "promoPage", message: "offer_not_started" }];
      const fields = (page.formFields as { name: string; type: string; required?: boolean }[] | undefined) ?? [];
      const violations: Violation[] = [];
      for (const field of fields) {
        const value = body.data[field.name];
        const empty = value === undefined || value === "" || value === false;
        if (field.required && empty) violations.push({ propertyPath: `data.${field.name}`, message: "required" });
        else if (!empty && typeof value === "string") {
          // Lengths before patterns.
          if (field.type === "email" && (value.trim().length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value.trim())))
            violations.push({ propertyPath: `data.${field.name}`, message: "invalid_email" });
          if (field.type === "tel" && (value.trim().length > 32 || !PHONE_PATTERN.test(value.trim())))
            violations.push({ propertyPath: `data.${field.name}`, message: "invalid_phone" });
        }
      }
      return violations;
    },
    async (body, tx) => {
      const page = findBySlug(catalog.seed.promoPages, body.promoPage, body.locale)!;
      const slug = pick(page.slug, "fr");
      const { rows } = await tx.query<Json>("INSERT INTO promo_page_submissions (promo_page, data) VALUES ($1, $2::jsonb) RETURNING id, created_at", [
        slug,
        JSON.stringify(body),
      ]);
      return created(rows[0], body);
    },
  );

  /**
   * The cap on upcoming bookings: one client (its address) and one contact
   * (e-mail or phone) may hold at most `openBookingsPerClient` appointments
   * from the store's today on. 429 "too_many_open_bookings" past it.
   */
  async function assertBookingAllowance(tx: Tx, today: string, client: string, contact: string): Promise<void> {
    const { rows } = await tx.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM appointments WHERE date >= $1 AND status = 'booked' AND (client = $2 OR contact = $3)",
      [today, client, contact],
    );
    if (rows[0].n >= ctx.limits.openBookingsPerClient) {
      throw new HttpError(429, "too_many_open_bookings", { limit: ctx.limits.openBookingsPerClient });
    }
  }

  // The bundled postal-code table alone, as the appointment form places an address: both judge an address the same way.
  const areaGeocoder = createGeocoder();

  /**
   * A visit at the driver's address: the shop must offer mobile service, and the
   * address's postal code must be placed within its radius (the rule of
   * src/lib/service-area.ts, which the form also applies).
   */
  function mobileViolations(store: string, postalCode: string): Violation[] {
    if (!offersMobileService(catalog, store)) return [{ propertyPath: "mode", message: "no_mobile_service" }];
    const entry = catalog.storesBySlug.get(store)!;
    const shop = { slug: store, latitude: entry.latitude, longitude: entry.longitude, mobileService: entry.seed.mobileService };
    const verdict = serviceAreaVerdict(shop, placeOfPostalCode(areaGeocoder, postalCode));
    if (verdict.status === "unknown_place") return [{ propertyPath: "serviceAddress.postalCode", message: "postal_code_not_found" }];
    if (verdict.status === "outside") return [{ propertyPath: "serviceAddress.postalCode", message: "outside_service_area" }];
    if (verdict.status === "no_mobile_service") return [{ propertyPath: "mode", message: "no_mobile_service" }];
    return [];
  }

  post(
    "/appointments",
    (body) => {
      const violations = unknownStore(body.store, "store");
      if (violations.length) return violations;
      if (!bookableCategoriesFor(catalog, body.store).some((c) => c.id === body.category)) {
        violations.push({ propertyPath: "category", message: "unknown_category" });
      }
      if (!isInsideHorizon(ctx, body.store, body.date)) violations.push({ propertyPath: "date", message: "date_unavailable" });
      if (body.mode === "mobile" && body.serviceAddress) violations.push(...mobileViolations(body.store, body.serviceAddress.postalCode));
      return violations;
    },
    async (body, tx, request) => {
      await assertKnownQuote(tx, body.quote);
      // The refinement of the schema makes sure the preferred contact is there.
      const contact = body.preferredContact === "email" ? recipientKey("email", body.email ?? "") : recipientKey("sms", body.phone ?? "");
      const client = clientFingerprint(clientKey(request.ip), ctx.secret);
      await assertBookingAllowance(tx, storeToday(ctx, body.store), client, contact);
      const category = bookableCategoriesFor(catalog, body.store).find((c) => c.id === body.category)!;
      const slot = await claimableSlot(ctx, tx, {
        store: body.store,
        durationMinutes: category.durationMinutes,
        date: body.date,
        startTime: body.startTime,
        mode: body.mode,
      });
      let row: Json;
      try {
        ({
          rows: [row],
        } = await tx.query<Json>(
          "INSERT INTO appointments (store, category, date, start_time, end_time, data, client, contact, mode) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) RETURNING id, created_at",
          [body.store, body.category, body.date, slot.start, slot.end, JSON.stringify(body), client, contact, body.mode],
        ));
      } catch (error) {
        if (pgErrorCode(error) === "23505") throw new HttpError(409, "slot_taken");
        throw error;
      }
      // The private link goes to the visitor (answer, e-mail, text), never into the stored answer.
      const token = await issueManageLink(tx, Number(row.id));
      await notifyBooking(ctx, tx, Number(row.id), "booked", token);
      return { ...created(row, { ...body, endTime: slot.end }), secret: { manageToken: token } };
    },
    // A replay (the same key and body, from anyone) gets the first answer without its token, which was
    // never stored, and mints no new one: whoever sent the first request has it, in that answer and in
    // the confirmation messages.
    async () => ({ manageLinkSent: true }),
  );
}
