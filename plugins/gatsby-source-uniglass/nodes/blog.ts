/** WordPress posts: title as text, excerpt and content sanitized, the featured image when its URL is safe. */
import { htmlToText, sanitize } from "../sanitize";
import { safeImageUrl } from "../../../src/lib/safe-url";
import type { WpPost } from "../../../src/contract";
import { NODE_TYPES } from "../constants";
import type { NodeContext } from "./context";

type FeaturedMedia = NonNullable<NonNullable<WpPost["_embedded"]>["wp:featuredmedia"]>[number];

/**
 * The featured image's srcset: the sizes WordPress made of it that keep its
 * proportions (a square "thumbnail" crop would show another picture), each
 * width once, narrowest first, the upload itself included. Null when there
 * is nothing to choose from. Commas and spaces, which separate candidates,
 * are escaped in the URLs.
 */
export function featuredSrcSet(media: FeaturedMedia, fullUrl: string): string | null {
  const width = media.media_details?.width;
  const height = media.media_details?.height;
  if (!width || !height) return null;
  const byWidth = new Map<number, string>([[width, fullUrl]]);
  for (const size of Object.values(media.media_details?.sizes ?? {})) {
    const url = safeImageUrl(size.source_url);
    const sameShape = Math.abs(size.height - (size.width * height) / width) <= 1;
    if (url && sameShape && size.width > 0 && size.width < width && !byWidth.has(size.width)) byWidth.set(size.width, url);
  }
  if (byWidth.size < 2) return null;
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([w, url]) => `${url.replace(/ /g, "%20").replace(/,/g, "%2C")} ${w}w`)
    .join(", ");
}

export function buildBlogNodes({ data, locale, add }: NodeContext): void {
  for (const post of data.blogPosts) {
    const media = post._embedded?.["wp:featuredmedia"]?.[0];
    const mediaUrl = safeImageUrl(media?.source_url);
    add(NODE_TYPES.blogPost, post.id, {
      locale,
      wpId: post.id,
      translations: Object.entries(post.translations)
        .filter(([lng]) => lng !== locale)
        .map(([lng, wpId]) => ({ locale: lng, wpId })),
      slug: post.slug,
      title: htmlToText(post.title.rendered),
      date: post.date,
      modified: post.modified ?? null,
      excerpt: sanitize(post.excerpt.rendered),
      content: sanitize(post.content.rendered),
      author: post._embedded?.author?.[0]?.name ?? null,
      featuredImage:
        media && mediaUrl
          ? {
              url: mediaUrl,
              alt: media.alt_text,
              width: media.media_details?.width ?? null,
              height: media.media_details?.height ?? null,
              srcSet: featuredSrcSet(media, mediaUrl),
            }
          : null,
    });
  }
}
