import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { CouponSendKind } from "../../api-client/coupons";
import { couponPrintPath } from "../../lib/coupon-print";
import { track } from "../../lib/analytics";
import { useLocale } from "../../hooks/use-locale";
import { LazyPart } from "../lazy-part/lazy-part";
import * as styles from "./coupon-actions.module.css";

// The dialog (with the contract's schemas and the HTTP client) loads when a visitor asks to send a coupon.
const SendCouponDialog = React.lazy(() => import("../send-coupon-dialog/send-coupon-dialog").then((m) => ({ default: m.SendCouponDialog })));

export interface CouponActionsProps {
  coupon: { id: number; title: string };
  /** The store offering the coupon. Printing needs one (the print page shows its address). */
  storeSlug?: string | null;
}

/** E-mail, text and print buttons of a coupon, as on the offers pages. */
export function CouponActions({ coupon, storeSlug }: CouponActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [sending, setSending] = React.useState<CouponSendKind | null>(null);
  const values = { title: coupon.title };
  return (
    <>
      <ul className={styles.actions} aria-label={t("stores:coupon.actions", values)}>
        <li>
          <button type="button" className={styles.action} aria-label={t("stores:coupon.emailOf", values)} onClick={() => setSending("email")}>
            {t("stores:coupon.email")}
          </button>
        </li>
        <li>
          <button type="button" className={styles.action} aria-label={t("stores:coupon.textOf", values)} onClick={() => setSending("phone")}>
            {t("stores:coupon.text")}
          </button>
        </li>
        {storeSlug && (
          <li>
            <a
              className={styles.action}
              href={couponPrintPath({ couponId: coupon.id, slug: storeSlug, locale })}
              target="_blank"
              rel="noopener"
              aria-label={t("stores:coupon.printOf", values)}
              onClick={() => track({ event: "send_coupon_by_print", couponId: coupon.id, storeSlug })}
            >
              {t("stores:coupon.print")}
            </a>
          </li>
        )}
      </ul>
      {sending && (
        <LazyPart>
          <SendCouponDialog kind={sending} coupon={coupon} storeSlug={storeSlug} onClose={() => setSending(null)} />
        </LazyPart>
      )}
    </>
  );
}
