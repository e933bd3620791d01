import type { ChildProcess } from "node:child_process";

/**
 * Ends a child process: `signal` first, then SIGKILL if it has not exited
 * within `graceMs`. The wait's timer is cleared as soon as the child exits:
 * left running, it kept the test's process (a Jest worker) alive for up to
 * `graceMs` after its last file, and Jest killed that worker.
 */
export async function endProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM", graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}
