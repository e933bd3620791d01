import * as React from "react";

/**
 * An effect that runs in the same task as the render that caused it: a layout
 * effect in the browser, a passive one on the server (where neither runs).
 * Preact, which the built site runs on, starts passive effects only after the
 * next frame; work the visitor waits for (saving what they typed, a search
 * they asked for) should not wait for a paint first.
 */
export const useCommitEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;
