/**
 * POST endpoints: what visitors submit is validated with the contract schemas
 * of src/contract/requests.ts and stored in one transaction with its
 * idempotency record (and, for coupons, its outbox message).
 *
 * Answers: 201 with the stored record {id, createdAt, ...}; 415 when the body
 * is not JSON; 422 {message, violations} for invalid fields or unknown
 * references; 409 {message: "slot_taken"} for a booked slot. A replayed
 * Idempotency-Key returns the first answer and stores nothing (a booking's
 * private token is not part of the stored answer: a replay gets a new one).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  appointmentSchema,
  couponEmailSchema,
  couponPhoneSchema,
  estimateRequestSchema,
  franchiseOpportunitySchema,
  newsletterSubscriberSchema,
  promoPageSubmissionSchema,
  OTHER_INSURER,
  type CouponSendRequest,
} from "../../src/contract";
import type { AppContext } from "../context";
import { pgErrorCode, type Db, type Tx } from "../db/database";
import { findBySlug } from "../lib/catalog";
import { HttpError, assertJson, toViolations, unprocessable, type Violation } from "../lib/http";
import { pick } from "../lib/localize";
import { couponEmail, couponText } from "../lib/messages";
import { bookableCategoriesFor, claimableSlot } from "./booking";
import { issueManageLink, notifyBooking } from "./manage-booking";
import { linkPhotos } from "./photos";

type Json = Record<string, unknown>;
interface Outcome {
  status: number;
  /** The answer, also stored with the Idempotency-Key and replayed. */
  body: Json;
  /** Fields sent with the first answer only, never stored (a booking's private token). */
  secret?: Json;
}

export const IDEMPOTENCY_KEY_MAX = 200;


function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers["idempotency-key"];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX) throw new HttpError(400, "invalid_idempotency_key");
  return key;
}

async function priorOutcome(db: Db | Tx, endpoint: string, key: string): Promise<Outcome | null> {
  const { rows } = await db.query<{ status: number; response: Json }>(
    "SELECT status, response FROM idempotency_keys WHERE endpoint = $1 AND key = $2",
    [endpoint, key],
  );
  return rows[0] ? { status: rows[0].status, body: rows[0].response } : null;
}

/** Runs `work` in a transaction that also records (or replays) the idempotency key. */
async function runOnce(
  db: Db,
  endpoint: string,
  key: string | null,
  work: (tx: Tx) => Promise<Outcome>,
): Promise<Outcome & { replayed: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      if (key) {
        const prior = await priorOutcome(tx, endpoint, key);
        if (prior) return { ...prior, replayed: true };
      }
      const outcome = await work(tx);
      if (key) {
        await tx.query(
          "INSERT INTO idempotency_keys (endpoint, key, status, response) VALUES ($1, $2, $3, $4::jsonb)",
          [endpoint, key, outcome.status, JSON.stringify(outcome.body)],
        );
      }
      return { ...outcome, replayed: false };
    });
  } catch (error) {
    if (key && pgErrorCode(error) === "23505") {
      const prior = await priorOutcome(db, endpoint, key);
      if (prior) return { ...prior, replayed: true };
    }
    throw error;
  }
}

function created(row: Json, fields: Json): Outcome {
  const createdAt = row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at);
  return { status: 201, body: { id: row.id, createdAt, ...fields } };
}

