import fs from "fs";
import { siteDirectory } from "./program";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { readBuildEnv } from "../src/config/env";

/** robots.txt with the absolute sitemap URL of the configured SITE_URL. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /redeem-coupons/", "Disallow: /en/redeem-coupons/", "", `Sitemap: ${siteUrl}/sitemap-index.xml`, ""].join(
    "\n",
  );
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  fs.writeFileSync(path.join(siteDirectory(store), "public", "robots.txt"), robotsTxt(readBuildEnv().siteUrl));
};
