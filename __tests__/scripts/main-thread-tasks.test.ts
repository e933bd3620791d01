import { blockingEstimateMs, pageTrace, type TraceEvent } from "../../scripts/lib/main-thread-tasks";

const PID = 7;
const MAIN = 1;
const ms = (n: number) => n * 1000;
const task = (startMs: number, durMs: number, tid = MAIN): TraceEvent => ({ name: "RunTask", ph: "X", ts: ms(startMs), dur: ms(durMs), pid: PID, tid });
const inside = (name: string, startMs: number, durMs: number, url?: string): TraceEvent => ({
  name,
  ph: "X",
  ts: ms(startMs),
  dur: ms(durMs),
  pid: PID,
  tid: MAIN,
  args: url ? { data: { url } } : {},
});

function trace(extra: TraceEvent[]): TraceEvent[] {
  return [
    { name: "thread_name", ph: "M", ts: 0, pid: PID, tid: MAIN, args: { name: "CrRendererMain" } },
    { name: "thread_name", ph: "M", ts: 0, pid: PID, tid: 2, args: { name: "DedicatedWorker thread" } },
    { name: "navigationStart", ph: "R", ts: ms(100), pid: PID, tid: MAIN },
    inside("ParseHTML", 110, 5),
    { name: "firstContentfulPaint", ph: "R", ts: ms(400), pid: PID, tid: MAIN },
    ...extra,
  ];
}

describe("a page's main-thread tasks", () => {
  it("lists the main thread's tasks from the navigation's start, with what ran in them, and leaves other threads out", () => {
    const events = trace([
      task(150, 30),
      task(500, 60),
      inside("EvaluateScript", 501, 58, "http://127.0.0.1:9381/app-123.js"),
      inside("Layout", 520, 10),
      task(600, 3),
      task(700, 90, 2),
    ]);
    const result = pageTrace(events, 5);
    expect(result.firstPaintMs).toBe(300);
    expect(result.tasks).toEqual([
      { startMs: 50, durationMs: 30, what: "" },
      { startMs: 400, durationMs: 60, what: "evaluate /app-123.js 58, layout 10" },
    ]);
  });

  it("counts what a 4x slower phone would block past 50 ms, after the first paint only", () => {
    // Before the paint: not counted. After: 60 ms -> 240 - 50 = 190; 12 ms -> 48, under 50; 20 ms -> 30.
    const events = trace([task(150, 100), task(500, 60), task(600, 12), task(700, 20)]);
    expect(blockingEstimateMs(pageTrace(events, 5))).toBe(220);
    expect(blockingEstimateMs(pageTrace(events, 5), 2)).toBe(70 + 0 + 0);
  });

  it("says nothing when the trace has no page or no paint", () => {
    expect(pageTrace([], 5)).toEqual({ firstPaintMs: null, tasks: [] });
    const noPaint = trace([task(500, 60)]).filter((e) => e.name !== "firstContentfulPaint");
    expect(blockingEstimateMs(pageTrace(noPaint, 5))).toBeNaN();
  });
});
