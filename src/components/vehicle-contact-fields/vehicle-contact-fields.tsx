import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { SelectField, TextField, fieldBinder } from "../form-field/form-field";
import { formStyles } from "../form-status/form-status";

export const CONTACT_METHODS = ["phone", "email"] as const;

/** The vehicle and contact part every booking form shares (estimate, appointment). */
export interface VehicleContactValues {
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  preferredContact: string;
  /** The instant quote the request follows ("Q-2026-000123"), carried from the quote page; "" when none. */
  quote: string;
}

/** Their empty values, spread into a form's own (the phone is the preferred contact at first). */
export const EMPTY_VEHICLE_CONTACT: VehicleContactValues = {
  vehicleYear: "",
  vehicleMake: "",
  vehicleModel: "",
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  preferredContact: "phone",
  quote: "",
};

type Name = keyof VehicleContactValues;

interface Props {
  values: VehicleContactValues;
  onChange: (name: Name, value: string) => void;
  /** Translation key of a field's message, if any. */
  fieldError: (name: Name) => string | undefined;
}

/**
 * "Your vehicle" and "How to reach you" fieldsets: labels from forms:vehicle
 * and forms:contact; the phone or the e-mail is required by the preferred
 * contact method (the contract says the same).
 */
export function VehicleContactFields({ values, onChange, fieldError }: Props) {
  const { t } = useTranslation();
  const bind = fieldBinder<Name>(values, onChange, fieldError);
  const text = (name: Exclude<Name, "preferredContact" | "quote">, group: "vehicle" | "contact", required = true) => ({
    ...bind(name),
    label: t(`forms:${group}.${name}`),
    required,
  });
  return (
    <>
      <fieldset className={formStyles.group}>
        <legend>{t("forms:vehicle.legend")}</legend>
        {values.quote && (
          <div className={formStyles.carried}>
            <p>
              {t("forms:quote.carried", { number: values.quote })}{" "}
              <button type="button" className={formStyles.unlink} onClick={() => onChange("quote", "")}>
                {t("forms:quote.remove")}
              </button>
            </p>
            {fieldError("quote") && <p className={formStyles.error}>{t(`error:field.${fieldError("quote")}`)}</p>}
          </div>
        )}
        <div className={formStyles.row}>
          <TextField {...text("vehicleYear", "vehicle")} inputMode="numeric" maxLength={4} />
          <TextField {...text("vehicleMake", "vehicle")} />
        </div>
        <TextField {...text("vehicleModel", "vehicle")} />
      </fieldset>
      <fieldset className={formStyles.group}>
        <legend>{t("forms:contact.legend")}</legend>
        <div className={formStyles.row}>
          <TextField {...text("firstName", "contact")} autoComplete="given-name" />
          <TextField {...text("lastName", "contact")} autoComplete="family-name" />
        </div>
        <SelectField
          {...bind("preferredContact")}
          label={t("forms:contact.preferredContact")}
          options={CONTACT_METHODS.map((value) => ({ value, label: t(`forms:contact.methods.${value}`) }))}
          required
        />
        <div className={formStyles.row}>
          <TextField
            {...text("phone", "contact", values.preferredContact === "phone")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={t("forms:phoneHint")}
          />
          <TextField {...text("email", "contact", values.preferredContact === "email")} type="email" inputMode="email" autoComplete="email" />
        </div>
      </fieldset>
    </>
  );
}
