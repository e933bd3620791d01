/**
 * Whether the page is still being hydrated from the HTML the build wrote
 * (true until the first render in the browser has committed), as opposed to
 * rendered in the browser after a client-side navigation. Never true during
 * the build's own rendering.
 */
let hydrating = typeof window !== "undefined";

export function isHydrating(): boolean {
  return hydrating;
}

/** Called once the first render in the browser has committed (gatsby-browser's onInitialClientRender). */
export function hydrationDone(): void {
  hydrating = false;
}
