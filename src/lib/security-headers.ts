/**
 * Security headers of the static site: the policy, the
 * `_headers` file that Netlify and Cloudflare Pages read, and the matching of
 * its rules to a URL path (the sample server applies the same file). Pure.
 *
 * The Content-Security-Policy allows only what the site uses: its own origin,
 * the API and blog origins when they are elsewhere (GATSBY_API_URL,
 * GATSBY_BLOG_URL), the media origins the build saw, and the third-party hosts
 * only when their feature is configured (maps, consent manager, tag manager).
 * Inline scripts are allowed by their sha256 hash, never by 'unsafe-inline'.
 * Styles keep 'unsafe-inline': Gatsby inlines the page CSS and React sets
 * style attributes.
 */
import { createHash } from "node:crypto";

export interface SecurityEnv {
  /** GATSBY_API_URL: absolute URL when the browser calls another origin; "/api" or unset is same origin. */
  apiUrl?: string;
  /** GATSBY_BLOG_URL, same rule. */
  blogUrl?: string;
  /** GATSBY_GOOGLE_MAPS_KEY: maps, places autocomplete and static maps. */
  mapsKey?: string;
  /** GATSBY_CONSENT_ID: the consent manager. */
  consentId?: string;
  /** GATSBY_GTM_ID: the tag manager (loads after consent). */
  gtmId?: string;
  /** Origins of images referenced by the built pages (API media, CDN). */
  imageOrigins?: string[];
}

/**
 * Third-party hosts, from the vendors' CSP guidance. Not exercised by the
 * tests here (no keys on the build machine): check them when a key is set.
 */
export const THIRD_PARTY_HOSTS = {
  // Google Maps JavaScript API, "allowlist CSP" section of its documentation.
  maps: {
    script: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.ggpht.com", "https://*.googleusercontent.com", "blob:"],
    img: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.googleusercontent.com"],
    connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com", "blob:"],
    frame: ["https://*.google.com"],
    font: ["https://fonts.gstatic.com"],
    style: ["https://fonts.googleapis.com"],
    worker: ["blob:"],
  },
  // Usercentrics browser CMP v3 (web.cmp.usercentrics.eu and its API hosts).
  consent: {
    script: ["https://web.cmp.usercentrics.eu", "https://*.usercentrics.eu"],
    img: ["https://*.usercentrics.eu"],
    connect: ["https://*.usercentrics.eu"],
    frame: [],
    font: [],
    style: [],
    worker: [],
  },
  // Google Tag Manager and the Google Analytics it usually loads.
  tagManager: {
    script: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
    img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
    frame: ["https://www.googletagmanager.com"],
    font: [],
    style: [],
    worker: [],
  },
} as const;

/** 'sha256-…' source of an inline script's exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The origin of an absolute http(s) URL; null for a path (same origin) or anything else. */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: Array<string | null | undefined>): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

/** The Content-Security-Policy value for the given configuration and inline script hashes. */
export function contentSecurityPolicy(env: SecurityEnv, inlineScriptHashes: string[]): string {
  const third = [
    env.mapsKey ? THIRD_PARTY_HOSTS.maps : null,
    env.consentId ? THIRD_PARTY_HOSTS.consent : null,
    env.gtmId ? THIRD_PARTY_HOSTS.tagManager : null,
  ].filter((hosts) => hosts !== null);
  const from = (kind: keyof typeof THIRD_PARTY_HOSTS.maps) => third.flatMap((hosts) => [...hosts[kind]]);
  const apiOrigins = unique([originOf(env.apiUrl), originOf(env.blogUrl)]);
  const imageOrigins = unique([...(env.imageOrigins ?? []).map((o) => originOf(o)), ...apiOrigins]);

  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", unique(["'self'", ...[...inlineScriptHashes].sort(), ...from("script")])],
    ["style-src", unique(["'self'", "'unsafe-inline'", ...from("style")])],
    ["img-src", unique(["'self'", "data:", ...imageOrigins, ...from("img")])],
    ["font-src", unique(["'self'", "data:", ...from("font")])],
    ["connect-src", unique(["'self'", ...apiOrigins, ...from("connect")])],
    ["frame-src", unique(from("frame")).length ? unique(from("frame")) : ["'none'"]],
    ["worker-src", unique(["'self'", ...from("worker")])],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** Every browser feature off except geolocation for the site itself (the finder's "near me"). */
export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "browsing-topics=()",
].join(", ");

/**
 * HTTPS only, for two years, subdomains included: once a browser has seen the
 * site over HTTPS it never tries plain HTTP (browsers ignore the header over
 * plain HTTP, so a local http:// run is not affected).
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** The headers every page and file of the site gets. */
export function securityHeaders(env: SecurityEnv, inlineScriptHashes: string[]): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(env, inlineScriptHashes),
    "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
}

export interface HeaderRule {
  /** URL path pattern; `*` matches any run of characters (Netlify / Cloudflare Pages). */
  path: string;
  headers: Record<string, string>;
}

/** The `_headers` file: a path line, then its headers indented two spaces. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"));
  return `# Security headers of the site (written by the build: gatsby/security-headers.ts).\n${blocks.join("\n")}\n`;
}

/**
 * The rules of the site: `headers` on every path, and on the pages whose
 * address may hold a secret (`privatePages`, e.g. a booking's private link)
 * `Referrer-Policy: no-referrer`, so that no request made from them names
 * them. A host that merges two matching rules' values (Netlify, Cloudflare
 * Pages) sends "strict-origin-when-cross-origin, no-referrer": browsers use
 * the last policy they know, no-referrer.
 */
export function siteHeaderRules(headers: Record<string, string>, privatePages: string[]): HeaderRule[] {
  const noReferrer = { "Referrer-Policy": "no-referrer" };
  return [
    { path: "/*", headers },
    ...privatePages.flatMap((page) => {
      const bare = page.replace(/\/+$/, "");
      return [
        { path: bare, headers: noReferrer },
        { path: `${bare}/*`, headers: noReferrer },
      ];
    }),
  ];
}

/** Reads a `_headers` file back into rules (comments and blank lines ignored). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (/^\s/.test(line)) {
      const current = rules[rules.length - 1];
      const colon = line.indexOf(":");
      if (!current || colon < 0) throw new Error(`_headers: header line outside a rule: ${line.trim()}`);
      current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    } else {
      rules.push({ path: line.trim(), headers: {} });
    }
  }
  return rules;
}

/** A rule's path as a pattern: `*` is any run of characters, line breaks and U+2028 included (a decoded path may hold them). */
function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[\\s\\S]*");
  return new RegExp(`^${escaped}$`);
}

/** The headers that apply to a URL path: every matching rule, later rules overriding earlier ones. */
export function headersForPath(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const pathOnly = urlPath.split(/[?#]/)[0];
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (patternToRegExp(rule.path).test(pathOnly)) Object.assign(result, rule.headers);
  }
  return result;
}
