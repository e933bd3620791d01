/**
 * Keeps the processes of `gatsby build` near what they really hold.
 *
 * V8 sizes a heap by how fast the process allocates, not by what stays
 * reachable: at 10,000 shops the main process kept 600–740 MB of heap while a
 * heap snapshot found about 240 MB reachable, and it held that memory through
 * the queries, the moment the query worker is at its largest. So every few
 * seconds during and after the queries, once the heap has grown by a fifth
 * since the last full collection and is past a floor, the main process
 * collects in full and V8 gives the freed pages back. The build's worker
 * does the same on its own settings (WORKER_COLLECTOR).
 * Measured in docs/decisions.md ("Collectors in the build's processes").
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

/**
 * The build's worker runs the queries, then renders pages. During the queries
 * it allocates about 30 MB a second while what it keeps (the pages each node
 * feeds) grows slowly, so it is looked at every second: every 5 s, its heap
 * doubled between collections. Its array buffers are mostly one buffer of the
 * terminal's layout engine that never changes, so only its heap is weighed,
 * against a lower floor.
 */
export const WORKER_COLLECTOR: CollectorSettings = { everyMs: 1000, floorBytes: 200 * 1024 * 1024, growth: 1.2 };

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

function heapOnly(): number {
  return process.memoryUsage().heapUsed;
}

/** Gatsby's emitter of the actions its store receives. */
interface ActionEmitter {
  on(type: string, handler: () => void): void;
  off(type: string, handler: () => void): void;
}

/**
 * In `gatsby build`'s own process (its workers have their own heaps: see
 * onPluginInit), from the first query the worker reports on: the main
 * process matters to the peak while the worker answers. Before that, the
 * webpack compilations allocate as much at any number of shops, and
 * collecting through them only slowed small builds.
 */
export function onPreInit({ emitter }: { emitter: ActionEmitter }): void {
  if (process.env.gatsby_executing_command !== "build" || process.env.GATSBY_WORKER_ID) return;
  const start = () => {
    emitter.off("QUERY_START", start);
    startCollector();
  };
  emitter.on("QUERY_START", start);
}

/** In each worker of `gatsby build`, which loads the plugins (and runs this) before its queries. */
export function onPluginInit(): void {
  if (process.env.gatsby_executing_command !== "build" || !process.env.GATSBY_WORKER_ID) return;
  startCollector(WORKER_COLLECTOR, exposedGc(), heapOnly);
}
