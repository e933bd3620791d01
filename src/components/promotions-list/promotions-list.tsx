import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { LIMITS } from "../../config/site";
import { formatDate } from "../../lib/format-date";
import { useLocale } from "../../hooks/use-locale";
import { useOfferClock } from "../../hooks/use-offer-clock";
import { shopDay, sortOffers, stillRunning } from "../../lib/offer-dates";
import { CouponActions } from "../coupon-actions/coupon-actions";
import { InternalLink, RouteLink } from "../route-link/route-link";
import * as styles from "./promotions-list.module.css";

/**
 * A national promotion as the home page and this list show it: the
 * PromotionFields fragment (src/templates/fragments.ts); its description is
 * HTML the source plugin sanitized. Banners are 16:10 (800×500 in the API's media).
 */
export type PromotionItem = Queries.PromotionFieldsFragment;

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
  /** When the site was built (ISO): the day the static HTML shows. */
  buildTime: string | null;
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

function PromotionCard({ promotion, upcoming }: { promotion: PromotionItem; upcoming: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = (value: string) => formatDate(value, locale);
  let period: string | null = null;
  if (upcoming && promotion.startsAt) {
    period = promotion.endsAt
      ? t("coupons:promotions.period", { start: date(promotion.startsAt), end: date(promotion.endsAt) })
      : t("coupons:promotions.startsOn", { date: date(promotion.startsAt) });
  } else if (promotion.endsAt) {
    period = promotion.startsAt
      ? t("coupons:promotions.period", { start: date(promotion.startsAt), end: date(promotion.endsAt) })
      : t("coupons:promotions.until", { date: date(promotion.endsAt) });
  }
  return (
    <li className={styles.card}>
      {promotion.image && <img src={promotion.image} alt="" width={800} height={500} loading="lazy" className={styles.promotionImage} />}
      <div className={styles.body}>
        <h3 className={styles.title}>{promotion.title}</h3>
        {period && <p className={styles.period}>{period}</p>}
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: promotion.description }} />
        {!upcoming && promotion.ctaLabel && promotion.ctaUrl && <PromotionCta label={promotion.ctaLabel} url={promotion.ctaUrl} />}
      </div>
    </li>
  );
}

/**
 * The promotions page's content: the national promotions running today (in
 * the shops' calendar), those coming up apart, then privilege coupons (sent
 * by e-mail or text). The static HTML shows the build's day; the browser
 * sorts them again with its own clock.
 */
export function PromotionsList({ promotions: built, coupons: builtCoupons, buildTime }: PromotionsListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const today = shopDay(new Date(useOfferClock(buildTime)));
  const { current, upcoming } = sortOffers(built, today);
  const coupons = stillRunning(builtCoupons, (coupon) => coupon.expiresAt, today);
  const { width, height } = LIMITS.couponImage;
  const date = (value: string) => formatDate(value, locale);

  return (
    <>
      <section aria-labelledby="national-promotions" className={styles.section}>
        <h2 id="national-promotions">{t("coupons:promotions.national")}</h2>
        {current.length === 0 ? (
          <p>{t("coupons:promotions.nationalEmpty")}</p>
        ) : (
          <ul className={styles.grid}>
            {current.map((promotion) => (
              <PromotionCard key={promotion.entityId} promotion={promotion} upcoming={false} />
            ))}
          </ul>
        )}
      </section>
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-promotions" className={styles.section}>
          <h2 id="upcoming-promotions">{t("coupons:promotions.upcoming")}</h2>
          <p>{t("coupons:promotions.upcomingIntro")}</p>
          <ul className={styles.grid}>
            {upcoming.map((promotion) => (
              <PromotionCard key={promotion.entityId} promotion={promotion} upcoming />
            ))}
          </ul>
        </section>
      )}
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
