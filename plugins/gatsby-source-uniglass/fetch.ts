/**
 * HTTP for the source plugin: node's global fetch (undici, node 20) with
 * retries and exponential backoff. A 5xx or a network error (time-out
 * included) is retried `retries` times; a 4xx fails at once. Every failure
 * becomes a SourceError whose message names the URL and the status, which
 * sourceNodes hands to reporter.panicOnBuild.
 *
 * Given a cache (Gatsby's, kept between builds), the fetcher keeps each
 * answer that came with an ETag and asks for it again with If-None-Match: an
 * API that answers 304 (unchanged) sends no body, and the kept answer is
 * used (validated again like any other). An API without ETags is fetched in
 * full every time, as before.
 */
import type { z } from "zod";
import { MAX_PAGES } from "./constants";
import { SourceError } from "./errors";
import { parseRecord, parseRecords, recordKey } from "./validate";

export { SourceError };

/** Where answers are kept between builds (Gatsby's cache of the plugin, or a Map in tests). */
export interface AnswerCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

export interface FetcherOptions {
  retries: number;
  retryDelayMs: number;
  requestTimeoutMs: number;
  cache?: AnswerCache;
}

/** Answers of this build: sent in full, or unchanged since the one kept (304). */
export interface FetchCounts {
  full: number;
  unchanged: number;
}

interface KeptAnswer {
  etag: string;
  body: unknown;
}

function isKeptAnswer(value: unknown): value is KeptAnswer {
  return typeof value === "object" && value !== null && typeof (value as KeptAnswer).etag === "string" && "body" in value;
}

export interface JsonResponse {
  body: unknown;
  headers: Headers;
}

export interface GetOptions {
  /**
   * Whether this answer is kept for a conditional request next build (default
   * true). False for answers the caller keeps itself in another form, so the
   * cache does not hold them twice.
   */
  keep?: boolean;
}

export interface Fetcher {
  getJson(url: string, options?: GetOptions): Promise<JsonResponse>;
  readonly counts: FetchCounts;
}

export type Query = Record<string, string | number | undefined>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * "ECONNREFUSED connect ECONNREFUSED 127.0.0.1:9000" rather than undici's bare
 * "fetch failed". Duck-typed: errors may come from another realm (Jest's vm).
 */
function describeNetworkError(error: unknown): string {
  if (!error || typeof error !== "object") return String(error);
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === "TimeoutError") return "request timed out";
  if (cause && typeof cause === "object") {
    const { code, message: causeMessage } = cause as { code?: unknown; message?: unknown };
    const text = typeof causeMessage === "string" ? causeMessage : "";
    if (typeof code === "string") return text.includes(code) ? text : `${code} ${text}`.trim();
    if (text) return text;
  }
  return typeof message === "string" ? message : Object.prototype.toString.call(error);
}

const cacheKey = (url: string) => `answer:${url}`;

export function createFetcher({ retries, retryDelayMs, requestTimeoutMs, cache }: FetcherOptions): Fetcher {
  const counts: FetchCounts = { full: 0, unchanged: 0 };

  async function attempt(url: string, keep: boolean): Promise<JsonResponse | { retry: SourceError }> {
    const kept = cache && keep ? await cache.get(cacheKey(url)) : undefined;
    const held = isKeptAnswer(kept) ? kept : null;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: held ? { Accept: "application/json", "If-None-Match": held.etag } : { Accept: "application/json" },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      return { retry: new SourceError(`GET ${url} failed: network error (${describeNetworkError(error)})`, url, null, "unreachable") };
    }
    if (response.status === 304 && held) {
      counts.unchanged += 1;
      return { body: held.body, headers: response.headers };
    }
    if (response.status >= 500) {
      await response.arrayBuffer().catch(() => undefined);
      return { retry: new SourceError(`GET ${url} failed with status ${response.status}`, url, response.status, "server-error") };
    }
    if (response.status < 200 || response.status >= 300) {
      await response.arrayBuffer().catch(() => undefined);
      throw new SourceError(`GET ${url} failed with status ${response.status} (not retried)`, url, response.status, "refused");
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      throw new SourceError(`GET ${url} answered ${response.status} with a body that is not JSON`, url, response.status, "not-the-api");
    }
    counts.full += 1;
    const etag = response.headers.get("etag");
    if (cache && keep && etag) await cache.set(cacheKey(url), { etag, body } satisfies KeptAnswer);
    return { body, headers: response.headers };
  }

  return {
    counts,
    async getJson(url, { keep = true } = {}) {
      for (let n = 0; ; n += 1) {
        const result = await attempt(url, keep);
        if (!("retry" in result)) return result;
        if (n >= retries) {
          const tries = retries + 1;
          result.retry.message += ` after ${tries} attempt${tries > 1 ? "s" : ""}`;
          throw result.retry;
        }
        await sleep(retryDelayMs * 2 ** n);
      }
    },
  };
}

