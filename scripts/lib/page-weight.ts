/**
 * Page weight read from the built site (public/), with no browser and no
 * timing, for the budgets in CI (e2e/budgets.e2e.ts, budgets.json).
 *
 * What a first visit of a page loads, as Gatsby 5 builds it:
 * - the HTML (CSS is inlined in it by Gatsby);
 * - the scripts its HTML names, plus the chunks of its page component
 *   (webpack.stats.json, namedChunkGroups) that the app script loads before
 *   hydrating, plus the inline scripts;
 * - stylesheets, preloads and one favicon named by <link>;
 * - the images that are not loading="lazy";
 * - page-data.json, app-data.json and the static query results it lists.
 * Text files count gzip-compressed (as a host serves them), images as stored.
 * A reference to a file that does not exist throws.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { staticResultUrl } from "../../gatsby/page-preloads";

export interface PageWeight {
  /** URL path of the page, e.g. "/emplacement/uniglass-laval/". */
  page: string;
  /** The page's template, e.g. "store-details" (from its componentChunkName). */
  kind: string;
  /** JavaScript bytes (gzip) loaded on a first visit, inline scripts included. */
  jsBytes: number;
  /** Every byte of a first visit (text gzip, images as stored). */
  totalBytes: number;
  /** Requests of a first visit, the document included. */
  requests: number;
  /** Bytes of the CSS inlined in the HTML (the content of its <style> elements, uncompressed). */
  inlineCssBytes: number;
}

const TEXT = /\.(html|js|css|json|svg|txt|xml|webmanifest)$/i;

interface Stats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string } | string> }>;
}

/** Reads and measures public/ once; `measure(htmlFile)` is then cheap. */
export class PublicDir {
  private readonly sizes = new Map<string, number>();
  private readonly chunkGroups: Stats["namedChunkGroups"];

  /**
   * @param root the built site (public/)
   * @param mounts other folders served under a URL prefix, as the sample server
   *   serves the API's media: { "/media/": "server/seed/media" }
   */
  constructor(
    readonly root: string,
    private readonly mounts: Record<string, string> = {},
  ) {
    const statsFile = path.join(root, "webpack.stats.json");
    if (!fs.existsSync(statsFile)) throw new Error(`No ${statsFile}: build the site first (npm run build:sample).`);
    this.chunkGroups = (JSON.parse(fs.readFileSync(statsFile, "utf8")) as Stats).namedChunkGroups;
  }

  /** Every built HTML page (the 404 copies under /404/ and /en/404/ included). */
  htmlFiles(): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!["page-data", "static", "_gatsby", "media"].includes(entry.name) || dir !== this.root) walk(full);
        } else if (entry.name.endsWith(".html")) {
          out.push(full);
        }
      }
    };
    walk(this.root);
    return out.sort();
  }

  /** Transfer size of a file of the site by its URL path; throws when it is missing (a broken reference). */
  bytes(urlPath: string): number {
    const clean = decodeURIComponent(urlPath.split(/[?#]/)[0]);
    const cached = this.sizes.get(clean);
    if (cached !== undefined) return cached;
    const mount = Object.keys(this.mounts).find((prefix) => clean.startsWith(prefix));
    const base = path.resolve(mount ? this.mounts[mount] : this.root);
    const file = path.join(base, mount ? clean.slice(mount.length) : clean);
    if (!file.startsWith(base) || !fs.existsSync(file) || !fs.statSync(file).isFile()) throw new Error(`The built site has no ${clean}`);
    const content = fs.readFileSync(file);
    const size = TEXT.test(clean) ? zlib.gzipSync(content, { level: 9 }).length : content.length;
    this.sizes.set(clean, size);
    return size;
  }

  measure(htmlFile: string): PageWeight {
    const html = fs.readFileSync(htmlFile, "utf8");
    const relative = path.relative(this.root, htmlFile).split(path.sep).join("/");
    const page = "/" + relative.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "");
    const pageDataPath = `/page-data/${pageDataName(page)}/page-data.json`;
    const pageData = JSON.parse(fs.readFileSync(path.join(this.root, pageDataPath), "utf8")) as {
      componentChunkName: string;
      staticQueryHashes?: string[];
    };
    const chunkName = pageData.componentChunkName;
    const kind = chunkName.replace(/^component---src-(templates|pages)-/, "").replace(/-tsx$/, "");

    const scripts = new Set<string>();
    const others = new Set<string>();
    let inlineJs = 0;
    for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const src = attribute(attrs, "src");
      const type = attribute(attrs, "type");
      if (src) {
        if (isLocal(src)) scripts.add(src);
      } else if (!type || /javascript|module/i.test(type)) {
        inlineJs += zlib.gzipSync(body, { level: 9 }).length;
      }
    }
    for (const group of [chunkName]) {
      for (const asset of this.chunkGroups[group]?.assets ?? []) {
        const name = typeof asset === "string" ? asset : asset.name;
        if (name.endsWith(".js")) scripts.add(`/${name}`);
      }
    }
    let favicon = false;
    for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
      const rel = (attribute(tag, "rel") ?? "").toLowerCase();
      const href = attribute(tag, "href");
      if (!href || !isLocal(href)) continue;
      if (/\b(stylesheet|preload|modulepreload)\b/.test(rel)) (href.endsWith(".js") ? scripts : others).add(href);
      else if (/\bicon\b/.test(rel) && !favicon) {
        others.add(href);
        favicon = true;
      }
    }
    for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
      const src = attribute(tag, "src");
      if (src && isLocal(src) && attribute(tag, "loading") !== "lazy") others.add(src);
    }
    others.add(pageDataPath);
    others.add("/page-data/app-data.json");
    for (const hash of pageData.staticQueryHashes ?? []) others.add(staticResultUrl(hash));

    const jsFiles = [...scripts].reduce((sum, src) => sum + this.bytes(src), 0);
    const otherBytes = [...others].reduce((sum, src) => sum + this.bytes(src), 0);
    const htmlBytes = zlib.gzipSync(html, { level: 9 }).length;
    return {
      page,
      kind,
      jsBytes: jsFiles + inlineJs,
      totalBytes: htmlBytes + jsFiles + otherBytes,
      requests: 1 + scripts.size + others.size,
      inlineCssBytes: inlineCssBytes(html),
    };
  }
}

