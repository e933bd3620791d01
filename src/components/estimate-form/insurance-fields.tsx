import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { OTHER_INSURER, type Insurer } from "../../contract";
import { getInsurers } from "../../api-client/estimate";
import { useList } from "../../hooks/use-list";
import { useLocale } from "../../hooks/use-locale";
import { SelectField, TextField, fieldBinder } from "../form-field/form-field";
import { formStyles } from "../form-status/form-status";
import * as styles from "./estimate-form.module.css";

export interface InsuranceValues {
  insurer: string;
  insurerOther: string;
  policyHolder: string;
  claimNumber: string;
}

export const EMPTY_INSURANCE: InsuranceValues = { insurer: "", insurerOther: "", policyHolder: "", claimNumber: "" };

type Name = keyof InsuranceValues;

/**
 * The claim's details, shown when the visitor says they claim from their
 * insurer: what Quebec policies usually cover, the insurer (the API's list,
 * or "another insurer" and its name), the policy holder and, if the claim
 * is already open, its number. The list loads when the fields first show;
 * without it, "another insurer" still works.
 */
export function InsuranceFields({
  values,
  onChange,
  fieldError,
}: {
  values: InsuranceValues;
  onChange: (name: Name, value: string) => void;
  fieldError: (name: Name) => string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const insurers = useList<Insurer>(`insurers|${locale}`, (signal) => getInsurers({ locale }, { signal }));
  const bind = fieldBinder<Name>(values, onChange, fieldError);
  const text = (name: Exclude<Name, "insurer">, required: boolean, hint?: string) => ({
    ...bind(name),
    label: t(`forms:estimate.insurance.${name}`),
    required,
    hint,
  });
  const listed = insurers.status === "done" ? insurers.items : [];
  // A restored draft's insurer stays selectable while the list loads.
  const known = !values.insurer || values.insurer === OTHER_INSURER || listed.some((i) => i.slug === values.insurer);
  return (
    <fieldset className={formStyles.group}>
      <legend>{t("forms:estimate.insurance.legend")}</legend>
      <div className={styles.guidance}>
        <p>{t("forms:estimate.insurance.coverage")}</p>
        <p>{t("forms:estimate.insurance.deductible")}</p>
      </div>
      <SelectField
        {...bind("insurer")}
        label={t("forms:estimate.insurance.insurer")}
        options={[
          { value: "", label: t(insurers.status === "loading" ? "forms:estimate.insurance.loading" : "forms:estimate.insurance.chooseInsurer") },
          ...listed.map((i) => ({ value: i.slug, label: i.name })),
          ...(known ? [] : [{ value: values.insurer, label: values.insurer }]),
          { value: OTHER_INSURER, label: t("forms:estimate.insurance.otherInsurer") },
        ]}
        hint={insurers.status === "error" ? t("forms:estimate.insurance.listFailed") : undefined}
        required
      />
      {values.insurer === OTHER_INSURER && <TextField {...text("insurerOther", true)} maxLength={100} />}
      <TextField {...text("policyHolder", true, t("forms:estimate.insurance.policyHolderHint"))} autoComplete="name" maxLength={100} />
      <TextField {...text("claimNumber", false, t("forms:estimate.insurance.claimNumberHint"))} maxLength={40} />
    </fieldset>
  );
}
