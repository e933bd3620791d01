/**
 * Photos of the damage, uploaded before the estimate request that lists them
 * (POST /estimate_photos, multipart, one image a request). The type is read
 * from the content (JPEG, PNG or WebP magic bytes and header), never from the
 * name or the declared type; at most PHOTO_LIMITS.maxBytes. The file is
 * streamed to <DATA_DIR>/photos/.incoming, moved into <DATA_DIR>/photos once
 * complete and checked, then recorded: an upload cut mid-way, refused or
 * failing leaves no file. A photo waits PHOTO_PENDING_HOURS for a request to
 * list it (POST /request_estimates links it), then it is deleted with its
 * file; so are files that no row knows (a crash between the move and the
 * insert).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { PHOTO_LIMITS } from "../../src/contract";
import { extensionOf, readImageInfo } from "../../src/lib/image-type";
import type { AppContext } from "../context";
import type { Db, Tx } from "../db/database";
import { HttpError, unprocessable } from "../lib/http";

/** How long an uploaded photo waits for its estimate request. */
export const PHOTO_PENDING_HOURS = 24;
/** How often pending photos past their time and stray files are deleted. */
export const PHOTO_SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A file younger than this may belong to an upload in flight: the periodic sweep leaves it. */
const STRAY_GRACE_MS = 60 * 60 * 1000;
/** Enough of a file to reach a JPEG's frame header after its metadata segments. */
const HEAD_BYTES = 512 * 1024;
const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
/** Room for a multipart body's boundaries and part headers around the photo. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const INCOMING = ".incoming";

const pendingSince = (now: Date) => new Date(now.getTime() - PHOTO_PENDING_HOURS * 3_600_000);

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await fs.promises.open(file, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const tooLarge = () =>
  new HttpError(413, "photo_too_large", { violations: [{ propertyPath: "file", message: "photo_too_large" }], maxBytes: PHOTO_LIMITS.maxBytes });
const notAnImage = () => unprocessable([{ propertyPath: "file", message: "not_an_image" }]);

/** Multipart parser errors as the API's answers. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
    return unprocessable([{ propertyPath: "file", message: "one_photo_per_request" }]);
  }
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new HttpError(415, "unsupported_media_type");
  return error;
}

/** Deletes a pending photo's row and file; true when there was one. */
async function deletePending(db: Db | Tx, dir: string, id: string): Promise<boolean> {
  const { rows } = await db.query<{ file: string }>("DELETE FROM estimate_photos WHERE id = $1 AND estimate_id IS NULL RETURNING file", [id]);
  for (const row of rows) await fs.promises.rm(path.join(dir, row.file), { force: true });
  return rows.length > 0;
}

/**
 * Deletes pending photos older than PHOTO_PENDING_HOURS with their files, and
 * files of the photo folder that no row knows (and unfinished uploads) older
 * than `graceMs` (0 at start-up, when no upload is in flight).
 */
