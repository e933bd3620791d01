/**
 * GET /api/_admin/submissions: what visitors submitted (names, phones,
 * e-mails, vehicles), for a demo or a support person. It exists only when the
 * server has an ADMIN_TOKEN, and answers only a request carrying it as
 * `Authorization: Bearer <token>` (401 otherwise, compared in constant time).
 * Never cached.
 */
import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { latestSubmissions, type Db } from "../db/database";

const digest = (value: string) => crypto.createHash("sha256").update(value).digest();

/** Whether an Authorization header carries the token. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match !== null && crypto.timingSafeEqual(digest(match[1]), digest(token));
}

export function registerAdminRoutes(api: FastifyInstance, db: Db, token: string): void {
  api.get("/_admin/submissions", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header("WWW-Authenticate", 'Bearer realm="uniglass-admin"').send({ message: "unauthorized" });
    }
    return latestSubmissions(db, 100);
  });
}
