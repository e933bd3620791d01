import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { buildPath } from "../../config/routes";
import { useLocale } from "../../hooks/use-locale";
import { BookingSummary, CalendarLink, summaryStyles, type BookingDetails } from "../booking-summary/booking-summary";
import { formStyles } from "../form-status/form-status";

/**
 * What was booked, with the calendar file and the booking's private link
 * (the page that moves or cancels it; the e-mail and the text carry it too).
 */
export function Confirmation({ booked, manageToken, onDone }: { booked: BookingDetails; manageToken: string | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div>
      <h2 id="appointment-form-title" className={formStyles.title}>
        {t("forms:appointment.title")}
      </h2>
      <p className={formStyles.success} role="status">
        {t("forms:appointment.success")}
      </p>
      <BookingSummary booking={booked} />
      {manageToken && (
        <p>
          {t("forms:appointment.manageIntro")}{" "}
          <a href={buildPath("appointment-manage", locale, {}, { token: manageToken })}>{t("forms:appointment.manageLink")}</a>
        </p>
      )}
      <CalendarLink booking={booked} label={t("forms:appointment.addToCalendar")} />
      {onDone && (
        <button type="button" className={summaryStyles.secondary} onClick={onDone}>
          {t("common:form.close")}
        </button>
      )}
    </div>
  );
}
