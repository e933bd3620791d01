import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { ManageLinkProblem, ManagedAppointment } from "../../contract";
import { cancelAppointment } from "../../api-client/booking";
import { useLocale } from "../../hooks/use-locale";
import { useSubmission } from "../../hooks/use-submission";
import { linkProblem } from "../../lib/manage-link";
import { FormSubmit } from "../form-status/form-status";
import * as styles from "./manage-appointment.module.css";

interface Props {
  token: string;
  onCancelled: (appointment: ManagedAppointment) => void;
  onGone: (problem: ManageLinkProblem) => void;
}

/** Cancelling, asked twice (a slip of the finger must not cost the appointment). */
export function CancelAppointment({ token, onCancelled, onGone }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [confirming, setConfirming] = React.useState(false);
  const questionRef = React.useRef<HTMLParagraphElement>(null);
  const send = React.useCallback(async () => {
    const cancelled = await cancelAppointment(token, { locale });
    onCancelled(cancelled);
    return { status: 200, id: cancelled.id };
  }, [token, locale, onCancelled]);
  const { state, submit } = useSubmission(send);

  React.useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);
  React.useEffect(() => {
    if (state.status !== "error") return;
    const problem = linkProblem(state.error);
    if (problem) onGone(problem);
  }, [state, onGone]);

  return (
    <section className={styles.section} aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">{t("forms:manage.cancelHeading")}</h2>
      <p>{t("forms:manage.cancelIntro")}</p>
      {confirming ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit(undefined);
          }}
          aria-labelledby="cancel-heading"
        >
          <p ref={questionRef} tabIndex={-1}>
            <strong>{t("forms:manage.confirmCancel")}</strong>
          </p>
          {/* Side by side, or one above the other on a phone, never touching. */}
          <div className={styles.choices}>
            <FormSubmit state={state} label={t("forms:manage.confirmYes")} sendingLabel={t("forms:sending")} />
            <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
              {t("forms:manage.confirmNo")}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => setConfirming(true)}>
          {t("forms:manage.cancelSubmit")}
        </button>
      )}
    </section>
  );
}
