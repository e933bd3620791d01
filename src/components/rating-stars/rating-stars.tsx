import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { formatRating, MAX_RATING, ratingPercent } from "../../lib/ratings";
import * as styles from "./rating-stars.module.css";

/** Five stars filled at 20 % per unit, read out as "4.5 out of 5 stars". */
export function RatingStars({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation();
  const value = formatRating(rating, i18n.language);
  return (
    <span className={styles.stars} role="img" aria-label={t("reviews:stars", { rating: value, max: MAX_RATING })}>
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.filled} aria-hidden="true" style={{ width: `${ratingPercent(rating)}%` }} data-testid="stars-filled">
        ★★★★★
      </span>
    </span>
  );
}
