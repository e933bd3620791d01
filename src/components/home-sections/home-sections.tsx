import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";
import { useOfferClock } from "../../hooks/use-offer-clock";
import { formatDate } from "../../lib/format-date";
import { isCurrentPromotion, shopDay } from "../../lib/offer-dates";
import { categoryPath, servicePath } from "../../lib/service-links";
import { InternalLink } from "../route-link/route-link";
import { ServiceCard, ServiceGrid } from "../service-card/service-card";
import type { PromotionItem } from "../promotions-list/promotions-list";
import * as styles from "./home-sections.module.css";
import { StaticIsland } from "../static-island/static-island";

export interface FeaturedItem {
  key: string;
  title: string;
  summary: string;
  image: string | null;
  categorySlug: string | null;
  serviceSlug: string | null;
}

export function FeaturedServices({ items, locale }: { items: readonly FeaturedItem[]; locale: Locale }) {
  const { t } = useTranslation();
  const shown = items.filter((item) => item.serviceSlug && item.categorySlug);
  if (shown.length === 0) return null;
  return (
    <StaticIsland as="section" name="home-featured" className={styles.section} aria-labelledby="home-featured">
      {() => (
        <>
          <h2 id="home-featured">{t("services:home.featuredTitle")}</h2>
          <ServiceGrid>
            {shown.map((item) => (
              <ServiceCard
                key={item.key}
                title={item.title}
                summary={item.summary}
                image={item.image}
                href={servicePath(locale, item.categorySlug, item.serviceSlug ?? "")}
              />
            ))}
          </ServiceGrid>
        </>
      )}
    </StaticIsland>
  );
}

/** The promotions running today in the shops' calendar: the build's day in the HTML, the browser's day once the page runs. */
export function Promotions({ items, locale, buildTime }: { items: readonly PromotionItem[]; locale: Locale; buildTime: string | null }) {
  const { t } = useTranslation();
  const today = shopDay(new Date(useOfferClock(buildTime)));
  const current = items.filter((item) => isCurrentPromotion(item, today));
  if (current.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-promotions">
      <h2 id="home-promotions">{t("services:home.promotionsTitle")}</h2>
      <ServiceGrid>
        {current.map((item) => (
          <ServiceCard
            key={item.slug}
            title={item.title}
            summary={item.description}
            image={item.image}
            href={item.ctaUrl ?? "/"}
            linkLabel={item.ctaLabel}
            meta={item.endsAt ? t("services:home.promotionsUntil", { date: formatDate(item.endsAt, locale) }) : undefined}
          />
        ))}
      </ServiceGrid>
    </section>
  );
}

const REASONS = ["certified", "insurance", "fast", "warranty"] as const;

export function WhyUs() {
  const { t } = useTranslation();
  return (
    <StaticIsland as="section" name="home-why" className={styles.section} aria-labelledby="home-why">
      {() => (
        <>
          <h2 id="home-why">{t("services:home.whyTitle")}</h2>
          <ul className={styles.reasons}>
            {REASONS.map((reason) => (
              <li key={reason} className={styles.reason}>
                <h3>{t(`services:home.why.${reason}.title`)}</h3>
                <p>{t(`services:home.why.${reason}.text`)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </StaticIsland>
  );
}

/** The Ziebart protection offer, linked to the Ziebart category when there is one. */
export function ZiebartOffer({ categorySlug, locale }: { categorySlug: string | null; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <StaticIsland as="section" name="home-ziebart" className={`${styles.section} ${styles.ziebart}`} aria-labelledby="home-ziebart">
      {() => (
        <>
          <h2 id="home-ziebart">{t("services:home.ziebartTitle")}</h2>
          <p>{t("services:home.ziebartText")}</p>
          {categorySlug && (
            <InternalLink to={categoryPath(locale, categorySlug)} className={styles.ziebartLink}>
              {t("services:home.ziebartLink")}
            </InternalLink>
          )}
        </>
      )}
    </StaticIsland>
  );
}
