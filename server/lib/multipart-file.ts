/**
 * One file from a multipart/form-data request body, written to disk, read
 * with @fastify/busboy under strict limits: the whole body counted as it
 * arrives (with a length or chunked), one part only, a file in the expected
 * field, at most 8 header lines of 4 KB together in its part (lines past
 * them are not read), at most `fileBytes` of file.
 *
 * Before the parser sees a chunk of the body, the chunk is screened (in
 * native code, Buffer#indexOf): a body of one part holds its boundary twice,
 * at its start and at its end (no part may contain it), so a third
 * occurrence refuses the body before the parser reads that chunk. A body of
 * a million empty parts costs the parser microseconds a part: fed a 64 KB
 * network read of them, it held the event loop for tens of milliseconds
 * after meeting its parts limit, and read on to the end of the body.
 *
 * The first problem rejects with a MultipartProblem; the request is then
 * unpiped and paused (what comes next is the HTTP layer's business:
 * ../plugins/unread-body.ts).
 */
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Busboy, { type BusboyHeaders, type BusboyInstance } from "@fastify/busboy";

/** The longest boundary RFC 2046 allows. */
const MAX_BOUNDARY = 70;
/** A body of one part: its opening delimiter and its closing one. */
const DELIMITERS = 2;

/** The boundary of a multipart Content-Type, or null. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match ? (match[1] ?? match[2]) : "";
  return boundary.length > 0 && boundary.length <= MAX_BOUNDARY ? boundary : null;
}

export type MultipartProblemKind =
  /** More body than `bodyBytes`. */
  | "body_too_large"
  /** More file than `fileBytes`. */
  | "file_too_large"
  /** A second part, a text field. */
  | "extra_part"
  /** No file in the expected field. */
  | "no_file"
  /** Not a multipart body the parser can read: no boundary, cut before its end, garbage. */
  | "malformed"
  /** Writing the file failed (its cause says why). */
  | "write_failed";

export class MultipartProblem extends Error {
  constructor(
    readonly kind: MultipartProblemKind,
    readonly cause?: unknown,
  ) {
    super(kind);
    this.name = "MultipartProblem";
  }
}

export interface MultipartLimits {
  bodyBytes: number;
  fileBytes: number;
}

/** Writes the file of the part named `field` to `target` (created, never overwritten); resolves once it is all on disk. */
export function receiveFile(raw: IncomingMessage, field: string, target: string, limits: MultipartLimits): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let file: Readable | null = null;
    let written: Promise<void> | null = null;
    let parser: BusboyInstance | null = null;

    function fail(kind: MultipartProblemKind, cause?: unknown): void {
      if (settled) return;
      settled = true;
      raw.unpipe(screen);
      if (parser) screen.unpipe(parser);
      raw.pause();
      file?.destroy();
      const problem = new MultipartProblem(kind, cause);
      // Rejected once the file being written is closed: the caller then removes it, and no late write can bring it back.
      if (written) void written.then(() => reject(problem));
      else reject(problem);
    }

    const boundary = boundaryOf(String(raw.headers["content-type"] ?? ""));
    const delimiter = Buffer.from(`--${boundary ?? ""}`);
    let bytes = 0;
    let delimiters = 0;
    /** The end of the previous chunk, where a delimiter cut in two begins. */
    let tail = Buffer.alloc(0);
    const count = (haystack: Buffer) => {
      for (let at = haystack.indexOf(delimiter); at !== -1; at = haystack.indexOf(delimiter, at + delimiter.length)) delimiters++;
    };
    const screen = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (bytes > limits.bodyBytes) {
          fail("body_too_large");
          return callback();
        }
        count(Buffer.concat([tail, chunk.subarray(0, delimiter.length - 1)]));
        count(chunk);
        tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - (delimiter.length - 1))));
        if (delimiters > DELIMITERS) {
          fail("extra_part");
          return callback();
        }
        callback(null, chunk);
      },
    });

    const cut = () => {
      if (!raw.complete) fail("malformed");
    };
    raw.once("close", cut);

    if (!boundary) return fail("malformed");
    try {
      parser = Busboy({
        headers: raw.headers as BusboyHeaders,
        limits: { fileSize: limits.fileBytes, files: 1, fields: 0, parts: 1, headerPairs: 8, headerSize: 4096, fieldNameSize: 64 },
      });
    } catch (error) {
      fail("malformed", error);
      return;
    }

    parser.on("file", (name: string, stream: Readable) => {
      if (settled || name !== field) {
        stream.resume();
        fail("no_file");
        return;
      }
      file = stream;
      stream.on("limit", () => fail("file_too_large"));
      const out = fs.createWriteStream(target, { flags: "wx" });
      written = pipeline(stream, out).catch((error: unknown) => {
        fail(out.errored ? "write_failed" : "malformed", out.errored ?? error);
      });
    });
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"]) parser.on(limit, () => fail("extra_part"));
    parser.on("error", (error: unknown) => fail("malformed", error));
    parser.on("finish", () => {
      if (!written) return fail("no_file");
      void written.then(() => {
        raw.removeListener("close", cut);
        if (settled) return;
        settled = true;
        resolve();
      });
    });

    raw.pipe(screen).pipe(parser);
  });
}
