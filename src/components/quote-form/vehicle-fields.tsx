import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { useList, type Load } from "../../hooks/use-list";
import { VEHICLE_CLASSES, type DecodedVehicle } from "../../contract/quote";
import { decodeVin, getMakes, getModelYears, getModels } from "../../api-client/quotes";
import { toVisitorError, visitorErrorText, type VisitorError } from "../../api-client/errors";
import { normalizeVin, vinProblem } from "../../lib/vin";
import { VEHICLE_WAYS, vinConfirmed, type QuoteVehicleValues } from "../../lib/quote";
import { SelectField, TextField } from "../form-field/form-field";
import { formStyles } from "../form-status/form-status";
import * as styles from "./quote-form.module.css";

type Name = keyof QuoteVehicleValues;

interface Props {
  values: QuoteVehicleValues;
  /** Sets fields of the vehicle at once (a year chosen empties the make and the model). */
  change: (fields: Partial<QuoteVehicleValues>) => void;
  /** The error of a request field ("vehicle.year"…), if any. */
  fieldError: (path: string) => string | undefined;
  /** Shows an error on a request field (a VIN refused before it is sent). */
  blame: (path: string, key: string) => void;
}

/** "2019 Honda Civic EX" from what a VIN decodes to. */
function describe(vehicle: DecodedVehicle): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
}

/**
 * The vehicle, one of three ways: year → make → model from the API's lists;
 * a VIN, checked here first, then decoded by the API and shown for the
 * visitor to confirm (never taken as is); or only its type when they do not know.
 */
export function VehicleFields({ values, change, fieldError, blame }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={formStyles.group}>
      <legend>{t("quote:vehicle.legend")}</legend>
      <fieldset className={styles.ways}>
        <legend>{t("quote:vehicle.way")}</legend>
        {VEHICLE_WAYS.map((way) => (
          <label key={way}>
            <input type="radio" name="way" value={way} checked={values.way === way} onChange={() => change({ way })} />
            {t(`quote:vehicle.ways.${way}`)}
          </label>
        ))}
      </fieldset>
      {values.way === "model" && <ModelFields values={values} change={change} fieldError={fieldError} />}
      {values.way === "vin" && <VinField values={values} change={change} fieldError={fieldError} blame={blame} />}
      {values.way === "unknown" && (
        <SelectField
          name="vehicleClass"
          label={t("quote:vehicle.class")}
          hint={t("quote:vehicle.unknownHint")}
          value={values.vehicleClass}
          onChange={(event) => change({ vehicleClass: event.target.value })}
          options={[
            { value: "", label: t("quote:vehicle.chooseClass") },
            ...VEHICLE_CLASSES.map((value) => ({ value, label: t(`quote:vehicle.classes.${value}`) })),
          ]}
          error={fieldError("vehicle.vehicleClass")}
          required
        />
      )}
    </fieldset>
  );
}

/** A list's options after its first ("choose…") one, and what to say while it loads or when it failed. */
function listOptions<T>(load: Load<T>, option: (item: T) => { value: string; label: string }) {
  return load.status === "done" ? load.items.map(option) : [];
}

function ListStatus({ loads, retry }: { loads: Load<unknown>[]; retry: () => void }) {
  const { t } = useTranslation();
  const failed = loads.find((load): load is Extract<Load<unknown>, { status: "error" }> => load.status === "error");
  if (failed)
    return (
      <div role="alert" className={styles.alert}>
        <p>
          {t("quote:vehicle.listFailed")} {visitorErrorText(t, failed.error)}
        </p>
        <button type="button" className={styles.secondary} onClick={retry}>
          {t("quote:form.retry")}
        </button>
      </div>
    );
  return loads.some((load) => load.status === "loading") ? <p role="status">{t("quote:vehicle.loading")}</p> : null;
}