export function buildUrl(base: string, path: string, query: Query = {}): string {
  const url = new URL(`${base.replace(/\/+$/, "")}${path}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** API Platform answers a plain array (JSON) or a Hydra collection (JSON-LD). */
export function collectionItems(body: unknown, url: string): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    for (const key of ["hydra:member", "member"]) {
      if (Array.isArray(record[key])) return record[key] as unknown[];
    }
  }
  throw new SourceError(`GET ${url} did not answer a collection (an array or a hydra:member list)`, url, null, "not-the-api");
}

export interface PagesRequest {
  base: string;
  path: string;
  query: Query;
  itemsPerPage: number;
  /** Whether the answers are kept for conditional requests (see GetOptions.keep). */
  keepAnswers?: boolean;
}

export interface CollectionRequest<S extends z.ZodType> extends PagesRequest {
  schema: S;
}

/** One page of a collection as the API sent it, with its address (named by validation errors). */
export interface RawPage {
  url: string;
  items: unknown[];
}

/**
 * Follows pagination (page=1,2,… until a page holds fewer than itemsPerPage
 * items). Stops with an error when the API repeats records it already sent,
 * i.e. ignores page/itemsPerPage.
 */
export async function fetchPages(fetcher: Fetcher, { base, path, query, itemsPerPage, keepAnswers = true }: PagesRequest): Promise<RawPage[]> {
  const pages: RawPage[] = [];
  const seen = new Set<string>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const url = buildUrl(base, path, { ...query, page, itemsPerPage });
    const { body } = await fetcher.getJson(url, { keep: keepAnswers });
    const items = collectionItems(body, url);
    const keys = items.map(recordKey).filter((key): key is string => key !== null);
    if (page > 1 && keys.length > 0 && keys.every((key) => seen.has(key))) {
      throw new SourceError(`GET ${url} repeated the records of an earlier page: the API seems to ignore page/itemsPerPage`, url, null, "pagination");
    }
    keys.forEach((key) => seen.add(key));
    pages.push({ url, items });
    if (items.length < itemsPerPage) return pages;
  }
  throw new SourceError(`GET ${base}${path}: more than ${MAX_PAGES} pages`, `${base}${path}`, null, "pagination");
}

/** Every record of the pages, validated; an invalid one names the page's address. */
export function parsePages<S extends z.ZodType>(schema: S, pages: readonly RawPage[]): z.output<S>[] {
  return pages.flatMap((page) => parseRecords(schema, page.items, page.url));
}

/** A whole collection (every page), validated. */
export async function fetchCollection<S extends z.ZodType>(fetcher: Fetcher, request: CollectionRequest<S>): Promise<z.output<S>[]> {
  return parsePages(request.schema, await fetchPages(fetcher, request));
}

/** One object (e.g. a transcript), validated. */
export async function fetchOne<S extends z.ZodType>(fetcher: Fetcher, base: string, path: string, query: Query, schema: S): Promise<z.output<S>> {
  const url = buildUrl(base, path, query);
  const { body } = await fetcher.getJson(url);
  return parseRecord(schema, body, url);
}

/** Runs `task` over `items` with at most `limit` in flight; results keep the input order. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await task(items[index], index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  const workers = Array.from({ length: Math.min(Math.max(1, limit), items.length) }, () => worker());
  await Promise.all(workers);
  return results;
}
