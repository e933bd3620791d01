/**
 * sourceNodes: for each locale, fetch every collection the pages need, the
 * per-store calls (with a concurrency limit; a store whose revision has not
 * changed reuses the lists kept at the last build: store-bundles.ts), the
 * transcripts and the blog;
 * validate with src/contract; build the nodes; create them only when every
 * call of every locale succeeded. Any failure → reporter.panicOnBuild with
 * one of the plugin's error codes (report.ts): the message names the endpoint
 * and says what to do. Unchanged records keep their node id and contentDigest, so
 * Gatsby skips the pages that depend on them; only new and changed nodes are
 * created, and the ones the API no longer has deleted (node-store.ts).
 */
import type { GatsbyNode, NodeInput, PluginOptions, SourceNodesArgs } from "gatsby";
import type { z } from "zod";
import type { Store } from "../../src/contract";
import { RECORD_SCHEMAS as RECORDS } from "../../src/contract/records";
import { fetchBlogPosts } from "./blog";
import { buildNodes, type LocaleData, type NodeHelpers, type SourcedTranscript, type StoreBundle } from "./build-nodes";
import { COLLECTION_ENDPOINTS, PLUGIN_NAME, transcriptEndpoint, type CollectionKey } from "./constants";
import { failureReport, type SourceBases, type SourceFailureReport } from "./report";
import { createFetcher, fetchCollection, fetchOne, mapWithConcurrency, type AnswerCache, type Fetcher } from "./fetch";
import { applyNodes, type NodeStore } from "./node-store";
import { storeBundles, type StoreListsTally } from "./store-bundles";
import { resolveOptions, type UniglassPluginOptions } from "./plugin-options-schema";

export interface SourcingActivity {
  start(): void;
  setStatus(status: string): void;
  end(): void;
}

/** The part of Gatsby's reporter the plugin uses (a fake in tests). */
export interface SourcingReporter {
  /**
   * Given the error's code, context and error in one object (given a second
   * argument, Gatsby's reporter ignores the code): it prints the text of that
   * code in the plugin's error map, then the error's stack.
   */
  panicOnBuild(report: SourceFailureReport & { error: Error }): unknown;
  activityTimer(name: string): SourcingActivity;
  warn(message: string): unknown;
  info?(message: string): unknown;
}

/** The part of Gatsby's sourceNodes arguments the plugin uses (a fake in tests). */
export interface SourcingApi extends NodeHelpers {
  actions: { createNode(node: NodeInput): unknown };
  reporter: SourcingReporter;
  /** Kept between builds: the API's answers with their ETags, asked for again with If-None-Match. */
  cache?: AnswerCache;
  /** Gatsby's node store: with it, only new and changed nodes are created and removed ones deleted. */
  nodeStore?: NodeStore;
}

const MAX_WARNINGS = 20;

/** What the sourcing of every locale shares. */
export interface LocaleSourcing {
  fetcher: Fetcher;
  options: UniglassPluginOptions;
  reporter: SourcingReporter;
  /** Gatsby's cache, where each store's lists are kept with its revision. */
  cache?: AnswerCache;
  /** Stores whose lists were reused or asked for, all locales together. */
  tally: StoreListsTally;
}

interface Context extends LocaleSourcing {
  locale: string;
}

async function withActivity<T>(reporter: SourcingReporter, name: string, run: () => Promise<T>, status: (result: T) => string): Promise<T> {
  const activity = reporter.activityTimer(name);
  activity.start();
  const result = await run();
  activity.setStatus(status(result));
  activity.end();
  return result;
}

const COLLECTION_LABELS: Record<CollectionKey, string> = {
  stores: "stores",
  serviceCategories: "service categories",
  services: "services",
  featuredServices: "featured services",
  slides: "slides",
  promotions: "promotions",
  privilegeCoupons: "privilege coupons",
  careers: "careers",
  promoPages: "promo pages",
};

function collection<S extends z.ZodType>(ctx: Context, key: CollectionKey, schema: S): Promise<z.output<S>[]> {
  const { fetcher, options, reporter, locale } = ctx;
  return withActivity(
    reporter,
    `Sourcing ${COLLECTION_LABELS[key]} (${locale})…`,
    () =>
      fetchCollection(fetcher, {
        base: options.apiUrl,
        path: COLLECTION_ENDPOINTS[key],
        query: { locale },
        schema,
        itemsPerPage: options.itemsPerPage,
      }),
    (records) => `${records.length} ${COLLECTION_LABELS[key]}`,
  );
}

async function fetchStoreBundles(ctx: Context, stores: Store[]): Promise<StoreBundle[]> {
  const { options, locale } = ctx;
  const { bundles, tally } = await withActivity(
    ctx.reporter,
    `Sourcing coupons, reviews, partners, social networks and categories of each store (${locale})…`,
    () => storeBundles({ ...options, fetcher: ctx.fetcher, cache: ctx.cache, locale }, stores),
    (result) => `${result.bundles.length} stores, lists of ${result.tally.reused} kept (same revision)`,
  );
  ctx.tally.reused += tally.reused;
  ctx.tally.asked += tally.asked;
  return bundles;
}

