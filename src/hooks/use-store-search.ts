import * as React from "react";
import { toVisitorError, type VisitorError } from "../api-client/errors";
import type { Store } from "../contract";
import { FINDER, type Locale } from "../config/site";
import { firstResults, moreResults, type FinderResults, type FinderSettings, type PageAnswer, type PageSource } from "../lib/finder-results";
import { parseOrigin, searchParams, storeIndexUrl, type PageQuery, type StoreSearch } from "../lib/store-search";
import { track } from "../lib/analytics";
import { yieldToMain } from "../lib/yield-to-main";
import { SEARCH_ORIGIN_HEADER } from "../contract/constants";
import { writeLastSearch } from "../state/store-cookies";
import { useCommitEffect } from "./use-commit-effect";

export type StoreSearchResult =
  | { status: "idle" }
  | { status: "loading" }
  | ({ status: "done"; /** From the index built into the site: may be incomplete. */ fallback: boolean; loadingMore: boolean } & FinderResults<Store>)
  | { status: "error"; error: VisitorError };

export interface StoreSearchState {
  result: StoreSearchResult;
  /** Loads the next page of shops within the radius (nothing when there is none). */
  showMore: () => void;
}

/** Errors that mean the API cannot be reached or answer: the built index answers instead. */
const UNREACHABLE = new Set(["network", "timeout", "server", "unknown"]);

const SETTINGS: FinderSettings = { radiusKm: FINDER.radiusKm, pageSize: FINDER.pageSize, nearestWhenNone: FINDER.nearestWhenNone };

/** The code a first search needs, in the order it is evaluated. */
const SEARCH_CODE: ReadonlyArray<() => Promise<unknown>> = [
  // Named exports only: a whole-namespace import keeps every export of zod's core in the
  // chunk that the forms share (40 KB more, 6 KB gzip on each form page); one class is
  // enough for its modules to be evaluated in this task.
  () => import(/* webpackExports: ["$ZodObject"] */ "zod/v4/core"),
  () => import("../lib/zod-jitless"),
  () => import("axios"),
  () => import("../api-client/store-search"),
];

function apiSource(search: StoreSearch, locale: Locale, signal: AbortSignal): PageSource<Store> {
  return async (query: PageQuery): Promise<PageAnswer<Store>> => {
    // The schema library's core, its API, the HTTP client, then the store's schemas and the
    // request: tasks a phone can answer a tap between, instead of one that blocks it for a
    // quarter second (each import evaluates only what the ones before did not).
    for (const load of SEARCH_CODE) {
      await load();
      await yieldToMain();
    }
    const { searchStoresPage } = await import("../api-client/store-search");
    const page = await searchStoresPage(searchParams(search, locale, query), { signal });
    const origin = parseOrigin(page.header(SEARCH_ORIGIN_HEADER)) ?? (search.kind === "position" ? search : null);
    return { stores: page.items, total: page.total, origin: origin && { latitude: origin.latitude, longitude: origin.longitude } };
  };
}

/**
 * Until then (a time in ms), searches skip the API: it could not be reached a
 * moment ago, and a visitor should not wait for a refused connection or a
 * timeout at every search of the visit. It is tried again after the pause.
 */
let apiPausedUntil = 0;

/** The built index of each language, read and checked once per page. */
const indexes = new Map<Locale, Promise<Store[]>>();
/** The languages whose index is read and checked: a search in it is a few milliseconds of arithmetic. */
const indexesRead = new Set<Locale>();

function loadIndex(locale: Locale): Promise<Store[]> {
  let index = indexes.get(locale);
  if (!index) {
    index = Promise.all([import("../lib/store-fallback"), fetch(storeIndexUrl(locale))]).then(async ([fallback, response]) => {
      if (!response.ok) throw new Error(`${storeIndexUrl(locale)}: ${response.status}`);
      const stores = fallback.storeIndexSchema.parse(await response.json());
      indexesRead.add(locale);
      return stores;
    });
    index.catch(() => indexes.delete(locale));
    indexes.set(locale, index);
  }
  return index;
}

