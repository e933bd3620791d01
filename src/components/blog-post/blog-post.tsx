import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";
import { formatDate, isoDay } from "../../lib/format-date";
import type { BlogListPost } from "../blog-list/blog-list";
import { RouteLink } from "../route-link/route-link";
import * as styles from "./blog-post.module.css";
import { StaticIsland } from "../static-island/static-island";
import { LARGEST_PAINT_IMAGE } from "../../lib/image-priority";

export interface BlogPostProps {
  post: Omit<BlogListPost, "id" | "slug" | "excerpt"> & { content: string; author?: string | null };
  locale: Locale;
}

/** The featured image's width, for the browser to pick from its srcset: the post's 48rem column, or the screen less the container's 1rem sides. */
const FEATURED_IMAGE_SIZES = "(min-width: 50rem) 48rem, calc(100vw - 2rem)";

/** A post: date and author under the page's h1, featured image, the (sanitized) content, back to the blog. */
export function BlogPost({ post, locale }: BlogPostProps) {
  const { t } = useTranslation();
  return (
    <StaticIsland as="article" name="blog-post" className={styles.post}>
      {() => (
        <>
          <p className={styles.meta}>
            <time dateTime={isoDay(post.date)}>{formatDate(post.date, locale)}</time>
            {post.author && <span>{t("blog:by", { author: post.author })}</span>}
          </p>
          {post.featuredImage && (
            <img
              className={styles.image}
              src={post.featuredImage.url}
              srcSet={post.featuredImage.srcSet ?? undefined}
              sizes={post.featuredImage.srcSet ? FEATURED_IMAGE_SIZES : undefined}
              alt={post.featuredImage.alt}
              width={post.featuredImage.width ?? undefined}
              height={post.featuredImage.height ?? undefined}
              {...LARGEST_PAINT_IMAGE}
            />
          )}
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: post.content }} />
          <p>
            <RouteLink route="blog" className={styles.back}>
              {t("blog:back")}
            </RouteLink>
          </p>
        </>
      )}
    </StaticIsland>
  );
}
