import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";
import { formatDate } from "../../lib/format-date";
import { offerStateAt, type OfferState } from "../../lib/offer-dates";
import type { PromoField } from "../../lib/promo-form";
import { useOfferClock } from "../../hooks/use-offer-clock";
import { PromoPageForm } from "../promo-page-form/promo-page-form";
import { RouteLink } from "../route-link/route-link";
import { LandingContent } from "./landing-content";
import * as styles from "./landing-content.module.css";

export interface LandingOfferProps {
  slug: string;
  content: string;
  image?: string | null;
  fields: readonly PromoField[];
  startsAt?: string | null;
  endsAt?: string | null;
  /** When the site was built (ISO): the state the static HTML shows. */
  buildTime: string | null;
  locale: Locale;
}

/** Why a landing page takes no answers: its offer ended, or has not started; with a way to the current promotions. */
export function OfferClosed({ state, date, locale }: { state: Exclude<OfferState, "current">; date: string | null; locale: Locale }) {
  const { t } = useTranslation();
  const key = state === "ended" ? "ended" : "upcoming";
  return (
    <div className={styles.closed}>
      {date && <p className={styles.closedTitle}>{t(`landing:${key}`, { date: formatDate(date, locale) })}</p>}
      <p>{t(`landing:${key}Help`)}</p>
      <RouteLink route="promotions" className={styles.cta}>
        {t("landing:currentPromotions")}
      </RouteLink>
    </div>
  );
}

/**
 * A landing page's body: its content, then its form while the offer runs, or
 * why it does not. The static HTML shows the state on the build's day; the
 * browser decides again with its clock (a page built before the end date
 * shows, after it, that the offer ended and no form).
 */
export function LandingOffer({ slug, content, image, fields, startsAt, endsAt, buildTime, locale }: LandingOfferProps) {
  const now = useOfferClock(buildTime);
  const state = offerStateAt({ startsAt, endsAt }, new Date(now));
  return (
    <>
      <LandingContent content={content} image={image} endsAt={state === "current" ? endsAt : null} locale={locale} />
      {state === "current" ? (
        <PromoPageForm slug={slug} fields={fields} />
      ) : (
        <OfferClosed state={state} date={state === "ended" ? (endsAt ?? null) : (startsAt ?? null)} locale={locale} />
      )}
    </>
  );
}