/** Bytes of the CSS inlined in the HTML: the content of its <style> elements. */
export function inlineCssBytes(html: string): number {
  let bytes = 0;
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) bytes += Buffer.byteLength(body, "utf8");
  return bytes;
}

/** Gatsby's page-data folder of a page path: "/" → "index", "/en/about/" → "en/about". */
function pageDataName(page: string): string {
  const trimmed = page.replace(/^\/|\/$/g, "");
  return trimmed === "" ? "index" : trimmed;
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return match ? (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, "&") : undefined;
}

function isLocal(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

export interface Budgets {
  /** Per page kind: the most any page of that kind may load on a first visit. */
  kinds: Record<string, { jsBytes: number; requests: number }>;
  /** Every byte of a first visit of the home page, in each language. */
  homeTotalBytes: number;
  /** The most CSS any page may inline in its HTML (uncompressed bytes): it delays the first paint of a slow connection. */
  inlineCssBytes: number;
}

/** The largest figures of each kind (its heaviest page), and the home pages. */
export function summarize(weights: PageWeight[]): {
  kinds: Record<string, { pages: number; jsBytes: number; jsPage: string; requests: number; requestsPage: string; inlineCssBytes: number; cssPage: string }>;
  homes: PageWeight[];
} {
  const kinds: ReturnType<typeof summarize>["kinds"] = {};
  for (const w of weights) {
    const k = (kinds[w.kind] ??= { pages: 0, jsBytes: -1, jsPage: "", requests: -1, requestsPage: "", inlineCssBytes: -1, cssPage: "" });
    k.pages += 1;
    if (w.jsBytes > k.jsBytes) Object.assign(k, { jsBytes: w.jsBytes, jsPage: w.page });
    if (w.requests > k.requests) Object.assign(k, { requests: w.requests, requestsPage: w.page });
    if (w.inlineCssBytes > k.inlineCssBytes) Object.assign(k, { inlineCssBytes: w.inlineCssBytes, cssPage: w.page });
  }
  return { kinds, homes: weights.filter((w) => w.kind === "home" && /^\/(en\/)?$/.test(w.page)) };
}

/** Every budget exceeded, each with the figure and the page; also a kind with no budget or a budget for no kind. */
export function overBudget(weights: PageWeight[], budgets: Budgets): string[] {
  const { kinds, homes } = summarize(weights);
  const problems: string[] = [];
  for (const [kind, figures] of Object.entries(kinds)) {
    const budget = budgets.kinds[kind];
    if (!budget) {
      problems.push(`page kind "${kind}" has no budget in budgets.json (add one from its figures)`);
      continue;
    }
    if (figures.jsBytes > budget.jsBytes) problems.push(`${kind}: ${figures.jsBytes} bytes of JavaScript on ${figures.jsPage}, budget ${budget.jsBytes}`);
    if (figures.requests > budget.requests) problems.push(`${kind}: ${figures.requests} requests on ${figures.requestsPage}, budget ${budget.requests}`);
    if (figures.inlineCssBytes > budgets.inlineCssBytes)
      problems.push(`${kind}: ${figures.inlineCssBytes} bytes of inline CSS on ${figures.cssPage}, budget ${budgets.inlineCssBytes}`);
  }
  for (const kind of Object.keys(budgets.kinds)) {
    if (!kinds[kind]) problems.push(`budgets.json has a budget for "${kind}" but the site has no such page`);
  }
  if (homes.length === 0) problems.push("no home page found in the built site");
  for (const home of homes) {
    if (home.totalBytes > budgets.homeTotalBytes) problems.push(`home ${home.page}: ${home.totalBytes} bytes in all, budget ${budgets.homeTotalBytes}`);
  }
  return problems;
}

/** The figures as a table for the log. */
export function formatWeights(weights: PageWeight[]): string {
  const { kinds, homes } = summarize(weights);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const rows = Object.entries(kinds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([kind, k]) =>
        `${kind.padEnd(18)} ${String(k.pages).padStart(5)}  ${kb(k.jsBytes).padStart(9)}  ${String(k.requests).padStart(8)}  ${kb(k.inlineCssBytes).padStart(10)}   ${k.jsPage}`,
    );
  return [
    `${"kind".padEnd(18)} ${"pages".padStart(5)}  ${"JS (gz)".padStart(9)}  ${"requests".padStart(8)}  ${"inline CSS".padStart(10)}   heaviest page (JS)`,
    ...rows,
    ...homes.map((h) => `home ${h.page.padEnd(4)} total ${kb(h.totalBytes)} (${h.totalBytes} bytes), ${h.requests} requests`),
  ].join("\n");
}
