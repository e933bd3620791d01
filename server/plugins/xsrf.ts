/**
 * Anti-forgery double submit (SPEC §7): every response sets a random
 * XSRF-TOKEN cookie (readable by the page's script, SameSite=Lax) when the
 * request has none, and a state-changing request to the API must echo it in
 * the X-XSRF-TOKEN header, else 403 {"message": "invalid_xsrf_token"}.
 */
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Adds the hook to `app` itself (not an encapsulated plugin), so it covers every route. */
export function registerXsrf(app: FastifyInstance, opts: { apiPrefix: string }): void {
  app.addHook("onRequest", async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, crypto.randomBytes(24).toString("base64url"), {
        path: "/",
        sameSite: "lax",
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith(opts.apiPrefix)) return;
    const header = request.headers[XSRF_HEADER];
    const value = Array.isArray(header) ? header[0] : header;
    if (!cookie || !value || !sameToken(cookie, value)) {
      await reply.code(403).send({ message: "invalid_xsrf_token" });
      return reply;
    }
  });
}
