import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { CouponSummary } from "../../contract";
import { LIMITS } from "../../config/site";
import { CouponActions } from "../coupon-actions/coupon-actions";
import * as styles from "./store-offers.module.css";

export interface StoreOffersProps {
  id: string;
  storeName: string;
  /** The store offering them (the coupon is sent for it and printed with its address). */
  storeSlug?: string | null;
  coupons: readonly CouponSummary[];
  /** Level of each coupon's title heading (one below the card's name). */
  titleLevel?: 2 | 3 | 4;
}

/**
 * The store's first two coupons, in two columns (one on narrow screens):
 * medium image (429×322), title, and the e-mail, text and print buttons.
 */
export const StoreOffers = React.forwardRef<HTMLElement, StoreOffersProps>(function StoreOffers({ id, storeName, storeSlug, coupons, titleLevel = 3 }, ref) {
  const { t } = useTranslation();
  const { width, height } = LIMITS.couponImage;
  const Title = `h${titleLevel}` as const;
  return (
    <section id={id} ref={ref} tabIndex={-1} className={styles.offers} aria-label={t("stores:card.offers", { name: storeName })}>
      <ul className={styles.list}>
        {coupons.slice(0, LIMITS.storeCardCoupons).map((coupon) => (
          <li key={coupon.id} className={styles.coupon}>
            <img src={coupon.imageMedium} alt="" width={width} height={height} loading="lazy" className={styles.image} />
            <Title className={styles.title}>{coupon.title}</Title>
            <CouponActions coupon={coupon} storeSlug={storeSlug} />
          </li>
        ))}
      </ul>
    </section>
  );
});
