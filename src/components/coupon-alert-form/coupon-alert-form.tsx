import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { couponEmailSchema, couponPhoneSchema } from "../../contract/requests";
import { sendCoupon, type CouponSendBody, type CouponSendKind } from "../../api-client/coupons";
import type { PostOptions } from "../../api-client/client";
import { visitorErrorText } from "../../api-client/errors";
import { useSubmission } from "../../hooks/use-submission";
import { useLocale } from "../../hooks/use-locale";
import { useMounted } from "../../hooks/use-mounted";
import { validate, type FieldErrors } from "../../lib/form-errors";
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
export function CouponAlertForm({ storeSlug, headingLevel = 2 }: CouponAlertFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  // One coupon-alert form per page: fixed ids, the same in the static HTML and the browser.
  const id = "coupon-alerts";
  const mounted = useMounted();
  const [kind, setKind] = React.useState<CouponSendKind>("email");
  const [name, setName] = React.useState("");
  const [errors, setErrors] = React.useState<FieldErrors>({});
  // The kind at the moment of sending decides the endpoint.
  const sentKind = React.useRef<CouponSendKind>("email");
  const send = React.useCallback((body: CouponSendBody, options: PostOptions) => sendCoupon(sentKind.current, body, options), []);
  const { state, submit, reset } = useSubmission(send);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (state.status === "submitting") return;
    const checked = validate(kind === "email" ? couponEmailSchema : couponPhoneSchema, {
      coupons: [],
      name,
      stores: storeSlug ? [storeSlug] : [],
      locale,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      inputRef.current?.focus();
      return;
    }
    setErrors({});
    sentKind.current = kind;
    void submit(checked.data);
  };

  const serverFields = state.status === "error" ? state.error.fields : {};
  const nameError = errors.name ?? serverFields.name;
  const isEmail = kind === "email";

  return (
    <section className={styles.alerts} aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={styles.title}>
        {t("coupons:alerts.title")}
      </Heading>
      <p className={styles.intro}>{t("coupons:alerts.intro")}</p>
      {state.status === "success" ? (
        <p role="status" className={styles.success}>
          {t(sentKind.current === "email" ? "coupons:alerts.successEmail" : "coupons:alerts.successPhone", { name: name.trim() })}
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
                    setErrors({});
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
            <input
              ref={inputRef}
              id={`${id}-name`}
              name="name"
              type={isEmail ? "email" : "tel"}
              inputMode={isEmail ? "email" : "tel"}
              autoComplete={isEmail ? "email" : "tel"}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={[!isEmail && `${id}-hint`, nameError && `${id}-error`].filter(Boolean).join(" ") || undefined}
            />
            {nameError && (
              <p id={`${id}-error`} className={styles.error}>
                {t(`error:field.${nameError}`)}
              </p>
            )}
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
