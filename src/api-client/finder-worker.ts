/**
 * The finder's worker: asks the API (or reads the built index) and checks
 * the answer against the contract on a thread of its own, so the page's main
 * thread, the one that answers taps, only renders the results. One message
 * per page asked for; an abort message cancels one in flight. Answers and
 * errors are plain data (a Store list, a VisitorError).
 */
import { toVisitorError } from "./errors";
import { answer } from "./finder-sources";
import type { WorkerMessage, WorkerReply } from "./finder-remote";

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
  postMessage(message: WorkerReply): void;
}

const scope = self as unknown as WorkerScope;
const inFlight = new Map<number, AbortController>();

scope.onmessage = ({ data }) => {
  if (data.type === "abort") {
    inFlight.get(data.id)?.abort();
    return;
  }
  const controller = new AbortController();
  inFlight.set(data.id, controller);
  answer(data.request, controller.signal, data.early)
    .then((value) => scope.postMessage({ id: data.id, ok: true, value }))
    .catch((error: unknown) => scope.postMessage({ id: data.id, ok: false, error: toVisitorError(error) }))
    .finally(() => inFlight.delete(data.id));
};
