/**
 * A request answered before its body was read to the end (refused at once:
 * a photo over its size, a client over its budget, a body of the wrong type,
 * a multipart body the parser gave up on): from the answer on, nothing
 * parses the rest. It is read and dropped, so that a client still sending
 * gets the answer rather than a reset connection, but only up to
 * `maxBytes` and for `maxMs`: past either, the connection is closed once
 * the answer is out. Left alone, Node reads such a body to its end however
 * long it is (40 MB of a chunked body refused with a 415 were read whole),
 * and a parser still piped to the request parses it all (a multipart body
 * of a million empty parts took seconds of CPU after its 422).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { finished } from "node:stream";
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

/** How long a client still sending has to read the answer once the server has said it is done. */
export const CLOSE_GRACE_MS = 2_000;

/**
 * Closes a connection whose client is still sending, once its answer is
 * out: first only the server's side (the client reads the answer, then the
 * end), then the whole of it after CLOSE_GRACE_MS. Closed at once with
 * bytes still unread, the connection is reset, and a client that had not
 * read the answer yet loses it (on a fast link the reset comes within
 * milliseconds of the answer).
 */
function closeAfterAnswer(socket: Socket | null | undefined): void {
  if (!socket || socket.destroyed) return;
  socket.end();
  setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
}

/**
 * Reads the rest of the body without looking at it, within the limits;
 * past them, closes the connection once the answer is out. Reading it here
 * (rather than leaving it) also keeps Node from reading it all itself.
 */
function drain(raw: IncomingMessage, answer: ServerResponse, { maxBytes, maxMs }: UnreadBodyLimits): void {
  let bytes = 0;
  const stop = () => {
    clearTimeout(timer);
    raw.removeListener("data", count);
    raw.pause();
    finished(answer, () => closeAfterAnswer(raw.socket));
  };
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > maxBytes) stop();
  };
  const timer = setTimeout(stop, maxMs);
  timer.unref();
  raw.once("end", () => clearTimeout(timer));
  raw.once("close", () => clearTimeout(timer));
  raw.on("data", count);
  raw.resume();
}

export function registerUnreadBodyLimit(app: FastifyInstance, limits: UnreadBodyLimits): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const raw = request.raw;
    if (bodyRead(raw)) return payload;
    // Whatever was reading the body (the multipart parser) gets nothing more.
    raw.unpipe();
    // Fastify closes the connection after a body over its limit: closed with the rest of the body unread, a
    // connection is reset, and the client may never read the answer. The drain closes it when it must.
    if (String(reply.getHeader("connection")).toLowerCase() === "close") reply.removeHeader("connection");
    drain(raw, reply.raw, limits);
    return payload;
  });
}
