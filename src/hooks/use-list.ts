import * as React from "react";
import { toVisitorError, type VisitorError } from "../api-client/errors";

export type Load<T> = { status: "idle" } | { status: "loading" } | { status: "done"; items: T[] } | { status: "error"; error: VisitorError };

/**
 * Loads a list when its inputs are set (`key` null = nothing to load); a newer
 * key aborts the older call, and an answer for an older key is never returned
 * (a render right after a change never sees the previous shop's list).
 */
export function useList<T>(key: string | null, load: (signal: AbortSignal) => Promise<T[]>): Load<T> {
  const [state, setState] = React.useState<{ key: string | null; load: Load<T> }>({ key: null, load: { status: "idle" } });
  const loader = React.useRef(load);
  loader.current = load;
  React.useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ key, load: { status: "loading" } });
    loader.current(controller.signal).then(
      (items) => setState({ key, load: { status: "done", items } }),
      (error) => {
        if (!controller.signal.aborted) setState({ key, load: { status: "error", error: toVisitorError(error) } });
      },
    );
    return () => controller.abort();
  }, [key]);
  if (key === null) return { status: "idle" };
  return state.key === key ? state.load : { status: "loading" };
}
