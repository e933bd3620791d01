/**
 * After the build: makes the pages fit a strict Content-Security-Policy and
 * writes it, with the other security headers, to public/_headers (the file
 * Netlify and Cloudflare Pages read; the sample server applies it too).
 *
 * - Strips NUL characters React 18.3's streaming renderer can leave in the
 *   HTML (facebook/react#31134): they are invalid HTML and visible as garbage.
 * - Gatsby inlines `window.pagePath="…"` in a script that differs on every
 *   page, so hashing inline scripts would need one hash per page. The page
 *   path moves to a data attribute and the script becomes the same everywhere.
 * - Hashes every remaining inline script (JSON-LD data blocks do not run and
 *   need none) and fails if there are more distinct ones than MAX_INLINE_SCRIPTS:
 *   a per-page inline script would make the policy grow with the site.
 */
import fs from "node:fs";
import path from "node:path";
import { formatHeadersFile, scriptHash, securityHeaders, type SecurityEnv } from "../src/lib/security-headers";

export const MAX_INLINE_SCRIPTS = 12;

const PAGE_PATH_SCRIPT =
  /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";([\s\S]*?)\/\*\]\]>\*\/<\/script>/;

/** Gatsby's per-page `window.pagePath` script, rewritten to one identical script reading a data attribute. */
export function rewritePagePathScript(html: string): string {
  return html.replace(PAGE_PATH_SCRIPT, (_all, encodedPath: string, rest: string) => {
    const pagePath = JSON.parse(`"${encodedPath}"`) as string;
    const attribute = pagePath.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    return (
      `<script id="gatsby-script-loader" data-page-path="${attribute}">` +
      `/*<![CDATA[*/window.pagePath=document.getElementById("gatsby-script-loader").getAttribute("data-page-path");${rest}/*]]>*/</script>`
    );
  });
}

/** NUL characters are not allowed anywhere in an HTML document. */
export function stripNul(html: string): string {
  return html.includes("\u0000") ? html.split("\u0000").join("") : html;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The text of every inline script the browser would run (no src, a JavaScript type). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTABLE_TYPE.test(type.trim())) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

/** Absolute http(s) origins of the images a page references (src and srcset). */
export function imageOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const match of html.matchAll(/<(?:img|source)\b[^>]*>/gi)) {
    for (const attr of match[0].matchAll(/\s(?:src|srcset)="([^"]*)"/gi)) {
      for (const candidate of attr[1].split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (/^https?:\/\//i.test(url)) origins.add(new URL(url.replace(/&amp;/g, "&")).origin);
      }
    }
  }
  return [...origins];
}

function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...htmlFiles(full));
    else if (entry.name.endsWith(".html")) files.push(full);
  }
  return files;
}

export function securityEnvFromProcess(env: NodeJS.ProcessEnv = process.env): SecurityEnv {
  return {
    apiUrl: env.GATSBY_API_URL,
    blogUrl: env.GATSBY_BLOG_URL,
    mapsKey: env.GATSBY_GOOGLE_MAPS_KEY,
    consentId: env.GATSBY_CONSENT_ID,
    gtmId: env.GATSBY_GTM_ID,
  };
}

export interface HeadersReport {
  pages: number;
  inlineScripts: number;
  headers: Record<string, string>;
}

/** Rewrites the pages of publicDir and writes publicDir/_headers. Throws when inline scripts multiply. */
export function writeSecurityHeaders(publicDir: string, env: SecurityEnv = securityEnvFromProcess()): HeadersReport {
  const hashes = new Map<string, string>();
  const origins = new Set<string>(env.imageOrigins ?? []);
  const files = htmlFiles(publicDir);
  for (const file of files) {
    const original = fs.readFileSync(file, "utf8");
    const html = rewritePagePathScript(stripNul(original));
    if (html !== original) fs.writeFileSync(file, html);
    for (const script of inlineScripts(html)) {
      if (!hashes.has(script)) hashes.set(script, path.relative(publicDir, file));
    }
    for (const origin of imageOrigins(html)) origins.add(origin);
  }
  if (hashes.size > MAX_INLINE_SCRIPTS) {
    const examples = [...hashes.entries()]
      .slice(0, 5)
      .map(([text, file]) => `  ${file}: ${text.slice(0, 100)}`)
      .join("\n");
    throw new Error(
      `${hashes.size} distinct inline scripts in the built pages (at most ${MAX_INLINE_SCRIPTS}): ` +
        `a per-page inline script would need a CSP hash per page. Move its data to an attribute. For example:\n${examples}`,
    );
  }
  const headers = securityHeaders({ ...env, imageOrigins: [...origins] }, [...hashes.keys()].map(scriptHash));
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile([{ path: "/*", headers }]));
  return { pages: files.length, inlineScripts: hashes.size, headers };
}