export function registerSubmissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalog, db } = ctx;

  function post<S extends z.ZodType>(
    path: string,
    schema: S,
    check: (body: z.infer<S>) => Violation[],
    run: (body: z.infer<S>, tx: Tx) => Promise<Outcome>,
    /** What a replayed answer gets instead of the secret fields it never stored. */
    onReplay?: (stored: Json) => Promise<Json>,
  ): void {
    app.post(path, async (request, reply) => {
      assertJson(request);
      const parsed = schema.safeParse(request.body ?? null);
      if (!parsed.success) throw unprocessable(toViolations(parsed.error));
      const violations = check(parsed.data);
      if (violations.length) throw unprocessable(violations);
      const key = idempotencyKey(request);
      const outcome = await runOnce(db, path, key, (tx) => run(parsed.data, tx));
      if (outcome.replayed) reply.header("Idempotent-Replayed", "true");
      const extra = outcome.replayed ? ((await onReplay?.(outcome.body)) ?? {}) : (outcome.secret ?? {});
      return reply.code(outcome.status).send({ ...outcome.body, ...extra });
    });
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
        return { title: String(c.title), conditions: String(c.conditions ?? ""), expiresAt: (c.expiresAt as string | null) ?? null };
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
    post(path, channel === "email" ? couponEmailSchema : couponPhoneSchema, checkCoupons, async (body, tx) => {
      const { rows } = await tx.query<Json>(
        `INSERT INTO ${table} (${column}, coupons, stores, locale) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
        [body.name, body.coupons, body.stores, body.locale],
      );
      const message = channel === "email" ? couponEmail(couponInput(body)) : couponText(couponInput(body));
      await tx.query(
        "INSERT INTO outbox (channel, recipient, subject, body, locale, source_table, source_id) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        [channel, body.name, message.subject, message.body, body.locale, table, rows[0].id],
      );
      return created(rows[0], body);
    });
  }

  post("/franchise_opportunities", franchiseOpportunitySchema, () => [], async (body, tx) => {
    const { rows } = await tx.query<Json>(
      "INSERT INTO franchise_opportunities (email, data) VALUES ($1, $2::jsonb) RETURNING id, created_at",
      [body.email, JSON.stringify(body)],
    );
    return created(rows[0], body);
  });

  const insurerSlugs = new Set(catalog.seed.insurers.map((i) => i.slug));
  post(
    "/request_estimates",
    estimateRequestSchema,
    (body) => [
      ...unknownStore(body.store, "store"),
      ...(body.insuranceClaim && body.insurer !== OTHER_INSURER && !insurerSlugs.has(body.insurer ?? "")
        ? [{ propertyPath: "insurer", message: "unknown_insurer" }]
        : []),
    ],
    async (body, tx) => {
      // The claim's details only go with a claim; the other insurer's name only with "other".
      const { insurer, insurerOther, policyHolder, claimNumber, ...rest } = body;
      const stored = body.insuranceClaim
        ? { ...rest, insurer, insurerOther: insurer === OTHER_INSURER ? insurerOther : undefined, policyHolder, claimNumber }
        : rest;
      const { rows } = await tx.query<Json>(
        "INSERT INTO request_estimates (store, data) VALUES ($1, $2::jsonb) RETURNING id, created_at",
        [body.store, JSON.stringify(stored)],
      );
      if (!(await linkPhotos(tx, body.photos, Number(rows[0].id), ctx.now()))) {
        // Unknown, already sent with another request or past its time: nothing is stored.
        throw unprocessable([{ propertyPath: "photos", message: "photo_unavailable" }]);
      }
      return created(rows[0], stored);
    },
  );

  post("/newsletter_subscribers", newsletterSubscriberSchema, () => [], async (body, tx) => {
    // Subscribing twice keeps the first subscription (and answers with it).
    const inserted = await tx.query<Json>(
      "INSERT INTO newsletter_subscribers (email, data) VALUES ($1, $2::jsonb) ON CONFLICT (lower(email)) DO NOTHING RETURNING id, created_at",
      [body.email, JSON.stringify(body)],
    );
    const row =
      inserted.rows[0] ??
      (await tx.query<Json>("SELECT id, created_at FROM newsletter_subscribers WHERE lower(email) = lower($1)", [body.email])).rows[0];
    return created(row, body);
  });

  post(
    "/promo_page_submissions",
    promoPageSubmissionSchema,
    (body) => {
      const page = findBySlug(catalog.seed.promoPages, body.promoPage, body.locale);
      if (!page) return [{ propertyPath: "promoPage", message: "unknown_promo_page" }];
      const fields = (page.formFields as { name: string; type: string; required?: boolean }[] | undefined) ?? [];
      const violations: Violation[] = [];
      for (const field of fields) {
        const value = body.data[field.name];
        const empty = value === undefined || value === "" || value === false;
        if (field.required && empty) violations.push({ propertyPath: `data.${field.name}`, message: "required" });
        else if (!empty && typeof value === "string") {
          if (field.type === "email" && !EMAIL_PATTERN.test(value.trim()))
            violations.push({ propertyPath: `data.${field.name}`, message: "invalid_email" });
          if (field.type === "tel" && !PHONE_PATTERN.test(value.trim()))
            violations.push({ propertyPath: `data.${field.name}`, message: "invalid_phone" });
        }
      }
      return violations;
    },
    async (body, tx) => {
      const page = findBySlug(catalog.seed.promoPages, body.promoPage, body.locale)!;
      const slug = pick(page.slug, "fr");
      const { rows } = await tx.query<Json>(
        "INSERT INTO promo_page_submissions (promo_page, data) VALUES ($1, $2::jsonb) RETURNING id, created_at",
        [slug, JSON.stringify(body)],
      );
      return created(rows[0], body);
    },
  );

  post(
    "/appointments",
    appointmentSchema,
    (body) => {
      const violations = unknownStore(body.store, "store");
      if (violations.length) return violations;
      if (!bookableCategoriesFor(catalog, body.store).some((c) => c.id === body.category)) {
        violations.push({ propertyPath: "category", message: "unknown_category" });
      }
      return violations;
    },
    async (body, tx) => {
      const category = bookableCategoriesFor(catalog, body.store).find((c) => c.id === body.category)!;
      const slot = await claimableSlot(ctx, tx, { store: body.store, durationMinutes: category.durationMinutes, date: body.date, startTime: body.startTime });
      let row: Json;
      try {
        ({ rows: [row] } = await tx.query<Json>(
          "INSERT INTO appointments (store, category, date, start_time, end_time, data) VALUES ($1, $2, $3, $4, $5, $6::jsonb) RETURNING id, created_at",
          [body.store, body.category, body.date, slot.start, slot.end, JSON.stringify(body)],
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
    // A retried booking gets a new link to the same appointment while it is still booked.
    async (stored) => {
      const id = Number(stored.id);
      const { rows } = await db.query("SELECT 1 FROM appointments WHERE id = $1 AND status = 'booked'", [id]);
      return rows.length ? { manageToken: await issueManageLink(db, id) } : {};
    },
  );
}