function offlineSource(search: StoreSearch, locale: Locale): PageSource<Store> {
  return async (query: PageQuery) => {
    const [stores, { fallbackPage }] = await Promise.all([loadIndex(locale), import("../lib/store-fallback")]);
    return fallbackPage(stores, search, query);
  };
}

/**
 * Searches the shops around a key or a position: within the radius, nearest
 * first, a page at a time, or the nearest few when none is that close (the
 * rules are in src/lib/finder-results.ts). A new search cancels the one in
 * flight. If the API cannot be reached, the index built into the site
 * answers (result flagged `fallback`), for this search and its next pages,
 * and for the next searches until the API is tried again (FINDER.apiPauseMs).
 * The place found is remembered (cookie) for the service pages. The API
 * client (axios and the zod contract) loads with the first search, not with
 * the page.
 */
export function useStoreSearch(search: StoreSearch | null, locale: Locale): StoreSearchState {
  const searchKey = search ? `${locale}:${JSON.stringify(search)}` : null;
  const [state, setState] = React.useState<{ key: string | null; result: StoreSearchResult }>({ key: null, result: { status: "idle" } });
  // The answer of another search (the one before, until the effect starts this one) is never shown under this one.
  const result: StoreSearchResult = state.key === searchKey ? state.result : search ? { status: "loading" } : { status: "idle" };
  const setResult = React.useCallback((next: StoreSearchResult) => setState({ key: searchKey, result: next }), [searchKey]);
  const session = React.useRef<{ signal: AbortSignal; source: PageSource<Store>; fallback: boolean } | null>(null);

  // Started in the task of the render that asked for it, not after the next frame.
  useCommitEffect(() => {
    if (!search) {
      setResult({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const api = apiSource(search, locale, signal);
    const offline = offlineSource(search, locale);
    const current = { signal, fallback: false, source: api, read: false };
    // The API first; once it cannot be reached, the built index for the rest of this search
    // and for the searches of the next minute.
    current.source = async (query) => {
      if (!current.fallback && Date.now() < apiPausedUntil) current.fallback = true;
      if (current.fallback) {
        current.read ||= !indexesRead.has(locale);
        return offline(query);
      }
      current.read = true;
      try {
        return await api(query);
      } catch (error) {
        if (signal.aborted || !UNREACHABLE.has(toVisitorError(error).kind)) throw error;
        current.fallback = true;
        apiPausedUntil = Date.now() + FINDER.apiPauseMs;
        return current.source(query);
      }
    };
    session.current = current;
    setResult({ status: "loading" });
    firstResults(current.source, SETTINGS)
      .then(async (found) => {
        // An answer read and checked in this task (the API's, or the index's first reading): the
        // results render in the next one. An index already read answers in a few milliseconds:
        // the results render at once, in the task of the search.
        if (current.read) await yieldToMain();
        if (signal.aborted) return;
        setResult({ status: "done", fallback: current.fallback, loadingMore: false, ...found });
        if (found.origin) writeLastSearch({ ...found.origin, label: search.kind === "key" ? search.key : null });
        track({
          event: "find_store",
          method: search.kind === "key" ? "search" : "geolocation",
          searchTerm: search.kind === "key" ? search.key : undefined,
          resultCount: found.mode === "within" ? found.total : 0,
        });
      })
      .catch((error: unknown) => {
        if (!signal.aborted) setResult({ status: "error", error: toVisitorError(error) });
      });
    return () => controller.abort();
    // The search is compared by value (searchKey), not by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  const latest = React.useRef(result);
  latest.current = result;
  const showMore = React.useCallback(() => {
    const current = session.current;
    const key = searchKey;
    const state = latest.current;
    if (!current || state.status !== "done" || state.loadingMore || !state.hasMore) return;
    const loading = { ...state, loadingMore: true };
    latest.current = loading;
    setState({ key, result: loading });
    moreResults(current.source, SETTINGS, state)
      .then((next) => {
        if (!current.signal.aborted) setState({ key, result: { status: "done", fallback: current.fallback, loadingMore: false, ...next } });
      })
      .catch(() => {
        // The shops already shown stay; the button is offered again.
        if (!current.signal.aborted) setState({ key, result: { ...state, loadingMore: false } });
      });
  }, [searchKey]);

  return { result, showMore };
}
