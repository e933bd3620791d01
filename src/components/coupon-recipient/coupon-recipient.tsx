import * as React from "react";
import type { CouponSendKind } from "../../api-client/coupons";
import { useTranslation } from "../../hooks/use-translation";

export interface RecipientInputProps {
  /** Prefix of the ids: `{id}-name` for the input, `{id}-hint` for its hint (when shown), `{id}-error` for its error. */
  id: string;
  kind: CouponSendKind;
  value: string;
  onChange: (value: string) => void;
  /** A key of `error:field`. */
  error?: string;
  /** The input is described by a hint (`{id}-hint`, rendered by the form). */
  hinted: boolean;
  className?: string;
  errorClassName: string;
}

/** The e-mail address or phone number a coupon goes to, with the keyboard and autofill of its kind, and its error under it. */
export const RecipientInput = React.forwardRef<HTMLInputElement, RecipientInputProps>(function RecipientInput(
  { id, kind, value, onChange, error, hinted, className, errorClassName },
  ref,
) {
  const { t } = useTranslation();
  const type = kind === "email" ? "email" : "tel";
  return (
    <>
      <input
        ref={ref}
        id={`${id}-name`}
        name="name"
        type={type}
        inputMode={type}
        autoComplete={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hinted && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined}
        className={className}
      />
      {error && (
        <p id={`${id}-error`} className={errorClassName}>
          {t(`error:field.${error}`)}
        </p>
      )}
    </>
  );
});
