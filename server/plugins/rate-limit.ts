/**
 * Per-client rate limit of submissions: every POST, PUT, PATCH and DELETE of
 * the API counts against one budget per client (see lib/client.ts), all
 * endpoints together; past it the answer is 429 {message: "too_many_requests",
 * retryAfter} with a Retry-After header in seconds, before the body is read.
 * Counting is @fastify/rate-limit's in-memory store (a bounded LRU of clients).
 * Reads worth guessing at (a booking's private link) get a budget of their
 * own (`clientBudget`).
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

/**
 * A budget of `max` requests per client and window, counted under `name`:
 * the returned check throws 429 past it. For the API's scope, after
 * registerSubmissionRateLimit (which registers the plugin there).
 */
export function clientBudget(api: FastifyInstance, name: string, max: number, windowSeconds: number): (request: FastifyRequest) => Promise<void> {
  const check = api.createRateLimit({
    max,
    timeWindow: windowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => `${name}:${clientKey(request.ip)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests("too_many_requests", result.ttlInSeconds);
  };
}

export async function registerSubmissionRateLimit(api: FastifyInstance, limits: AbuseLimits): Promise<void> {
  await api.register(fastifyRateLimit, { global: false });
  const check = clientBudget(api, "submit", limits.submissionsPerWindow, limits.submissionWindowSeconds);
  api.addHook("onRequest", async (request) => {
    if (COUNTED.has(request.method)) await check(request);
  });
}
