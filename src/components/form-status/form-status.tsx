import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { SubmissionState } from "../../hooks/use-submission";
import { visitorErrorText } from "../../api-client/errors";
import { useMounted } from "../../hooks/use-mounted";
import * as styles from "./form-status.module.css";

/** The submit button and what happened: sending, the translated error (the form keeps its values). */
export function FormSubmit({ state, label, sendingLabel }: { state: SubmissionState; label: string; sendingLabel: string }) {
  const { t } = useTranslation();
  const mounted = useMounted();
  const sending = state.status === "submitting";
  return (
    <div className={styles.actions}>
      {/* Disabled in the static HTML: sent before the page runs, the form would go out as a GET with what was typed in the URL. */}
      <button className={styles.submit} type="submit" disabled={sending || !mounted} aria-busy={sending}>
        {sending ? sendingLabel : label}
      </button>
      {state.status === "error" && (
        <p className={styles.error} role="alert">
          {visitorErrorText(t, state.error)}
          {state.error.kind === "network" || state.error.kind === "server" || state.error.kind === "timeout" ? ` ${t("common:form.retry")}` : null}
        </p>
      )}
    </div>
  );
}

/**
 * Where a form says how its sending ended: a live region in the page from the
 * start (empty while the form is filled), so that a screen reader announces
 * the message when it arrives in it; the message then takes the focus, since
 * the form it replaces is gone and the focus would fall to the page's body.
 */
export function FormOutcome({ message }: { message: string | null }) {
  const ref = React.useRef<HTMLParagraphElement>(null);
  React.useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={message ? styles.success : styles.outcome}>
      {message}
    </p>
  );
}

/** Focuses the first invalid field after a refused submit (for a group such as a radio group, its first control). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const control = invalid.matches("input, select, textarea, button") ? invalid : invalid.querySelector<HTMLElement>("input, select, textarea, button");
  (control ?? invalid).focus();
}

export const formStyles = styles;
