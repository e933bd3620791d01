/**
 * A request answered before its body was read to the end (refused at once:
 * a photo over its size, a client over its budget, a multipart body the
 * parser gave up on): from the answer on, nothing parses the rest. It is
 * read and dropped, so that a client still sending gets the answer rather
 * than a reset connection, but only up to `maxBytes` more and for
 * `maxMs`: past either the connection is closed. Node's own behaviour would
 * read such a body to its end however long it is, and a parser still piped
 * to the request would parse it all (a multipart body of a million empty
 * parts took seconds of CPU after its 422).
 */
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export interface UnreadBodyLimits {
  /** The most bytes dropped after the answer before the connection is closed. */
  maxBytes: number;
  /** The longest the rest may take to arrive. */
  maxMs: number;
}

/** Whether the request's body has been read to its end (a request made with inject has no socket: its body is in memory). */
function bodyRead(raw: IncomingMessage): boolean {
  return typeof raw.complete !== "boolean" || raw.complete || raw.readableEnded;
}

/** Reads the rest of the body without looking at it, within the limits; then the connection is closed if it has not ended. */
function drain(raw: IncomingMessage, { maxBytes, maxMs }: UnreadBodyLimits): void {
  let bytes = 0;
  const close = () => {
    clearTimeout(timer);
    raw.removeListener("data", count);
    raw.socket?.destroy();
  };
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > maxBytes) close();
  };
  const timer = setTimeout(close, maxMs);
  timer.unref();
  raw.on("data", count);
  raw.once("end", () => clearTimeout(timer));
  raw.once("close", () => clearTimeout(timer));
  raw.resume();
}

export function registerUnreadBodyLimit(app: FastifyInstance, limits: UnreadBodyLimits): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const raw = request.raw;
    if (bodyRead(raw)) return payload;
    // Whatever was reading the body (the multipart parser) gets nothing more.
    raw.unpipe();
    raw.pause();
    reply.raw.once("finish", () => drain(raw, limits));
    return payload;
  });
}