async function fetchTranscripts(
  ctx: Context,
  owners: { owner: SourcedTranscript["owner"]; id: number; slug: string; transcriptSlug: string | null | undefined }[],
): Promise<SourcedTranscript[]> {
  const wanted = owners.filter((o): o is typeof o & { transcriptSlug: string } => Boolean(o.transcriptSlug));
  return withActivity(
    ctx.reporter,
    `Sourcing transcripts (${ctx.locale})…`,
    () =>
      mapWithConcurrency(wanted, ctx.options.concurrency, async (o) => ({
        owner: o.owner,
        ownerId: o.id,
        ownerSlug: o.slug,
        transcript: await fetchOne(ctx.fetcher, ctx.options.apiUrl, transcriptEndpoint(o.slug, o.transcriptSlug), { locale: ctx.locale }, RECORDS.transcripts),
      })),
    (transcripts) => `${transcripts.length} transcripts`,
  );
}

export async function fetchLocale(sourcing: LocaleSourcing, locale: string): Promise<LocaleData> {
  const ctx: Context = { ...sourcing, locale };
  const { reporter, fetcher, options } = ctx;
  const [stores, serviceCategories, services, featuredServices, slides, promotions, privilegeCoupons, careers, promoPages] = await Promise.all([
    collection(ctx, "stores", RECORDS.stores),
    collection(ctx, "serviceCategories", RECORDS.serviceCategories),
    collection(ctx, "services", RECORDS.services),
    collection(ctx, "featuredServices", RECORDS.featuredServices),
    collection(ctx, "slides", RECORDS.slides),
    collection(ctx, "promotions", RECORDS.promotions),
    collection(ctx, "privilegeCoupons", RECORDS.coupons),
    collection(ctx, "careers", RECORDS.careers),
    collection(ctx, "promoPages", RECORDS.promoPages),
  ]);
  const storeBundles = await fetchStoreBundles(ctx, stores);
  const transcripts = await fetchTranscripts(ctx, [
    ...serviceCategories.map((c) => ({ owner: "serviceCategory" as const, id: c.id, slug: c.slug, transcriptSlug: c.transcriptSlug })),
    ...services.map((s) => ({ owner: "service" as const, id: s.id, slug: s.slug, transcriptSlug: s.transcriptSlug })),
  ]);
  const blogPosts = await withActivity(
    reporter,
    `Sourcing blog posts (${locale})…`,
    () => fetchBlogPosts(fetcher, options.wordpressUrl, locale),
    (posts) => `${posts.length} blog posts`,
  );
  return {
    locale,
    stores: storeBundles,
    serviceCategories,
    services,
    featuredServices,
    slides,
    promotions,
    privilegeCoupons,
    careers,
    promoPages,
    transcripts,
    blogPosts,
  };
}

export async function sourceUniglass(api: SourcingApi, pluginOptions: PluginOptions | Partial<UniglassPluginOptions>): Promise<void> {
  const { reporter } = api;
  const bases = pluginOptions as SourceBases;
  try {
    const options = resolveOptions(pluginOptions);
    const fetcher = createFetcher({ ...options, cache: api.cache });
    const sourcing: LocaleSourcing = { fetcher, options, reporter, cache: api.cache, tally: { reused: 0, asked: 0 } };
    const nodes: NodeInput[] = [];
    const warnings: string[] = [];
    for (const locale of options.locales) {
      const data = await fetchLocale(sourcing, locale);
      const built = buildNodes(data, api);
      nodes.push(...built.nodes);
      warnings.push(...built.warnings);
    }
    const { full, unchanged } = fetcher.counts;
    const { reused, asked } = sourcing.tally;
    reporter.info?.(`[${PLUGIN_NAME}] ${full + unchanged} answers: ${unchanged} unchanged since the last build (304), ${full} sent in full`);
    reporter.info?.(`[${PLUGIN_NAME}] stores' lists: ${reused} kept from the last build (same revision), ${asked} asked for`);
    warnings.slice(0, MAX_WARNINGS).forEach((warning) => reporter.warn(`[${PLUGIN_NAME}] ${warning}`));
    if (warnings.length > MAX_WARNINGS) reporter.warn(`[${PLUGIN_NAME}] …and ${warnings.length - MAX_WARNINGS} more dangling relations`);
    const changes = await applyNodes(nodes, (node) => api.actions.createNode(node), api.nodeStore, api.cache);
    reporter.info?.(`[${PLUGIN_NAME}] nodes: ${changes.created} created or changed, ${changes.unchanged} unchanged, ${changes.deleted} deleted`);
  } catch (error) {
    reporter.panicOnBuild({ ...failureReport(error, bases), error: error instanceof Error ? error : new Error(String(error)) });
  }
}

/** Gatsby's node store, when this Gatsby lets a source plugin delete its own stale nodes (5.12 and later). */
function nodeStoreOf(args: SourceNodesArgs): NodeStore | undefined {
  const { getNode, getNodesByType, actions } = args;
  const { enableStatefulSourceNodes } = actions;
  if (typeof enableStatefulSourceNodes !== "function") return undefined;
  return {
    getNode: (id) => getNode(id),
    getNodesByType: (type) => getNodesByType(type),
    deleteNode: (node) => actions.deleteNode(node as Parameters<typeof actions.deleteNode>[0]),
    enableStatefulSourceNodes: () => enableStatefulSourceNodes(),
  };
}

export const sourceNodes: GatsbyNode["sourceNodes"] = (args, options) =>
  sourceUniglass(
    {
      actions: { createNode: (node) => args.actions.createNode(node) },
      createNodeId: args.createNodeId,
      createContentDigest: args.createContentDigest,
      reporter: args.reporter,
      cache: args.cache,
      nodeStore: nodeStoreOf(args),
    },
    options,
  );
