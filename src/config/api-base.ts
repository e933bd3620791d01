/**
 * Base of the chain's API for the browser: same origin ("/api") unless
 * GATSBY_API_URL names another (Gatsby inlines it at build time). Apart from
 * the HTTP client so that the head's inline scripts can use it without
 * bringing the client into a page's first load.
 */
export const API_BASE_URL = process.env.GATSBY_API_URL || "/api";

/** The address of an API path ("/stores/search") for the browser, whether or not the base ends with "/". */
export const apiUrl = (path: string): string => `${API_BASE_URL.replace(/\/+$/, "")}${path}`;
