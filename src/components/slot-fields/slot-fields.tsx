import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Load } from "../../hooks/use-list";
import type { SlotChoice, useSlots } from "../../hooks/use-slots";
import { useLocale } from "../../hooks/use-locale";
import { formatLongDay } from "../../lib/format-date";
import { formatClock } from "../../lib/hours-format";
import { SelectField, useFieldId } from "../form-field/form-field";
import * as fieldStyles from "../form-field/form-field.module.css";
import * as styles from "./slot-fields.module.css";

interface Props {
  slots: ReturnType<typeof useSlots>;
  choice: SlotChoice;
  onDate: (date: string) => void;
  onTime: (start: string) => void;
  /** Translation keys (error:field.*) of the date and the time. */
  dateError?: string;
  timeError?: string;
  /** The slot went meanwhile: the notice above the times (its text differs between booking and moving). */
  slotTaken: string | null;
  /** Other loads whose failure is shown with these (the shop's services). */
  otherLoads?: Load<unknown>[];
  /** Whether "no free day" may be said (a service is chosen). */
  canBeEmpty: boolean;
}

/**
 * A day with a free slot (a select) and that day's free times (radio buttons,
 * touch-sized), with their loading, empty, taken and error states: the same
 * for booking an appointment and moving one. The times, and so their error,
 * show once a day is chosen: until then the day is what to answer.
 */
export function SlotFields({ slots, choice, onDate, onTime, dateError, timeError, slotTaken, otherLoads = [], canBeEmpty }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { days, windows, openDays, freeTimes } = slots;
  const timeErrorId = `${useFieldId("startTime")}-error`;
  return (
    <>
      {canBeEmpty && days.status === "done" && openDays.length === 0 ? (
        <p className={styles.notice} role="status">
          {t("forms:appointment.noDays")}
        </p>
      ) : (
        <SelectField
          name="date"
          label={t("forms:appointment.date")}
          value={choice.date}
          onChange={(event) => onDate(event.target.value)}
          options={[
            { value: "", label: t(days.status === "loading" ? "forms:appointment.loadingDays" : "forms:appointment.chooseDate") },
            ...openDays.map((d) => ({ value: d.date, label: formatLongDay(d.date, locale) })),
          ]}
          error={dateError}
          required
        />
      )}
      {slotTaken && (
        <p className={styles.alert} role="alert">
          {slotTaken}
        </p>
      )}
      {choice.date ? (
        <fieldset className={styles.times} role="radiogroup" aria-invalid={timeError ? true : undefined} aria-describedby={timeError ? timeErrorId : undefined}>
          <legend className={fieldStyles.label}>{t("forms:appointment.time")}</legend>
          {windows.status === "loading" && <p role="status">{t("forms:appointment.loadingTimes")}</p>}
          {windows.status === "done" && freeTimes.length === 0 && <p role="status">{t("forms:appointment.noTimes")}</p>}
          {freeTimes.length > 0 && (
            <div className={styles.slots}>
              {freeTimes.map((w) => (
                <label key={w.start} className={styles.slot}>
                  <input type="radio" name="startTime" value={w.start} checked={choice.startTime === w.start} onChange={() => onTime(w.start)} />
                  <span>{formatClock(w.start, locale)}</span>
                </label>
              ))}
            </div>
          )}
          {timeError && (
            <p id={timeErrorId} className={fieldStyles.error}>
              {t(`error:field.${timeError}`)}
            </p>
          )}
        </fieldset>
      ) : null}
      {[...otherLoads, days, windows].map((load, i) =>
        load.status === "error" ? (
          <p key={i} className={styles.alert} role="alert">
            {t(`error:${load.error.key}`)}
          </p>
        ) : null,
      )}
    </>
  );
}
