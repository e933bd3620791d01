import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { appointmentSchema, type BookableCategory, type ServiceAddress } from "../../contract";
import { bookAppointment, getBookableCategories } from "../../api-client/booking";
import { manageLinkSentOf, manageTokenOf } from "../../lib/manage-link";
import { useDraftForm } from "../../hooks/use-site-form";
import type { Locale } from "../../config/site";
import type { Campaign } from "../../lib/carried-query";
import type { StoreOption } from "../../hooks/use-store-options";
import { answered } from "../../lib/form-errors";
import { FORM_DRAFT_KEYS } from "../../lib/draft-storage";
import { useList } from "../../hooks/use-list";
import { useSlots, type SlotChoice } from "../../hooks/use-slots";
import { useSlotConflict } from "../../hooks/use-slot-conflict";
import { FieldForm, SelectField } from "../form-field/form-field";
import { EMPTY_VEHICLE_CONTACT, VehicleContactFields } from "../vehicle-contact-fields/vehicle-contact-fields";
import { FormOutcome, formStyles } from "../form-status/form-status";
import { ClosingFields } from "../closing-fields/closing-fields";
import type { BookingDetails } from "../booking-summary/booking-summary";
import { SlotFields } from "../slot-fields/slot-fields";
import { EMPTY_SERVICE_PLACE, ServicePlaceFields } from "../service-place-fields/service-place-fields";
import { useServiceArea } from "../../hooks/use-service-area";
import { BookedDetails } from "./confirmation";
import * as styles from "./appointment-form.module.css";

export const APPOINTMENT_DRAFT_KEY = FORM_DRAFT_KEYS.appointment;

/** An address on one line, as the confirmation shows it. */
const placeLine = (address: ServiceAddress) => [address.streetAddress, address.city, address.postalCode].join(", ");

const EMPTY = {
  store: "",
  /** The bookable category id, as the select holds it. */
  category: "",
  date: "",
  startTime: "",
  /** At the shop, or at the address below (a shop that offers mobile service). */
  ...EMPTY_SERVICE_PLACE,
  ...EMPTY_VEHICLE_CONTACT,
  message: "",
  consent: false,
};
type Values = typeof EMPTY;

/** The values for another shop: the visit chosen at the last one (kind of work, day, time) does not carry over. */
const withShop = (values: Values, store: string): Values => ({ ...values, store, category: "", date: "", startTime: "" });

/**
 * What the form would send, for the contract's check (empty answers left
 * out). The address goes only with a visit at it, at a shop that makes such
 * visits (`mobile`): the fields stay in the draft otherwise.
 */
function appointmentInput(values: typeof EMPTY, locale: Locale, campaign: Campaign, mobile: boolean) {
  const { mode: _mode, serviceStreet, serviceCity, servicePostalCode, ...rest } = values;
  const address = answered({ streetAddress: serviceStreet, city: serviceCity, postalCode: servicePostalCode }, ["streetAddress", "city", "postalCode"]);
  return {
    ...rest,
    ...answered(values, ["date", "startTime", "email", "phone", "message", "consent", "quote"]),
    category: values.category ? Number(values.category) : undefined,
    mode: mobile ? "mobile" : "shop",
    serviceAddress: mobile ? address : undefined,
    locale,
    utm: campaign,
  };
}

/**
 * Booking an appointment (POST /appointments): the shop (preselected,
 * changeable), at the shop or at the visitor's address when the shop goes
 * out (the address checked against its area at once), a service it books, a
 * day with a free slot in the next three weeks, a free time of that day (the
 * mobile technician's own visits for an address), then vehicle and contact. When the slot is
 * taken meanwhile (409), the visitor is told, the day's fresh times are shown
 * and everything else typed is kept. The draft survives closing, navigating
 * and reloading until booked or discarded.
 */
