/**
 * gatsby-plugin-sitemap options: one <url> per language version, each with
 * xhtml:link alternates to every version and x-default (the French page),
 * reciprocal by construction. Only pages whose context says sitemap: true are
 * listed, which leaves out the routes SPEC §2 excludes.
 */
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
    resolvePages: (data: SitemapQuery) =>
      data.allSitePage.nodes.filter((page) => page.pageContext?.sitemap === true),
    excludes: [] as string[],
    serialize: (page: SitemapPage) => ({
      url: page.path,
      changefreq: "weekly",
      links: hreflangLinks(siteUrl, page.pageContext?.alternates ?? {}, DEFAULT_LOCALE).map(
        ({ hreflang, href }) => ({ lang: hreflang, url: href }),
      ),
    }),
  };
}
