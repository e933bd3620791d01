import type { GatsbyNode, PluginOptions } from "gatsby";
import { DEFAULT_OPTIONS } from "./constants";

/** Options after Joi validation and defaults (what sourceNodes receives). */
export interface UniglassPluginOptions {
  /** Base of the chain's REST API, e.g. http://127.0.0.1:9000/api (no trailing slash needed). */
  apiUrl: string;
  /** Base of the WordPress site, e.g. http://127.0.0.1:9000/blog; English lives under /en. */
  wordpressUrl: string;
  locales: string[];
  itemsPerPage: number;
  /** Retries after the first attempt on a 5xx or network error (default 3). */
  retries: number;
  /** First backoff delay; doubled on every retry. */
  retryDelayMs: number;
  /** Simultaneous per-store and per-transcript requests. */
  concurrency: number;
  /** Time limit of one request attempt (a time-out counts as a network error). */
  requestTimeoutMs: number;
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    apiUrl: Joi.string()
      .uri({ scheme: ["http", "https"] })
      .required()
      .description("Base URL of the chain's REST API, e.g. http://127.0.0.1:9000/api"),
    wordpressUrl: Joi.string()
      .uri({ scheme: ["http", "https"] })
      .required()
      .description("Base URL of the WordPress blog, e.g. http://127.0.0.1:9000/blog"),
    locales: Joi.array()
      .items(Joi.string().valid("fr", "en"))
      .min(1)
      .default([...DEFAULT_OPTIONS.locales])
      .description("Locales to source; the first French one has no WordPress path segment"),
    itemsPerPage: Joi.number().integer().min(1).max(500).default(DEFAULT_OPTIONS.itemsPerPage),
    retries: Joi.number().integer().min(0).max(10).default(DEFAULT_OPTIONS.retries),
    retryDelayMs: Joi.number().integer().min(0).default(DEFAULT_OPTIONS.retryDelayMs),
    concurrency: Joi.number().integer().min(1).max(64).default(DEFAULT_OPTIONS.concurrency),
    requestTimeoutMs: Joi.number().integer().min(1).default(DEFAULT_OPTIONS.requestTimeoutMs),
  });

/** Fills defaults when sourceNodes is called without Gatsby's validation (tests, scripts). */
export function resolveOptions(options: PluginOptions | Partial<UniglassPluginOptions>): UniglassPluginOptions {
  const o = options as Partial<UniglassPluginOptions>;
  if (typeof o.apiUrl !== "string" || typeof o.wordpressUrl !== "string") {
    throw new Error("gatsby-source-uniglass: the apiUrl and wordpressUrl options are required");
  }
  return {
    apiUrl: o.apiUrl.replace(/\/+$/, ""),
    wordpressUrl: o.wordpressUrl.replace(/\/+$/, ""),
    locales: o.locales ?? [...DEFAULT_OPTIONS.locales],
    itemsPerPage: o.itemsPerPage ?? DEFAULT_OPTIONS.itemsPerPage,
    retries: o.retries ?? DEFAULT_OPTIONS.retries,
    retryDelayMs: o.retryDelayMs ?? DEFAULT_OPTIONS.retryDelayMs,
    concurrency: o.concurrency ?? DEFAULT_OPTIONS.concurrency,
    requestTimeoutMs: o.requestTimeoutMs ?? DEFAULT_OPTIONS.requestTimeoutMs,
  };
}
