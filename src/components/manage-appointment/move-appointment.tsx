import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { appointmentMoveSchema, type ManageLinkProblem, type ManagedAppointment } from "../../contract";
import { moveAppointment } from "../../api-client/booking";
import { useFormErrors } from "../../hooks/use-form-errors";
import { useLocale } from "../../hooks/use-locale";
import { useSlotConflict } from "../../hooks/use-slot-conflict";
import { useSlots, type SlotChoice } from "../../hooks/use-slots";
import { useSubmission } from "../../hooks/use-submission";
import { linkProblem } from "../../lib/manage-link";
import { FieldForm } from "../form-field/form-field";
import { FormSubmit } from "../form-status/form-status";
import { SlotFields } from "../slot-fields/slot-fields";
import * as styles from "./manage-appointment.module.css";

interface Props {
  appointment: ManagedAppointment;
  token: string;
  onMoved: (appointment: ManagedAppointment) => void;
  /** The link stopped working meanwhile (cancelled elsewhere, or the appointment passed). */
  onGone: (problem: ManageLinkProblem) => void;
}

/**
 * Another free slot of the same shop and service, offered and refused like
 * a booking: when the slot goes meanwhile (409) the visitor is told and the
 * free days and times are loaded again.
 */
export function MoveAppointment({ appointment, token, onMoved, onGone }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [choice, setChoice] = React.useState<SlotChoice>({ date: "", startTime: "" });
  const send = React.useCallback(
    async (body: SlotChoice) => {
      const moved = await moveAppointment(token, body, { locale });
      onMoved(moved);
      return { status: 200, id: moved.id };
    },
    [token, locale, onMoved],
  );
  const { state, submit, reset } = useSubmission(send);
  const { formRef, setErrors, check, fieldError } = useFormErrors(state);
  const clearTime = React.useCallback(() => setChoice((c) => ({ ...c, startTime: "" })), []);
  const { slotTaken, refresh, dismiss } = useSlotConflict(state, { clearTime, setErrors, reset });
  const choose = React.useCallback((change: Partial<SlotChoice>) => setChoice((c) => ({ ...c, ...change })), []);
  const slots = useSlots({
    store: appointment.store,
    category: String(appointment.category),
    timezone: appointment.timezone,
    locale,
    // A visit at the driver's address moves to another of the mobile technician's visits.
    mode: appointment.mode,
    choice,
    refresh,
    onStale: choose,
  });

  React.useEffect(() => {
    if (state.status !== "error") return;
    const problem = linkProblem(state.error);
    if (problem) onGone(problem);
  }, [state, onGone]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = check(appointmentMoveSchema, { date: choice.date || undefined, startTime: choice.startTime || undefined });
    if (!body) return;
    dismiss();
    void submit(body);
  };

  return (
    <section className={styles.section} aria-labelledby="move-heading">
      <h2 id="move-heading">{t("forms:manage.moveHeading")}</h2>
      <FieldForm fieldIds="move" ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="move-heading">
        <p>{t("forms:manage.moveIntro", { shop: appointment.storeName })}</p>
        <SlotFields
          slots={slots}
          choice={choice}
          onDate={(date) => choose({ date, startTime: "" })}
          onTime={(startTime) => {
            choose({ startTime });
            setErrors(({ startTime: _gone, ...rest }) => rest);
          }}
          dateError={fieldError("date")}
          timeError={fieldError("startTime")}
          slotTaken={slotTaken ? t("forms:manage.slotTaken") : null}
          canBeEmpty
        />
        <FormSubmit state={state} label={t("forms:manage.moveSubmit")} sendingLabel={t("forms:sending")} />
      </FieldForm>
    </section>
  );
}
