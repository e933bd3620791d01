import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";
import { formatDate, isoDay } from "../../lib/format-date";
import { averageRating, formatRating } from "../../lib/ratings";
import { RatingStars } from "../rating-stars/rating-stars";
import * as styles from "./review-list.module.css";

export interface Review {
  id: string;
  author: string;
  rating: number;
  date: string;
  text: string;
  /** The language it was written in, when known. */
  language?: string | null;
}

/** The average and count, then each review: stars, author, date and text. */
export function ReviewList({ reviews, locale }: { reviews: readonly Review[]; locale: Locale }) {
  const { t } = useTranslation();
  const average = averageRating(reviews.map((r) => r.rating));
  if (average === null) return <p>{t("reviews:none")}</p>;
  const averageText = formatRating(average, locale);
  return (
    <>
      <section className={styles.summary} aria-labelledby="reviews-average">
        <h2 id="reviews-average">{t("reviews:average")}</h2>
        <p className={styles.average}>
          <span className={styles.score}>{averageText}</span>
          <RatingStars rating={average} />
          <span>{t("reviews:count", { count: reviews.length })}</span>
        </p>
      </section>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.review}>
            <RatingStars rating={review.rating} />
            <p className={styles.meta}>
              <strong>{review.author}</strong>
              <time dateTime={isoDay(review.date)}>{formatDate(review.date, locale)}</time>
            </p>
            {/* A review in the other language says so, for screen readers' voices and translation tools. */}
            <blockquote className={styles.text} lang={review.language && review.language !== locale ? review.language : undefined}>
              <p>{review.text}</p>
            </blockquote>
          </li>
        ))}
      </ul>
    </>
  );
}
