/** `npm run build:sample`: builds public/ against the sample API (SITE_URL default http://localhost:9000). */
import { buildAgainstSampleApi } from "./lib/sample-site";

const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || 9000}`;
buildAgainstSampleApi({ siteUrl }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
