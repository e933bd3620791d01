import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { ManageLinkProblem, ManagedAppointment } from "../../contract";
import { getManagedAppointment } from "../../api-client/booking";
import { toVisitorError, type VisitorError } from "../../api-client/errors";
import { useLocale } from "../../hooks/use-locale";
import { useManageToken } from "../../hooks/use-manage-token";
import { linkProblem } from "../../lib/manage-link";
import { BookingSummary, CalendarLink, type BookingDetails } from "../booking-summary/booking-summary";
import { formStyles } from "../form-status/form-status";
import { RouteLink } from "../route-link/route-link";
import { CancelAppointment } from "./cancel-appointment";
import { MoveAppointment } from "./move-appointment";
import * as styles from "./manage-appointment.module.css";

type State =
  | { status: "loading" }
  | { status: "problem"; problem: "missing" | ManageLinkProblem }
  | { status: "error"; error: VisitorError }
  | { status: "ready"; appointment: ManagedAppointment; moved: boolean }
  | { status: "cancelled"; appointment: ManagedAppointment };

function details(a: ManagedAppointment): BookingDetails {
  return {
    id: a.id,
    store: a.store,
    storeName: a.storeName,
    storeAddress: a.storeAddress,
    timezone: a.timezone,
    service: a.service,
    date: a.date,
    start: a.startTime,
    end: a.endTime,
    sequence: a.sequence,
    cancelled: a.status === "cancelled",
    serviceAddress: a.mode === "mobile" ? a.serviceAddress : null,
  };
}

/**
 * The page of a booking's private link: the booking, its calendar file, and
 * moving or cancelling it. A missing, wrong, cancelled or past link gets a
 * message that says which, never a booking.
 */
export function ManageAppointment() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token, visit } = useManageToken();
  const [state, setState] = React.useState<State>({ status: "loading" });
  const [attempt, setAttempt] = React.useState(0);
  const messageRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState({ status: "problem", problem: "missing" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    getManagedAppointment(token, { locale }, { signal: controller.signal }).then(
      (appointment) => setState({ status: "ready", appointment, moved: false }),
      (error: unknown) => {
        const visitorError = toVisitorError(error);
        if (visitorError.kind === "aborted") return;
        const problem = linkProblem(visitorError);
        setState(problem ? { status: "problem", problem } : { status: "error", error: visitorError });
      },
    );
    return () => controller.abort();
  }, [token, visit, locale, attempt]);

  // Whatever changed (moved, cancelled, a problem) is where the focus goes, so it is heard.
  React.useEffect(() => {
    if (state.status === "problem" || state.status === "error" || state.status === "cancelled" || (state.status === "ready" && state.moved)) {
      messageRef.current?.focus();
    }
  }, [state]);

  const onMoved = React.useCallback((appointment: ManagedAppointment) => setState({ status: "ready", appointment, moved: true }), []);
  const onCancelled = React.useCallback((appointment: ManagedAppointment) => setState({ status: "cancelled", appointment }), []);
  const onGone = React.useCallback((problem: ManageLinkProblem) => setState({ status: "problem", problem }), []);

  if (state.status === "loading" || token === undefined) {
    return (
      <p role="status" className={styles.loading}>
        {t("forms:manage.loading")}
      </p>
    );
  }

  if (state.status === "problem" || state.status === "error") {
    return (
      <div ref={messageRef} tabIndex={-1} role="alert" className={styles.message}>
        <p>{state.status === "problem" ? t(`forms:manage.${state.problem}`) : t(`error:${state.error.key}`)}</p>
        <p className={styles.links}>
          {state.status === "error" && (
            <button type="button" className={styles.button} onClick={() => setAttempt((n) => n + 1)}>
              {t("forms:manage.retry")}
            </button>
          )}
          <RouteLink route="locations">{t("forms:manage.findShop")}</RouteLink>
        </p>
      </div>
    );
  }

  const booking = details(state.appointment);
  if (state.status === "cancelled") {
    return (
      <section className={styles.section} aria-labelledby="manage-heading">
        <h2 id="manage-heading">{t("forms:manage.heading")}</h2>
        <div ref={messageRef} tabIndex={-1} className={formStyles.success} role="status">
          {t("forms:manage.cancelled")}
        </div>
        <BookingSummary booking={booking} />
        <p className={styles.links}>
          <CalendarLink booking={booking} label={t("forms:manage.removeFromCalendar")} />
          <RouteLink route="locations">{t("forms:manage.bookAgain")}</RouteLink>
        </p>
      </section>
    );
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="manage-heading">
        <h2 id="manage-heading">{t("forms:manage.heading")}</h2>
        {state.moved ? (
          <div ref={messageRef} tabIndex={-1} className={formStyles.success} role="status">
            {t("forms:manage.moved")}
          </div>
        ) : (
          <p>{t("forms:manage.intro")}</p>
        )}
        <BookingSummary booking={booking} />
        <CalendarLink booking={booking} label={t(booking.sequence ? "forms:manage.updateCalendar" : "forms:appointment.addToCalendar")} />
      </section>
      {token && (
        <>
          <MoveAppointment key={state.appointment.sequence} appointment={state.appointment} token={token} onMoved={onMoved} onGone={onGone} />
          <CancelAppointment token={token} onCancelled={onCancelled} onGone={onGone} />
        </>
      )}
    </>
  );
}
