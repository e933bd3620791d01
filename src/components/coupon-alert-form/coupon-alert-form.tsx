import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { CouponSendKind } from "../../api-client/coupons";
import { visitorErrorText } from "../../api-client/errors";
import { useCouponSend } from "../../hooks/use-coupon-send";
import { useMounted } from "../../hooks/use-mounted";
import { RecipientInput } from "../coupon-recipient/coupon-recipient";
import * as styles from "./coupon-alert-form.module.css";

export interface CouponAlertFormProps {
  /** Alerts for one store's coupons; all stores when absent. */
  storeSlug?: string | null;
  headingLevel?: 2 | 3;
}

/**
 * Coupon alerts: an e-mail address or a phone number posted with
 * no coupon to /coupons_emails or /coupons_phones, validated with the
 * contract and sent once.
 */
/** Alerts name no coupon. */
const NO_COUPONS: readonly number[] = [];

export function CouponAlertForm({ storeSlug, headingLevel = 2 }: CouponAlertFormProps) {
  const { t } = useTranslation();
  // One coupon-alert form per page: fixed ids, the same in the static HTML and the browser.
  const id = "coupon-alerts";
  const mounted = useMounted();
  const [kind, setKind] = React.useState<CouponSendKind>("email");
  const { name, field, clearErrors, state, reset, sendTo, sentKind } = useCouponSend(NO_COUPONS, storeSlug);
  const Heading = `h${headingLevel}` as const;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    sendTo(kind);
  };

  const isEmail = kind === "email";

  return (
    <section className={styles.alerts} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t("coupons:alerts.title")}
      </Heading>
      <p className={styles.intro}>{t("coupons:alerts.intro")}</p>
      {state.status === "success" ? (
        <p role="status" className={styles.success}>
          {t(sentKind === "email" ? "coupons:alerts.successEmail" : "coupons:alerts.successPhone", { name: name.trim() })}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          <fieldset className={styles.channel}>
            <legend>{t("coupons:alerts.channel")}</legend>
            {(["email", "phone"] as const).map((value) => (
              <label key={value} className={styles.radio}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={value}
                  checked={kind === value}
                  onChange={() => {
                    setKind(value);
                    clearErrors();
                    if (state.status === "error") reset();
                  }}
                />
                {t(`coupons:alerts.${value}`)}
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={`${id}-name`}>{isEmail ? t("coupons:alerts.emailLabel") : t("coupons:alerts.phoneLabel")}</label>
            {!isEmail && (
              <p id={`${id}-hint`} className={styles.hint}>
                {t("coupons:alerts.phoneHint")}
              </p>
            )}
            <RecipientInput {...field} id={id} kind={kind} hinted={!isEmail} errorClassName={styles.error} />
          </div>
          {/* Disabled in the static HTML: sent before the page runs, the address would go out in the URL. */}
          <button type="submit" className={styles.submit} aria-disabled={state.status === "submitting" || undefined} disabled={!mounted}>
            {state.status === "submitting" ? t("coupons:alerts.submitting") : t("coupons:alerts.submit")}
          </button>
          {state.status === "error" && (
            <p role="alert" className={styles.error}>
              {visitorErrorText(t, state.error)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
