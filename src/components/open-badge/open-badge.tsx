import * as React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Availability } from "../../contract";
import { openStatus } from "../../lib/hours";
import { formatDayHours } from "../../lib/hours-format";
import { useMounted } from "../../hooks/use-mounted";
import { useLocale } from "../../hooks/use-locale";
import * as styles from "./open-badge.module.css";

export interface OpenBadgeProps {
  hours: readonly Availability[];
  timezone: string;
}

/** The current minute, refreshed every minute after hydration (null during server rendering and hydration). */
function useNow(): Date | null {
  const mounted = useMounted();
  const [now, setNow] = React.useState<Date | null>(null);
  React.useEffect(() => {
    if (!mounted) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, [mounted]);
  return now;
}

/**
 * Open now / closed now in the store's time zone, with the next day's hours
 * when closed. Computed in the browser only: the static HTML holds a box of
 * the same size, so nothing moves when the status appears.
 */
export function OpenBadge({ hours, timezone }: OpenBadgeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow();
  if (!now) {
    return (
      <p className={styles.badge} data-status="pending">
        <span className="visually-hidden">{t("stores:card.checkingStatus")}</span>
      </p>
    );
  }
  const status = openStatus(hours, timezone, now);
  const next = status.next;
  // A day "by appointment" is neither open nor closed: its text is the status.
  const today = status.today.hours;
  const byAppointment = !status.open && today.kind === "text" ? formatDayHours(today, locale, t("stores:card.byAppointment")) : null;
  const kind = status.open ? "open" : byAppointment ? "appointment" : "closed";
  return (
    <p className={styles.badge} data-status={kind}>
      <span className={styles.state}>
        {status.open ? t("stores:card.openNow") : byAppointment ?? t("stores:card.closedNow")}
      </span>
      {next && (
        <span className={styles.next}>
          {t("stores:card.next", {
            day: t(`stores:days.${next.day}`),
            hours: formatDayHours(next.hours, locale, t("stores:card.byAppointment")) ?? t("stores:card.closed"),
          })}
        </span>
      )}
    </p>
  );
}