export async function sweepPhotos(db: Db, dir: string, now: Date, graceMs = STRAY_GRACE_MS): Promise<{ expired: number; stray: number }> {
  const expired = await db.query<{ file: string }>("DELETE FROM estimate_photos WHERE estimate_id IS NULL AND created_at < $1 RETURNING file", [
    pendingSince(now),
  ]);
  for (const row of expired.rows) await fs.promises.rm(path.join(dir, row.file), { force: true });
  const cutoff = Date.now() - graceMs;
  const old = async (file: string) => graceMs === 0 || (await fs.promises.stat(file)).mtimeMs < cutoff;
  let stray = 0;
  const incoming = path.join(dir, INCOMING);
  for (const name of fs.existsSync(incoming) ? await fs.promises.readdir(incoming) : []) {
    if (await old(path.join(incoming, name))) {
      await fs.promises.rm(path.join(incoming, name), { force: true });
      stray++;
    }
  }
  const files = (await fs.promises.readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  if (files.length) {
    const known = new Set((await db.query<{ file: string }>("SELECT file FROM estimate_photos WHERE file = ANY($1::text[])", [files])).rows.map((r) => r.file));
    for (const name of files) {
      if (!known.has(name) && (await old(path.join(dir, name)))) {
        await fs.promises.rm(path.join(dir, name), { force: true });
        stray++;
      }
    }
  }
  return { expired: expired.rows.length, stray };
}

/**
 * Links pending photos to the estimate request `estimateId`, in the given
 * order; false (nothing linked) when one of them is unknown, already linked
 * or past its time.
 */
export async function linkPhotos(tx: Tx, ids: string[], estimateId: number, now: Date): Promise<boolean> {
  if (ids.length === 0) return true;
  const { rows } = await tx.query(
    `UPDATE estimate_photos SET estimate_id = $1, position = array_position($2::text[], id)
       WHERE id = ANY($2::text[]) AND estimate_id IS NULL AND created_at >= $3 RETURNING id`,
    [estimateId, ids, pendingSince(now)],
  );
  return rows.length === ids.length;
}

export function photosDirOf(dataDir: string): string {
  return path.join(dataDir, "photos");
}

export async function registerPhotoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, photosDir: dir } = ctx;
  fs.mkdirSync(path.join(dir, INCOMING), { recursive: true });

  // Multipart only here: every other POST stays JSON-only.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: PHOTO_LIMITS.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 20 },
    });

    scope.post("/estimate_photos", async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, "unsupported_media_type", { detail: "Send the photo as multipart/form-data, in a part named file." });
      }
      // Lengths first: a body declared longer than one photo and its headers is refused before a byte of it is read.
      if (Number(request.headers["content-length"]) > PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
      const parts = request.parts();
      const first = await parts.next().catch((error: unknown) => {
        throw multipartError(error);
      });
      const part = first.done ? null : first.value;
      if (!part || part.type !== "file" || part.fieldname !== "file") {
        if (part?.type === "file") part.file.resume();
        throw unprocessable([{ propertyPath: "file", message: "required" }]);
      }
      const id = crypto.randomBytes(16).toString("base64url");
      const partial = path.join(dir, INCOMING, `${id}.part`);
      let stored: string | null = null;
      try {
        await pipeline(part.file, fs.createWriteStream(partial, { flags: "wx" }));
        if (part.file.truncated) throw tooLarge();
        // The body must end with this photo: a second part is refused (the parser's parts limit), not dropped unseen.
        if (!(await parts.next()).done) throw unprocessable([{ propertyPath: "file", message: "one_photo_per_request" }]);
        const info = readImageInfo(await readHead(partial));
        if (!info) throw notAnImage();
        const { size } = await fs.promises.stat(partial);
        const file = `${id}.${extensionOf(info.type)}`;
        await fs.promises.rename(partial, path.join(dir, file));
        stored = file;
        const createdAt = ctx.now();
        await db.query("INSERT INTO estimate_photos (id, file, content_type, size, width, height, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)", [
          id,
          file,
          info.type,
          size,
          info.width,
          info.height,
          createdAt,
        ]);
        const expiresAt = new Date(createdAt.getTime() + PHOTO_PENDING_HOURS * 3_600_000).toISOString();
        return reply.code(201).send({ id, type: info.type, size, width: info.width, height: info.height, expiresAt });
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        if (stored) await fs.promises.rm(path.join(dir, stored), { force: true });
        throw multipartError(error);
      }
    });
  });

  // The pending photo itself, for its thumbnail after the form is reloaded: whoever holds the id uploaded it.
  app.get("/estimate_photos/:id", async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!ID_PATTERN.test(id)) throw new HttpError(404, "photo_unavailable", { notFound: true });
    const { rows } = await db.query<{ file: string; content_type: string }>(
      "SELECT file, content_type FROM estimate_photos WHERE id = $1 AND estimate_id IS NULL AND created_at >= $2",
      [id, pendingSince(ctx.now())],
    );
    if (!rows[0]) throw new HttpError(404, "photo_unavailable", { notFound: true });
    const body = await fs.promises.readFile(path.join(dir, rows[0].file)).catch(() => null);
    if (!body) throw new HttpError(404, "photo_unavailable", { notFound: true });
    return reply
      .header("Content-Type", rows[0].content_type)
      .header("Cache-Control", "private, no-store")
      .header("X-Content-Type-Options", "nosniff")
      .send(body);
  });

  // Removed from the form before sending: gone at once rather than at expiry.
  app.delete("/estimate_photos/:id", async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!ID_PATTERN.test(id) || !(await deletePending(db, dir, id))) throw new HttpError(404, "photo_unavailable", { notFound: true });
    return reply.code(204).send();
  });

  let timer: NodeJS.Timeout | null = null;
  app.addHook("onReady", async () => {
    await sweepPhotos(db, dir, ctx.now(), 0);
    timer = setInterval(() => {
      sweepPhotos(db, dir, ctx.now()).catch((error: unknown) => app.log.error({ err: error }, "photo sweep failed"));
    }, PHOTO_SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearInterval(timer);
  });
}
