/**
 * The current minute, shared by every component that shows something that
 * depends on the clock (open now, closes at…): one timer for the whole page,
 * set to the next minute boundary, however many store cards there are, and
 * a refresh when the tab comes back to the foreground (browsers slow timers
 * in background tabs).
 *
 * null while the server renders and while React hydrates, so the first
 * client render equals the static HTML; React renders again with the
 * minute right after hydration. A component rendered in the browser only
 * (search results) gets the minute at once.
 */
import * as React from "react";

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const currentMinute = () => Math.floor(Date.now() / MINUTE);

function notify() {
  for (const listener of listeners) listener();
}

function schedule() {
  // A few milliseconds past the boundary, so the new minute has begun when it fires.
  timer = setTimeout(() => {
    notify();
    schedule();
  }, MINUTE - (Date.now() % MINUTE) + 5);
}

function onVisible() {
  if (document.visibilityState === "visible") notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
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

const serverMinute = () => null;

/** The current time rounded down to the minute, or null during server rendering and hydration. */
export function useMinute(): Date | null {
  const minute = React.useSyncExternalStore(subscribe, currentMinute, serverMinute);
  return React.useMemo(() => (minute === null ? null : new Date(minute * MINUTE)), [minute]);
}
