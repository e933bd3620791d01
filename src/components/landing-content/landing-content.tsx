import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { BRAND, type Locale } from "../../config/site";
import { formatDate } from "../../lib/format-date";
import { RouteLink } from "../route-link/route-link";
import * as styles from "./landing-content.module.css";

export interface LandingContentProps {
  content: string;
  image?: string | null;
  endsAt?: string | null;
  locale: Locale;
}

/** A campaign landing page's body: image, (sanitized) content, end date and a way to reach a shop. */
export function LandingContent({ content, image, endsAt, locale }: LandingContentProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.landing}>
      {image && <img className={styles.image} src={image} alt="" width={1200} height={500} />}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: content }} />
      {endsAt && <p className={styles.until}>{t("landing:until", { date: formatDate(endsAt, locale) })}</p>}
      <p className={styles.actions}>
        <RouteLink route="locations" className={styles.cta}>
          {t("landing:findShop")}
        </RouteLink>
        <a href={`tel:+1${BRAND.phone.replace(/\D/g, "").slice(1)}`}>{t("landing:callUs", { phone: BRAND.phone })}</a>
      </p>
    </div>
  );
}
