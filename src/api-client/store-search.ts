/**
 * The store calls of the finder and of the favourite shop. They take the
 * store's schema from its own module, not from the contract's index: the
 * first search of a page then builds only the schemas it checks, not every
 * schema of the API (the contract's index costs a phone about 100 ms of
 * blocking time to evaluate).
 */
import { storeSchema, type Store } from "../contract/store";
import { getListPage, getOne, listPageOf, segment, withListDefaults, type CallOptions, type ListPage, type ListParams, type QueryParams } from "./client";

/** GET /stores/{id} — id or slug (the favourite store is fetched by slug and locale). */
export const getStore = (idOrSlug: number | string, params?: QueryParams, options?: CallOptions): Promise<Store> =>
  getOne(storeSchema, `/stores/${segment(idOrSlug)}`, params, options);

/** GET /stores/search, one page with the total and the headers (X-Search-Origin), for the finder's paging. */
export const searchStoresPage = (params: ListParams, options?: CallOptions): Promise<ListPage<Store>> =>
  getListPage(storeSchema, "/stores/search", withListDefaults(params), options);

/** A page of /stores/search from an answer already received (its body read as JSON, and its headers). */
export const storesPageOf = (data: unknown, headers: Record<string, string>): ListPage<Store> => listPageOf(storeSchema, "/stores/search", data, headers);
