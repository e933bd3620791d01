import * as React from "react";

const subscribeToNothing = () => () => undefined;

/**
 * Whether the component is being hydrated from the HTML the build wrote, as
 * opposed to rendered in the browser (after a client-side navigation, or
 * again after hydration): React reads a store's server snapshot while it
 * hydrates and the client's otherwise. Exact for each part of the page,
 * however late React hydrates it (the layout's parts hydrate one after the
 * other, after the page's first commit, see src/components/layout). Never
 * true during the build's own rendering (there is no built page to keep).
 */
export function useHydrating(): boolean {
  return React.useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => typeof document !== "undefined",
  );
}

/**
 * Called once the first render in the browser has committed (gatsby-browser's
 * onInitialClientRender). `<html data-hydrated>` then tells scripts outside
 * React (and the browser tests) that the page answers.
 */
export function hydrationDone(): void {
  document.documentElement.setAttribute("data-hydrated", "");
}

/**
 * Whether an element Gatsby hands to wrapRootElement is a page's Head: Gatsby
 * wraps the Head it renders apart (into the document's head) in the root
 * wrappers too. A Head reads only its props (the page's data, context and
 * address), so it needs no client state, and the state's effects (reading
 * cookies, fetching the favourite shop) must run once per page, not twice.
 */
export function isPageHead(element: unknown): boolean {
  const props = (element as { props?: unknown } | null)?.props;
  return typeof props === "object" && props !== null && "pageContext" in props && "data" in props && "location" in props;
}
