import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Availability } from "../../contract";
import { hoursRows, type HoursFlags } from "../../lib/hours";
import { formatDayHours } from "../../lib/hours-format";
import { useLocale } from "../../hooks/use-locale";
import * as styles from "./store-hours.module.css";

export interface StoreHoursProps extends HoursFlags {
  hours: readonly Availability[];
  /** Visible caption, or a caption for screen readers only. */
  captionVisible?: boolean;
}

/** The weekly hours: WORKDAY as Monday to Friday, WEEKEND as Saturday and Sunday, unless flagged separate. */
export function StoreHours({ hours, isWorkdays, isWeekends, captionVisible = false }: StoreHoursProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = hoursRows(hours, { isWorkdays, isWeekends });
  return (
    <table className={styles.table}>
      <caption className={captionVisible ? styles.caption : "visually-hidden"}>{t("stores:card.hours")}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days}>
            <th scope="row">{t(`stores:days.${row.days}`)}</th>
            <td>{formatDayHours(row.hours, locale, t("stores:card.byAppointment")) ?? t("stores:card.closed")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The week's hours behind a disclosure: a compact card shows today's, the
 * rest on request. The table is rendered when the disclosure first opens:
 * closed, it is neither seen nor read, and ten cards of a search no longer
 * build seventy rows a phone spends time on before the visitor can tap.
 */
export function StoreWeekHours(props: Omit<StoreHoursProps, "captionVisible">) {
  const { t } = useTranslation();
  const [opened, setOpened] = React.useState(false);
  return (
    <details className={styles.week} onToggle={(event) => setOpened((was) => was || event.currentTarget.open)}>
      <summary className={styles.summary}>{t("stores:card.weekHours")}</summary>
      {opened && <StoreHours {...props} />}
    </details>
  );
}
