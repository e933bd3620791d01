/**
 * gatsby-plugin-sitemap options: one <url> per language version, each with
 * xhtml:link alternates to every version and x-default (the French page),
 * reciprocal by construction. Only pages whose context says sitemap: true are
 * listed, which leaves out the routes marked sitemap: false in src/config/routes.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE } from "../src/config/site";
import { hreflangLinks } from "../src/lib/hreflang";

interface SitemapPage {
  path: string;
  pageContext?: { sitemap?: boolean; alternates?: Record<string, string> } | null;
}

interface SitemapQuery {
  allSitePage: { nodes: SitemapPage[] };
}

export function sitemapOptions(siteUrl: string) {
  return {
    output: "/",
    query: `{ allSitePage { nodes { path pageContext } } }`,
    resolveSiteUrl: () => siteUrl,
    resolvePages: (data: SitemapQuery) => data.allSitePage.nodes.filter((page) => page.pageContext?.sitemap === true),
    excludes: [] as string[],
    serialize: (page: SitemapPage) => ({
      url: page.path,
      changefreq: "weekly",
      links: hreflangLinks(siteUrl, page.pageContext?.alternates ?? {}, DEFAULT_LOCALE).map(({ hreflang, href }) => ({ lang: hreflang, url: href })),
    }),
  };
}

/**
 * The plugin writes sitemap-index.xml (and sitemap-0.xml…), but crawlers and
 * people try /sitemap.xml first: the index is written there too, as a plain
 * file every static host serves. Returns whether it was written.
 */
export function writeSitemapAlias(publicDir: string): boolean {
  const index = path.join(publicDir, "sitemap-index.xml");
  if (!fs.existsSync(index)) return false;
  fs.copyFileSync(index, path.join(publicDir, "sitemap.xml"));
  return true;
}
