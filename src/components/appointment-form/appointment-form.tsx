import * as React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { appointmentSchema, type BookableCategory, type DayAvailability, type TimeWindow } from "../../contract";
import { bookAppointment, getAvailabilities, getBookableCategories, getTimeWindows } from "../../api-client/booking";
import { toVisitorError, type VisitorError } from "../../api-client/errors";
import { useSubmission } from "../../hooks/use-submission";
import { useFormErrors } from "../../hooks/use-form-errors";
import { useCampaign } from "../../hooks/use-campaign";
import { useLocale } from "../../hooks/use-locale";
import { useDraft } from "../../hooks/use-draft";
import { useStoreOptions, type StoreOption } from "../../hooks/use-store-options";
import { bookingRange, minutesBetween } from "../../lib/booking-days";
import { formatLongDay } from "../../lib/format-date";
import { formatClock } from "../../lib/hours-format";
import { appointmentIcs } from "../../lib/ics";
import { CheckboxField, SelectField, TextAreaField, FieldForm } from "../form-field/form-field";
import { EMPTY_VEHICLE_CONTACT, VehicleContactFields } from "../vehicle-contact-fields/vehicle-contact-fields";
import { FormSubmit, formStyles } from "../form-status/form-status";
import * as fieldStyles from "../form-field/form-field.module.css";
import * as styles from "./appointment-form.module.css";

export const APPOINTMENT_DRAFT_KEY = "uniglass:appointment-draft";

const EMPTY = {
  store: "",
  /** The bookable category id, as the select holds it. */
  category: "",
  date: "",
  startTime: "",
  ...EMPTY_VEHICLE_CONTACT,
  message: "",
  consent: false,
};
type Values = typeof EMPTY;

/** What was booked, kept for the confirmation once the draft is cleared. */
interface Booked {
  id: number | string | null;
  store: StoreOption;
  service: string;
  date: string;
  start: string;
  end: string;
}

type Load<T> = { status: "idle" } | { status: "loading" } | { status: "done"; items: T[] } | { status: "error"; error: VisitorError };

/**
 * Loads a list when its inputs are set (`key` null = nothing to load); a newer
 * key aborts the older call, and an answer for an older key is never returned
 * (a render right after a change never sees the previous shop's list).
 */
function useList<T>(key: string | null, load: (signal: AbortSignal) => Promise<T[]>): Load<T> {
  const [state, setState] = React.useState<{ key: string | null; load: Load<T> }>({ key: null, load: { status: "idle" } });
  const loader = React.useRef(load);
  loader.current = load;
  React.useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ key, load: { status: "loading" } });
    loader.current(controller.signal).then(
      (items) => setState({ key, load: { status: "done", items } }),
      (error) => {
        if (!controller.signal.aborted) setState({ key, load: { status: "error", error: toVisitorError(error) } });
      },
    );
    return () => controller.abort();
  }, [key]);
  if (key === null) return { status: "idle" };
  return state.key === key ? state.load : { status: "loading" };
}

/**
 * Booking an appointment (POST /appointments): the shop (preselected,
 * changeable), a service it books, a day with a free slot in the next three
 * weeks, a free time of that day, then vehicle and contact. When the slot is
 * taken meanwhile (409), the visitor is told, the day's fresh times are shown
 * and everything else typed is kept. The draft survives closing, navigating
 * and reloading until booked or discarded.
 */
