/**
 * Peak memory of a piece of work: the resident memory (RSS) of this process
 * and of every process it started (gatsby build and its workers), summed,
 * sampled from /proc every 250 ms. Linux only; elsewhere the figure is null.
 */
import fs from "node:fs";

function childrenOf(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid …: the command name may hold spaces and parentheses.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while being read
    }
  }
  return children;
}

function rssBytes(pid: number): number {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** RSS of the process tree rooted at `root` (this process by default). */
export function treeRss(root = process.pid): number {
  const children = childrenOf();
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rssBytes(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `work` and returns its result with the highest tree RSS seen meanwhile, in MB (null off Linux). */
export async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peakMb: number | null }> {
  if (!fs.existsSync("/proc/self/status")) return { result: await work(), peakMb: null };
  let peak = treeRss();
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss());
  }, 250);
  try {
    const result = await work();
    return { result, peakMb: Math.round(Math.max(peak, treeRss()) / 1024 / 1024) };
  } finally {
    clearInterval(timer);
  }
}
