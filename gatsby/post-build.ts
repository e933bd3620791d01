import type { BuildArgs } from "gatsby";
import path from "node:path";
import { onPostBuild as writeRobots } from "./robots";
import { writeStoreIndex } from "./store-index";
import { writeSecurityHeaders } from "./security-headers";

/**
 * After the build: robots.txt, the offline store index of the finder, then
 * the pages made CSP-ready and public/_headers (last: it hashes the final HTML).
 * One argument only: Gatsby waits for a callback from a three-argument hook.
 */
export async function onPostBuild(args: BuildArgs): Promise<void> {
  await (writeRobots as (args: BuildArgs) => Promise<void> | void)(args);
  await writeStoreIndex(args);
  const report = writeSecurityHeaders(path.join((args.store.getState() as { program: { directory: string } }).program.directory, "public"));
  args.reporter.info(`_headers: ${report.pages} pages, ${report.inlineScripts} inline script hashes in the CSP`);
}
