import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { readBuildEnv } from "../src/config/env";

/** robots.txt with the absolute sitemap URL of the configured SITE_URL. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /redeem-coupons/", "Disallow: /en/redeem-coupons/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join("\n");
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } };
  fs.writeFileSync(path.join(program.directory, "public", "robots.txt"), robotsTxt(readBuildEnv().siteUrl));
};
