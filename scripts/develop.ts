/**
 * `npm run develop`: the sample API on API_PORT (default 9001) beside
 * `gatsby develop` (http://localhost:8000), which proxies /api, /blog and
 * /media to it so the browser talks to one origin as in production.
 */
import { fromEnv } from "../server/config";
import { gatsbyBin, run, startSampleServer } from "./lib/sample-site";

async function main(): Promise<void> {
  const port = Number(process.env.API_PORT || 9001);
  const env = fromEnv();
  const api = await startSampleServer({
    port,
    publicDir: false,
    dataDir: process.env.DATA_DIR,
    security: { adminToken: env.adminToken, trustProxy: env.trustProxy, limits: env.limits },
  });
  console.log(`Sample API at ${api.origin}/api`);
  try {
    await run(gatsbyBin(), ["develop"], {
      API_URL: `${api.origin}/api`,
      WORDPRESS_URL: `${api.origin}/blog`,
      SITE_URL: process.env.SITE_URL || "http://localhost:8000",
      DEVELOP_PROXY: api.origin,
    });
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
