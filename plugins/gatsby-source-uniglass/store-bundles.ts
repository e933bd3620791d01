/**
 * Each store's five lists (coupons, reviews, partners, social networks,
 * service categories): five calls per store and locale, 20,000 at 2,000
 * stores, most of a rebuild's sourcing even when every answer is a 304.
 *
 * When the API gives a store a `revision` (it changes whenever the store or
 * one of those lists changes), the lists are kept in Gatsby's cache with it,
 * as the API sent them. The next build reuses them, checked against the
 * contract like a fresh answer, while the revision is the same, and asks for
 * them again, in full, when it changed, when nothing was kept, or when what
 * was kept no longer passes the contract: the kept lists stand in for the
 * answers, which are not kept a second time for conditional requests.
 * Without a revision the lists are asked for at every build, as before, and
 * their answers are kept with their ETags like every other.
 */
import { z } from "zod";
import type { Store } from "../../src/contract";
import { RECORD_SCHEMAS as RECORDS } from "../../src/contract/records";
import type { StoreBundle } from "./build-nodes";
import { STORE_ENDPOINTS } from "./constants";
import { SourceError } from "./errors";
import { fetchPages, mapWithConcurrency, parsePages, type AnswerCache, type Fetcher, type RawPage } from "./fetch";

/** /stores/{slug}/categories: only the ids are kept, to link the store to its service categories. */
const storeCategoryRefSchema = z.object({ id: z.number().int(), slug: z.string().optional() });

const LISTS = {
  coupons: { path: STORE_ENDPOINTS.coupons, schema: RECORDS.coupons },
  testimonials: { path: STORE_ENDPOINTS.testimonials, schema: RECORDS.testimonials },
  partners: { path: STORE_ENDPOINTS.partners, schema: RECORDS.partners },
  socialNetworks: { path: STORE_ENDPOINTS.socialNetworks, schema: RECORDS.socialNetworks },
  categories: { path: STORE_ENDPOINTS.serviceCategories, schema: storeCategoryRefSchema },
} as const;
type ListName = keyof typeof LISTS;
const LIST_NAMES = Object.keys(LISTS) as ListName[];

type RawLists = Record<ListName, RawPage[]>;

/** What the cache holds for one store in one locale. */
interface KeptLists {
  revision: string;
  lists: RawLists;
}

function isRawPage(value: unknown): value is RawPage {
  return typeof value === "object" && value !== null && typeof (value as RawPage).url === "string" && Array.isArray((value as RawPage).items);
}

function isKeptLists(value: unknown): value is KeptLists {
  if (typeof value !== "object" || value === null) return false;
  const { revision, lists } = value as Partial<KeptLists>;
  if (typeof revision !== "string" || typeof lists !== "object" || lists === null) return false;
  return LIST_NAMES.every((name) => Array.isArray(lists[name]) && lists[name].every(isRawPage));
}

export interface StoreListsContext {
  fetcher: Fetcher;
  cache?: AnswerCache;
  apiUrl: string;
  locale: string;
  itemsPerPage: number;
  concurrency: number;
}

/** How the stores' lists of one locale were had. */
export interface StoreListsTally {
  /** Stores whose kept lists were reused: their revision had not changed. */
  reused: number;
  /** Stores whose lists were asked for. */
  asked: number;
}

const keptKey = (ctx: StoreListsContext, slug: string) => `store-lists:${ctx.apiUrl}:${ctx.locale}:${slug}`;

function bundleOf(store: Store, lists: RawLists): StoreBundle {
  return {
    store,
    coupons: parsePages(LISTS.coupons.schema, lists.coupons),
    testimonials: parsePages(LISTS.testimonials.schema, lists.testimonials),
    partners: parsePages(LISTS.partners.schema, lists.partners),
    socialNetworks: parsePages(LISTS.socialNetworks.schema, lists.socialNetworks),
    serviceCategoryIds: parsePages(LISTS.categories.schema, lists.categories).map((c) => c.id),
  };
}

/** The store's lists kept with this revision, parsed; null when there are none or they no longer pass the contract. */
async function keptBundle(ctx: StoreListsContext, store: Store): Promise<StoreBundle | null> {
  if (!ctx.cache || store.revision === undefined) return null;
  const kept = await ctx.cache.get(keptKey(ctx, store.slug));
  if (!isKeptLists(kept) || kept.revision !== store.revision) return null;
  try {
    return bundleOf(store, kept.lists);
  } catch (error) {
    if (error instanceof SourceError) return null;
    throw error;
  }
}

async function askedBundle(ctx: StoreListsContext, store: Store): Promise<StoreBundle> {
  const lists = {} as RawLists;
  // One call after the other: the concurrency limit counts stores in flight.
  for (const name of LIST_NAMES) {
    lists[name] = await fetchPages(ctx.fetcher, {
      base: ctx.apiUrl,
      path: LISTS[name].path(store.slug),
      query: { locale: ctx.locale },
      itemsPerPage: ctx.itemsPerPage,
      // Lists kept with a revision are not kept a second time as answers for ETags.
      keepAnswers: store.revision === undefined,
    });
  }
  const bundle = bundleOf(store, lists);
  if (ctx.cache && store.revision !== undefined) await ctx.cache.set(keptKey(ctx, store.slug), { revision: store.revision, lists } satisfies KeptLists);
  return bundle;
}

/** Every store with its lists, in the stores' order. */
export async function storeBundles(ctx: StoreListsContext, stores: readonly Store[]): Promise<{ bundles: StoreBundle[]; tally: StoreListsTally }> {
  const tally: StoreListsTally = { reused: 0, asked: 0 };
  const bundles = await mapWithConcurrency(stores, ctx.concurrency, async (store) => {
    const kept = await keptBundle(ctx, store);
    if (kept) {
      tally.reused += 1;
      return kept;
    }
    tally.asked += 1;
    return askedBundle(ctx, store);
  });
  return { bundles, tally };
}
