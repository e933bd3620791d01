/**
 * Whether the page is still being hydrated from the HTML the build wrote, as
 * opposed to rendered in the browser after a client-side navigation: true
 * from the first script until the first render has committed and every part
 * whose hydration was put off (HydrateLater) has been hydrated too, and never
 * once the visitor has moved to another page. Never true during the build's
 * own rendering.
 */
let firstRenderPending = typeof window !== "undefined";
let deferredPending = 0;

export function isHydrating(): boolean {
  return firstRenderPending || deferredPending > 0;
}

/** Called once the first render in the browser has committed (gatsby-browser's onInitialClientRender). */
export function hydrationDone(): void {
  firstRenderPending = false;
}

/** A part's hydration is put off (counted until `deferredHydrated`). */
export function deferredHydration(): void {
  deferredPending += 1;
}

export function deferredHydrated(): void {
  deferredPending = Math.max(0, deferredPending - 1);
}

/** A client-side navigation: what still waited belonged to the page the visitor left. */
export function leftLoadedPage(): void {
  firstRenderPending = false;
  deferredPending = 0;
}

/** Whether the page in the document is one the build wrote (the browser then hydrates it rather than rendering it). */
export function builtPageInDocument(): boolean {
  return typeof document !== "undefined" && document.getElementById("___gatsby")?.hasChildNodes() === true;
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
