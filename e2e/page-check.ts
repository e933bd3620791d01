/**
 * Checks of the built pages read from public/: one h1 per
 * page, every internal reference (link, image, script, stylesheet) resolving
 * to a file of the build or to what the sample server serves, and the Nu HTML
 * Checker (vnu-jar) run once over all pages.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { pageDataUrl } from "../gatsby/page-preloads";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export const ROOT = path.resolve(__dirname, "..");
export const PUBLIC_DIR = path.join(ROOT, "public");
export const MEDIA_DIR = path.join(ROOT, "server", "seed", "media");
/** Paths the sample server answers itself (API, media, blog API), not files of the build. */
export const SERVER_PREFIXES = ["/api/", "/blog/wp-json/", "/blog/en/wp-json/"];

export interface BuiltPage {
  /** File under public/, e.g. "en/locations/index.html". */
  file: string;
  /** URL path it is served at, e.g. "/en/locations/". */
  url: string;
}

/**
 * Every HTML page of the build, with the URL it is served at. Not
 * public/_gatsby/: Gatsby's slice fragments, already stitched into the pages.
 */
export function builtPages(publicDir: string = PUBLIC_DIR): BuiltPage[] {
  const pages: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir !== publicDir || entry.name !== "_gatsby") walk(full);
      } else if (entry.name.endsWith(".html")) {
        const file = path.relative(publicDir, full).split(path.sep).join("/");
        const url = `/${file}`.replace(/(^|\/)index\.html$/, "$1");
        pages.push({ file, url });
      }
    }
  };
  walk(publicDir);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

function elements(node: Node, visit: (element: Element) => void): void {
  if ("tagName" in node) visit(node);
  const children = "childNodes" in node ? node.childNodes : [];
  for (const child of children) elements(child, visit);
  if ("content" in node && node.content) elements(node.content, visit);
}

export interface Reference {
  /** Element and attribute, e.g. "img[srcset]". */
  from: string;
  value: string;
}

export interface PageFacts {
  h1Count: number;
  references: Reference[];
}

/** The h1 count and every URL the page references (href, src, srcset). */
export function pageFacts(html: string): PageFacts {
  const document = parse(html) as unknown as Node;
  let h1Count = 0;
  const references: Reference[] = [];
  elements(document, (element) => {
    const tag = element.tagName;
    if (tag === "h1") h1Count += 1;
    const add = (name: string, value: string | undefined) => {
      if (value !== undefined) references.push({ from: `${tag}[${name}]`, value });
    };
    if (tag === "a" || tag === "area" || tag === "link") add("href", attr(element, "href"));
    if (tag === "img" || tag === "script" || tag === "iframe" || tag === "source" || tag === "video" || tag === "audio") {
      add("src", attr(element, "src"));
    }
    if (tag === "img" || tag === "source") {
      const srcset = attr(element, "srcset");
      if (srcset) for (const candidate of srcset.split(",")) add("srcset", candidate.trim().split(/\s+/)[0]);
    }
    if (tag === "video") add("poster", attr(element, "poster"));
  });
  return { h1Count, references };
}

/**
 * The site path a reference points to, or null when it leaves the site
 * (another origin, mailto:, tel:, a fragment of the same page).
 */
export function internalPath(value: string, pageUrl: string, siteOrigins: string[]): string | null {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return null;
  if (/^(mailto|tel|sms|data|blob):/i.test(trimmed)) return null;
  const base = new URL(pageUrl, siteOrigins[0]);
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return `(unparsable) ${trimmed}`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `(scheme ${url.protocol}) ${trimmed}`;
  if (!siteOrigins.includes(url.origin)) return null;
  return url.pathname;
}

