/**
 * Per-client rate limit of submissions: every POST, PUT, PATCH and DELETE of
 * the API counts against one budget per client (see lib/client.ts), all
 * endpoints together; past it the answer is 429 {message: "too_many_requests",
 * retryAfter} with a Retry-After header in seconds, before the body is read.
 * Counting is @fastify/rate-limit's in-memory store (a bounded LRU of clients).
 */
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AbuseLimits } from "../config";
import { clientKey } from "../lib/client";
import { HttpError } from "../lib/http";

const COUNTED = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A 429 answer: the seconds to wait, as a header and in the body. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, { retryAfter: seconds });
}

export async function registerSubmissionRateLimit(api: FastifyInstance, limits: AbuseLimits): Promise<void> {
  await api.register(fastifyRateLimit, { global: false });
  const check = api.createRateLimit({
    max: limits.submissionsPerWindow,
    timeWindow: limits.submissionWindowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => `submit:${clientKey(request.ip)}`,
  });
  api.addHook("onRequest", async (request) => {
    if (!COUNTED.has(request.method)) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests("too_many_requests", result.ttlInSeconds);
  });
}
