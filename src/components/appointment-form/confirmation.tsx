import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { buildPath } from "../../config/routes";
import { useLocale } from "../../hooks/use-locale";
import { manageHref } from "../../lib/manage-link";
import { BookingSummary, CalendarLink, summaryStyles, type BookingDetails } from "../booking-summary/booking-summary";

/**
 * What was booked, under the form's outcome: the booking, the calendar file
 * and the booking's private link (the page that moves or cancels it, the
 * token in the link's fragment; the e-mail and the text carry it too). An
 * answer replayed after a lost one carries no token (`linkSent`): the visitor
 * is told where the link is.
 */
export function BookedDetails({
  booked,
  manageToken,
  linkSent = false,
  onDone,
}: {
  booked: BookingDetails;
  manageToken: string | null;
  linkSent?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div>
      <BookingSummary booking={booked} />
      {manageToken ? (
        <p>
          {t("forms:appointment.manageIntro")}{" "}
          <a href={manageHref(buildPath("appointment-manage", locale), manageToken)}>{t("forms:appointment.manageLink")}</a>
        </p>
      ) : (
        linkSent && <p>{t("forms:appointment.manageLinkSent")}</p>
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
