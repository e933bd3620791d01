/**
 * The browser's HTTP client: one axios instance with the HTTP defaults of
 * the REST API (success is 200–299, no timeout, JSON, Accept JSON or text,
 * anti-forgery cookie XSRF-TOKEN echoed as X-XSRF-TOKEN on same-origin
 * requests). Its error messages are axios's own: "Request failed with status
 * code {status}", "Request aborted", "Network Error", "timeout of {n}ms exceeded".
 */
import axios, { type AxiosInstance, type AxiosRequestConfig } from "axios";
import type { z } from "zod";
import { LIMITS } from "../config/site";
import { API_BASE_URL } from "../config/api-base";
import { InvalidResponseError } from "./errors";

export { InvalidResponseError };
/** Base of the WordPress blog for the browser (the web host's /blog/{locale}/wp-json/…). */
export const BLOG_BASE_URL = process.env.GATSBY_BLOG_URL || "/blog";

export function createApiClient(baseURL: string = API_BASE_URL): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: 0,
    responseType: "json",
    headers: { Accept: "application/json, text/plain, */*" },
    validateStatus: (status) => status >= 200 && status < 300,
    xsrfCookieName: "XSRF-TOKEN",
    xsrfHeaderName: "X-XSRF-TOKEN",
    // Left undefined on purpose: axios then sends the token to the same origin only.
    withXSRFToken: undefined,
  });
}

/** The one instance every call goes through (tests point its defaults.baseURL elsewhere). */
export const apiClient = createApiClient();

/** Query parameters pass through as supplied (no renaming, no defaults added). */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Paginated list parameters: defaults page=1, itemsPerPage=30. */
export type ListParams = QueryParams & { page?: number; itemsPerPage?: number };

export interface CallOptions {
  /** Cancels the request (store list and search are cancellable). */
  signal?: AbortSignal;
}

export interface PostOptions extends CallOptions {
  /** Sent as the Idempotency-Key header, so a retried submission is not recorded twice. */
  idempotencyKey?: string;
}

export function withListDefaults(params: ListParams = {}): ListParams {
  return { page: LIMITS.page, itemsPerPage: LIMITS.itemsPerPage, ...params };
}

export function parseResponse<S extends z.ZodType>(schema: S, data: unknown, url: string): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new InvalidResponseError(url, result.error.issues);
  return result.data;
}

/** API Platform answers a plain array or a Hydra collection. */
export function collectionItems(data: unknown): unknown {
  if (data && typeof data === "object" && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    if (Array.isArray(record["hydra:member"])) return record["hydra:member"];
    if (Array.isArray(record.member)) return record.member;
  }
  return data;
}

export async function getOne<S extends z.ZodType>(
  schema: S,
  url: string,
  params?: QueryParams,
  options: CallOptions & Pick<AxiosRequestConfig, "baseURL"> = {},
): Promise<z.output<S>> {
  const response = await apiClient.get<unknown>(url, { params, signal: options.signal, baseURL: options.baseURL });
  return parseResponse(schema, response.data, url);
}

export async function getList<S extends z.ZodType>(
  schema: S,
  url: string,
  params?: QueryParams,
  options: CallOptions & Pick<AxiosRequestConfig, "baseURL"> = {},
): Promise<z.output<S>[]> {
  const response = await apiClient.get<unknown>(url, { params, signal: options.signal, baseURL: options.baseURL });
  return parseItems(schema, response.data, url);
}

/** The items of a list answer, each checked with the schema (the error names the item). */
function parseItems<S extends z.ZodType>(schema: S, data: unknown, url: string): z.output<S>[] {
  const items = collectionItems(data);
  if (!Array.isArray(items)) throw new InvalidResponseError(url, [{ path: [], message: "expected a list" }]);
  return items.map((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success) {
      throw new InvalidResponseError(
        url,
        result.error.issues.map((issue) => ({ ...issue, path: [index, ...issue.path] })),
      );
    }
    return result.data;
  });
}

/** A page of a list, with the total the API announces (X-Total-Count, or Hydra's totalItems) and its headers. */
export interface ListPage<T> {
  items: T[];
  /** Items in the whole list, or null when the API does not say. */
  total: number | null;
  /** A response header by name (lower case), or undefined. */
  header: (name: string) => string | undefined;
}

function totalOf(data: unknown, headers: Record<string, unknown>): number | null {
  const fromHeader = Number(headers["x-total-count"]);
  if (headers["x-total-count"] !== undefined && Number.isInteger(fromHeader) && fromHeader >= 0) return fromHeader;
  if (data && typeof data === "object" && !Array.isArray(data)) {
    const record = data as Record<string, unknown>;
    const total = record["hydra:totalItems"] ?? record.totalItems;
    if (typeof total === "number" && Number.isInteger(total) && total >= 0) return total;
  }
  return null;
}

/** Like getList, with the total and the headers of the answer. */
export async function getListPage<S extends z.ZodType>(
  schema: S,
  url: string,
  params?: QueryParams,
  options: CallOptions = {},
): Promise<ListPage<z.output<S>>> {
  const response = await apiClient.get<unknown>(url, { params, signal: options.signal });
  return listPageOf(schema, url, response.data, response.headers ?? {});
}

/** A page of a list from an answer already received: its body read as JSON, and its headers (any case). */
export function listPageOf<S extends z.ZodType>(schema: S, url: string, data: unknown, rawHeaders: Record<string, unknown>): ListPage<z.output<S>> {
  const headers = Object.fromEntries(Object.entries(rawHeaders).map(([name, value]) => [name.toLowerCase(), value])) as Record<string, unknown>;
  return {
    items: parseItems(schema, data, url),
    total: totalOf(data, headers),
    header: (name) => {
      const value = headers[name.toLowerCase()];
      return typeof value === "string" ? value : undefined;
    },
  };
}

export interface SubmitResult {
  status: number;
  /** The created resource's id when the server sends one. */
  id: number | string | null;
  /** The whole answer, when it is a JSON object (a booking's `manageToken`…). */
  body?: Record<string, unknown>;
}

/**
 * Validates the body with its contract schema first (a ZodError → kind
 * "validation" with the same translation keys as the server), then posts it.
 */
export async function postJson<S extends z.ZodType>(schema: S, url: string, body: z.input<S>, options: PostOptions = {}): Promise<SubmitResult> {
  const payload = schema.parse(body);
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  const response = await apiClient.post<unknown>(url, payload, { headers, signal: options.signal });
  const data = response.data;
  const id = data && typeof data === "object" ? (data as { id?: unknown }).id : undefined;
  return {
    status: response.status,
    id: typeof id === "number" || typeof id === "string" ? id : null,
    body: data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
  };
}

/** Encodes one path segment (slugs come from the visitor's address bar). */
export const segment = (value: string | number): string => encodeURIComponent(String(value));
