import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { franchiseOpportunitySchema } from "../../contract/requests";
import { applyForFranchise } from "../../api-client/forms";
import { useSiteForm } from "../../hooks/use-site-form";
import { answered } from "../../lib/form-errors";
import { CheckboxField, SelectField, TextField, FieldForm, fieldBinder } from "../form-field/form-field";
import { formStyles } from "../form-status/form-status";
import { ClosingFields } from "../closing-fields/closing-fields";

const INVESTMENT = ["", "under-250k", "250k-500k", "over-500k"] as const;

const EMPTY = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  city: "",
  investmentCapacity: "" as (typeof INVESTMENT)[number],
  hasAutomotiveExperience: false,
  message: "",
  consent: false,
};

/** A franchise candidate's application (POST /franchise_opportunities). */
export function FranchiseForm() {
  const { t } = useTranslation();
  const [values, setValues] = React.useState(EMPTY);
  const { locale, campaign, state, submit, formRef, check, recheck, fieldError } = useSiteForm(applyForFranchise);
  const input = React.useMemo(
    () => ({ ...values, ...answered(values, ["investmentCapacity", "message", "consent"]), locale, utm: campaign }),
    [values, locale, campaign],
  );
  // An error goes as soon as its field is answered well.
  React.useEffect(() => recheck(input), [input, recheck]);

  const set = <K extends keyof typeof EMPTY>(name: K, value: (typeof EMPTY)[K]) => setValues((v) => ({ ...v, [name]: value }));
  const bind = fieldBinder<"firstName" | "lastName" | "email" | "phone" | "city">(values, set, fieldError);
  const text = (name: Parameters<typeof bind>[0]) => ({ ...bind(name), label: t(`forms:franchise.${name}`), required: true });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = check(franchiseOpportunitySchema, input);
    if (body) void submit(body);
  };

  if (state.status === "success") {
    return (
      <p className={formStyles.success} role="status">
        {t("forms:franchise.success", { name: values.firstName })}
      </p>
    );
  }

  return (
    <FieldForm fieldIds="franchise" title={t("forms:franchise.title")} ref={formRef} className={formStyles.form} onSubmit={onSubmit}>
      <p>{t("forms:franchise.intro")}</p>
      <div className={formStyles.row}>
        <TextField {...text("firstName")} autoComplete="given-name" />
        <TextField {...text("lastName")} autoComplete="family-name" />
      </div>
      <div className={formStyles.row}>
        <TextField {...text("email")} type="email" inputMode="email" autoComplete="email" />
        <TextField {...text("phone")} type="tel" inputMode="tel" autoComplete="tel" hint={t("forms:phoneHint")} />
      </div>
      <TextField {...text("city")} autoComplete="address-level2" hint={t("forms:franchise.cityHint")} />
      <SelectField
        name="investmentCapacity"
        label={t("forms:franchise.investmentCapacity")}
        value={values.investmentCapacity}
        onChange={(event) => set("investmentCapacity", event.target.value as (typeof INVESTMENT)[number])}
        options={INVESTMENT.map((value) => ({ value, label: t(`forms:franchise.investment.${value || "none"}`) }))}
        error={fieldError("investmentCapacity")}
      />
      <CheckboxField
        name="hasAutomotiveExperience"
        label={t("forms:franchise.experience")}
        checked={values.hasAutomotiveExperience}
        onChange={(event) => set("hasAutomotiveExperience", event.target.checked)}
      />
      <ClosingFields form="franchise" values={values} onChange={set} fieldError={fieldError} state={state} />
    </FieldForm>
  );
}
