import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Coupon, Store } from "../../contract";
import { getCoupon } from "../../api-client/coupons";
import { getStore } from "../../api-client/stores";
import { toVisitorError, type VisitorError } from "../../api-client/errors";
import { parsePrintParams } from "../../lib/coupon-print-params";
import { formatDate } from "../../lib/format-date";
import { htmlToText } from "../../lib/plain-text";
import { useLocale } from "../../hooks/use-locale";
import { LIMITS } from "../../config/site";
import { RouteLink } from "../route-link/route-link";
import * as styles from "./redeem-coupon.module.css";

type State =
  | { status: "loading" }
  | { status: "invalid"; reason: "missing" | "malformed" }
  | { status: "error"; error: VisitorError }
  | { status: "ready"; coupon: Coupon; store: Store; print: boolean };

/**
 * The printable coupon of the redeem-coupons route: reads `params` from the
 * address after mount (the static page knows nothing of them), fetches the
 * coupon as offered by that store and the store, shows them, and opens the
 * print dialog when `method=print`. A broken link gets a message, not a crash.
 */
export function RedeemCoupon() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [state, setState] = React.useState<State>({ status: "loading" });
  const [attempt, setAttempt] = React.useState(0);
  const printed = React.useRef(false);
  const messageRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const parsed = parsePrintParams(window.location.search);
    if (!parsed.ok) {
      setState({ status: "invalid", reason: parsed.reason });
      return;
    }
    const { couponId, slug } = parsed.params;
    const controller = new AbortController();
    setState({ status: "loading" });
    Promise.all([getCoupon(couponId, slug, { locale }, { signal: controller.signal }), getStore(slug, { locale }, { signal: controller.signal })]).then(
      ([coupon, store]) => setState({ status: "ready", coupon, store, print: parsed.print }),
      (error: unknown) => {
        const visitorError = toVisitorError(error);
        if (visitorError.kind !== "aborted") setState({ status: "error", error: visitorError });
      },
    );
    return () => controller.abort();
  }, [locale, attempt]);

  React.useEffect(() => {
    if (state.status === "ready" && state.print && !printed.current) {
      printed.current = true;
      // After the image had a chance to load, so it is on the paper.
      const timer = window.setTimeout(() => window.print(), 300);
      return () => window.clearTimeout(timer);
    }
    if (state.status === "invalid" || state.status === "error") messageRef.current?.focus();
    return undefined;
  }, [state]);

  if (state.status === "loading") {
    return (
      <p role="status" className={styles.loading}>
        {t("coupons:redeem.loading")}
      </p>
    );
  }

  if (state.status === "invalid" || state.status === "error") {
    const message =
      state.status === "invalid"
        ? t(`coupons:redeem.${state.reason}`)
        : state.error.kind === "not_found"
          ? t("coupons:redeem.notFound")
          : t(`error:${state.error.key}`);
    return (
      <div ref={messageRef} tabIndex={-1} role="alert" className={styles.message}>
        <p>{message}</p>
        <p className={styles.links}>
          {state.status === "error" && state.error.kind !== "not_found" && (
            <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
              {t("coupons:redeem.retry")}
            </button>
          )}
          <RouteLink route="promotions">{t("coupons:redeem.promotions")}</RouteLink>
          <RouteLink route="locations">{t("coupons:redeem.findShop")}</RouteLink>
        </p>
      </div>
    );
  }

  const { coupon, store } = state;
  const phone = store.trackingPhone || store.phone;
  const { width, height } = LIMITS.couponImage;
  const description = htmlToText(coupon.description);
  return (
    <>
      <article className={styles.coupon} aria-labelledby="coupon-title">
        <img className={styles.image} src={coupon.imageMedium} alt="" width={width} height={height} />
        <div className={styles.body}>
          <h2 id="coupon-title" className={styles.title}>
            {coupon.title}
          </h2>
          {description && <p>{description}</p>}
          <p className={styles.expiry}>
            {coupon.expiresAt ? t("coupons:redeem.expires", { date: formatDate(coupon.expiresAt, locale) }) : t("coupons:redeem.noExpiry")}
          </p>
          {coupon.conditions && (
            <>
              <h3 className={styles.subheading}>{t("coupons:redeem.conditions")}</h3>
              <p className={styles.conditions}>{coupon.conditions}</p>
            </>
          )}
          <h3 className={styles.subheading}>{t("coupons:redeem.presentAt")}</h3>
          <address className={styles.store}>
            <strong>{store.name}</strong>
            <br />
            {store.streetAddress}
            <br />
            {store.city}, {store.state} {store.zipCode}
            <br />
            {t("coupons:redeem.phone", { phone })}
          </address>
        </div>
      </article>
      <p className={styles.noPrint}>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          {t("coupons:redeem.print")}
        </button>
      </p>
    </>
  );
}
