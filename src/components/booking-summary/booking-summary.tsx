import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { useLocale } from "../../hooks/use-locale";
import { minutesBetween } from "../../lib/booking-days";
import { formatLongDay } from "../../lib/format-date";
import { formatClock } from "../../lib/hours-format";
import { appointmentIcs, appointmentUid } from "../../lib/ics";
import * as styles from "./booking-summary.module.css";

/** A booked appointment as the confirmation and the booking's own page show it. */
export interface BookingDetails {
  /** The booking's id (its calendar UID); null if the API sent none. */
  id: number | string | null;
  store: string;
  storeName: string;
  storeAddress: string;
  timezone: string;
  service: string;
  date: string;
  start: string;
  end: string;
  /** Changes so far (moves, a cancellation): the calendar keeps the entry with the highest. */
  sequence?: number;
  cancelled?: boolean;
  /** A visit at the driver's address: that address on one line (null or absent: at the shop). */
  serviceAddress?: string | null;
}

export const summaryStyles = styles;

/** Shop, date, time and service. */
export function BookingSummary({ booking }: { booking: BookingDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className={styles.summary}>
      <dt>{t("forms:appointment.store")}</dt>
      <dd>{booking.storeName}</dd>
      {booking.serviceAddress && (
        <>
          <dt>{t("forms:mobile.place")}</dt>
          <dd>{t("forms:mobile.atAddress", { address: booking.serviceAddress })}</dd>
        </>
      )}
      <dt>{t("forms:appointment.date")}</dt>
      <dd>{formatLongDay(booking.date, locale)}</dd>
      <dt>{t("forms:appointment.time")}</dt>
      <dd>{t("forms:appointment.timeRange", { start: formatClock(booking.start, locale), end: formatClock(booking.end, locale) })}</dd>
      <dt>{t("forms:appointment.category")}</dt>
      <dd>{booking.service}</dd>
    </dl>
  );
}

/**
 * The booking's calendar file. Its UID is the booking's for its whole life and
 * its SEQUENCE counts the changes, so opening the file of a moved (or
 * cancelled) booking updates (or removes) the entry a calendar already has.
 */
export function CalendarLink({ booking, label }: { booking: BookingDetails; label: string }) {
  const { t } = useTranslation();
  const ics = React.useMemo(
    () =>
      appointmentIcs({
        uid: appointmentUid(booking.id ?? `${booking.store}-${booking.date}-${booking.start}`),
        sequence: booking.sequence ?? 0,
        cancelled: booking.cancelled,
        date: booking.date,
        start: booking.start,
        durationMinutes: Math.max(minutesBetween(booking.start, booking.end), 30),
        timeZone: booking.timezone,
        summary: t("forms:appointment.icsSummary", { service: booking.service, shop: booking.storeName }),
        location: booking.serviceAddress ?? [booking.storeName, booking.storeAddress].filter(Boolean).join(", "),
        stamp: new Date(),
      }),
    [booking, t],
  );
  return (
    <a className={styles.secondary} href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={t("forms:appointment.icsFile")}>
      {label}
    </a>
  );
}
