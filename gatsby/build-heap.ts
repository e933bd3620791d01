/**
 * Keeps the main process of `gatsby build` near what it really holds.
 *
 * V8 sizes a heap by how fast the process allocates, not by what stays
 * reachable: at 10,000 shops the main process kept 600–740 MB of heap while a
 * heap snapshot found about 240 MB reachable, and it held that memory through
 * the queries, the moment the query worker is at its largest. So every few
 * seconds, once the heap has grown by a fifth since the last full collection
 * and is past a floor, this process collects in full and V8 gives the freed
 * pages back. Small builds stay under the floor and never pay for it.
 * Measured in docs/decisions.md ("A collector for the build's main process").
 */
import v8 from "node:v8";
import vm from "node:vm";

export interface CollectorSettings {
  /** How often the heap is looked at, ms. */
  everyMs: number;
  /** No collection while the used heap is below this, bytes. */
  floorBytes: number;
  /** Collect once the used heap is this many times what the last full collection left. */
  growth: number;
}

export const COLLECTOR: CollectorSettings = { everyMs: 5000, floorBytes: 400 * 1024 * 1024, growth: 1.2 };

/** Whether to collect now: the used heap is past the floor and has grown enough since the last collection. */
export function shouldCollect(usedBytes: number, liveAfterLast: number, settings: CollectorSettings = COLLECTOR): boolean {
  return usedBytes >= settings.floorBytes && usedBytes >= liveAfterLast * settings.growth;
}

/**
 * Looks at the heap every `everyMs` and collects when `shouldCollect` says
 * so. `collect` and `usedHeap` are node's by default. Returns the stop.
 */
export function startCollector(
  settings: CollectorSettings = COLLECTOR,
  collect: () => void = exposedGc(),
  usedHeap: () => number = heapAndBuffers,
): () => void {
  let liveAfterLast = 0;
  const timer = setInterval(() => {
    if (!shouldCollect(usedHeap(), liveAfterLast, settings)) return;
    collect();
    liveAfterLast = usedHeap();
  }, settings.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The used heap and the array buffers its objects hold: at 10,000 shops the
 * buffers grew by about 110 MB while the worker answered the queries, and
 * only a collection frees them.
 */
function heapAndBuffers(): number {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** Node's gc(): exposed only with a flag, which can still be set once the process runs. */
function exposedGc(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

/** In `gatsby build`'s own process only (its workers render and run queries, and have their own heaps). */
export function onPreInit(): void {
  if (process.env.gatsby_executing_command !== "build" || process.env.GATSBY_WORKER_ID) return;
  startCollector();
}
