/**
 * Peak memory of a piece of work, sampled from /proc every 250 ms (Linux only;
 * elsewhere the figures are null), in two scopes:
 * - total: the resident memory (RSS) of this process and of every process it
 *   started, summed: the bench itself, the sample API it runs in-process,
 *   gatsby and its workers;
 * - build: the processes it started only (gatsby and its workers), as RSS and
 *   as anonymous memory (RssAnon: heaps and stacks). Their RSS also counts the
 *   pages of files they map, Gatsby's LMDB store first of all, which the kernel
 *   drops and reads again when memory runs short; the anonymous part cannot be.
 */
import fs from "node:fs";

export interface MemorySample {
  rss: number;
  anon: number;
}

export interface PeakMemory {
  /** This process and its descendants, RSS, MB. */
  totalMb: number;
  /** Descendants only (what the work started), RSS, MB. */
  buildMb: number;
  /** Descendants only, anonymous memory, MB. */
  buildAnonMb: number;
}

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

function processMemory(pid: number): MemorySample {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0) * 1024;
    return { rss: kb("VmRSS"), anon: kb("RssAnon") };
  } catch {
    return { rss: 0, anon: 0 };
  }
}

/** Memory of the descendants of `root` (this process by default), and of `root` itself when asked. */
export function treeMemory(root = process.pid, includeRoot = true): MemorySample {
  const children = childrenOf();
  const total: MemorySample = { rss: 0, anon: 0 };
  const stack = includeRoot ? [root] : [...(children.get(root) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    const { rss, anon } = processMemory(pid);
    total.rss += rss;
    total.anon += anon;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** RSS of the process tree rooted at `root` (this process by default), bytes. */
export function treeRss(root = process.pid): number {
  return treeMemory(root).rss;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Runs `work` and returns its result with the highest memory seen meanwhile (null off Linux). */
export async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; peak: PeakMemory | null }> {
  if (!fs.existsSync("/proc/self/status")) return { result: await work(), peak: null };
  const peak = { total: 0, build: 0, buildAnon: 0 };
  const sample = () => {
    const own = processMemory(process.pid);
    const started = treeMemory(process.pid, false);
    peak.total = Math.max(peak.total, own.rss + started.rss);
    peak.build = Math.max(peak.build, started.rss);
    peak.buildAnon = Math.max(peak.buildAnon, started.anon);
  };
  sample();
  const timer = setInterval(sample, 250);
  try {
    const result = await work();
    sample();
    return { result, peak: { totalMb: mb(peak.total), buildMb: mb(peak.build), buildAnonMb: mb(peak.buildAnon) } };
  } finally {
    clearInterval(timer);
  }
}
