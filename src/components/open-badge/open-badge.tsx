import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Availability } from "../../contract";
import { openStatus } from "../../lib/hours";
import { formatDayHours, nextChangeWords } from "../../lib/hours-format";
import { useMinute } from "../../hooks/use-minute";
import { useLocale } from "../../hooks/use-locale";
import * as styles from "./open-badge.module.css";

export interface OpenBadgeProps {
  hours: readonly Availability[];
  timezone: string;
}

/** The badge's box before its status is known: its two lines' height, and what a screen reader hears meanwhile. */
export function PendingBadge() {
  const { t } = useTranslation();
  return (
    <div className={styles.badge} data-status="pending">
      <span className="visually-hidden">{t("stores:card.checkingStatus")}</span>
    </div>
  );
}

/**
 * Open or closed in the store's time zone with the next change ("Open ·
 * closes at 6 p.m.", "Closed · opens Monday at 8 a.m."), then today's hours.
 * It depends on the clock, so the static HTML holds a box of exactly the
 * two lines' height and the text fills it after hydration (nothing moves);
 * it follows the minute while the page stays open (one timer per page).
 */
export function OpenBadge({ hours, timezone }: OpenBadgeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useMinute();
  if (!now) return <PendingBadge />;
  const status = openStatus(hours, timezone, now);
  const byAppointment = t("stores:card.byAppointment");
  const today = formatDayHours(status.today.hours, locale, byAppointment);
  const words = status.next ? nextChangeWords(status.next, locale) : null;
  const state = status.state === "open" ? t("stores:status.open") : status.state === "appointment" ? (today ?? byAppointment) : t("stores:status.closed");
  return (
    <div className={styles.badge} data-status={status.state}>
      <p className={styles.line}>
        <span className={styles.state}>{state}</span>
        {words && (
          <span className={styles.next}>
            {" · "}
            {t(`stores:status.${words.key}`, { time: words.time, day: t(`stores:weekday.${words.day}`) })}
          </span>
        )}
      </p>
      <p className={styles.today}>{today ? t("stores:status.today", { hours: today }) : t("stores:status.todayClosed")}</p>
    </div>
  );
}
