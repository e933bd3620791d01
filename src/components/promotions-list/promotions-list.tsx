import * as React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LIMITS } from "../../config/site";
import { formatDate } from "../../lib/format-date";
import { useLocale } from "../../hooks/use-locale";
import { useMounted } from "../../hooks/use-mounted";
import { localIsoDay, stillRunning } from "../../lib/offer-dates";
import { CouponActions } from "../coupon-actions/coupon-actions";
import { InternalLink, RouteLink } from "../route-link/route-link";
import * as styles from "./promotions-list.module.css";

/** Promotion banners are 16:10 (800×500 in the API's media). */
export interface PromotionItem {
  id: number;
  title: string;
  /** Sanitized HTML (source plugin). */
  description: string;
  image: string | null;
  startsAt: string | null;
  endsAt: string | null;
  ctaLabel: string | null;
  ctaUrl: string | null;
}

export interface PrivilegeCouponItem {
  id: number;
  title: string;
  /** Sanitized HTML (source plugin). */
  description: string;
  conditions: string;
  expiresAt: string | null;
  imageMedium: string;
}

export interface PromotionsListProps {
  promotions: readonly PromotionItem[];
  coupons: readonly PrivilegeCouponItem[];
}

function PromotionCta({ label, url }: { label: string; url: string }) {
  const className = styles.cta;
  return url.startsWith("/") ? (
    <InternalLink to={url} className={className}>
      {label}
    </InternalLink>
  ) : (
    <a href={url} className={className}>
      {label}
    </a>
  );
}

/** The promotions page's content: national promotions, then privilege coupons (sent by e-mail or text). */
export function PromotionsList({ promotions: built, coupons: builtCoupons }: PromotionsListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // What ended since the build is dropped after hydration (the HTML cannot know today).
  const today = useMounted() ? localIsoDay(new Date()) : null;
  const promotions = stillRunning(built, (promotion) => promotion.endsAt, today);
  const coupons = stillRunning(builtCoupons, (coupon) => coupon.expiresAt, today);
  const { width, height } = LIMITS.couponImage;
  const date = (value: string) => formatDate(value, locale);

  return (
    <>
      <section aria-labelledby="national-promotions" className={styles.section}>
        <h2 id="national-promotions">{t("coupons:promotions.national")}</h2>
        {promotions.length === 0 ? (
          <p>{t("coupons:promotions.nationalEmpty")}</p>
        ) : (
          <ul className={styles.grid}>
            {promotions.map((promotion) => (
              <li key={promotion.id} className={styles.card}>
                {promotion.image && <img src={promotion.image} alt="" width={800} height={500} loading="lazy" className={styles.promotionImage} />}
                <div className={styles.body}>
                  <h3 className={styles.title}>{promotion.title}</h3>
                  {promotion.endsAt && (
                    <p className={styles.period}>
                      {promotion.startsAt
                        ? t("coupons:promotions.period", { start: date(promotion.startsAt), end: date(promotion.endsAt) })
                        : t("coupons:promotions.until", { date: date(promotion.endsAt) })}
                    </p>
                  )}
                  <div className={styles.description} dangerouslySetInnerHTML={{ __html: promotion.description }} />
                  {promotion.ctaLabel && promotion.ctaUrl && <PromotionCta label={promotion.ctaLabel} url={promotion.ctaUrl} />}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="privilege-coupons" className={styles.section}>
        <h2 id="privilege-coupons">{t("coupons:promotions.privilege")}</h2>
        <p>{t("coupons:promotions.privilegeIntro")}</p>
        {coupons.length === 0 ? (
          <p>{t("coupons:promotions.privilegeEmpty")}</p>
        ) : (
          <ul className={styles.grid}>
            {coupons.map((coupon) => (
              <li key={coupon.id} className={styles.card}>
                <img src={coupon.imageMedium} alt="" width={width} height={height} loading="lazy" className={styles.image} />
                <div className={styles.body}>
                  <h3 className={styles.title}>{coupon.title}</h3>
                  {coupon.expiresAt && <p className={styles.period}>{t("coupons:promotions.expires", { date: date(coupon.expiresAt) })}</p>}
                  <div className={styles.description} dangerouslySetInnerHTML={{ __html: coupon.description }} />
                  {coupon.conditions && <p className={styles.conditions}>{coupon.conditions}</p>}
                </div>
                <CouponActions coupon={coupon} />
              </li>
            ))}
          </ul>
        )}
        <p className={styles.storeCoupons}>
          {t("coupons:promotions.storeCoupons")} <RouteLink route="locations">{t("coupons:promotions.findShop")}</RouteLink>
        </p>
      </section>
    </>
  );
}
