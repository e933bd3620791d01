/**
 * The form of a landing page (posted to /promo_page_submissions): its fields
 * come from the promo page; answers are posted as a `data` record. Pure
 * validation by field type with the contract's e-mail and phone rules.
 */
import { EMAIL_PATTERN, PHONE_PATTERN } from "../contract/constants";
import type { FieldErrors } from "./form-errors";

export interface PromoField {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "textarea" | "checkbox" | (string & {});
  required: boolean;
}

export type PromoAnswers = Record<string, string | boolean>;

export function emptyAnswers(fields: readonly PromoField[]): PromoAnswers {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === "checkbox" ? false : ""]));
}

export function validatePromoAnswers(fields: readonly PromoField[], answers: PromoAnswers): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const value = answers[field.name];
    if (field.type === "checkbox") {
      if (field.required && value !== true) errors[field.name] = "consent_required";
      continue;
    }
    const text = typeof value === "string" ? value.trim() : "";
    if (!text) {
      if (field.required) errors[field.name] = "required";
      continue;
    }
    if (text.length > 2000) errors[field.name] = "too_long";
    else if (field.type === "email" && !EMAIL_PATTERN.test(text)) errors[field.name] = "invalid_email";
    else if (field.type === "tel" && !PHONE_PATTERN.test(text)) errors[field.name] = "invalid_phone";
  }
  return errors;
}

/** The answers as sent: trimmed texts, unanswered optional texts left out. */
export function promoData(fields: readonly PromoField[], answers: PromoAnswers): PromoAnswers {
  const data: PromoAnswers = {};
  for (const field of fields) {
    const value = answers[field.name];
    if (typeof value === "boolean") data[field.name] = value;
    else if (typeof value === "string" && value.trim()) data[field.name] = value.trim();
  }
  return data;
}
