import type { BuildArgs } from "gatsby";
import path from "node:path";
import { onPostBuild as writeRobots } from "./robots";
import { writeStoreIndex } from "./store-index";
import { writeSecurityHeaders } from "./security-headers";
import { precompress } from "./precompress";

/**
 * After the build: robots.txt, the offline store index of the finder, then
 * the pages made CSP-ready and public/_headers (it hashes the final HTML),
 * then the compressed copies of every text file (last: they copy final files).
 * One argument only: Gatsby waits for a callback from a three-argument hook.
 */
export async function onPostBuild(args: BuildArgs): Promise<void> {
  await (writeRobots as (args: BuildArgs) => Promise<void> | void)(args);
  await writeStoreIndex(args);
  const report = writeSecurityHeaders(path.join((args.store.getState() as { program: { directory: string } }).program.directory, "public"));
  args.reporter.info(`_headers: ${report.pages} pages, ${report.inlineScripts} inline script hashes in the CSP`);
  const publicDir = path.join((args.store.getState() as { program: { directory: string } }).program.directory, "public");
  const timer = args.reporter.activityTimer("compressed copies (.gz, .br) of the text files");
  timer.start();
  const compressed = await precompress(publicDir);
  timer.setStatus(`${compressed.files} files, ${(compressed.bytes / 1e6).toFixed(1)} MB -> gzip ${(compressed.gzipBytes / 1e6).toFixed(1)} MB, brotli ${(compressed.brotliBytes / 1e6).toFixed(1)} MB`);
  timer.end();
}
