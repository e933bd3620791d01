import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { SubmissionState } from "../../hooks/use-submission";
import { CheckboxField, TextAreaField } from "../form-field/form-field";
import { FormSubmit } from "../form-status/form-status";

interface Props {
  /** Whose labels: forms:<form>.message, .consent and .submit. */
  form: "appointment" | "estimate";
  message: string;
  consent: boolean;
  onMessage: (value: string) => void;
  onConsent: (checked: boolean) => void;
  /** Translation key of a field's message, if any. */
  fieldError: (name: "message" | "consent") => string | undefined;
  state: SubmissionState;
}

/** The end the booking forms share: a message, the consent to be contacted and the submit button. */
export function ClosingFields({ form, message, consent, onMessage, onConsent, fieldError, state }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextAreaField
        name="message"
        label={t(`forms:${form}.message`)}
        value={message}
        onChange={(e) => onMessage(e.target.value)}
        error={fieldError("message")}
        maxLength={2000}
      />
      <CheckboxField
        name="consent"
        label={t(`forms:${form}.consent`)}
        checked={consent}
        onChange={(e) => onConsent(e.target.checked)}
        error={fieldError("consent")}
        required
      />
      <FormSubmit state={state} label={t(`forms:${form}.submit`)} sendingLabel={t("forms:sending")} />
    </>
  );
}
