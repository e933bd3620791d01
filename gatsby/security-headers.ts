/**
 * After the build: makes the pages fit a strict Content-Security-Policy and
 * writes it, with the other security headers, to public/_headers (the file
 * Netlify and Cloudflare Pages read; the sample server applies it too).
 *
 * - Strips NUL characters React 18.3's streaming renderer can leave in the
 *   HTML (facebook/react#31134): they are invalid HTML and visible as garbage.
 * - Puts the content of Preact's Suspense boundaries in place (see stable-html.ts), so an
 *   unchanged page stays byte for byte the same after a rebuild.
 * - Gatsby inlines `window.pagePath="…"` in a script that differs on every
 *   page, so hashing inline scripts would need one hash per page. The page
 *   path moves to a data attribute and the script becomes the same everywhere.
 * - Finds every inline script a browser would run with an HTML parser
 *   (parse5), and hashes it only if it is one the build itself writes (the
 *   shapes of BUILD_SCRIPTS, checked to the character): any other inline
 *   script (an injected one, or a new one in the code) fails the build,
 *   naming the page, instead of being allowed by the policy. JSON-LD data
 *   blocks do not run and need no hash.
 * - Fails if there are more distinct inline scripts than MAX_INLINE_SCRIPTS:
 *   a per-page inline script would make the policy grow with the site.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { formatHeadersFile, scriptHash, securityHeaders, type SecurityEnv } from "../src/lib/security-headers";
import { FINDER_SEARCH_SCRIPT, FINDER_TITLE_SCRIPT } from "../src/lib/finder-flag";
import { stableHtml } from "./stable-html";

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

/** The types a browser runs: none, "module", or a JavaScript MIME type (the HTML standard's list). */
const EXECUTABLE_TYPE = /^(|module|(application|text)\/(x-)?(java|ecma)script|text\/javascript1\.[0-5]|text\/(jscript|livescript))$/i;

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

function walk(node: Node, visit: (element: Element) => void): void {
  if ("tagName" in node) visit(node);
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) walk(child, visit);
  const content = (node as { content?: Node }).content;
  if (content) walk(content, visit);
}

/**
 * The text of every inline script the browser would run (no src, a
 * JavaScript type or none), in HTML or SVG, as a browser's parser reads the page.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  walk(parse(html), (element) => {
    if (element.tagName !== "script") return;
    const attribute = (name: string) => element.attrs.find((a) => a.name === name)?.value;
    if (attribute("src") !== undefined) return;
    if (!EXECUTABLE_TYPE.test((attribute("type") ?? "").trim())) return;
    scripts.push(element.childNodes.map((child) => ("value" in child ? child.value : "")).join(""));
  });
  return scripts;
}

/** A JSON string literal holding Gatsby's chunk map: {"chunk": ["/file-hash.js" or ".css", …], …}. */
function isChunkMapping(literal: string): boolean {
  try {
    const map = JSON.parse(JSON.parse(literal) as string) as unknown;
    return (
      typeof map === "object" &&
      map !== null &&
      !Array.isArray(map) &&
      Object.entries(map).every(
        ([name, files]) => /^[\w-]+$/.test(name) && Array.isArray(files) && files.every((f) => typeof f === "string" && /^\/[\w.-]+\.(js|css)$/.test(f)),
      )
    );
  } catch {
    return false;
  }
}

/**
 * The script preact-render-to-string writes into a page that has a Suspense
 * boundary (the pages are rendered by Preact): `(function(){INIT_SCRIPT}())`,
 * with INIT_SCRIPT read from the installed renderer itself, so the allowed
 * text is exactly what that version writes. Null when the renderer is not
 * installed or no longer has that constant (its script then fails the build,
 * naming the page, until this is updated).
 */
