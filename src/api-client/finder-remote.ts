/**
 * The page's side of the finder's worker (finder-worker.ts): one worker per
 * page, started with the first search; each request gets an id, its answer
 * or its error (a VisitorError, as toVisitorError gives) comes back by id.
 * Without a worker (none in this browser, or it failed to start) the same
 * functions run here, loaded on first use.
 */
import type { Store } from "../contract/store";
import type { PageAnswer } from "../lib/finder-results";
import { RemoteCallError, type VisitorError } from "./errors";
import type { FinderRequest } from "./finder-sources";
import { startFinderWorker } from "./finder-worker-start";
import { takeEarlyAnswer } from "../lib/finder-early";
import type { EarlyResponse } from "../lib/finder-flag";
import { searchParams } from "../lib/store-search";

export type WorkerMessage = { type: "ask"; id: number; request: FinderRequest; early?: EarlyResponse } | { type: "abort"; id: number };
export type WorkerReply = { id: number; ok: true; value: PageAnswer<Store> } | { id: number; ok: false; error: VisitorError };

/** An answer, and whether the page's own thread read and checked it (then rendering it had better wait a task). */
export interface FinderAnswer {
  answer: PageAnswer<Store>;
  checkedHere: boolean;
}

interface Pending {
  request: FinderRequest;
  signal?: AbortSignal;
  early?: EarlyResponse;
  resolve: (value: FinderAnswer) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

const abortedError = () => new RemoteCallError({ kind: "aborted", status: null, message: "canceled", fields: {}, key: "api.aborted", retryAfterSeconds: null });

function inThread({ request, signal, early, resolve, reject }: Pending): void {
  import("./finder-sources").then(({ answer }) => answer(request, signal, early)).then((value) => resolve({ answer: value, checkedHere: true }), reject);
}

/** The worker stopped (its script could not load or threw): what waited on it is done here, and so is what follows. */
function workerFailed(): void {
  worker?.terminate();
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  waiting.forEach(inThread);
}

function theWorker(): Worker | null {
  if (worker === undefined) {
    worker = startFinderWorker();
    worker?.addEventListener("message", ({ data }: MessageEvent<WorkerReply>) => {
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      if (data.ok) call.resolve({ answer: data.value, checkedHere: false });
      else call.reject(new RemoteCallError(data.error));
    });
    worker?.addEventListener("error", workerFailed);
  }
  return worker;
}

/**
 * Starts the worker before the first search asks for it: its scripts (the
 * HTTP client, the schemas) then load while the finder's own code does,
 * instead of after it. Nothing happens where there is no worker.
 */
export function warmFinder(): void {
  theWorker();
}

/**
 * A page of the finder's results, from the API or the built index (a
 * cancelled call rejects as "aborted"). The page's first request may find
 * its answer already asked for by the head's script (takeEarlyAnswer): it
 * waits for that one instead of asking again.
 */
export function askFinder(request: FinderRequest, signal?: AbortSignal): Promise<FinderAnswer> {
  const early = takeEarlyAnswer(request.type === "api" ? searchParams(request.search, request.locale, request.query) : null);
  return early ? early.then((response) => ask(request, signal, response ?? undefined)) : ask(request, signal);
}

function ask(request: FinderRequest, signal?: AbortSignal, early?: EarlyResponse): Promise<FinderAnswer> {
  return new Promise<FinderAnswer>((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError());
    const call: Pending = { request, signal, early, resolve, reject };
    const target = theWorker();
    if (!target) return inThread(call);
    const id = nextId++;
    pending.set(id, call);
    target.postMessage({ type: "ask", id, request, early } satisfies WorkerMessage);
    signal?.addEventListener("abort", () => {
      if (!pending.delete(id)) return;
      target.postMessage({ type: "abort", id } satisfies WorkerMessage);
      reject(abortedError());
    });
  });
}
