/**
 * `npm start`: the whole product on one port (default 9000, PORT overrides).
 * Without API_URL: builds the site against the sample API (its database in
 * DATA_DIR, default ./data, seeded on first run) and serves site and API
 * together. With API_URL: builds against that API and serves the static site
 * alone (no sample API). SKIP_BUILD=1 serves the existing public/ folder.
 * The sample API takes the server's settings from the environment like
 * `server/index.ts` (ADMIN_TOKEN, TRUST_PROXY, the abuse limits).
 */
import { fromEnv } from "../server/config";
import { stopWithParent } from "../server/lib/parent-channel";
import { buildAgainstSampleApi, buildNodeOptions, gatsbyBin, hasBuiltSite, publicDirFromEnv, run, startSampleServer } from "./lib/sample-site";

async function main(): Promise<void> {
  const port = Number(process.env.PORT || 9000);
  const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
  const skipBuild = process.env.SKIP_BUILD === "1" && hasBuiltSite(publicDirFromEnv());

  if (process.env.API_URL) {
    if (!skipBuild) await run(gatsbyBin(), ["build"], { SITE_URL: siteUrl, NODE_OPTIONS: buildNodeOptions() });
    await run(gatsbyBin(), ["serve", "--port", String(port), "--host", process.env.HOST || "127.0.0.1"]);
    return;
  }

  // Read first: a bad setting (a short ADMIN_TOKEN) stops here, not after the build.
  const env = fromEnv();
  if (!skipBuild) await buildAgainstSampleApi({ siteUrl });
  const server = await startSampleServer({
    port,
    host: process.env.HOST,
    dataDir: process.env.DATA_DIR,
    // PUBLIC_DIR names an existing build to serve (with SKIP_BUILD=1); a build here writes public/.
    publicDir: skipBuild ? publicDirFromEnv() : publicDirFromEnv({}),
    siteUrl,
    security: { adminToken: env.adminToken, trustProxy: env.trustProxy, limits: env.limits },
  });
  console.log(`\nUniglass is served at http://localhost:${server.port}/ (English: /en/), sample API at /api\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  stopWithParent(stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
