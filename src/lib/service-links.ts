/** Paths of the service pages (pure): a service, a category, a video transcript. */
import { safePath } from "../config/routes";
import type { Locale } from "../config/site";

/**
 * A service's page. The accessories' static routes have exactly the paths of
 * their services (same slugs), so one rule serves both.
 */
export function servicePath(locale: Locale, categorySlug: string | null | undefined, slug: string): string {
  return safePath("service-details", locale, { category: categorySlug ?? undefined, slug });
}

export function categoryPath(locale: Locale, slug: string): string {
  return safePath("service-category", locale, { slug });
}

/** The transcript of a category's video (/services/:category/transcript) or a service's (/services/:slug/transcript). */
export function transcriptPath(locale: Locale, owner: { kind: "category" | "service"; slug: string }): string {
  return owner.kind === "category" ? safePath("transcript", locale, { category: owner.slug }) : safePath("transcription", locale, { slug: owner.slug });
}

export interface SeoNode {
  title: string | null;
  description: string | null;
  noIndex: boolean | null;
  noFollow: boolean | null;
  noDescription: boolean | null;
  scripts: readonly { type: string | null; content: string | null }[];
}

/** The API's SEO block as PageHead takes it. */
export function seoFromNode(seo: SeoNode | null | undefined) {
  if (!seo) return null;
  return {
    title: seo.title,
    description: seo.description,
    noIndex: seo.noIndex ?? false,
    noFollow: seo.noFollow ?? false,
    noDescription: seo.noDescription ?? false,
    scripts: seo.scripts.map((s) => ({ type: s.type ?? "text/javascript", content: s.content ?? "" })),
  };
}
