/**
 * The current minute, shared by every component that shows something that
 * depends on the clock (open now, closes at…): one timer for the whole page,
 * set to the next minute boundary, however many store cards there are, and
 * a refresh when the tab comes back to the foreground (browsers slow timers
 * in background tabs).
 *
 * null while the server renders and while the page hydrates, so the first
 * client render equals the static HTML (the store says nothing until the
 * first component using it has mounted; then every one renders again with
 * the minute): React reads the server value while hydrating. A component
 * rendered in the browser only, later (search results), gets the minute at once.
 */
import * as React from "react";

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
/** Set once something using the clock has mounted in the browser: from then on the minute is known. */
let live = false;

const currentMinute = () => (live ? Math.floor(Date.now() / MINUTE) : null);

function notify() {
  for (const listener of listeners) listener();
}

function schedule() {
  // A few milliseconds past the boundary, so the new minute has begun when it fires.
  timer = setTimeout(
    () => {
      notify();
      schedule();
    },
    MINUTE - (Date.now() % MINUTE) + 5,
  );
}

function onVisible() {
  if (document.visibilityState === "visible") notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!live) {
    live = true;
    queueMicrotask(notify);
  }
  if (listeners.size === 1) {
    schedule();
    document.addEventListener("visibilitychange", onVisible);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    }
  };
}

const serverMinute = (): number | null => null;

/** The current time rounded down to the minute, or null during server rendering and hydration. */
export function useMinute(): Date | null {
  const minute = React.useSyncExternalStore(subscribe, currentMinute, serverMinute);
  return React.useMemo(() => (minute === null ? null : new Date(minute * MINUTE)), [minute]);
}
