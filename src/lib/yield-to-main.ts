/**
 * Lets the browser run what waits (a tap, a paint) before the rest of a long
 * piece of work: resolves in a new task. A phone counts every task over 50 ms
 * as blocking; work cut at its natural seams (code evaluated, answer checked,
 * results rendered) blocks less, for the same total.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
