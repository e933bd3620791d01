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
 * - Finds every inline script a browser would run with an HTML parser
 *   (parse5), and hashes it only if it is one the build itself writes (the
 *   shapes of BUILD_SCRIPTS in inline-scripts.ts, checked to the character):
 *   any other inline script (an injected one, or a new one in the code) fails the build,
 *   naming the page, instead of being allowed by the policy. JSON-LD data
 *   blocks do not run and need no hash.
 * - Fails if there are more distinct inline scripts than MAX_INLINE_SCRIPTS:
 *   a per-page inline script would make the policy grow with the site.
 */
import fs from "node:fs";
import path from "node:path";
import { buildPath } from "../src/config/routes";
import { LOCALES } from "../src/config/site";
import { formatHeadersFile, scriptHash, securityHeaders, siteHeaderRules, type SecurityEnv } from "../src/lib/security-headers";
import { inlineScripts, isBuildScript } from "./inline-scripts";
import type { FileState } from "./precompress";

export const MAX_INLINE_SCRIPTS = 12;

const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";([\s\S]*?)\/\*\]\]>\*\/<\/script>/;

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
  /** Pages read from the cache of an earlier build (not written since), not parsed again. */
  reused: number;
  inlineScripts: number;
  headers: Record<string, string>;
}

/** What a page gives the headers: its inline scripts and the image origins it names, with the file's state when read. */
interface PageFacts {
  mtimeMs: number;
  size: number;
  scripts: string[];
  origins: string[];
}

/**
 * The cache on disk: each distinct inline script once, and per page the indexes of its scripts. Every
 * page carries the same few scripts (Gatsby's chunk map among them, kilobytes long), so a cache that
 * repeated them per page was tens of megabytes at 2,000 shops, and reading and writing it took most of
 * this step's time in a cached rebuild.
 */
interface PageFactsFile {
  scripts: string[];
  pages: Record<string, { mtimeMs: number; size: number; scripts: number[]; origins: string[] }>;
}

function readPageFacts(cacheFile: string | undefined): Map<string, PageFacts> {
  if (!cacheFile) return new Map();
  try {
    const { scripts, pages } = JSON.parse(fs.readFileSync(cacheFile, "utf8")) as PageFactsFile;
    return new Map(Object.entries(pages).map(([file, page]) => [file, { ...page, scripts: page.scripts.map((index) => scripts[index]) }]));
  } catch {
    // No cache, or one in another shape: every page is read.
    return new Map();
  }
}

function writePageFacts(cacheFile: string, facts: Record<string, PageFacts>): void {
  const indexes = new Map<string, number>();
  const pages: PageFactsFile["pages"] = {};
  for (const [file, page] of Object.entries(facts)) {
    const scripts = page.scripts.map((script) => {
      if (!indexes.has(script)) indexes.set(script, indexes.size);
      return indexes.get(script) as number;
    });
    pages[file] = { mtimeMs: page.mtimeMs, size: page.size, scripts, origins: page.origins };
  }
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  const file: PageFactsFile = { scripts: [...indexes.keys()], pages };
  fs.writeFileSync(cacheFile, JSON.stringify(file));
}

/** A page as the build left it: rewritten for the CSP, then what the headers need of it. */
function pageFacts(file: string): PageFacts {
  const original = fs.readFileSync(file, "utf8");
  const html = rewritePagePathScript(stripNul(original));
  if (html !== original) fs.writeFileSync(file, html);
  const { mtimeMs, size } = fs.statSync(file);
  return { mtimeMs, size, scripts: inlineScripts(html), origins: imageOrigins(html) };
}

/**
 * Rewrites the pages of publicDir and writes publicDir/_headers. Throws when inline scripts multiply.
 * With `cacheFile`, what each page gave is kept there, and a page the build has not written since (same
 * modification time and size) is not parsed again: a cached rebuild writes the pages that changed only.
 * With `listing` (listTextFiles of precompress.ts, the pages among them), the pages and their states are
 * taken from it instead of walking publicDir, and a page rewritten here gets its new state in it.
 */
export function writeSecurityHeaders(
  publicDir: string,
  env: SecurityEnv = securityEnvFromProcess(),
  options: { cacheFile?: string; listing?: Map<string, FileState> } = {},
): HeadersReport {
  const hashes = new Map<string, string>();
  const origins = new Set<string>(env.imageOrigins ?? []);
  const { listing } = options;
  const files = listing ? [...listing.keys()].filter((file) => file.endsWith(".html")) : htmlFiles(publicDir);
  const cached = readPageFacts(options.cacheFile);
  const facts: Record<string, PageFacts> = {};
  let reused = 0;
  for (const file of files) {
    const relative = path.relative(publicDir, file);
    const { mtimeMs, size } = listing?.get(file) ?? fs.statSync(file);
    const known = cached.get(relative);
    const page = known && known.mtimeMs === mtimeMs && known.size === size ? known : pageFacts(file);
    if (page === known) reused++;
    else listing?.set(file, { mtimeMs: page.mtimeMs, size: page.size });
    facts[relative] = page;
    for (const script of page.scripts) {
      if (!hashes.has(script) && !isBuildScript(script)) {
        throw new Error(
          `${relative} has an inline script the build does not write, so the Content-Security-Policy ` +
            `will not allow it: ${JSON.stringify(script.slice(0, 120))}. Load it from a file, put its data in a ` +
            `data attribute or a JSON block, or (for a new script of the build itself) add its exact shape to BUILD_SCRIPTS in gatsby/inline-scripts.ts.`,
        );
      }
      if (!hashes.has(script)) hashes.set(script, relative);
    }
    for (const origin of page.origins) origins.add(origin);
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
  // The booking's private page sends no Referer (its link's token is in the fragment, which is never sent either).
  const privatePages = LOCALES.map((locale) => buildPath("appointment-manage", locale));
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile(siteHeaderRules(headers, privatePages)));
  if (options.cacheFile) writePageFacts(options.cacheFile, facts);
  return { pages: files.length, reused, inlineScripts: hashes.size, headers };
}
