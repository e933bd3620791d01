import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { buildPath } from "../../config/routes";
import { useLocale } from "../../hooks/use-locale";
import { BookingSummary, CalendarLink, summaryStyles, type BookingDetails } from "../booking-summary/booking-summary";

/**
 * What was booked, under the form's outcome: the booking, the calendar file
 * and the booking's private link (the page that moves or cancels it; the
 * e-mail and the text carry it too).
 */
export function BookedDetails({ booked, manageToken, onDone }: { booked: BookingDetails; manageToken: string | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div>
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
