/** What the built HTML of a page weighs, read from the files (no browser). */
import fs from "node:fs";
import { PublicDir, inlineCssBytes } from "../../lib/page-weight";

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
