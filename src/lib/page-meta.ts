/**
 * What the head of a page says: title and description
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
  /** JSON-LD only: the content is re-serialized JSON in which no "<" is left. */
  scripts: { type: typeof LD_JSON_TYPE; content: string }[];
}

export const LD_JSON_TYPE = "application/ld+json";

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
    scripts: (seo?.scripts ?? []).flatMap((script) => {
      const content = ldJsonContent(script);
      return content === null ? [] : [{ type: LD_JSON_TYPE, content }];
    }),
  };
}

/**
 * The API's page scripts are data for search engines, never code: only a
 * script of type application/ld+json whose content parses as JSON is kept, and
 * it is re-serialized with every "<" escaped, so nothing in it can close the
 * element, open a comment or run. Any other type (text/javascript, module,
 * none…) is dropped. Null when the script is not kept.
 */
export function ldJsonContent(script: { type?: string | null; content?: string | null }): string | null {
  if ((script.type ?? "").trim().toLowerCase() !== LD_JSON_TYPE) return null;
  try {
    return JSON.stringify(JSON.parse(script.content ?? "")).replace(/</g, "\\u003c");
  } catch {
    return null;
  }
}
