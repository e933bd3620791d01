import * as React from "react";
import { couponEmailSchema, couponPhoneSchema } from "../contract/requests";
import { sendCoupon, type CouponSendBody, type CouponSendKind } from "../api-client/coupons";
import type { PostOptions } from "../api-client/client";
import { validate, type FieldErrors } from "../lib/form-errors";
import { useLocale } from "./use-locale";
import { useSubmission } from "./use-submission";

/**
 * Coupons sent to the e-mail address or phone number a visitor types (no
 * coupon at all: coupon alerts): the text typed, its error (the contract's
 * check first, then the server's), and the request, sent once to the
 * endpoint of the kind chosen at the moment of sending. A refused address
 * puts the focus back in its input.
 */
export function useCouponSend(coupons: readonly number[], storeSlug: string | null | undefined) {
  const locale = useLocale();
  const [name, setName] = React.useState("");
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const sentKind = React.useRef<CouponSendKind>("email");
  const send = React.useCallback((body: CouponSendBody, options: PostOptions) => sendCoupon(sentKind.current, body, options), []);
  const { state, submit, reset } = useSubmission(send);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const sendTo = (kind: CouponSendKind) => {
    if (state.status === "submitting") return;
    const schema = kind === "email" ? couponEmailSchema : couponPhoneSchema;
    const checked = validate(schema, { coupons: [...coupons], name, stores: storeSlug ? [storeSlug] : [], locale });
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
  return {
    name,
    /** The props of the address's input (RecipientInput): its element, text and error (the contract's, else the server's). */
    field: { ref: inputRef, value: name, onChange: setName, error: errors.name ?? serverFields.name },
    /** What the server refused, by field. */
    serverFields,
    clearErrors: () => setErrors({}),
    state,
    reset,
    sendTo,
    /** The kind of the last request sent. */
    sentKind: sentKind.current,
  };
}
