/**
 * Gatsby announces a page reached through the site's own links in a live
 * region of its own (`#gatsby-announcer`, its RouteAnnouncer): "Navigated to"
 * and the page's name, always in English, with no setting to change it. The
 * site keeps that region and its timing and only rewrites what it says, in
 * the page's language, as soon as Gatsby writes it (a mutation observer runs
 * before the browser updates what screen readers read).
 */

/** The id Gatsby gives its announcer. */
export const GATSBY_ANNOUNCER_ID = "gatsby-announcer";

/** The page's name as Gatsby's announcer takes it: the first h1 of the page, else the document's title. */
export function announcedPageName(doc: Document): string {
  const heading = doc.querySelector("#gatsby-focus-wrapper h1") ?? doc.querySelector("h1");
  return (heading?.textContent ?? "").trim() || doc.title;
}

/**
 * Makes Gatsby's announcer say `message(page name)` whenever it announces a
 * page; returns what stops it. Without the region (or a browser without
 * MutationObserver) it does nothing.
 */
export function translateRouteAnnouncer(doc: Document, message: (page: string) => string): () => void {
  const region = doc.getElementById(GATSBY_ANNOUNCER_ID);
  const view = doc.defaultView;
  if (!region || !view || typeof view.MutationObserver !== "function") return () => undefined;
  const observer = new view.MutationObserver(() => {
    if (!region.textContent) return;
    const wanted = message(announcedPageName(doc));
    if (region.textContent !== wanted) region.textContent = wanted;
  });
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return () => observer.disconnect();
}
