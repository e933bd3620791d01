import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { OTHER_INSURER, type Insurer } from "../../contract";
import { getInsurers } from "../../api-client/estimate";
import { useList } from "../../hooks/use-list";
import { useLocale } from "../../hooks/use-locale";
import { CheckboxField, SelectField, TextField, fieldBinder } from "../form-field/form-field";
import { formStyles } from "../form-status/form-status";
import * as styles from "./estimate-form.module.css";

export interface InsuranceValues {
  insuranceClaim: boolean;
  insurer: string;
  insurerOther: string;
  /** The visitor holds the policy (the default): their own name is the holder's. */
  policyHolderIsMe: boolean;
  policyHolder: string;
  claimNumber: string;
}

export const EMPTY_INSURANCE: Omit<InsuranceValues, "insuranceClaim"> = {
  insurer: "",
  insurerOther: "",
  policyHolderIsMe: true,
  policyHolder: "",
  claimNumber: "",
};

type TextName = "insurer" | "insurerOther" | "policyHolder" | "claimNumber";

interface Props {
  values: InsuranceValues;
  onChange: { (name: TextName, value: string): void; (name: "insuranceClaim" | "policyHolderIsMe", value: boolean): void };
  fieldError: (name: TextName) => string | undefined;
}

/**
 * Whether the visitor claims from their insurer, then the claim's details:
 * what Quebec policies usually cover, the insurer (the API's list, or
 * "another insurer" and its name), whether the visitor holds the policy (the
 * answer given; else the holder's name) and, if the claim is already open,
 * its number. It comes after the visitor's own name, which it may reuse. The
 * list loads when the details first show; without it, "another insurer"
 * still works.
 */
export function InsuranceFields({ values, onChange, fieldError }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={formStyles.group}>
      <legend>{t("forms:estimate.insurance.legend")}</legend>
      <CheckboxField
        name="insuranceClaim"
        label={t("forms:estimate.insuranceClaim")}
        checked={values.insuranceClaim}
        onChange={(e) => onChange("insuranceClaim", e.target.checked)}
      />
      {values.insuranceClaim && <ClaimDetails values={values} onChange={onChange} fieldError={fieldError} />}
    </fieldset>
  );
}

function ClaimDetails({ values, onChange, fieldError }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const insurers = useList<Insurer>(`insurers|${locale}`, (signal) => getInsurers({ locale }, { signal }));
  const bind = fieldBinder<TextName>(values, onChange, fieldError);
  const text = (name: Exclude<TextName, "insurer">, required: boolean, hint?: string) => ({
    ...bind(name),
    label: t(`forms:estimate.insurance.${name}`),
    required,
    hint,
  });
  const listed = insurers.status === "done" ? insurers.items : [];
  // A restored draft's insurer stays selectable while the list loads.
  const known = !values.insurer || values.insurer === OTHER_INSURER || listed.some((i) => i.slug === values.insurer);
  const isMe = values.policyHolderIsMe !== false;
  return (
    <>
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
      <CheckboxField
        name="policyHolderIsMe"
        label={t("forms:estimate.insurance.holderIsMe")}
        checked={isMe}
        onChange={(e) => onChange("policyHolderIsMe", e.target.checked)}
      />
      {!isMe && <TextField {...text("policyHolder", true, t("forms:estimate.insurance.policyHolderHint"))} autoComplete="off" maxLength={100} />}
      <TextField {...text("claimNumber", false, t("forms:estimate.insurance.claimNumberHint"))} maxLength={40} />
    </>
  );
}
