import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { SubmissionState } from "../../hooks/use-submission";
import { CheckboxField, TextAreaField } from "../form-field/form-field";
import { FormSubmit } from "../form-status/form-status";

export interface ClosingValues {
  message: string;
  consent: boolean;
}

interface Props {
  /** Whose labels: forms:<form>.message, .consent and .submit. */
  form: "appointment" | "estimate" | "franchise";
  values: ClosingValues;
  /** The form's setter of one field (a form's generic `set` fits). */
  onChange: { (name: "message", value: string): void; (name: "consent", value: boolean): void };
  /** Translation key of a field's message, if any. */
  fieldError: (name: keyof ClosingValues) => string | undefined;
  state: SubmissionState;
}

/** The end the estimate, appointment and franchise forms share: a message, the consent to be contacted and the submit button. */
export function ClosingFields({ form, values, onChange, fieldError, state }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextAreaField
        name="message"
        label={t(`forms:${form}.message`)}
        value={values.message}
        onChange={(e) => onChange("message", e.target.value)}
        error={fieldError("message")}
        maxLength={2000}
      />
      <CheckboxField
        name="consent"
        label={t(`forms:${form}.consent`)}
        checked={values.consent}
        onChange={(e) => onChange("consent", e.target.checked)}
        error={fieldError("consent")}
        required
      />
      <FormSubmit state={state} label={t(`forms:${form}.submit`)} sendingLabel={t("forms:sending")} />
    </>
  );
}
