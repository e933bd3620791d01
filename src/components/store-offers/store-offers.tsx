import * as React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { CouponSummary } from "../../contract";
import { LIMITS } from "../../config/site";
import * as styles from "./store-offers.module.css";

export interface StoreOffersProps {
  id: string;
  storeName: string;
  coupons: readonly CouponSummary[];
}

/** The store's first coupons (SPEC §9: 2, in 2 columns), title and medium image. */
export const StoreOffers = React.forwardRef<HTMLElement, StoreOffersProps>(function StoreOffers(
  { id, storeName, coupons },
  ref,
) {
  const { t } = useTranslation();
  const { width, height } = LIMITS.couponImage;
  return (
    <section id={id} ref={ref} tabIndex={-1} className={styles.offers} aria-label={t("stores:card.offers", { name: storeName })}>
      <ul className={styles.list}>
        {coupons.slice(0, LIMITS.storeCardCoupons).map((coupon) => (
          <li key={coupon.id} className={styles.coupon}>
            <img src={coupon.imageMedium} alt="" width={width} height={height} loading="lazy" className={styles.image} />
            <p className={styles.title}>{coupon.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
});
