/**
 * One request sent by an attacker in another thread, for the hostile-upload
 * tests and the security report: the request line and headers, then a body
 * repeated chunk after chunk (chunked or with a declared length) as fast as
 * the server takes it, until `totalBytes` were sent or the server closed the
 * connection. The attacker runs in a worker thread so that what it spends
 * building and writing the body is not counted in the CPU time of the
 * event loop's thread (./thread-cpu.ts), which is then the server's alone.
 */
import { Worker } from "node:worker_threads";
import { cpuClockMs } from "./thread-cpu";

export interface StreamAttack {
  port: number;
  /** The request line's target (sent as is: "/a//b/../c" stays so). */
  path: string;
  headers: Record<string, string>;
  /** What the body starts with, once (none by default). */
  prefix?: Buffer;
  /** What the body is made of (after the prefix), repeated. */
  chunk: Buffer;
  /** Body bytes to send at most: the prefix, then whole chunks up to this. */
  totalBytes: number;
  /** Transfer-Encoding: chunked (no length) rather than Content-Length: totalBytes. */
  chunked: boolean;
  /** Once the whole body is sent, how long to wait for the answer and the server's close (default 5 s). */
  waitMs?: number;
}

export interface StreamAttackResult {
  /** Body bytes the socket took before the server closed it or the body ended. */
  sentBytes: number;
  /** The answer's status, 0 when none came. */
  status: number;
  /** The start of what the server answered (status line, headers, body). */
  response: string;
  /** How it ended: the server closed the connection, the whole body went and the answer came, or nothing came in time. */
  ended: "closed" | "answered" | "timeout";
  ms: number;
}

/** The worker: plain JavaScript, run from this text (no build step, the same under jest and tsx). */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const net = require("node:net");
const { port, path, headers, prefix, chunk, totalBytes, chunked, waitMs } = workerData;
const bytes = (array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
const body = bytes(chunk);
const start = prefix ? bytes(prefix) : Buffer.alloc(0);
const frameOf = (data) => (chunked ? Buffer.concat([Buffer.from(data.length.toString(16) + "\\r\\n"), data, Buffer.from("\\r\\n")]) : data);
const frame = frameOf(body);
const total = start.length + Math.ceil(Math.max(0, totalBytes - start.length) / body.length) * body.length;
const head = ["POST " + path + " HTTP/1.1", "Host: 127.0.0.1:" + port, ...Object.entries(headers).map(([k, v]) => k + ": " + v),
  chunked ? "Transfer-Encoding: chunked" : "Content-Length: " + total, "", ""].join("\\r\\n");
parentPort.once("message", () => {
  const started = Date.now();
  const socket = net.connect(port, "127.0.0.1");
  let sent = 0;
  let response = "";
  let done = false;
  let timer = null;
  const finish = (ended) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    socket.destroy();
    const status = Number((/^HTTP\\/1\\.1 (\\d{3})/.exec(response) || [])[1] || 0);
    parentPort.postMessage({ sentBytes: sent, status, response: response.slice(0, 4000), ended, ms: Date.now() - started });
  };
  const answered = () => {
    const end = response.indexOf("\\r\\n\\r\\n");
    const length = end < 0 ? null : /content-length: *(\\d+)/i.exec(response.slice(0, end));
    return length !== null && response.length - end - 4 >= Number(length[1]);
  };
  socket.on("data", (data) => {
    response += data.toString("latin1");
    if (sent >= total && answered()) finish("answered");
  });
  socket.on("error", () => finish("closed"));
  socket.on("close", () => finish("closed"));
  socket.on("connect", () => {
    socket.write(head);
    if (start.length) {
      sent += start.length;
      socket.write(frameOf(start));
    }
    const pump = () => {
      while (!done && sent < total) {
        sent += body.length;
        // Back to the event loop before the next frame, as a browser reads while it sends: a write the
        // kernel takes at once emits "drain" on the next tick, and a pump resumed there would never read
        // the early answer before the server's reset (then lost with the connection).
        if (!socket.write(frame)) return void socket.once("drain", () => setImmediate(pump));
      }
      if (done) return;
      if (chunked) socket.write("0\\r\\n\\r\\n");
      if (answered()) return finish("answered");
      timer = setTimeout(() => finish(answered() ? "answered" : "timeout"), waitMs);
    };
    pump();
  });
});
parentPort.postMessage("ready");
`;

/**
 * Starts the attacker's thread and waits until it is ready, so that starting
 * it is not part of what is measured; `send` then fires the request.
 */
export async function prepareStreamAttack(attack: StreamAttack): Promise<{ send: () => Promise<StreamAttackResult> }> {
  const worker = new Worker(WORKER, { eval: true, workerData: { waitMs: 5000, ...attack } });
  await new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    worker.once("error", reject);
  });
  return {
    send: () =>
      new Promise<StreamAttackResult>((resolve, reject) => {
        worker.once("message", (result: StreamAttackResult) => {
          void worker.terminate();
          resolve(result);
        });
        worker.once("error", reject);
        worker.postMessage("go");
      }),
  };
}

/**
 * The attack, and the CPU time the event loop's thread spent from its first
 * byte until `settleMs` after it ended (work the server still had queued
 * counts too).
 */
export async function serverCpuOf(attack: StreamAttack, settleMs = 200): Promise<StreamAttackResult & { cpuMs: number }> {
  const { send } = await prepareStreamAttack(attack);
  const before = cpuClockMs();
  const result = await send();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return { ...result, cpuMs: cpuClockMs() - before };
}

/** A body of empty multipart parts ("--B\r\n" over and over) in chunks of about 64 KB. */
export function emptyPartsChunk(boundary: string): Buffer {
  const part = `--${boundary}\r\n`;
  return Buffer.from(part.repeat(Math.floor((64 * 1024) / part.length)));
}
