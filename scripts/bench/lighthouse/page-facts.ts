/** What the built HTML of a page weighs, read from the files (no browser). */
import { PublicDir } from "../../lib/page-weight";

export interface PageFacts {
  /** CSS read before the first paint, inline or linked, uncompressed, as the CI budgets count it. */
  firstPaintCssBytes: number;
  /** JavaScript of a first visit, gzip, as the CI budgets count it. */
  firstVisitJsBytes: number;
}

export function pageFacts(site: PublicDir, htmlFile: string): PageFacts {
  const weight = site.measure(htmlFile);
  return { firstPaintCssBytes: weight.firstPaintCssBytes, firstVisitJsBytes: weight.jsBytes };
}
