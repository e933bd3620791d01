/** What the built HTML of a page weighs, read from the files (no browser). */
import fs from "node:fs";
import { PublicDir } from "../../lib/page-weight";

/** Bytes of the CSS inlined in the HTML: the content of its <style> elements. */
export function inlineCssBytes(html: string): number {
  let bytes = 0;
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) bytes += Buffer.byteLength(body, "utf8");
  return bytes;
}

export interface PageFacts {
  inlineCssBytes: number;
  /** JavaScript of a first visit, gzip, as the CI budgets count it. */
  firstVisitJsBytes: number;
}

export function pageFacts(site: PublicDir, htmlFile: string): PageFacts {
  return {
    inlineCssBytes: inlineCssBytes(fs.readFileSync(htmlFile, "utf8")),
    firstVisitJsBytes: site.measure(htmlFile).jsBytes,
  };
}
