import type { ChildProcess } from "node:child_process";
import { once } from "node:events";

/**
 * Ends a child process: `signal` first, then SIGKILL if it has not exited
 * within `graceMs`. The wait's timer (AbortSignal.timeout's) does not keep the
 * test's process alive: a timer that did kept a Jest worker alive for up to
 * `graceMs` after its last file, and Jest killed that worker.
 */
export async function endProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM", graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await once(child, "exit", { signal: AbortSignal.timeout(graceMs) }).catch(() => undefined);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}
