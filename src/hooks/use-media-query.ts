import * as React from "react";

/** Whether a media query matches, after hydration (false on the server and in the first client render). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = React.useState(false);
  React.useEffect(() => {
    if (typeof window === "undefined" || typeof window.matchMedia !== "function") return;
    const list = window.matchMedia(query);
    // In a transition: the parts this re-renders may hold Suspense boundaries still waiting to hydrate, which an
    // urgent update would make React throw away and render again from scratch (its error #421).
    const update = () => React.startTransition(() => setMatches(list.matches));
    update();
    list.addEventListener?.("change", update);
    return () => list.removeEventListener?.("change", update);
  }, [query]);
  return matches;
}
