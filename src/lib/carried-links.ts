/**
 * The carried parameters (ctn) in the links of HTML the page already shows
 * (the API's sanitized HTML, static islands). Browser only: it works on
 * parsed elements.
 */
import { withCarriedParams } from "./carried-query";

/** Each link's href as the HTML gave it, before any carried parameter was added. */
const originalHrefs = new WeakMap<Element, string>();
/** The roots whose links were given carried parameters at least once. */
const carriedRoots = new WeakSet<ParentNode>();

/**
 * Adds the carried parameters (ctn) to every internal link (href="/…") under
 * `root`, an element the browser has already parsed (the API's sanitized
 * HTML, rendered): each link's href is set through the DOM, so a parameter's
 * value can never change what the markup means, whatever the HTML holds.
 * External, mailto, tel and anchor links are left alone. Calling it again
 * with other parameters starts from each link's own href.
 */
export function carryParamsInLinks(root: ParentNode, carried: Record<string, string>): void {
  // Nothing to carry and nothing carried before: every link still has its own href (most visits).
  if (Object.keys(carried).length === 0 && !carriedRoots.has(root)) return;
  carriedRoots.add(root);
  for (const anchor of Array.from(root.querySelectorAll("a[href]"))) {
    const original = originalHrefs.get(anchor) ?? anchor.getAttribute("href") ?? "";
    originalHrefs.set(anchor, original);
    const next = withCarriedParams(original, carried);
    if (anchor.getAttribute("href") !== next) anchor.setAttribute("href", next);
  }
}
