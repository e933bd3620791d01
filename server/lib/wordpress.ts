/**
 * Blog posts of the seed in WordPress' REST shapes (/wp-json/wp/v2/posts),
 * pure. Dates in the seed are local Quebec time; date_gmt is UTC like WP's.
 */
import path from "node:path";
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

/**
 * WordPress' default intermediate image sizes (Settings › Media, plus
 * medium_large): the box each size fits in, 0 leaving that side free.
 */
const WP_IMAGE_SIZES = [
  { name: "medium", width: 300, height: 300 },
  { name: "medium_large", width: 768, height: 0 },
  { name: "large", width: 1024, height: 1024 },
] as const;

const MIME_TYPES: Record<string, string> = { ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".gif": "image/gif" };

export interface WpImageSize {
  file: string;
  width: number;
  height: number;
  mime_type: string;
  source_url: string;
}

/**
 * The sizes WordPress makes of an upload, as media_details.sizes lists them:
 * each default size the upload is larger than, scaled to fit its box and
 * named "name-WIDTHxHEIGHT.ext" beside it, and "full", the upload itself.
 */
export function wpImageSizes(url: string, width: number, height: number): Record<string, WpImageSize> {
  const extension = path.posix.extname(url);
  const stem = url.slice(0, url.length - extension.length);
  const mime_type = MIME_TYPES[extension.toLowerCase()] ?? "image/jpeg";
  const file = (source: string) => path.posix.basename(source);
  const sizes: Record<string, WpImageSize> = {};
  for (const box of WP_IMAGE_SIZES) {
    const ratio = Math.min(box.width ? box.width / width : Infinity, box.height ? box.height / height : Infinity);
    if (ratio >= 1) continue;
    const w = Math.round(width * ratio);
    const h = Math.round(height * ratio);
    const source_url = `${stem}-${w}x${h}${extension}`;
    sizes[box.name] = { file: file(source_url), width: w, height: h, mime_type, source_url };
  }
  sizes.full = { file: file(url), width, height, mime_type, source_url: url };
  return sizes;
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
    // The post's language versions (Polylang's field): the sample's two languages share one id.
    translations: { fr: post.id, en: post.id },
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
          media_details: {
            width: post.image.width,
            height: post.image.height,
            sizes: wpImageSizes(post.image.url, post.image.width, post.image.height),
          },
        },
      ];
    }
    out._embedded = embedded;
  }
  return out;
}
