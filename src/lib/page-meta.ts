/**
 * What the head of a page says (SPEC §2 "Page head"): title and description
 * from the page's search-engine data or else the translated defaults, robots
 * or canonical, alternates. Pure, so it is unit-tested without Gatsby.
 */
import type { Seo } from "../contract/common";
import { canonicalUrl, hreflangLinks, type HreflangLink } from "./hreflang";

export interface PageMetaInput {
  siteUrl: string;
  pathname: string;
  alternates: Record<string, string>;
  defaultLocale: string;
  /** The page's own title (e.g. "Services"), shown as "Services | Uniglass". */
  pageTitle?: string | null;
  pageDescription?: string | null;
  seo?: Partial<Seo> | null;
  defaults: { title: string; description: string; suffix: string };
}

export interface PageMeta {
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  alternates: HreflangLink[];
  scripts: { type: string; content: string }[];
}

export function pageMeta(input: PageMetaInput): PageMeta {
  const { seo, defaults } = input;
  const ownTitle = seo?.title || input.pageTitle;
  // An editor's SEO title may already end with the brand ("… | Uniglass"): never print it twice.
  const suffixed = ownTitle && ownTitle.endsWith(`| ${defaults.suffix}`) ? ownTitle : `${ownTitle} | ${defaults.suffix}`;
  const title = ownTitle ? suffixed : defaults.title;
  const description = seo?.noDescription ? null : seo?.description || input.pageDescription || defaults.description;
  const robotsParts = [seo?.noIndex ? "noindex" : null, seo?.noFollow ? "nofollow" : null].filter(Boolean);
  const robots = robotsParts.length ? robotsParts.join(", ") : null;
  return {
    title,
    description,
    robots,
    canonical: robots ? null : canonicalUrl(input.siteUrl, input.pathname),
    alternates: hreflangLinks(input.siteUrl, input.alternates, input.defaultLocale),
    scripts: (seo?.scripts ?? []).map((script) => ({ type: script.type, content: escapeScript(script.content) })),
  };
}

/** Keeps injected script content from closing its <script> element early. */
export function escapeScript(content: string): string {
  return content.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
}
