import * as React from "react";
import { toVisitorError, type VisitorError } from "../api-client/errors";
import type { Store } from "../contract";
import type { Locale } from "../config/site";
import { searchParams, sortByDistance, storeIndexUrl, type StoreSearch } from "../lib/store-search";
import { track } from "../lib/analytics";

export type StoreSearchResult =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; stores: Store[]; /** From the offline index: may be incomplete. */ fallback: boolean }
  | { status: "error"; error: VisitorError };

/** Errors that mean the API cannot be reached or answer: the offline index answers instead. */
const UNREACHABLE = new Set(["network", "timeout", "server", "unknown"]);

async function searchOffline(search: StoreSearch, locale: Locale, signal: AbortSignal): Promise<Store[]> {
  const [{ fallbackSearch, storeIndexSchema }, response] = await Promise.all([
    import("../lib/store-fallback"),
    fetch(storeIndexUrl(locale), { signal }),
  ]);
  if (!response.ok) throw new Error(`${storeIndexUrl(locale)}: ${response.status}`);
  return fallbackSearch(storeIndexSchema.parse(await response.json()), search);
}

/**
 * Searches the stores around a key or a position; a new search cancels the
 * one in flight. If the API cannot be reached, the compact store index built
 * into the site answers (result flagged `fallback`). The API client (axios
 * and the zod contract) loads with the first search, not with the page: the
 * service pages carry this hook for a form most visitors never use.
 */
export function useStoreSearch(search: StoreSearch | null, locale: Locale): StoreSearchResult {
  const [result, setResult] = React.useState<StoreSearchResult>({ status: "idle" });
  const searchKey = search ? JSON.stringify(search) : null;

  React.useEffect(() => {
    if (!search) {
      setResult({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const done = (stores: Store[], fallback: boolean) => {
      if (signal.aborted) return;
      setResult({ status: "done", stores: sortByDistance(stores), fallback });
      track({
        event: "find_store",
        method: search.kind === "key" ? "search" : "geolocation",
        searchTerm: search.kind === "key" ? search.key : undefined,
        resultCount: stores.length,
      });
    };
    setResult({ status: "loading" });
    import("../api-client/stores")
      .then(({ searchStores }) => searchStores(searchParams(search, locale), { signal }))
      .then((stores) => done(stores, false))
      .catch(async (error: unknown) => {
        if (signal.aborted) return;
        const visitorError = toVisitorError(error);
        if (!UNREACHABLE.has(visitorError.kind)) {
          setResult({ status: "error", error: visitorError });
          return;
        }
        try {
          done(await searchOffline(search, locale, signal), true);
        } catch {
          if (!signal.aborted) setResult({ status: "error", error: visitorError });
        }
      });
    return () => controller.abort();
    // The search is compared by value (searchKey), not by identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey, locale]);

  return result;
}
