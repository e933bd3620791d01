import { MAX_KEY } from "./store-search";

/**
 * The finder page (/emplacement/, /en/locations/) is built without a search:
 * its HTML shows the index of every store. Opened with a search in its
 * address (?key=…, ?latitude=…&longitude=…), the browser replaces the index
 * with the results once the page runs; shown in between, the index would
 * collapse under the visitor's eyes (a layout shift of most of the screen).
 * This one-line script, run in the page's head before anything is painted,
 * flags such an address on <html>; the styles then hide the index and keep
 * the results' room. The page sets the flag again from the search it
 * understood once it runs. The security headers allow this exact script.
 */
export const FINDER_SEARCH_CLASS = "finder-search";

export const FINDER_SEARCH_SCRIPT = `document.documentElement.classList.toggle("${FINDER_SEARCH_CLASS}",/[?&](key=[^&]|latitude=)/.test(location.search))`;

/**
 * The results' title, written into the built page while it loads: the script
 * sits right after a hidden frame (shown by the flag above) whose attributes
 * hold the page's title templates, and writes the title of the address's
 * search into it before the first paint. The visitor reads "Shops near
 * “Laval”" at once instead of after the page's code has run, and the frame
 * the finder then renders is the same. The query is written as text, never
 * as HTML. The security headers allow this exact script.
 */
export const FINDER_TITLE_SCRIPT =
  `(function(p){var q=new URLSearchParams(location.search),h=p&&p.querySelector("h2"),k=(q.get("key")||"").trim().slice(0,${MAX_KEY});` +
  `if(!h)return;if(q.get("latitude")&&q.get("longitude"))h.textContent=p.getAttribute("data-near");` +
  `else if(k)h.textContent=p.getAttribute("data-key").split("{{query}}").join(k)})(document.currentScript.previousElementSibling)`;
