/**
 * Links inside static islands (src/components/static-island) are plain
 * anchors in the built HTML, with no component to route them. One listener on
 * the document gives them what Gatsby's Link gives the others: a click
 * navigates client-side (keeping the carried query, ctn), and pointing at a
 * link prefetches its page. Clicks a component already handled, clicks with a
 * modifier key, links to other origins, new tabs, downloads and files are
 * left to the browser.
 */
import { carriedParams, withCarriedParams } from "./carried-query";

export interface IslandLinkHost {
  navigate(to: string): void;
  prefetch(pathname: string): void;
}

/** The site path an anchor inside an island leads to, or null when the browser should follow it itself. */
export function islandLinkTarget(anchor: HTMLAnchorElement, origin: string): string | null {
  if (!anchor.closest("[data-island]")) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  // Pages end with "/" (trailing slashes everywhere); files (.xml, .pdf, .ics…) and the API are not routed.
  if (!url.pathname.endsWith("/") || url.pathname.startsWith("/api/")) return null;
  return url.pathname + url.search + url.hash;
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null;
}

export function listenToIslandLinks(doc: Document, host: IslandLinkHost): void {
  const origin = doc.location.origin;
  doc.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = anchorOf(event.target);
    const to = anchor && islandLinkTarget(anchor, origin);
    if (!to) return;
    event.preventDefault();
    host.navigate(withCarriedParams(to, carriedParams(doc.location.search)));
  });
  const prefetch = (event: Event) => {
    const anchor = anchorOf(event.target);
    const to = anchor && islandLinkTarget(anchor, origin);
    if (to) host.prefetch(new URL(to, origin).pathname);
  };
  doc.addEventListener("mouseover", prefetch, { passive: true });
  doc.addEventListener("focusin", prefetch);
  doc.addEventListener("touchstart", prefetch, { passive: true });
}
