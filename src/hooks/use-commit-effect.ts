import * as React from "react";

/**
 * An effect that runs in the same task as the render that caused it: a layout
 * effect in the browser, a passive one on the server (where neither runs).
 * React runs passive effects after the browser has painted, unless the update
 * came from a discrete event; work the visitor waits for (saving what they
 * typed, a search they asked for) should not wait for a paint first, whatever
 * caused the render.
 */
export const useCommitEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;
