/**
 * How long the event loop worked: the CPU time of the calling thread, for
 * the hostile-input test and the security report, which bound what one
 * request can block.
 *
 * On Linux it is read from /proc/thread-self/schedstat (nanoseconds of the
 * thread on a core). That counts what the JavaScript thread itself ran,
 * garbage collection pauses included, and leaves out what cannot block it:
 * the collector's helper threads and the optimizing compiler, which run
 * beside it on other threads, and the time a busy machine left it waiting
 * for a core. The kernel brings that counter up to date when the thread
 * stops running, else only at its next tick (4 ms here): each reading
 * follows a sleep of 50 µs (Atomics.wait), which makes it exact to a few
 * hundredths of a millisecond. Elsewhere the process's CPU time stands in
 * (every thread together), a larger figure.
 */
import fs from "node:fs";

const SCHEDSTAT = "/proc/thread-self/schedstat";
const pause = new Int32Array(new SharedArrayBuffer(4));

function threadNs(): number {
  Atomics.wait(pause, 0, 0, 0.05);
  return Number(fs.readFileSync(SCHEDSTAT, "utf8").split(" ")[0]);
}

function readsThreadTime(): boolean {
  try {
    return Number.isFinite(threadNs());
  } catch {
    return false;
  }
}

/** What `cpuClockMs` measures here: the calling thread alone, or the whole process. */
export const CPU_CLOCK: "thread" | "process" = readsThreadTime() ? "thread" : "process";

/** A CPU-time clock in milliseconds: subtract two readings around the work measured. */
export function cpuClockMs(): number {
  if (CPU_CLOCK === "thread") return threadNs() / 1e6;
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
