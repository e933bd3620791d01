import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * Conditional GETs for the JSON the API and the WordPress sample answer: an
 * ETag (a hash of the body) on every 200, and 304 with no body when the
 * client already holds that version (If-None-Match). The site's build asks
 * again for every shop's lists at each build; unchanged answers then cost
 * neither the transfer nor the build's parsing. The built site's files have
 * ETags from the static file server already.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" || reply.statusCode !== 200 || typeof payload !== "string") return payload;
    if (!/\bjson\b/i.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const etag = `"${crypto.createHash("sha256").update(payload).digest("base64url").slice(0, 27)}"`;
    reply.header("ETag", etag);
    const held = request.headers["if-none-match"];
    if (held && held.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      reply.code(304);
      return "";
    }
    return payload;
  });
}
