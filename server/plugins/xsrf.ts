/**
 * Anti-forgery double submit: a response sets a random XSRF-TOKEN cookie
 * (readable by the page's script, SameSite=Lax, Secure over HTTPS) when the
 * request has none, and a state-changing request to the API must echo it in
 * the X-XSRF-TOKEN header, else 403 {"message": "invalid_xsrf_token"}.
 *
 * - The check is a hook of the API's routes themselves (`requireXsrf`, added
 *   in the API's scope), not a test of the URL's spelling: `/%61pi/…` reaches
 *   the same route and meets the same check.
 * - The cookie is never set on a response a shared cache may keep and hand to
 *   others (Cache-Control public or immutable: hashed scripts, media), and a
 *   response that sets it is marked private.
 */
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Whether a shared cache may store the response (then it must carry no per-visitor cookie). */
export function sharedCacheable(cacheControl: string | undefined): boolean {
  return /\b(public|immutable|s-maxage)\b/i.test(cacheControl ?? "");
}

/** Sets the cookie on every response that needs one and no cache may share: add to the root instance. */
export function registerXsrfCookie(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.cookies[XSRF_COOKIE]) return payload;
    const cacheControl = reply.getHeader("cache-control");
    const current = typeof cacheControl === "string" ? cacheControl : undefined;
    if (sharedCacheable(current)) return payload;
    reply.setCookie(XSRF_COOKIE, crypto.randomBytes(24).toString("base64url"), {
      path: "/",
      sameSite: "lax",
      httpOnly: false,
      secure: "auto",
    });
    reply.header("cache-control", current ? (/\bprivate\b/i.test(current) ? current : `private, ${current}`) : "private");
    return payload;
  });
}

/** The check of a state-changing request: a hook for the API's scope (every route in it gets it). */
export async function requireXsrf(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (!cookie || !value || !sameToken(cookie, value)) {
    await reply.code(403).send({ message: "invalid_xsrf_token" });
    return reply;
  }
  return undefined;
}