function preactIslandScript(): string | null {
  try {
    // createRequire from the project: the bundler that compiles gatsby-node leaves no require.resolve.
    const resolve = createRequire(path.resolve("package.json")).resolve;
    const source = fs.readFileSync(resolve("preact-render-to-string/stream-node"), "utf8");
    // A template literal without interpolation or escapes: its text is the script's.
    const init = /INIT_SCRIPT\s*=\s*`((?:[^`\\$]|\$(?!\{))*)`/.exec(source)?.[1];
    return init ? `(function(){${init}}())` : null;
  } catch {
    return null;
  }
}
const PREACT_ISLAND_SCRIPT = preactIslandScript();

/**
 * The inline scripts the build writes, to the character: Gatsby's page path
 * loader (as rewritePagePathScript leaves it), its chunk map and its
 * compilation hash, the Suspense script of the Preact renderer, and the
 * finder page's search flag. Nothing else is ever hashed into the policy.
 */
export const BUILD_SCRIPTS: { name: string; matches: (text: string) => boolean }[] = [
  {
    name: "Gatsby's page path (rewritten to read data-page-path)",
    matches: (text) =>
      /^\/\*<!\[CDATA\[\*\/window\.pagePath=document\.getElementById\("gatsby-script-loader"\)\.getAttribute\("data-page-path"\);(window\.___webpackCompilationHash="[0-9a-f]+";)?\/\*\]\]>\*\/$/.test(
        text,
      ),
  },
  {
    name: "Gatsby's chunk map",
    matches: (text) => {
      const match = /^\s*(?:\/\*<!\[CDATA\[\*\/)?window\.___chunkMapping=("(?:[^"\\]|\\.)*");(?:\/\*\]\]>\*\/)?\s*$/.exec(text);
      return match !== null && isChunkMapping(match[1]);
    },
  },
  {
    name: "Gatsby's compilation hash",
    matches: (text) => /^\s*window\.___webpackCompilationHash="[0-9a-f]+";\s*$/.test(text),
  },
  {
    name: "Preact's Suspense (preact-island) script",
    matches: (text) => PREACT_ISLAND_SCRIPT !== null && text === PREACT_ISLAND_SCRIPT,
  },
  {
    name: "the finder page's search flag (src/lib/finder-flag.ts)",
    matches: (text) => text === FINDER_SEARCH_SCRIPT,
  },
  {
    name: "the finder page's results title (src/lib/finder-flag.ts)",
    matches: (text) => text === FINDER_TITLE_SCRIPT,
  },
];

/** Whether an inline script is one the build writes. */
export function isBuildScript(text: string): boolean {
  return BUILD_SCRIPTS.some((script) => script.matches(text));
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

function readPageFacts(cacheFile: string | undefined): Map<string, PageFacts> {
  if (!cacheFile) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(fs.readFileSync(cacheFile, "utf8")) as Record<string, PageFacts>));
  } catch {
    return new Map();
  }
}

/** A page as the build left it: rewritten for the CSP, then what the headers need of it. */
function pageFacts(file: string): PageFacts {
  const original = fs.readFileSync(file, "utf8");
  const html = rewritePagePathScript(stripNul(stableHtml(original)));
  if (html !== original) fs.writeFileSync(file, html);
  const { mtimeMs, size } = fs.statSync(file);
  return { mtimeMs, size, scripts: inlineScripts(html), origins: imageOrigins(html) };
}

/**
 * Rewrites the pages of publicDir and writes publicDir/_headers. Throws when inline scripts multiply.
 * With `cacheFile`, what each page gave is kept there, and a page the build has not written since (same
 * modification time and size) is not parsed again: a cached rebuild writes the pages that changed only.
 */
export function writeSecurityHeaders(publicDir: string, env: SecurityEnv = securityEnvFromProcess(), options: { cacheFile?: string } = {}): HeadersReport {
  const hashes = new Map<string, string>();
  const origins = new Set<string>(env.imageOrigins ?? []);
  const files = htmlFiles(publicDir);
  const cached = readPageFacts(options.cacheFile);
  const facts: Record<string, PageFacts> = {};
  let reused = 0;
  for (const file of files) {
    const relative = path.relative(publicDir, file);
    const { mtimeMs, size } = fs.statSync(file);
    const known = cached.get(relative);
    const page = known && known.mtimeMs === mtimeMs && known.size === size ? known : pageFacts(file);
    if (page === known) reused++;
    facts[relative] = page;
    for (const script of page.scripts) {
      if (!isBuildScript(script)) {
        throw new Error(
          `${relative} has an inline script the build does not write, so the Content-Security-Policy ` +
            `will not allow it: ${JSON.stringify(script.slice(0, 120))}. Load it from a file, put its data in a ` +
            `data attribute or a JSON block, or (for a new script of the build itself) add its exact shape to BUILD_SCRIPTS.`,
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
  fs.writeFileSync(path.join(publicDir, "_headers"), formatHeadersFile([{ path: "/*", headers }]));
  if (options.cacheFile) {
    fs.mkdirSync(path.dirname(options.cacheFile), { recursive: true });
    fs.writeFileSync(options.cacheFile, JSON.stringify(facts));
  }
  return { pages: files.length, reused, inlineScripts: hashes.size, headers };
}
