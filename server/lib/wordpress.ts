/**
 * Blog posts of the seed in WordPress' REST shapes (/wp-json/wp/v2/posts),
 * pure. Dates in the seed are local Quebec time; date_gmt is UTC like WP's.
 */
import type { Locale } from "../../src/config/site";
import { zonedClock } from "../../src/lib/zone-offset";
import { pick } from "./localize";
import type { SeedBlogPost } from "./seed-types";

export const WP_TIMEZONE = "America/Toronto";

/** "2026-09-14T09:30:00" in `timeZone` → the same instant in UTC, as WP formats it (no Z). */
export function localToGmt(local: string, timeZone = WP_TIMEZONE): string {
  const asUtc = Date.parse(`${local.slice(0, 19)}Z`);
  if (Number.isNaN(asUtc)) return local;
  // The zone's offset at that moment: its wall clock read as if it were UTC, less the moment itself.
  const offset = Date.parse(`${zonedClock(new Date(asUtc), timeZone)}Z`) - asUtc;
  return new Date(asUtc - offset).toISOString().slice(0, 19);
}

export interface WpOptions {
  locale: Locale;
  embed: boolean;
  siteUrl: string;
  authorIds: Map<string, number>;
}

export function authorIdsOf(posts: SeedBlogPost[]): Map<string, number> {
  const ids = new Map<string, number>();
  for (const post of posts) if (!ids.has(post.author)) ids.set(post.author, ids.size + 1);
  return ids;
}

export function toWpPost(post: SeedBlogPost, options: WpOptions): Record<string, unknown> {
  const text = post[options.locale];
  const prefix = options.locale === "fr" ? "" : `/${options.locale}`;
  const author = options.authorIds.get(post.author) ?? 0;
  const featuredMedia = post.image ? post.id * 10 : 0;
  const modified = post.modified ?? post.date;
  const out: Record<string, unknown> = {
    id: post.id,
    date: post.date.slice(0, 19),
    date_gmt: localToGmt(post.date),
    modified: modified.slice(0, 19),
    modified_gmt: localToGmt(modified),
    slug: text.slug,
    status: "publish",
    type: "post",
    link: `${options.siteUrl.replace(/\/$/, "")}${prefix}/blog/${text.slug}/`,
    title: { rendered: text.title },
    content: { rendered: text.content, protected: false },
    excerpt: { rendered: text.excerpt, protected: false },
    author,
    featured_media: featuredMedia,
  };
  if (options.embed) {
    const embedded: Record<string, unknown> = { author: [{ id: author, name: post.author }] };
    if (post.image) {
      embedded["wp:featuredmedia"] = [
        {
          id: featuredMedia,
          source_url: post.image.url,
          alt_text: pick(post.image.alt, options.locale),
          media_type: "image",
          media_details: { width: post.image.width, height: post.image.height },
        },
      ];
    }
    out._embedded = embedded;
  }
  return out;
}
