import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { formatRating, MAX_RATING, ratingPercent } from "../../lib/ratings";
import * as styles from "./rating-stars.module.css";

/**
 * Five stars filled at 20 % per unit, read out as "4.5 out of 5 stars";
 * `decorative` when what holds them already says the rating (then hidden).
 */
export function RatingStars({ rating, decorative = false }: { rating: number; decorative?: boolean }) {
  const { t, i18n } = useTranslation();
  const value = formatRating(rating, i18n.language);
  const label = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": t("reviews:stars", { rating: value, max: MAX_RATING }) };
  return (
    <span className={styles.stars} {...label}>
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.filled} aria-hidden="true" style={{ width: `${ratingPercent(rating)}%` }} data-testid="stars-filled">
        ★★★★★
      </span>
    </span>
  );
}
