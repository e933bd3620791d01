import * as React from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "../../hooks/use-translation";
import type { CouponSendKind } from "../../api-client/coupons";
import { visitorErrorText } from "../../api-client/errors";
import { useCouponSend } from "../../hooks/use-coupon-send";
import { RecipientInput } from "../coupon-recipient/coupon-recipient";
import * as styles from "./send-coupon-dialog.module.css";

export interface SendCouponDialogProps {
  kind: CouponSendKind;
  coupon: { id: number; title: string };
  /** The store offering the coupon; none for national and privilege coupons. */
  storeSlug?: string | null;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Sends one coupon by e-mail or text (/coupons_emails, /coupons_phones): a modal dialog
 * (focus kept inside, Escape closes, focus goes back to the button that
 * opened it, the page behind is inert), validated with the contract, sent
 * once. Mount it to open it; unmount it (onClose) to close it.
 */
export function SendCouponDialog({ kind, coupon, storeSlug, onClose }: SendCouponDialogProps) {
  const { t } = useTranslation();
  const id = React.useId();
  const coupons = React.useMemo(() => [coupon.id], [coupon.id]);
  const { name, field, serverFields, state, sendTo } = useCouponSend(coupons, storeSlug);
  const inputRef = field.ref;
  const dialogRef = React.useRef<HTMLDivElement>(null);
  const closeRef = React.useRef<HTMLButtonElement>(null);
  const [host, setHost] = React.useState<HTMLElement | null>(null);

  // The dialog lives at the end of <body>; the rest of the page is inert while it is open.
  React.useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = document.createElement("div");
    document.body.appendChild(element);
    const siblings = [...document.body.children].filter((child) => child !== element && !child.hasAttribute("inert"));
    siblings.forEach((child) => child.setAttribute("inert", ""));
    setHost(element);
    return () => {
      siblings.forEach((child) => child.removeAttribute("inert"));
      element.remove();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  React.useEffect(() => {
    if (host) inputRef.current?.focus();
  }, [host, inputRef]);

  React.useEffect(() => {
    if (state.status === "success") closeRef.current?.focus();
    if (state.status === "error") inputRef.current?.focus();
  }, [state.status, inputRef]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || !dialogRef.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    sendTo(kind);
  };

  const otherErrors = Object.entries(serverFields).filter(([field]) => field !== "name");
  const isEmail = kind === "email";
  const title = isEmail ? t("stores:coupon.dialogEmail") : t("stores:coupon.dialogText");
  const sent = state.status === "success";

  if (!host) return null;
  return createPortal(
    // A click on the backdrop closes, as a convenience for the mouse; the keyboard has Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the backdrop is not a control
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog keeps the focus inside and closes on Escape */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-coupon`}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        <p id={`${id}-coupon`} className={styles.coupon}>
          {coupon.title}
        </p>
        {sent ? (
          <p role="status" className={styles.success}>
            {t(isEmail ? "stores:coupon.sentEmail" : "stores:coupon.sentText", { title: coupon.title, name: name.trim() })}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate className={styles.form}>
            <label htmlFor={`${id}-name`} className={styles.label}>
              {isEmail ? t("stores:coupon.emailLabel") : t("stores:coupon.phoneLabel")}
            </label>
            <p id={`${id}-hint`} className={styles.hint}>
              {isEmail ? t("stores:coupon.emailHint") : t("stores:coupon.phoneHint")}
            </p>
            <RecipientInput {...field} id={id} kind={kind} hinted className={styles.input} errorClassName={styles.error} />
            {state.status === "error" && (
              <div role="alert" className={styles.error}>
                <p>{visitorErrorText(t, state.error)}</p>
                {otherErrors.map(([field, key]) => (
                  <p key={field}>{t(`error:field.${key}`)}</p>
                ))}
              </div>
            )}
            <div className={styles.buttons}>
              <button
                type="submit"
                className={styles.submit}
                aria-disabled={state.status === "submitting" || undefined}
                aria-busy={state.status === "submitting" || undefined}
              >
                {state.status === "submitting" ? t("stores:coupon.submitting") : t("stores:coupon.submit")}
              </button>
              <button type="button" className={styles.cancel} onClick={onClose}>
                {t("stores:coupon.cancel")}
              </button>
            </div>
          </form>
        )}
        <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={t("stores:coupon.close")}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>,
    host,
  );
}
