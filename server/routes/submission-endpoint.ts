/**
 * What every POST endpoint of the sample API shares: the contract schema of
 * its body, and one way to declare it (schema, further checks, the work done
 * in the transaction that also records the Idempotency-Key).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  appointmentSchema,
  couponEmailSchema,
  couponPhoneSchema,
  estimateRequestSchema,
  franchiseOpportunitySchema,
  newsletterSubscriberSchema,
  promoPageSubmissionSchema,
} from "../../src/contract";
import { quoteRequestSchema } from "../../src/contract/quote";
import type { Db, Tx } from "../db/database";
import { assertJson, toViolations, unprocessable, type Violation } from "../lib/http";
import { idempotencyKey, requestHash, runOnce, type Json, type Outcome } from "../lib/idempotency";

/**
 * Every POST endpoint and the contract schema of its body. Tests send hostile
 * bodies to each: an endpoint added here is covered by them.
 */
export const SUBMISSION_ENDPOINTS = {
  "/coupons_emails": couponEmailSchema,
  "/coupons_phones": couponPhoneSchema,
  "/franchise_opportunities": franchiseOpportunitySchema,
  "/request_estimates": estimateRequestSchema,
  "/newsletter_subscribers": newsletterSubscriberSchema,
  "/promo_page_submissions": promoPageSubmissionSchema,
  "/appointments": appointmentSchema,
  "/quotes": quoteRequestSchema,
} as const satisfies Record<string, z.ZodType>;

export function created(row: Json, fields: Json): Outcome {
  const createdAt = row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at);
  return { status: 201, body: { id: row.id, createdAt, ...fields } };
}

/**
 * `post(path, check, run, onReplay?)` for `app`: the body parsed with the
 * endpoint's schema, checked, then run once per Idempotency-Key.
 */
export function endpointPoster(app: FastifyInstance, db: Db) {
  return function post<P extends keyof typeof SUBMISSION_ENDPOINTS, S extends (typeof SUBMISSION_ENDPOINTS)[P]>(
    path: P,
    check: (body: z.infer<S>) => Violation[],
    run: (body: z.infer<S>, tx: Tx, request: FastifyRequest) => Promise<Outcome>,
    /** What a replayed answer gets instead of the secret fields it never stored. */
    onReplay?: (stored: Json) => Promise<Json>,
  ): void {
    const schema = SUBMISSION_ENDPOINTS[path] as z.ZodType as S;
    app.post(path, async (request, reply) => {
      assertJson(request);
      const key = idempotencyKey(request);
      const parsed = schema.safeParse(request.body ?? null);
      if (!parsed.success) throw unprocessable(toViolations(parsed.error));
      const body = parsed.data as z.infer<S>;
      const violations = check(body);
      if (violations.length) throw unprocessable(violations);
      const idempotency = key ? { key, hash: requestHash(path, body) } : null;
      const outcome = await runOnce(db, path, idempotency, (tx) => run(body, tx, request));
      if (outcome.replayed) reply.header("Idempotent-Replayed", "true");
      const extra = outcome.replayed ? ((await onReplay?.(outcome.body)) ?? {}) : (outcome.secret ?? {});
      return reply.code(outcome.status).send({ ...outcome.body, ...extra });
    });
  };
}
