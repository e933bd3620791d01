/**
 * Calls `stop` when the Node process that started this one with an IPC
 * channel is gone: the channel closes when that process exits, crashes or is
 * killed, or disconnects. The browser tests start their servers this way, so
 * that a test run that dies leaves no server holding its port. Without such a
 * channel (a terminal, `npm start`, a process manager) it does nothing.
 */
export function stopWithParent(stop: () => void): void {
  if (typeof process.send !== "function") return;
  // The channel may have closed while this process was loading, before anyone listened.
  if (!process.connected) {
    stop();
    return;
  }
  process.once("disconnect", stop);
}
