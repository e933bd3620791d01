/** Slides, promo pages and blog posts. */
import { promoPageSchema, slideSchema, wpPostSchema, type PromoPage, type Slide, type WpPost } from "../contract";
import { wordpressRestRoot, type Locale } from "../config/site";
import { BLOG_BASE_URL, getList, getOne, segment, type CallOptions, type QueryParams } from "./client";

export const listSlides = (params?: QueryParams, options?: CallOptions): Promise<Slide[]> => getList(slideSchema, "/slides", params, options);

export const getSlide = (id: number, params?: QueryParams, options?: CallOptions): Promise<Slide> =>
  getOne(slideSchema, `/slides/${segment(id)}`, params, options);

export const listPromoPages = (params?: QueryParams, options?: CallOptions): Promise<PromoPage[]> => getList(promoPageSchema, "/promo_pages", params, options);

export const getPromoPage = (slug: string, params?: QueryParams, options?: CallOptions): Promise<PromoPage> =>
  getOne(promoPageSchema, `/promo_pages/${segment(slug)}`, params, options);

/** Web host /blog/{locale}/wp-json/wp/v2/posts, the locale segment empty for French. */
export function blogPostsPath(locale: Locale): string {
  return `${wordpressRestRoot(locale)}/wp/v2/posts`;
}

/** options.blogBaseUrl overrides GATSBY_BLOG_URL (default "/blog" on the web host). */
export const listBlogPosts = (locale: Locale, params?: QueryParams, options: CallOptions & { blogBaseUrl?: string } = {}): Promise<WpPost[]> =>
  getList(wpPostSchema, blogPostsPath(locale), params, { signal: options.signal, baseURL: options.blogBaseUrl ?? BLOG_BASE_URL });
