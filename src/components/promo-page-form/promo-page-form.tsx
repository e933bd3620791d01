import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { submitPromoPage } from "../../api-client/forms";
import { useSiteForm } from "../../hooks/use-site-form";
import { emptyAnswers, promoData, validatePromoAnswers, type PromoField } from "../../lib/promo-form";
import { CheckboxField, TextAreaField, TextField, FieldForm } from "../form-field/form-field";
import { FormSubmit, formStyles } from "../form-status/form-status";
import { RouteLink } from "../route-link/route-link";

/** The API's reasons to refuse an answer because of the offer's dates (its clock may differ from the visitor's). */
const OFFER_CLOSED = new Set(["offer_ended", "offer_not_started"]);

export interface PromoPageFormProps {
  /** The landing page's slug (sent as promoPage). */
  slug: string;
  fields: readonly PromoField[];
}

/** The form of a landing page, built from its fields, posted to /promo_page_submissions. */
export function PromoPageForm({ slug, fields }: PromoPageFormProps) {
  const { t } = useTranslation();
  const [answers, setAnswers] = React.useState(() => emptyAnswers(fields));
  const { locale, campaign, state, submit, formRef, showErrors, fieldError } = useSiteForm(submitPromoPage);
  if (fields.length === 0) return null;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (showErrors(validatePromoAnswers(fields, answers))) return;
    void submit({ promoPage: slug, data: promoData(fields, answers), locale, utm: campaign });
  };

  // Refused for the offer's dates: said here, with a way to the current promotions; what was typed stays.
  const closed = state.status === "error" && OFFER_CLOSED.has(state.error.fields.promoPage ?? "") ? state.error.fields.promoPage : null;

  if (state.status === "success") {
    return (
      <p className={formStyles.success} role="status">
        {t("forms:promo.success")}
      </p>
    );
  }

  return (
    <FieldForm fieldIds="promo" title={t("forms:promo.title")} ref={formRef} className={formStyles.form} onSubmit={onSubmit}>
      {fields.map((field) => {
        const common = { name: field.name, label: field.label, required: field.required, error: fieldError(field.name) ?? fieldError(`data.${field.name}`) };
        const value = answers[field.name];
        const onText = (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setAnswers((a) => ({ ...a, [field.name]: event.target.value }));
        if (field.type === "checkbox") {
          return (
            <CheckboxField
              key={field.name}
              {...common}
              checked={value === true}
              onChange={(event) => setAnswers((a) => ({ ...a, [field.name]: event.target.checked }))}
            />
          );
        }
        if (field.type === "textarea") {
          return <TextAreaField key={field.name} {...common} value={String(value ?? "")} onChange={onText} maxLength={2000} />;
        }
        const type = field.type === "email" || field.type === "tel" ? field.type : "text";
        return (
          <TextField
            key={field.name}
            {...common}
            type={type}
            inputMode={type === "email" ? "email" : type === "tel" ? "tel" : undefined}
            autoComplete={type === "email" ? "email" : type === "tel" ? "tel" : undefined}
            value={String(value ?? "")}
            onChange={onText}
          />
        );
      })}
      {closed && (
        <p className={formStyles.error} role="alert">
          {t(`error:field.${closed}`)} <RouteLink route="promotions">{t("landing:currentPromotions")}</RouteLink>
        </p>
      )}
      <FormSubmit state={closed ? { status: "idle" } : state} label={t("forms:promo.submit")} sendingLabel={t("forms:sending")} />
    </FieldForm>
  );
}
