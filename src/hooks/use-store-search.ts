import * as React from "react";
import { toVisitorError, type VisitorError } from "../api-client/errors";
import type { Store } from "../contract/store";
import { FINDER, type Locale } from "../config/site";
import { firstResults, moreResults, type FinderResults, type FinderSettings, type PageAnswer, type PageSource } from "../lib/finder-results";
import type { PageQuery, StoreSearch } from "../lib/store-search";
import { track } from "../lib/analytics";
import { yieldToMain } from "../lib/yield-to-main";
import { writeLastSearch } from "../state/store-cookies";
import { useCommitEffect } from "./use-commit-effect";

export type StoreSearchResult =
  | { status: "idle" }
  | { status: "loading" }
  | ({
      status: "done";
      /** From the index built into the site: may be incomplete. */
      fallback: boolean;
      loadingMore: boolean;
      /** Why the last "show more" brought nothing (the shops shown stay, the button is offered again). */
      moreError?: VisitorError;
    } & FinderResults<Store>)
  | { status: "error"; error: VisitorError };

export interface StoreSearchState {
  result: StoreSearchResult;
  /** Loads the next page of shops within the radius (nothing when there is none). */
  showMore: () => void;
}

/** Errors that mean the API cannot be reached or answer: the built index answers instead. */
const UNREACHABLE = new Set(["network", "timeout", "server", "unknown"]);

const SETTINGS: FinderSettings = { radiusKm: FINDER.radiusKm, pageSize: FINDER.pageSize, nearestWhenNone: FINDER.nearestWhenNone };

/**
 * Until then (a time in ms), searches skip the API: it could not be reached a
 * moment ago, and a visitor should not wait for a refused connection or a
 * timeout at every search of the visit. It is tried again after the pause.
 */
let apiPausedUntil = 0;

/** The finder's worker, or the same work on this thread where there is none (src/api-client/finder-remote.ts). */
const remote = () => import("../api-client/finder-remote");

/**
 * Searches the shops around a key or a position: within the radius, nearest
 * first, a page at a time, or the nearest few when none is that close (the
 * rules are in src/lib/finder-results.ts). A new search cancels the one in
 * flight. If the API cannot be reached, the index built into the site
 * answers (result flagged `fallback`), for this search and its next pages,
 * and for the next searches until the API is tried again (FINDER.apiPauseMs).
 * The place found is remembered (cookie) for the service pages. The API
 * client and the contract's schemas are loaded and run by a worker started
 * with the first search, never on the page's thread (unless the browser has
 * no workers).
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
      // Only when a search was shown: an update from this effect is urgent (a layout effect in the browser), and
      // one that changes nothing would still reach the parts below that are not hydrated yet, which React would
      // then throw away and render again (its error #421): the search box's suggestions on every service page.
      setState((before) => (before.result.status === "idle" ? before : { key: null, result: { status: "idle" } }));
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const ask = async (type: "api" | "index", query: PageQuery): Promise<PageAnswer<Store>> => {
      const { askFinder } = await remote();
      const { answer, checkedHere } = await askFinder({ type, search, locale, query }, signal);
      current.checkedHere ||= checkedHere;
      return answer;
    };
    // The API first; once it cannot be reached, the built index for the rest of this search
    // and for the searches of the next minute.
    const source: PageSource<Store> = async (query) => {
      if (!current.fallback && Date.now() < apiPausedUntil) current.fallback = true;
      if (current.fallback) return ask("index", query);
      try {
        return await ask("api", query);
      } catch (error) {
        if (signal.aborted || !UNREACHABLE.has(toVisitorError(error).kind)) throw error;
        current.fallback = true;
        apiPausedUntil = Date.now() + FINDER.apiPauseMs;
        return source(query);
      }
    };
    // checkedHere: an answer the page's own thread read and checked; the results then render in the next task.
    const current = { signal, fallback: false, source, checkedHere: false };
    session.current = current;
    setResult({ status: "loading" });
    firstResults(source, SETTINGS)
      .then(async (found) => {
        // An answer read and checked on this thread (a browser without workers): the results
        // render in the next task. From the worker, the answer arrives in a task of its own.
        if (current.checkedHere) await yieldToMain();
        if (signal.aborted) return;
        setResult({ status: "done", fallback: current.fallback, loadingMore: false, ...found });
        // The cookie and the event wait for the task after the one that renders the results: a page's
        // first cookie write waits for the browser's cookie store (about 7 ms with 4x CPU throttling).
        await yieldToMain();
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
    const loading = { ...state, loadingMore: true, moreError: undefined };
    latest.current = loading;
    setState({ key, result: loading });
    moreResults(current.source, SETTINGS, state)
      .then((next) => {
        if (!current.signal.aborted) setState({ key, result: { status: "done", fallback: current.fallback, loadingMore: false, ...next } });
      })
      .catch((error: unknown) => {
        // The shops already shown stay; the button is offered again, with what went wrong.
        if (!current.signal.aborted) setState({ key, result: { ...state, loadingMore: false, moreError: toVisitorError(error) } });
      });
  }, [searchKey]);

  return { result, showMore };
}