/** Whether the built site or the sample server serves the path. */
export function resolves(urlPath: string, publicDir: string = PUBLIC_DIR, mediaDir: string = MEDIA_DIR): boolean {
  if (SERVER_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  if (decoded.includes("..")) return false;
  if (decoded.startsWith("/media/")) return fs.existsSync(path.join(mediaDir, decoded.slice("/media/".length)));
  const file = path.join(publicDir, decoded);
  if (decoded.endsWith("/")) return fs.existsSync(path.join(file, "index.html"));
  if (fs.existsSync(file) && fs.statSync(file).isFile()) return true;
  // The server redirects /a/b to /a/b/ when the folder has an index.
  return fs.existsSync(path.join(file, "index.html"));
}

export interface PageProblem {
  url: string;
  problem: string;
}

export interface SiteCheck {
  pages: number;
  references: number;
  problems: PageProblem[];
}

/** One h1 and resolving references on every built page. */
export function checkBuiltPages(siteOrigins: string[], publicDir: string = PUBLIC_DIR, mediaDir: string = MEDIA_DIR): SiteCheck {
  const problems: PageProblem[] = [];
  const known = new Map<string, boolean>();
  let references = 0;
  const pages = builtPages(publicDir);
  for (const page of pages) {
    const facts = pageFacts(fs.readFileSync(path.join(publicDir, page.file), "utf8"));
    if (facts.h1Count !== 1) problems.push({ url: page.url, problem: `${facts.h1Count} h1 elements (one expected)` });
    for (const reference of facts.references) {
      const target = internalPath(reference.value, page.url, siteOrigins);
      if (target === null) continue;
      references += 1;
      if (target.startsWith("(")) {
        problems.push({ url: page.url, problem: `${reference.from} ${target}` });
        continue;
      }
      if (!known.has(target)) known.set(target, resolves(target, publicDir, mediaDir));
      if (!known.get(target)) problems.push({ url: page.url, problem: `${reference.from} ${reference.value} does not resolve` });
    }
  }
  return { pages: pages.length, references, problems };
}

export const VNU_JAR = path.join(ROOT, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * Java's options for the checker's one short run: the quick compiler only
 * (-XX:TieredStopAtLevel=1) and the serial collector take about half the
 * processor time of the defaults over the ~600 pages, for the same messages.
 */
const VNU_JAVA_OPTIONS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/** The Nu HTML Checker's errors over every built page, in one Java run. */
export function vnuErrors(publicDir: string = PUBLIC_DIR): string[] {
  const files = builtPages(publicDir).map((page) => path.join(publicDir, page.file));
  const result = spawnSync("java", [...VNU_JAVA_OPTIONS, "-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  const output = (result.stderr || result.stdout).trim();
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`The Nu HTML Checker did not answer JSON (exit ${result.status}): ${output.slice(0, 500)}`);
  }
  return messages
    .filter((m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
    .map((m) => {
      const file = m.url ? path.relative(publicDir, new URL(m.url).pathname) : "?";
      return `${file}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` [${m.extract.replace(/\s+/g, " ").slice(0, 80)}]` : ""}`;
    });
}

/** What a built page's page-data.json says of where it comes from; "" for what it does not say. */
export interface PageOrigin {
  /** Gatsby's name for the page's component, e.g. "component---src-templates-store-details-tsx". */
  template: string;
  /** The route of the site's table the page was made for (its page context's routeName). */
  route: string;
}

/** The template and route of a built page, from its page-data.json (both "" for a page without one). */
export function pageOrigin(page: BuiltPage, publicDir: string = PUBLIC_DIR): PageOrigin {
  const file = path.join(publicDir, pageDataUrl(page.url));
  if (!fs.existsSync(file)) return { template: "", route: "" };
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName?: string; result?: { pageContext?: { routeName?: string } } };
  return { template: data.componentChunkName ?? "", route: data.result?.pageContext?.routeName ?? "" };
}

/** The text of a built page's <title>, its character references decoded. */
export function pageTitle(page: BuiltPage, publicDir: string = PUBLIC_DIR): string {
  return titleOf(fs.readFileSync(path.join(publicDir, page.file), "utf8"));
}

function titleOf(html: string): string {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  let text = "";
  elements(parse(`<!DOCTYPE html><title>${raw}</title>`), (element) => {
    if (element.tagName === "title") text = element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
  });
  return text;
}

/**
 * What a page's head tells search engines and browsers, each tag's values in
 * the order of the document: its description, canonical address, robots rule
 * and language versions ("hreflang href"). A page shows the same in the
 * browser as it was built with (the sweeps compare the two).
 */
export interface HeadFacts {
  description: string[];
  canonical: string[];
  robots: string[];
  alternates: string[];
}

/** The head facts of an HTML document (only its head is parsed: a sweep reads hundreds of pages). */
export function headFacts(html: string): HeadFacts {
  const facts: HeadFacts = { description: [], canonical: [], robots: [], alternates: [] };
  const end = html.indexOf("</head>");
  elements(parse(end < 0 ? html : html.slice(0, end + "</head>".length)), (element) => {
    if (element.tagName === "head") {
      elements(element, (tag) => {
        const name = attr(tag, "name");
        const rel = attr(tag, "rel");
        if (tag.tagName === "meta" && name === "description") facts.description.push(attr(tag, "content") ?? "");
        if (tag.tagName === "meta" && name === "robots") facts.robots.push(attr(tag, "content") ?? "");
        if (tag.tagName === "link" && rel === "canonical") facts.canonical.push(attr(tag, "href") ?? "");
        if (tag.tagName === "link" && rel === "alternate" && attr(tag, "hreflang"))
          facts.alternates.push(`${attr(tag, "hreflang")} ${attr(tag, "href") ?? ""}`);
      });
    }
  });
  return facts;
}

/** A built page's title and head facts, from one read of its file. */
export function pageHead(page: BuiltPage, publicDir: string = PUBLIC_DIR): { title: string; head: HeadFacts } {
  const html = fs.readFileSync(path.join(publicDir, page.file), "utf8");
  return { title: titleOf(html), head: headFacts(html) };
}

/** Store pages (details and reviews): the ones carrying the store's AutoRepair JSON-LD. */
export function isStorePage(page: BuiltPage, publicDir: string = PUBLIC_DIR): boolean {
  return fs.readFileSync(path.join(publicDir, page.file), "utf8").includes('"@type":"AutoRepair"');
}

/**
 * The pages axe visits: all of them, or (everything false) all but 4 in 5 of
 * the store pages, which share their templates; Ziebart store pages are all kept.
 */
export function axePages(all: BuiltPage[], everything: boolean, publicDir: string = PUBLIC_DIR): BuiltPage[] {
  if (everything) return all;
  let storeIndex = 0;
  return all.filter((page) => {
    if (!isStorePage(page, publicDir)) return true;
    const keep = /ziebart/i.test(page.url) || storeIndex % 5 === 0;
    storeIndex += 1;
    return keep;
  });
}
