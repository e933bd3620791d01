/**
 * The two ways the finder answers a page of a search: the API's
 * /stores/search, or the store index built into the site when the API
 * cannot be reached (the same rules over public/store-index.{locale}.json).
 * Both read and check their answer against the contract, which costs a
 * phone more than a tenth of a second the first time (the schema library is
 * evaluated and the schemas built): the finder runs them in a worker
 * (finder-worker.ts), and here only when the browser has none.
 */
import type { Locale } from "../config/site";
import type { Store } from "../contract/store";
import { SEARCH_ORIGIN_HEADER } from "../contract/constants";
import type { PageAnswer } from "../lib/finder-results";
import { parseOrigin, searchParams, storeIndexUrl, type PageQuery, type StoreSearch } from "../lib/store-search";
import type { EarlyResponse } from "../lib/finder-flag";
import type { ListPage } from "./client";
import { searchStoresPage, storesPageOf } from "./store-search";

/** The page of an answer received early (checked as any), or undefined without one or when its text is not JSON (the finder then asks again). */
function earlyPage(early: EarlyResponse | undefined): ListPage<Store> | undefined {
  if (!early) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(early.body);
  } catch {
    return undefined;
  }
  return storesPageOf(data, early.headers);
}

async function apiAnswer(search: StoreSearch, locale: Locale, query: PageQuery, signal?: AbortSignal, early?: EarlyResponse): Promise<PageAnswer<Store>> {
  const page = earlyPage(early) ?? (await searchStoresPage(searchParams(search, locale, query), { signal }));
  const origin = parseOrigin(page.header(SEARCH_ORIGIN_HEADER)) ?? (search.kind === "position" ? search : null);
  return { stores: page.items, total: page.total, origin: origin && { latitude: origin.latitude, longitude: origin.longitude } };
}

/** The built index of each language, read and checked once. */
const indexes = new Map<Locale, Promise<Store[]>>();

function loadIndex(locale: Locale): Promise<Store[]> {
  let index = indexes.get(locale);
  if (!index) {
    index = Promise.all([import("../lib/store-fallback"), fetch(storeIndexUrl(locale))]).then(async ([fallback, response]) => {
      if (!response.ok) throw new Error(`${storeIndexUrl(locale)}: ${response.status}`);
      return fallback.storeIndexSchema.parse(await response.json());
    });
    index.catch(() => indexes.delete(locale));
    indexes.set(locale, index);
  }
  return index;
}

async function indexAnswer(search: StoreSearch, locale: Locale, query: PageQuery): Promise<PageAnswer<Store>> {
  const [stores, { fallbackPage }] = await Promise.all([loadIndex(locale), import("../lib/store-fallback")]);
  return fallbackPage(stores, search, query);
}

/** What the finder asks for: a page from the API, or from the built index. */
export interface FinderRequest {
  type: "api" | "index";
  search: StoreSearch;
  locale: Locale;
  query: PageQuery;
}

/** A page of results; `early`, the API's answer to this very request already received (see takeEarlyAnswer), saves asking again. */
export function answer(request: FinderRequest, signal?: AbortSignal, early?: EarlyResponse): Promise<PageAnswer<Store>> {
  return request.type === "api"
    ? apiAnswer(request.search, request.locale, request.query, signal, early)
    : indexAnswer(request.search, request.locale, request.query);
}