export function AppointmentForm({ storeSlug, onDone }: { storeSlug: string | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const campaign = useCampaign();
  const [values, setValues, discard] = useDraft<Values>(APPOINTMENT_DRAFT_KEY, EMPTY);
  const [slotTaken, setSlotTaken] = React.useState(false);
  const [refresh, setRefresh] = React.useState(0);
  const [booked, setBooked] = React.useState<Booked | null>(null);
  const stores = useStoreOptions(locale);
  const { state, submit, reset } = useSubmission(bookAppointment);
  const { formRef, setErrors, check, fieldError } = useFormErrors(state);

  React.useEffect(() => {
    if (storeSlug) setValues((v) => (v.store === storeSlug ? v : { ...v, store: storeSlug, category: "", date: "", startTime: "" }));
  }, [storeSlug, setValues]);

  const store: StoreOption = stores.find((s) => s.slug === values.store) ?? {
    slug: values.store,
    name: values.store,
    timezone: "America/Toronto",
    address: "",
  };

  const categories = useList<BookableCategory>(values.store ? `${values.store}|${locale}` : null, (signal) =>
    getBookableCategories(values.store, { locale }, { signal }),
  );
  const range = bookingRange(new Date(), store.timezone);
  const days = useList<DayAvailability>(
    values.store && values.category ? `${values.store}|${values.category}|${range.from}|${refresh}` : null,
    (signal) => getAvailabilities({ store: values.store, category: values.category, from: range.from, to: range.to, locale }, { signal }),
  );
  const windows = useList<TimeWindow>(
    values.store && values.category && values.date ? `${values.store}|${values.category}|${values.date}|${refresh}` : null,
    (signal) => getTimeWindows({ store: values.store, category: values.category, date: values.date, locale }, { signal }),
  );

  const openDays = days.status === "done" ? days.items.filter((d) => d.available) : [];
  const freeTimes = windows.status === "done" ? windows.items.filter((w) => w.available) : [];

  // Keep the choices coherent with what the API now offers (a restored draft may be stale).
  React.useEffect(() => {
    if (categories.status !== "done") return;
    const ids = categories.items.map((c) => String(c.id));
    setValues((v) => {
      if (v.category && ids.includes(v.category)) return v;
      const only = ids.length === 1 ? ids[0] : "";
      return v.category === only ? v : { ...v, category: only, date: "", startTime: "" };
    });
  }, [categories, setValues]);
  React.useEffect(() => {
    if (days.status !== "done") return;
    const open = days.items.filter((d) => d.available).map((d) => d.date);
    setValues((v) => (v.date && !open.includes(v.date) ? { ...v, date: "", startTime: "" } : v));
  }, [days, setValues]);
  React.useEffect(() => {
    if (windows.status !== "done") return;
    const free = windows.items.filter((w) => w.available).map((w) => w.start);
    setValues((v) => (v.startTime && !free.includes(v.startTime) ? { ...v, startTime: "" } : v));
  }, [windows, setValues]);

  React.useEffect(() => {
    if (state.status === "success") discard();
    if (state.status !== "error") return;
    const { kind, fields } = state.error;
    if (kind === "conflict" || fields.startTime || fields.date) {
      // The slot went meanwhile: say so, reload the day's times, keep everything else.
      setSlotTaken(kind === "conflict");
      setValues((v) => ({ ...v, startTime: "" }));
      setRefresh((n) => n + 1);
      if (kind === "conflict") {
        setErrors({ startTime: "slot_taken" });
        reset();
      }
    }
  }, [state, discard, setValues, reset]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((v) => ({ ...v, [name]: value }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = check(appointmentSchema, {
      ...values,
      category: values.category ? Number(values.category) : undefined,
      date: values.date || undefined,
      startTime: values.startTime || undefined,
      email: values.email || undefined,
      phone: values.phone || undefined,
      message: values.message || undefined,
      consent: values.consent || undefined,
      locale,
      utm: campaign,
    });
    if (!body) return;
    setSlotTaken(false);
    const slot = freeTimes.find((w) => w.start === values.startTime);
    const service = categories.status === "done" ? categories.items.find((c) => String(c.id) === values.category) : undefined;
    setBooked({
      id: null,
      store,
      service: service?.name ?? "",
      date: values.date,
      start: values.startTime,
      end: slot?.end ?? values.startTime,
    });
    void submit(body);
  };

  if (state.status === "success" && booked) {
    return <Confirmation booked={{ ...booked, id: state.result.id }} onDone={onDone} />;
  }

  const storeOptions = stores.length ? stores : values.store ? [store] : [];
  const timeError = fieldError("startTime");
  const timeErrorId = "appointment-time-error";

  return (
    <FieldForm fieldIds="appointment" ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="appointment-form-title" className={styles.form}>
      <h2 id="appointment-form-title" className={formStyles.title}>
        {t("forms:appointment.title")}
      </h2>
      <p>{t("forms:appointment.intro")}</p>
      <fieldset className={formStyles.group}>
        <legend>{t("forms:appointment.whenLegend")}</legend>
        <SelectField
          name="store"
          label={t("forms:appointment.store")}
          value={values.store}
          onChange={(event) => setValues((v) => ({ ...v, store: event.target.value, category: "", date: "", startTime: "" }))}
          options={[{ value: "", label: t("forms:appointment.chooseStore") }, ...storeOptions.map((s) => ({ value: s.slug, label: s.name }))]}
          error={fieldError("store")}
          required
        />
        <SelectField
          name="category"
          label={t("forms:appointment.category")}
          value={values.category}
          onChange={(event) => setValues((v) => ({ ...v, category: event.target.value, date: "", startTime: "" }))}
          options={[
            { value: "", label: t("forms:appointment.chooseCategory") },
            ...(categories.status === "done" ? categories.items.map((c) => ({ value: String(c.id), label: c.name })) : []),
          ]}
          error={fieldError("category")}
          required
        />
        {values.category && days.status === "done" && openDays.length === 0 ? (
          <p className={styles.notice} role="status">
            {t("forms:appointment.noDays")}
          </p>
        ) : (
          <SelectField
            name="date"
            label={t("forms:appointment.date")}
            value={values.date}
            onChange={(event) => setValues((v) => ({ ...v, date: event.target.value, startTime: "" }))}
            options={[
              { value: "", label: t(days.status === "loading" ? "forms:appointment.loadingDays" : "forms:appointment.chooseDate") },
              ...openDays.map((d) => ({ value: d.date, label: formatLongDay(d.date, locale) })),
            ]}
            error={fieldError("date")}
            required
          />
        )}
        {slotTaken && (
          <p className={styles.alert} role="alert">
            {t("forms:appointment.slotTaken")}
          </p>
        )}
        {values.date && (
          <fieldset
            className={styles.times}
            role="radiogroup"
            aria-invalid={timeError ? true : undefined}
            aria-describedby={timeError ? timeErrorId : undefined}
          >
            <legend className={fieldStyles.label}>{t("forms:appointment.time")}</legend>
            {windows.status === "loading" && <p role="status">{t("forms:appointment.loadingTimes")}</p>}
            {windows.status === "done" && freeTimes.length === 0 && <p role="status">{t("forms:appointment.noTimes")}</p>}
            {freeTimes.length > 0 && (
              <div className={styles.slots}>
                {freeTimes.map((w) => (
                  <label key={w.start} className={styles.slot}>
                    <input
                      type="radio"
                      name="startTime"
                      value={w.start}
                      checked={values.startTime === w.start}
                      onChange={() => {
                        set("startTime", w.start);
                        setErrors(({ startTime: _gone, ...rest }) => rest);
                      }}
                    />
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
        )}
        {!values.date && timeError && (
          <p id={timeErrorId} className={fieldStyles.error}>
            {t(`error:field.${timeError}`)}
          </p>
        )}
        {[categories, days, windows].map((load, i) =>
          load.status === "error" ? (
            <p key={i} className={styles.alert} role="alert">
              {t(`error:${load.error.key}`)}
            </p>
          ) : null,
        )}
      </fieldset>
      <VehicleContactFields values={values} onChange={set} fieldError={fieldError} />
      <TextAreaField name="message" label={t("forms:appointment.message")} value={values.message} onChange={(e) => set("message", e.target.value)} error={fieldError("message")} maxLength={2000} />
      <CheckboxField name="consent" label={t("forms:appointment.consent")} checked={values.consent} onChange={(e) => set("consent", e.target.checked)} error={fieldError("consent")} required />
      <FormSubmit state={state} label={t("forms:appointment.submit")} sendingLabel={t("forms:sending")} />
      <button
        type="button"
        className={styles.link}
        onClick={() => {
          discard();
          setErrors({});
          setSlotTaken(false);
        }}
      >
        {t("forms:discard")}
      </button>
    </FieldForm>
  );
}

/** What was booked, with the add-to-calendar file. */
function Confirmation({ booked, onDone }: { booked: Booked; onDone?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = t("forms:appointment.timeRange", { start: formatClock(booked.start, locale), end: formatClock(booked.end, locale) });
  const ics = React.useMemo(
    () =>
      appointmentIcs({
        uid: `appointment-${booked.id ?? `${booked.store.slug}-${booked.date}-${booked.start}`}@uniglass.ca`,
        date: booked.date,
        start: booked.start,
        durationMinutes: Math.max(minutesBetween(booked.start, booked.end), 30),
        timeZone: booked.store.timezone,
        summary: t("forms:appointment.icsSummary", { service: booked.service, shop: booked.store.name }),
        location: [booked.store.name, booked.store.address].filter(Boolean).join(", "),
        stamp: new Date(),
      }),
    [booked, t],
  );
  return (
    <div>
      <h2 id="appointment-form-title" className={formStyles.title}>
        {t("forms:appointment.title")}
      </h2>
      <p className={formStyles.success} role="status">
        {t("forms:appointment.success")}
      </p>
      <dl className={styles.summary}>
        <dt>{t("forms:appointment.store")}</dt>
        <dd>{booked.store.name}</dd>
        <dt>{t("forms:appointment.date")}</dt>
        <dd>{formatLongDay(booked.date, locale)}</dd>
        <dt>{t("forms:appointment.time")}</dt>
        <dd>{when}</dd>
        <dt>{t("forms:appointment.category")}</dt>
        <dd>{booked.service}</dd>
      </dl>
      <a className={styles.secondary} href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={t("forms:appointment.icsFile")}>
        {t("forms:appointment.addToCalendar")}
      </a>
      {onDone && (
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t("forms:close")}
        </button>
      )}
    </div>
  );
}
