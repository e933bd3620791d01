/**
 * A page's main-thread tasks, read from a Chromium trace (the JSON of
 * `Tracing` with the `devtools.timeline` category), and what Lighthouse's
 * simulated throttling would roughly count of them as blocking: Lighthouse
 * multiplies each task it observed by its CPU slowdown (4 on its mobile
 * preset) and counts what exceeds 50 ms after the first paint. So on an
 * unthrottled trace, every task over 12.5 ms after the first paint adds to
 * the page's total blocking time, and splitting a task in two only pays when
 * each half is shorter. This is an estimate for finding what to cut (Lighthouse
 * also re-orders tasks by its network simulation), not the bench's figure.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

export interface MainThreadTask {
  /** ms from the navigation's start. */
  startMs: number;
  durationMs: number;
  /** What ran in it: scripts evaluated, timers, answers received, style and layout (their own ms). */
  what: string;
}

export interface PageTrace {
  firstPaintMs: number | null;
  tasks: MainThreadTask[];
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
const PARTS: Record<string, string> = {
  EvaluateScript: "evaluate",
  TimerFire: "timer",
  FunctionCall: "call",
  RunMicrotasks: "microtasks",
  XHRReadyStateChange: "answer",
  FireAnimationFrame: "animation frame",
  ParseHTML: "parse HTML",
  UpdateLayoutTree: "style",
  Layout: "layout",
  Paint: "paint",
  EventDispatch: "event",
};

function fileOf(url: string | undefined): string {
  if (!url) return "";
  const file = url.replace(/^[a-z]+:\/\/[^/]+/, "").split("?")[0];
  return file.length > 48 ? `${file.slice(0, 45)}…` : file;
}

/** The renderer's main thread: the CrRendererMain that parsed the page's HTML. */
function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const parsed = new Set(events.filter((e) => e.name === "ParseHTML").map((e) => `${e.pid}:${e.tid}`));
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && parsed.has(`${e.pid}:${e.tid}`));
  return main ? { pid: main.pid, tid: main.tid } : null;
}

/** Tasks of `minMs` or more on the page's main thread, with the first contentful paint. */
export function pageTrace(events: readonly TraceEvent[], minMs = 5): PageTrace {
  const main = mainThreadOf(events);
  if (!main) return { firstPaintMs: null, tasks: [] };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = onMain.find((e) => e.name === "navigationStart")?.ts ?? onMain.reduce((first, e) => Math.min(first, e.ts), Infinity);
  const paint = onMain.find((e) => e.name === "firstContentfulPaint");
  const complete = onMain.filter((e) => e.ph === "X" && e.dur !== undefined);
  const tasks = complete
    .filter((e) => TASK_NAMES.has(e.name) && e.dur! >= minMs * 1000)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const inside = complete.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && PARTS[e.name] && e.dur! >= 1000);
      const what = inside
        .map((e) => {
          const file = fileOf(e.args?.data?.url);
          return `${PARTS[e.name]}${file ? ` ${file}` : ""} ${Math.round(e.dur! / 1000)}`;
        })
        .filter((text, i, all) => all.indexOf(text) === i)
        .slice(0, 6)
        .join(", ");
      return { startMs: (task.ts - start) / 1000, durationMs: task.dur! / 1000, what };
    });
  return { firstPaintMs: paint ? (paint.ts - start) / 1000 : null, tasks };
}

/** Σ max(0, slowdown × task − 50 ms) over the tasks after the first paint: Lighthouse's blocking time, roughly. */
export function blockingEstimateMs(trace: PageTrace, slowdown = 4): number {
  if (trace.firstPaintMs === null) return NaN;
  return trace.tasks.filter((task) => task.startMs >= trace.firstPaintMs!).reduce((sum, task) => sum + Math.max(0, slowdown * task.durationMs - 50), 0);
}
