/**
 * Photos of the damage, uploaded before the estimate request that lists them
 * (POST /estimate_photos, multipart, one image a request). The type is read
 * from the content (JPEG, PNG or WebP magic bytes and header), never from the
 * name or the declared type; at most PHOTO_LIMITS.maxBytes, and dimensions
 * within MAX_SIDE and MAX_PIXELS. The file is streamed to
 * <DATA_DIR>/photos/.incoming, then decoded and written again without its
 * metadata (EXIF: GPS position, camera; the orientation is applied to the
 * pixels) into <DATA_DIR>/photos, then recorded: an upload cut mid-way,
 * refused or failing leaves no file. A photo waits PHOTO_PENDING_HOURS for a
 * request to list it (POST /request_estimates links it), then it is deleted
 * with its file; so are files that no row knows (a crash between the move
 * and the insert).
 *
 * Hostile bodies (lib/multipart-file.ts): the whole body is counted as it
 * arrives, chunked or not,
 * and refused (413) past one photo and its multipart framing; the parser
 * takes one part with at most 8 header lines (a second part, a text field:
 * 422). Whatever refuses an upload stops the parser at once and the rest of
 * the body is not parsed (plugins/unread-body.ts). Waiting photos are capped
 * per client (429 with Retry-After) and all together (507), checked before
 * the body is read and again before the photo is recorded.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { PHOTO_LIMITS } from "../../src/contract";
import { extensionOf, readImageInfo, type ImageInfo, type ImageType } from "../../src/lib/image-type";
import type { AppContext } from "../context";
import type { Db, Tx } from "../db/database";
import { clientFingerprint, clientKey } from "../lib/client";
import { HttpError, unprocessable } from "../lib/http";
import { MultipartProblem, receiveFile } from "../lib/multipart-file";
import { tooManyRequests } from "../plugins/rate-limit";

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
/** The most bytes an upload's body may have, however it is sent (with a length or chunked). */
export const PHOTO_BODY_MAX_BYTES = PHOTO_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES;
/** The longest side a photo may have (the largest a WebP can be) and its most pixels (decoding costs 3 to 4 bytes a pixel). */
export const MAX_SIDE = 16_383;
export const MAX_PIXELS = 40_000_000;
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
/** Sides or pixels past the limits: a photo too large, though its file may be small. */
const tooManyPixels = () => unprocessable([{ propertyPath: "file", message: "photo_too_large" }]);
/** A body that is not a well-formed multipart message (cut before its end, no boundary, garbage). */
const malformed = () => new HttpError(400, "malformed_multipart", { violations: [{ propertyPath: "file", message: "photo_upload_failed" }] });
const storageFull = () => new HttpError(507, "photo_storage_full", { violations: [{ propertyPath: "file", message: "photo_storage_full" }] });

/** What the multipart reader met, as the API's answer. */
function uploadError(error: unknown): unknown {
  if (!(error instanceof MultipartProblem)) return error;
  switch (error.kind) {
    case "body_too_large":
    case "file_too_large":
      return tooLarge();
    case "extra_part":
      return unprocessable([{ propertyPath: "file", message: "one_photo_per_request" }]);
    case "no_file":
      return unprocessable([{ propertyPath: "file", message: "required" }]);
    case "malformed":
      return malformed();
    case "write_failed":
      return (error.cause as { code?: string } | undefined)?.code === "ENOSPC" ? storageFull() : error.cause;
  }
}

