/**
 * The inline scripts of a built page, as a browser's HTML parser finds them,
 * and the list of the only ones the build may write (checked to the
 * character): security-headers.ts hashes these into the Content-Security-Policy
 * and fails the build on any other.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { FINDER_SEARCH_SCRIPT, FINDER_TITLE_SCRIPT } from "../src/lib/finder-flag";
import { EARLY_TAPS_SCRIPT } from "../src/lib/early-taps";

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
 * The inline scripts the build writes, to the character: Gatsby's page path
 * loader (as rewritePagePathScript leaves it), its chunk map and its
 * compilation hash, the taps kept until the page runs, and the finder page's
 * two scripts. Nothing else is ever hashed into the policy.
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
    name: "the taps kept until the page runs (src/lib/early-taps.ts)",
    matches: (text) => text === EARLY_TAPS_SCRIPT,
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
