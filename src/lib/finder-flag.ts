import { apiUrl } from "../config/api-base";
import { FINDER, type Locale } from "../config/site";
import { carriedParams } from "./carried-query";
import { MAX_KEY, locationsPath } from "./store-search";

/**
 * The finder page (/emplacement/, /en/locations/) is built without a search:
 * its HTML shows the index of every store. Opened with a search in its
 * address (?key=…, ?latitude=…&longitude=…), the browser replaces the index
 * with the results once the page runs; shown in between, the index would
 * collapse under the visitor's eyes (a layout shift of most of the screen).
 * This script, run in the page's head before anything is painted, flags such
 * an address on <html>; the styles then hide the index and keep the results'
 * room. The page sets the flag again from the search it understood once it
 * runs. The security headers allow this exact script.
 *
 * It also catches a search sent from this page's box before the page runs.
 * Sent as it is, the form would load the whole page again with ?key=… (on a
 * slow phone, seconds more before any result). Instead the words go to
 * window[EARLY_SEARCH_KEY], the flag and the results' title show at once
 * (as FINDER_TITLE_SCRIPT writes it), and the page runs that search as soon
 * as it can. It listens on window, after the page's own handlers: once the
 * page runs, the form's handler has already stopped the submission, and this
 * one does nothing. An empty box, or another form, is sent as before.
 *
 * Either way (words in the address, or sent early), it also asks the API for
 * that search's first page at once, exactly as the finder's first request
 * would, and keeps the answer's text in window[EARLY_ANSWER_KEY]: on a slow
 * phone the answer is then there when the finder's code arrives, instead of
 * a round trip after it. The finder's first request takes it if it is the
 * same search (takeEarlyAnswer) and checks it as any answer; an answer that
 * failed, or an error, is dropped and the finder asks again as usual. Only
 * while the page loads: Gatsby runs the head's scripts again on each move
 * within the site, when the finder asks for itself.
 */
export const FINDER_SEARCH_CLASS = "finder-search";

/** Where the words of a search sent before the page ran wait for it. */
export const EARLY_SEARCH_KEY = "___finderEarlySearch";

/** Both scripts write the results' title of words `k` into the frame `p`'s heading `h` the same way: as text. */
const WRITE_KEY_TITLE = `h.textContent=p.getAttribute("data-key").split("{{query}}").join(k)`;

/** Where the answer the head's script asked for waits for the finder's first request. */
export const EARLY_ANSWER_KEY = "___finderEarlyAnswer";

/** An answer of the API as the head's script keeps it: its text and its headers (names in lower case). */
export interface EarlyResponse {
  body: string;
  headers: Record<string, string>;
}

/** The API's search address, as a JavaScript string (the build's value: no "<" can close the script). */
const SEARCH_URL_LITERAL = JSON.stringify(apiUrl("/stores/search")).replace(/</g, "\\u003c");

/**
 * The script's function `s(k)`: asks for the first page of the search of words
 * `k` in the page's language, with the parameters of the finder's first
 * request (searchParams with page 1, FINDER's page size and radius); a second
 * press of the button on the same words, while the page loads, asks nothing more.
 */
const ASK_EARLY =
  `function s(k){try{var u=${SEARCH_URL_LITERAL}+"?"+new URLSearchParams({key:k,radius:${FINDER.radiusKm},locale:d.lang.slice(0,2),page:1,itemsPerPage:${FINDER.pageSize}}),a=window.${EARLY_ANSWER_KEY};` +
  `if(a&&a.url===u)return;window.${EARLY_ANSWER_KEY}={url:u,answer:fetch(u,{headers:{Accept:"application/json, text/plain, */*"}}).then(function(r){var h={};` +
  `r.headers.forEach(function(v,n){h[n.toLowerCase()]=v});return r.ok?r.text().then(function(b){return{body:b,headers:h}}):null}).catch(function(){return null})}}catch(x){}}`;

export const FINDER_SEARCH_SCRIPT =
  `(function(d,c){${ASK_EARLY}var q=new URLSearchParams(location.search),w=(q.get("key")||"").trim().slice(0,${MAX_KEY});` +
  `d.classList.toggle(c,/[?&](key=[^&]|latitude=)/.test(location.search));if(w&&document.readyState=="loading"&&!(q.get("latitude")&&q.get("longitude")))s(w);` +
  `addEventListener("submit",function(e){var f=e.target,i=f.elements&&f.elements.key,k=i?i.value.trim().slice(0,${MAX_KEY}):"",` +
  `p=document.querySelector('[data-island="finder-placeholder"]'),h=p&&p.querySelector("h2");` +
  `if(e.defaultPrevented||!k||f.getAttribute("role")!=="search"||f.getAttribute("action")!==location.pathname)return;` +
  `e.preventDefault();window.${EARLY_SEARCH_KEY}=k;d.classList.add(c);s(k);` +
  `if(h)${WRITE_KEY_TITLE}})})(document.documentElement,"${FINDER_SEARCH_CLASS}")`;

/**
 * What the page does with the words `key` of a search sent before it ran,
 * opened at the address's query `search`: the address to go to (the
 * finder's, with the search and the query parameters the site carries), and
 * the search it shows meanwhile, as if asked from its box while the address
 * was `search`. Null without words.
 */
export function earlyAsked(locale: Locale, search: string, key: string | null): { href: string; asked: { from: string; query: string } } | null {
  if (!key) return null;
  const href = locationsPath(locale, { kind: "key", key }, carriedParams(search));
  // The base only parses the path: the query is all that is kept.
  return { href, asked: { from: search, query: new URL(href, "http://finder.invalid").search } };
}

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
  `else if(k)${WRITE_KEY_TITLE}})(document.currentScript.previousElementSibling)`;
