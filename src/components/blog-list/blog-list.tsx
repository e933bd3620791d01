import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";
import { formatDate, isoDay } from "../../lib/format-date";
import { RouteLink } from "../route-link/route-link";
import * as styles from "./blog-list.module.css";
import { StaticIsland } from "../static-island/static-island";
import { LARGEST_PAINT_IMAGE, LATER_IMAGE } from "../../lib/image-priority";

export interface BlogListPost {
  id: string;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  featuredImage?: { url: string; alt: string; width?: number | null; height?: number | null; srcSet?: string | null } | null;
}

/**
 * How wide a card's image shows, for the browser to pick from its srcset: the
 * grid of blog-list.module.css (18rem columns, 1.5rem gaps, inside the 75rem
 * container's 1rem sides) has one column below 39.5rem, two below 59rem,
 * then three, at most 24rem each.
 */
const CARD_IMAGE_SIZES = "(min-width: 75rem) 24rem, (min-width: 59rem) 33vw, (min-width: 39.5rem) 50vw, calc(100vw - 2rem)";

/** The posts of one blog index page: image, title (a link to the post), date and excerpt. */
export function BlogList({ posts, locale }: { posts: readonly BlogListPost[]; locale: Locale }) {
  const { t } = useTranslation();
  if (posts.length === 0) return <p>{t("blog:empty")}</p>;
  return (
    <StaticIsland as="ul" name="blog-list" className={styles.list}>
      {() => (
        <>
          {posts.map((post, index) => (
            <li key={post.id} className={styles.card}>
              {post.featuredImage && (
                <img
                  className={styles.image}
                  src={post.featuredImage.url}
                  srcSet={post.featuredImage.srcSet ?? undefined}
                  sizes={post.featuredImage.srcSet ? CARD_IMAGE_SIZES : undefined}
                  alt=""
                  width={post.featuredImage.width ?? undefined}
                  height={post.featuredImage.height ?? undefined}
                  // The first image is the largest paint of the page (LCP).
                  {...(index === 0 ? LARGEST_PAINT_IMAGE : LATER_IMAGE)}
                />
              )}
              <div className={styles.body}>
                <h2 className={styles.title}>
                  <RouteLink route="blog-post" params={{ slug: post.slug }}>
                    {post.title}
                  </RouteLink>
                </h2>
                <p className={styles.date}>
                  <time dateTime={isoDay(post.date)}>{formatDate(post.date, locale)}</time>
                </p>
                <div className={styles.excerpt} dangerouslySetInnerHTML={{ __html: post.excerpt }} />
              </div>
            </li>
          ))}
        </>
      )}
    </StaticIsland>
  );
}
