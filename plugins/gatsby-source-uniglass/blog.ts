/**
 * WordPress REST posts: {wordpressUrl}{/locale}/wp-json/wp/v2/posts?_embed&per_page=100&page=N,
 * the locale segment empty for French, pages followed through X-WP-TotalPages.
 */
import { DEFAULT_LOCALE } from "../../src/config/site";
import { wpPostSchema, type WpPost } from "../../src/contract";
import { MAX_PAGES, WP_PER_PAGE, WP_POSTS_PATH, WP_TOTAL_PAGES_HEADER } from "./constants";
import type { Fetcher } from "./fetch";
import { collectionItems } from "./fetch";
import { parseRecords } from "./validate";

export function wordpressPostsUrl(wordpressUrl: string, locale: string, page: number): string {
  const segment = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
  return `${wordpressUrl.replace(/\/+$/, "")}${segment}${WP_POSTS_PATH}?_embed&per_page=${WP_PER_PAGE}&page=${page}`;
}

export async function fetchBlogPosts(fetcher: Fetcher, wordpressUrl: string, locale: string): Promise<WpPost[]> {
  const posts: WpPost[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages && page <= MAX_PAGES; page += 1) {
    const url = wordpressPostsUrl(wordpressUrl, locale, page);
    const { body, headers } = await fetcher.getJson(url);
    posts.push(...parseRecords(wpPostSchema, collectionItems(body, url), url));
    if (page === 1) {
      const header = Number(headers.get(WP_TOTAL_PAGES_HEADER));
      totalPages = Number.isInteger(header) && header > 1 ? header : 1;
    }
  }
  return posts;
}
