/**
 * The finder's results, whoever answers (the API or the index built into the
 * site): the shops within the radius, nearest first, a page at a time; when
 * none is that close, the few nearest shops, to say how far the nearest is.
 * Pure: the source of pages is an argument.
 */
import type { LatLng } from "./distance";
import type { PageQuery } from "./store-search";

/** One page as a source answers it. */
export interface PageAnswer<T> {
  stores: T[];
  /** Stores in the whole list (within the radius when there is one); null when the source does not say. */
  total: number | null;
  /** The searched point, when the source says it. */
  origin: LatLng | null;
}

export type PageSource<T> = (query: PageQuery) => Promise<PageAnswer<T>>;

export interface FinderSettings {
  radiusKm: number;
  pageSize: number;
  nearestWhenNone: number;
}

export interface FinderResults<T> {
  /** "within": the shops within the radius; "nearest": none was, these are the nearest; "none": the place is unknown. */
  mode: "within" | "nearest" | "none";
  stores: T[];
  /** Shops within the radius in all (the nearest mode: how many are shown). */
  total: number;
  /** The last page read. */
  page: number;
  /** Whether "show more" has something to show. */
  hasMore: boolean;
  origin: LatLng | null;
}

type WithDistance = { distance?: number | null; slug: string };

/** Drops what is beyond the radius, in case an API ignores it; what it dropped means the list ends here. */
function withinRadius<T extends WithDistance>(answer: PageAnswer<T>, radiusKm: number): { stores: T[]; cut: boolean } {
  const stores = answer.stores.filter((s) => typeof s.distance !== "number" || s.distance <= radiusKm);
  return { stores, cut: stores.length < answer.stores.length };
}

function summary<T extends WithDistance>(answer: PageAnswer<T>, shown: T[], page: number, pageSize: number, cut: boolean) {
  const total = cut ? shown.length : (answer.total ?? (answer.stores.length < pageSize ? shown.length : null));
  // Total unknown: a full page may have a next one.
  const hasMore = !cut && (total === null ? answer.stores.length === pageSize : shown.length < total);
  return { total: total ?? shown.length, hasMore, page };
}

/** The first page: the shops within the radius, or else the nearest few. */
export async function firstResults<T extends WithDistance>(source: PageSource<T>, settings: FinderSettings): Promise<FinderResults<T>> {
  const first = await source({ page: 1, itemsPerPage: settings.pageSize, radiusKm: settings.radiusKm });
  const { stores, cut } = withinRadius(first, settings.radiusKm);
  if (stores.length > 0) {
    return { mode: "within", stores, origin: first.origin, ...summary(first, stores, 1, settings.pageSize, cut) };
  }
  const nearest = await source({ page: 1, itemsPerPage: settings.nearestWhenNone });
  const origin = nearest.origin ?? first.origin;
  if (nearest.stores.length === 0) return { mode: "none", stores: [], total: 0, page: 1, hasMore: false, origin };
  return { mode: "nearest", stores: nearest.stores, total: nearest.stores.length, page: 1, hasMore: false, origin };
}

/** The next page appended (a shop already shown is not repeated). */
export async function moreResults<T extends WithDistance>(
  source: PageSource<T>,
  settings: FinderSettings,
  current: FinderResults<T>,
): Promise<FinderResults<T>> {
  if (!current.hasMore || current.mode !== "within") return current;
  const page = current.page + 1;
  const answer = await source({ page, itemsPerPage: settings.pageSize, radiusKm: settings.radiusKm });
  const { stores, cut } = withinRadius(answer, settings.radiusKm);
  const seen = new Set(current.stores.map((s) => s.slug));
  const all = [...current.stores, ...stores.filter((s) => !seen.has(s.slug))];
  const total = cut ? all.length : (answer.total ?? (answer.stores.length < settings.pageSize ? all.length : null));
  const hasMore = !cut && stores.length > 0 && (total === null ? answer.stores.length === settings.pageSize : all.length < total);
  return { ...current, stores: all, page, total: total ?? all.length, hasMore };
}
