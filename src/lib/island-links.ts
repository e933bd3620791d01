/**
 * The site's own links are plain anchors: those inside static islands
 * (src/components/static-island) and those RouteLink and InternalLink render
 * (marked with SITE_LINK_ATTRIBUTE). One listener on the document gives them
 * what Gatsby's Link gave each link as a component: a click navigates
 * client-side (keeping the carried query, ctn), and pointing at a link,
 * focusing it or touching it prefetches its page. A Link component per link
 * cost a phone a component, a router subscription and an
 * IntersectionObserver each while the page hydrated or a list rendered, and
 * fetched the data of every page whose link scrolled into view. Clicks a
 * component already handled, clicks with a modifier key, links to other
 * origins, new tabs, downloads and files are left to the browser.
 */
import { carriedParams, withCarriedParams } from "./carried-query";

export interface IslandLinkHost {
  navigate(to: string): void;
  prefetch(pathname: string): void;
}

/** Marks an anchor the site routes itself: RouteLink, InternalLink and the language switcher write it as `data-site-link=""`. */
export const SITE_LINK_ATTRIBUTE = "data-site-link";

/** The site path one of the site's own anchors leads to, or null when the browser should follow it itself. */
export function islandLinkTarget(anchor: HTMLAnchorElement, origin: string): string | null {
  if (!anchor.hasAttribute(SITE_LINK_ATTRIBUTE) && !anchor.closest("[data-island]")) return null;
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
