/** WordPress posts: title as text, excerpt and content sanitized, the featured image when its URL is safe. */
import { htmlToText, sanitize } from "../sanitize";
import { safeImageUrl } from "../../../src/lib/safe-url";
import { NODE_TYPES } from "../constants";
import type { NodeContext } from "./context";

export function buildBlogNodes({ data, locale, add }: NodeContext): void {
  for (const post of data.blogPosts) {
    const media = post._embedded?.["wp:featuredmedia"]?.[0];
    const mediaUrl = safeImageUrl(media?.source_url);
    add(NODE_TYPES.blogPost, post.id, {
      locale,
      wpId: post.id,
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
            }
          : null,
    });
  }
}