export function AppointmentForm({ storeSlug, onDone }: { storeSlug: string | null; onDone?: () => void }) {
  const { t } = useTranslation();
  // The shop it was opened for, from the first render.
  const openedFor = React.useCallback((v: Values) => (storeSlug && v.store !== storeSlug ? withShop(v, storeSlug) : v), [storeSlug]);
  const form = useDraftForm(APPOINTMENT_DRAFT_KEY, EMPTY, bookAppointment, openedFor);
  const {
    locale,
    campaign,
    values,
    setValues,
    discard,
    set,
    stores,
    storesLoading,
    state,
    submit,
    reset,
    formRef,
    setErrors,
    showErrors,
    check,
    recheck,
    fieldError,
  } = form;
  const [booked, setBooked] = React.useState<BookingDetails | null>(null);
  const clearTime = React.useCallback(() => setValues((v) => ({ ...v, startTime: "" })), [setValues]);
  const { slotTaken, refresh, dismiss } = useSlotConflict(state, { clearTime, setErrors, reset });

  const store: StoreOption = stores.find((s) => s.slug === values.store) ?? {
    slug: values.store,
    name: values.store,
    timezone: "America/Toronto",
    address: "",
    isZiebart: false,
    latitude: null,
    longitude: null,
    mobileService: null,
  };
  // A visit at the address only where the shop makes them (a draft may hold one typed for another shop).
  const mobile = values.mode === "mobile" && Boolean(store.mobileService);
  const area = useServiceArea(store, stores, values.servicePostalCode, mobile);

  // An error goes as soon as its field is answered well.
  React.useEffect(() => recheck(appointmentInput(values, locale, campaign, mobile)), [values, locale, campaign, mobile, recheck]);

  const categories = useList<BookableCategory>(values.store ? `${values.store}|${locale}` : null, (signal) =>
    getBookableCategories(values.store, { locale }, { signal }),
  );
  const choose = React.useCallback((choice: Partial<SlotChoice>) => setValues((v) => ({ ...v, ...choice })), [setValues]);
  const slots = useSlots({
    // A restored visit at the address waits for the shops: the shop's own slots would drop its day and time as stale.
    store: storesLoading && values.mode === "mobile" ? "" : values.store,
    category: values.category,
    timezone: store.timezone,
    locale,
    mode: mobile ? "mobile" : "shop",
    choice: { date: values.date, startTime: values.startTime },
    refresh,
    onStale: choose,
  });

  // Keep the service coherent with what the shop books (a restored draft may be stale).
  React.useEffect(() => {
    if (categories.status !== "done") return;
    const ids = categories.items.map((c) => String(c.id));
    setValues((v) => {
      if (v.category && ids.includes(v.category)) return v;
      const only = ids.length === 1 ? ids[0] : "";
      return v.category === only ? v : { ...v, category: only, date: "", startTime: "" };
    });
  }, [categories, setValues]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = check(appointmentSchema, appointmentInput(values, locale, campaign, mobile));
    if (!body) return;
    // The area's answer is already on screen; the address's field says it again, and nothing is sent.
    const where = area.verdict?.status;
    if (mobile && (where === "outside" || where === "unknown_place")) {
      showErrors({ "serviceAddress.postalCode": where === "outside" ? "outside_service_area" : "postal_code_not_found" });
      return;
    }
    dismiss();
    const slot = slots.freeTimes.find((w) => w.start === values.startTime);
    const service = categories.status === "done" ? categories.items.find((c) => String(c.id) === values.category) : undefined;
    setBooked({
      id: null,
      store: store.slug,
      storeName: store.name,
      storeAddress: store.address,
      timezone: store.timezone,
      service: service?.name ?? "",
      date: values.date,
      start: values.startTime,
      end: slot?.end ?? values.startTime,
      serviceAddress: body.mode === "mobile" && body.serviceAddress ? placeLine(body.serviceAddress) : null,
    });
    void submit(body);
  };

  const confirmed =
    state.status === "success" && booked
      ? { booked: { ...booked, id: state.result.id }, manageToken: manageTokenOf(state.result), linkSent: manageLinkSentOf(state.result) }
      : null;
  // The chosen shop while the list loads: its name is not known yet, and its address name is no name.
  const storeOptions = stores.length ? stores : values.store ? [{ ...store, name: t("forms:storesLoading") }] : [];

  return (
    <>
      {confirmed ? (
        <h2 id="appointment-form-title" className={formStyles.title}>
          {t("forms:appointment.title")}
        </h2>
      ) : (
        <FieldForm fieldIds="appointment" title={t("forms:appointment.title")} ref={formRef} onSubmit={onSubmit} className={styles.form}>
          <p>{t("forms:appointment.intro")}</p>
          <fieldset className={formStyles.group}>
            <legend>{t("forms:appointment.whenLegend")}</legend>
            <SelectField
              name="store"
              label={t("forms:appointment.store")}
              value={values.store}
              onChange={(event) => setValues((v) => withShop(v, event.target.value))}
              options={[{ value: "", label: t("forms:appointment.chooseStore") }, ...storeOptions.map((s) => ({ value: s.slug, label: s.name }))]}
              error={fieldError("store")}
              required
            />
            <ServicePlaceFields
              loading={storesLoading}
              values={values}
              shop={store}
              area={area}
              onChange={set}
              // The mobile technician's visits are not the shop's slots: the day and time are chosen again.
              onMode={(mode) => setValues((v) => ({ ...v, mode, date: "", startTime: "" }))}
              // Another shop that goes there: the service stays if it books it too, the day and time are chosen again.
              onShop={(slug) => setValues((v) => ({ ...v, store: slug, date: "", startTime: "" }))}
              fieldError={fieldError}
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
            <SlotFields
              slots={slots}
              choice={{ date: values.date, startTime: values.startTime }}
              onDate={(date) => choose({ date, startTime: "" })}
              onTime={(startTime) => {
                set("startTime", startTime);
                setErrors(({ startTime: _gone, ...rest }) => rest);
              }}
              dateError={fieldError("date")}
              timeError={fieldError("startTime")}
              slotTaken={slotTaken ? t("forms:appointment.slotTaken") : null}
              otherLoads={[categories]}
              canBeEmpty={Boolean(values.category)}
            />
          </fieldset>
          <VehicleContactFields values={values} onChange={set} fieldError={fieldError} />
          <ClosingFields form="appointment" values={values} onChange={set} fieldError={fieldError} state={state} />
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              discard();
              setErrors({});
              dismiss();
            }}
          >
            {t("forms:discard")}
          </button>
        </FieldForm>
      )}
      <FormOutcome message={confirmed ? t("forms:appointment.success") : null} />
      {confirmed && <BookedDetails booked={confirmed.booked} manageToken={confirmed.manageToken} linkSent={confirmed.linkSent} onDone={onDone} />}
    </>
  );
}
