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