function ModelFields({ values, change, fieldError }: Omit<Props, "blame">) {
  const { t } = useTranslation();
  // A retry asks again for the lists that failed: a new key is a new call.
  const [attempt, setAttempt] = React.useState(0);
  const years = useList<number>(`years|${attempt}`, (signal) => getModelYears({ signal }));
  const makes = useList(values.year ? `${values.year}|${attempt}` : null, (signal) => getMakes(values.year, { signal }));
  const models = useList(values.year && values.make ? `${values.year}|${values.make}|${attempt}` : null, (signal) =>
    getModels(values.year, values.make, { signal }),
  );
  const select = (name: Extract<Name, "year" | "make" | "model">, options: { value: string; label: string }[], reset: Partial<QuoteVehicleValues>) => ({
    name,
    label: t(`quote:vehicle.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value, ...reset }),
    options: [{ value: "", label: t(`quote:vehicle.choose${name[0].toUpperCase()}${name.slice(1)}`) }, ...options],
    error: fieldError(`vehicle.${name}`),
    required: true,
  });
  // A value kept in the draft shows while its list loads again.
  const kept = (name: "year" | "make" | "model", load: Load<unknown>) =>
    values[name] && load.status !== "done" ? [{ value: values[name], label: values[name] }] : [];
  return (
    <>
      <div className={formStyles.row}>
        <SelectField
          {...select("year", [...kept("year", years), ...listOptions(years, (y) => ({ value: String(y), label: String(y) }))], { make: "", model: "" })}
        />
        <SelectField {...select("make", [...kept("make", makes), ...listOptions(makes, (m) => ({ value: m.slug, label: m.name }))], { model: "" })} />
      </div>
      <SelectField {...select("model", [...kept("model", models), ...listOptions(models, (m) => ({ value: m.slug, label: m.name }))], {})} />
      <ListStatus loads={[years, makes, models]} retry={() => setAttempt((n) => n + 1)} />
    </>
  );
}

type VinCheck = { status: "idle" } | { status: "checking" } | { status: "decoded"; vehicle: DecodedVehicle } | { status: "error"; error: VisitorError };

function VinField({ values, change, fieldError, blame }: Props) {
  const { t } = useTranslation();
  const [check, setCheck] = React.useState<VinCheck>({ status: "idle" });
  const [rejected, setRejected] = React.useState(false);
  const input = React.useRef<HTMLInputElement>(null);
  const confirmed = vinConfirmed(values);

  const verify = async () => {
    const vin = normalizeVin(values.vin);
    const problem = vinProblem(vin);
    setRejected(false);
    if (problem) {
      setCheck({ status: "idle" });
      blame("vehicle.vin", problem);
      input.current?.focus();
      return;
    }
    setCheck({ status: "checking" });
    try {
      setCheck({ status: "decoded", vehicle: await decodeVin(vin) });
    } catch (error) {
      const visitorError = toVisitorError(error);
      setCheck({ status: "error", error: visitorError });
      // A VIN the API refuses or does not know is the field's error; anything else is said beside it.
      const key = visitorError.kind === "not_found" ? "vin_not_decoded" : visitorError.kind === "validation" ? visitorError.fields.vin : undefined;
      if (key) {
        blame("vehicle.vin", key);
        input.current?.focus();
      }
    }
  };

  const failure = check.status === "error" && check.error.kind !== "not_found" && check.error.kind !== "validation" ? check.error : null;
  return (
    <>
      <TextField
        ref={input}
        name="vin"
        label={t("quote:vehicle.vin")}
        hint={t("quote:vehicle.vinHint")}
        value={values.vin}
        onChange={(event) => {
          change({ vin: event.target.value });
          if (check.status !== "idle" && normalizeVin(event.target.value) !== normalizeVin(values.vin)) setCheck({ status: "idle" });
        }}
        error={fieldError("vehicle.vin")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        required
      />
      {!confirmed && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void verify()}
          disabled={check.status === "checking"}
          aria-busy={check.status === "checking"}
        >
          {check.status === "checking" ? t("quote:vehicle.checkingVin") : t("quote:vehicle.checkVin")}
        </button>
      )}
      {/* Present before it changes, so that what the VIN decodes to is announced. */}
      <div aria-live="polite">
        {failure && (
          <p role="alert" className={styles.alert}>
            {visitorErrorText(t, failure)}
          </p>
        )}
        {confirmed && <p className={styles.note}>{t("quote:vehicle.confirmed", { vehicle: values.confirmedVehicle })}</p>}
        {rejected && <p className={styles.note}>{t("quote:vehicle.rejected")}</p>}
        {!confirmed && check.status === "decoded" && (
          <div className={styles.note}>
            <p>{t("quote:vehicle.decoded", { vehicle: describe(check.vehicle) })}</p>
            <button
              type="button"
              className={styles.button}
              onClick={() => change({ confirmedVin: normalizeVin(check.vehicle.vin), confirmedVehicle: describe(check.vehicle) })}
            >
              {t("quote:vehicle.confirm")}
            </button>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setCheck({ status: "idle" });
                setRejected(true);
                input.current?.focus();
              }}
            >
              {t("quote:vehicle.reject")}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
