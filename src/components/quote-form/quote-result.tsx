import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { useAppDispatch } from "../../state/app-state";
import type { Quote } from "../../contract/quote";
import type { Locale } from "../../config/site";
import { FORM_DRAFT_KEYS, sessionStore } from "../../lib/draft-storage";
import { formatDate } from "../../lib/format-date";
import { carryQuote, formatMoney, formatMoneyRange, quotePrefill } from "../../lib/quote";
import * as styles from "./quote-form.module.css";

type Shop = Quote["shops"][number];

/**
 * A quote as the API answered it: its number and validity, the vehicle as
 * priced, the advice, the calibration, what a claim changes, then each
 * nearby shop's prices (before taxes, GST, QST, total) with the buttons that
 * open its estimate or booking form filled with the vehicle and the quote's number.
 */
export function QuoteResult({ quote, locale }: { quote: Quote; locale: Locale }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const money = (cents: number) => formatMoney(cents, locale);
  const { vehicle } = quote;
  const open = (form: "estimate" | "appointment", shop: Shop) => {
    carryQuote(sessionStore(), FORM_DRAFT_KEYS[form], shop.store, quotePrefill(quote));
    dispatch({ type: `forms/${form}`, active: true, slug: shop.store });
  };
  return (
    <section className={styles.result} aria-labelledby="quote-result-title">
      <h2 id="quote-result-title">{t("quote:result.heading", { number: quote.number })}</h2>
      <p>{t("quote:result.validUntil", { date: formatDate(quote.validUntil, locale) })}</p>
      <p>
        {vehicle.make
          ? t("quote:result.vehicle", { vehicle: [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(" ") })
          : t("quote:result.vehicleClass", { vehicleClass: t(`quote:vehicle.classes.${vehicle.vehicleClass}`) })}
      </p>
      <p className={styles.note} data-advice={quote.advice}>
        {t(`quote:result.advice.${quote.advice}`)}
      </p>
      <p>{quote.calibration.required ? t("quote:result.calibrationRequired", { price: money(quote.calibration.price) }) : t("quote:result.calibrationNone")}</p>
      <p>{quote.insuranceClaim && quote.deductible !== null ? t("quote:result.claim", { deductible: money(quote.deductible) }) : t("quote:result.noClaim")}</p>
      <h3>{t("quote:result.shopsHeading")}</h3>
      {quote.shops.length === 0 ? (
        <p>{t("quote:result.noShops")}</p>
      ) : (
        <ul className={styles.shops}>
          {quote.shops.map((shop) => (
            <li key={shop.store} className={styles.shop}>
              <h4>{shop.name}</h4>
              <p>{t("quote:result.distance", { city: shop.city, distance: shop.distance.toLocaleString(`${locale}-CA`, { maximumFractionDigits: 1 }) })}</p>
              <dl className={styles.prices}>
                <dt>{t("quote:result.subtotal")}</dt>
                <dd>{formatMoneyRange(shop.subtotal, locale)}</dd>
                <dt>{t("quote:result.gst")}</dt>
                <dd>{formatMoneyRange(shop.gst, locale)}</dd>
                <dt>{t("quote:result.qst")}</dt>
                <dd>{formatMoneyRange(shop.qst, locale)}</dd>
                <dt className={styles.total}>{t("quote:result.total")}</dt>
                <dd className={styles.total}>{formatMoneyRange(shop.total, locale)}</dd>
                {shop.youPay && (
                  <>
                    <dt className={styles.total}>{t("quote:result.youPay")}</dt>
                    <dd className={styles.total}>{formatMoneyRange(shop.youPay, locale)}</dd>
                  </>
                )}
              </dl>
              <button
                type="button"
                className={styles.button}
                aria-label={t("quote:result.estimateAt", { shop: shop.name })}
                onClick={() => open("estimate", shop)}
              >
                {t("quote:result.estimate")}
              </button>
              <button
                type="button"
                className={styles.secondary}
                aria-label={t("quote:result.bookAt", { shop: shop.name })}
                onClick={() => open("appointment", shop)}
              >
                {t("quote:result.book")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
