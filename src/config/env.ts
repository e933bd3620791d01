/**
 * Build-time configuration from environment variables, with the defaults the
 * README lists. Read by gatsby-config.ts and gatsby/ modules only (Node side).
 * Browser-side variables are the GATSBY_* ones, inlined by Gatsby at build time.
 */
export interface BuildEnv {
  /** Chain API base read by the source plugin at build time. */
  apiUrl: string;
  /** WordPress base: posts at {wordpressUrl}[/en]/wp-json/wp/v2/posts. */
  wordpressUrl: string;
  /** Public origin of the site, for canonical, hreflang and sitemap URLs. */
  siteUrl: string;
  /** API_TIMEOUT_MS: time limit of one source-plugin request attempt; unset keeps the plugin's 30 s. */
  requestTimeoutMs?: number;
}

function trimSlash(value: string): string {
  return value.replace(/\/+$/, "");
}

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const port = env.PORT || "9000";
  return {
    apiUrl: trimSlash(env.API_URL || `http://127.0.0.1:${port}/api`),
    wordpressUrl: trimSlash(env.WORDPRESS_URL || `http://127.0.0.1:${port}/blog`),
    siteUrl: trimSlash(env.SITE_URL || `http://localhost:${port}`),
    ...(env.API_TIMEOUT_MS ? { requestTimeoutMs: positiveInteger("API_TIMEOUT_MS", env.API_TIMEOUT_MS) } : {}),
  };
}

function positiveInteger(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of milliseconds (got "${value}")`);
  return n;
}
