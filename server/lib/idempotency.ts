/**
 * Idempotency of the POST endpoints: a request may carry an Idempotency-Key
 * (IETF Idempotency-Key draft). The first answer is stored with the key, bound
 * to a hash of the endpoint and the validated body, in the same transaction
 * as the submission; a replay gets that answer again and stores nothing, and
 * the same key with another body is refused (422 "idempotency_key_reused").
 */
import crypto from "node:crypto";
import type { FastifyRequest } from "fastify";
import { pgErrorCode, type Db, type Tx } from "../db/database";
import { HttpError } from "../lib/http";

export type Json = Record<string, unknown>;

export interface Outcome {
  status: number;
  /** The answer, also stored with the Idempotency-Key and replayed. */
  body: Json;
  /** Fields sent with the first answer only, never stored (a booking's private token). */
  secret?: Json;
}

export const IDEMPOTENCY_KEY_MAX = 200;
/** Visible ASCII only: a key is an opaque token (a UUID in practice). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]+$/;

/** A value as JSON with object keys sorted, so equal bodies hash equal. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Json)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** What an idempotency key is bound to: the endpoint and the validated body. */
export function requestHash(endpoint: string, body: unknown): string {
  return crypto
    .createHash("sha256")
    .update(`${endpoint}\n${canonicalJson(body)}`)
    .digest("base64url");
}

export function idempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers["idempotency-key"];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX || !IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, "invalid_idempotency_key");
  return key;
}

async function priorOutcome(db: Db | Tx, endpoint: string, key: string, hash: string): Promise<Outcome | null> {
  const { rows } = await db.query<{ status: number; response: Json; request_hash: string | null }>(
    "SELECT status, response, request_hash FROM idempotency_keys WHERE endpoint = $1 AND key = $2",
    [endpoint, key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== null && row.request_hash !== hash) {
    throw new HttpError(422, "idempotency_key_reused", {
      detail: "This Idempotency-Key was used with another request body: send a new key for a new request.",
    });
  }
  return { status: row.status, body: row.response };
}

/** Runs `work` in a transaction that also records (or replays) the idempotency key, bound to the body's hash. */
export async function runOnce(
  db: Db,
  endpoint: string,
  idempotency: { key: string; hash: string } | null,
  work: (tx: Tx) => Promise<Outcome>,
): Promise<Outcome & { replayed: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      if (idempotency) {
        const prior = await priorOutcome(tx, endpoint, idempotency.key, idempotency.hash);
        if (prior) return { ...prior, replayed: true };
      }
      const outcome = await work(tx);
      if (idempotency) {
        await tx.query("INSERT INTO idempotency_keys (endpoint, key, status, response, request_hash) VALUES ($1, $2, $3, $4::jsonb, $5)", [
          endpoint,
          idempotency.key,
          outcome.status,
          JSON.stringify(outcome.body),
          idempotency.hash,
        ]);
      }
      return { ...outcome, replayed: false };
    });
  } catch (error) {
    if (idempotency && pgErrorCode(error) === "23505") {
      const prior = await priorOutcome(db, endpoint, idempotency.key, idempotency.hash);
      if (prior) return { ...prior, replayed: true };
    }
    throw error;
  }
}
