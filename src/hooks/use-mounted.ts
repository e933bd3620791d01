import * as React from "react";
import { yieldToMain } from "../lib/yield-to-main";

/** False during server rendering and hydration, true after: keeps the first client render equal to the HTML. */
export function useMounted(): boolean {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * Like useMounted, but true only from a task after the one that ran the
 * page's first effects: what the page renders once it runs (the finder's
 * results) then starts in a task of its own instead of lengthening the task
 * that already ran every component's first effects.
 *
 * The change is a transition: a component above the layout (a template) that
 * uses this re-renders the layout's parts, and by the next task React may not
 * have hydrated them all yet. An urgent update reaching a part still waiting
 * to hydrate makes React throw its HTML away (its error #421); a transition
 * waits until that part has hydrated.
 */
export function useMountedInNextTask(): boolean {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => {
    let live = true;
    void yieldToMain().then(() => {
      if (live) React.startTransition(() => setMounted(true));
    });
    return () => {
      live = false;
    };
  }, []);
  return mounted;
}
