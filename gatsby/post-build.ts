import type { BuildArgs } from "gatsby";
import { siteDirectory } from "./program";
import path from "node:path";
import { onPostBuild as writeRobots } from "./robots";
import { writeStoreIndex } from "./store-index";
import { writePlaceSuggestions } from "./place-suggestions";
import { writeSecurityHeaders, type HeadersReport } from "./security-headers";
import { fixLocale404Html } from "./locale-404";
import { writeSitemapAlias } from "./sitemap";
import { listTextFiles, precompress } from "./precompress";
import { checkBundlesListed } from "./translation-bundles";
import { DEFAULT_LOCALE, LOCALES } from "../src/config/site";

/**
 * After the build: robots.txt, the offline store index of the finder and
 * the search box's place suggestions, the
 * other languages' 404 pointed at the shared not-found data, sitemap.xml, then
 * the compressed copies of every text file, in worker threads; while they
 * compress the other files, the pages are made CSP-ready and public/_headers
 * written (it hashes the final HTML), and the pages' copies come last.
 * One argument only: Gatsby waits for a callback from a three-argument hook.
 */
export async function onPostBuild(args: BuildArgs): Promise<void> {
  await (writeRobots as (args: BuildArgs) => Promise<void> | void)(args);
  writeStoreIndex(args);
  writePlaceSuggestions(args);
  const siteDir = siteDirectory(args.store);
  const publicDir = path.join(siteDir, "public");
  checkBundlesListed(publicDir);
  fixLocale404Html(publicDir, LOCALES, DEFAULT_LOCALE);
  writeSitemapAlias(publicDir);
  // One walk of public/ for both: the pages for _headers, the text files for the copies.
  const listing = listTextFiles(publicDir);
  const timer = args.reporter.activityTimer("compressed copies (.gz, .br) of the text files, and the pages made CSP-ready");
  timer.start();
  let headers: HeadersReport | undefined;
  // The pages are rewritten and parsed while worker threads compress the other files; theirs come after.
  const compressed = await precompress(publicDir, listing, {
    whileCompressing: () => {
      headers = writeSecurityHeaders(publicDir, undefined, { cacheFile: path.join(siteDir, ".cache", "uniglass-page-facts.json"), listing });
    },
  });
  timer.setStatus(
    `${compressed.files} files (${compressed.unchanged} unchanged, ${compressed.removed} old copies removed), ${(compressed.bytes / 1e6).toFixed(1)} MB -> gzip ${(compressed.gzipBytes / 1e6).toFixed(1)} MB, brotli ${(compressed.brotliBytes / 1e6).toFixed(1)} MB`,
  );
  timer.end();
  if (headers) {
    args.reporter.info(
      `_headers: ${headers.pages} pages (${headers.reused} unchanged since the last build), ${headers.inlineScripts} inline script hashes in the CSP`,
    );
  }
}