/** The photo written again from its pixels: upright, no metadata, same type; its type, size and bytes on disk. */
async function storeClean(source: string, target: string, type: ImageType): Promise<ImageInfo & { size: number }> {
  const image = sharp(source, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
  const encoded = type === "image/jpeg" ? image.jpeg({ quality: 90 }) : type === "image/png" ? image.png() : image.webp({ quality: 90 });
  const info = await encoded.toFile(target).catch((error: unknown) => {
    throw (error as { code?: string }).code === "ENOSPC" ? storageFull() : notAnImage();
  });
  return { type, width: info.width, height: info.height, size: info.size };
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

  /**
   * 429 when the client's waiting photos, with `adding` more bytes, would go
   * past its caps (Retry-After: until its oldest one expires), 507 when all
   * waiting photos together would.
   */
  async function assertRoom(db: Db | Tx, client: string, now: Date, adding: number): Promise<void> {
    const { rows } = await db.query<{ mine: number; my_bytes: number; all_bytes: number; oldest: Date | null }>(
      `SELECT count(*) FILTER (WHERE client = $1)::int AS mine,
              coalesce(sum(size) FILTER (WHERE client = $1), 0)::float8 AS my_bytes,
              coalesce(sum(size), 0)::float8 AS all_bytes,
              min(created_at) FILTER (WHERE client = $1) AS oldest
         FROM estimate_photos WHERE estimate_id IS NULL AND created_at >= $2`,
      [client, pendingSince(now)],
    );
    const use = rows[0];
    const { limits } = ctx;
    if (use.mine + 1 > limits.pendingPhotosPerClient || use.my_bytes + adding > limits.pendingPhotoBytesPerClient) {
      const expires = use.oldest ? use.oldest.getTime() + PHOTO_PENDING_HOURS * 3_600_000 : now.getTime() + 60_000;
      const error = tooManyRequests("too_many_pending_photos", (expires - now.getTime()) / 1000);
      throw new HttpError(429, error.message, { ...error.extra, violations: [{ propertyPath: "file", message: "photo_rate_limited" }] });
    }
    if (use.all_bytes + adding > limits.pendingPhotoBytesTotal) throw storageFull();
  }

  // Multipart only here (its body is read by the route itself): every other POST stays JSON-only.
  await app.register(async (scope) => {
    scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));

    scope.post("/estimate_photos", async (request, reply) => {
      if (!/^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "")) {
        throw new HttpError(415, "unsupported_media_type", { detail: "Send the photo as multipart/form-data, in a part named file." });
      }
      // Lengths first: a body declared longer than one photo and its headers is refused before a byte of it is read.
      if (Number(request.headers["content-length"]) > PHOTO_BODY_MAX_BYTES) throw tooLarge();
      const client = clientFingerprint(clientKey(request.ip), ctx.secret);
      await assertRoom(db, client, ctx.now(), 1);

      const id = crypto.randomBytes(16).toString("base64url");
      const partial = path.join(dir, INCOMING, `${id}.part`);
      let stored: string | null = null;
      try {
        await receiveFile(request.raw, "file", partial, { bodyBytes: PHOTO_BODY_MAX_BYTES, fileBytes: PHOTO_LIMITS.maxBytes });
        const info = readImageInfo(await readHead(partial));
        if (!info) throw notAnImage();
        if (info.width > MAX_SIDE || info.height > MAX_SIDE || info.width * info.height > MAX_PIXELS) throw tooManyPixels();
        const name = `${id}.${extensionOf(info.type)}`;
        stored = name;
        const clean = await storeClean(partial, path.join(dir, name), info.type);
        await fs.promises.rm(partial, { force: true });
        const createdAt = ctx.now();
        await db.transaction(async (tx) => {
          await assertRoom(tx, client, createdAt, clean.size);
          await tx.query(
            "INSERT INTO estimate_photos (id, file, content_type, size, width, height, created_at, client) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
            [id, name, clean.type, clean.size, clean.width, clean.height, createdAt, client],
          );
        });
        const expiresAt = new Date(createdAt.getTime() + PHOTO_PENDING_HOURS * 3_600_000).toISOString();
        return reply.code(201).send({ id, type: clean.type, size: clean.size, width: clean.width, height: clean.height, expiresAt });
      } catch (error) {
        // Nothing half-written stays.
        await fs.promises.rm(partial, { force: true });
        if (stored) await fs.promises.rm(path.join(dir, stored), { force: true });
        throw uploadError(error);
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
