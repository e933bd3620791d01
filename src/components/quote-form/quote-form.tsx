import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { useSiteForm } from "../../hooks/use-site-form";
import { useDraft } from "../../hooks/use-draft";
import { useFavoriteStore } from "../../hooks/use-favorite-store";
import { GLASS_OPTIONS, QUOTE_DAMAGE, QUOTE_GLASS, quoteRequestSchema, type Quote } from "../../contract/quote";
import { DAMAGE_SIZES } from "../../contract/requests";
import { requestQuote } from "../../api-client/quotes";
import type { PostOptions } from "../../api-client/client";
import { quoteVehicle, vinConfirmed, type QuoteVehicleValues } from "../../lib/quote";
import { normalizeVin, vinProblem } from "../../lib/vin";
import type { FieldErrors } from "../../lib/form-errors";
import type { Locale } from "../../config/site";
import { formatDate } from "../../lib/format-date";
import { CheckboxField, FieldForm, SelectField, TextField, fieldBinder } from "../form-field/form-field";
import { FormOutcome, FormSubmit, focusFirstInvalid, formStyles } from "../form-status/form-status";
import { VehicleFields } from "./vehicle-fields";
import { QuoteResult } from "./quote-result";
import * as styles from "./quote-form.module.css";

export const QUOTE_DRAFT_KEY = "uniglass:quote-draft";

const EMPTY = {
  way: "model",
  year: "",
  make: "",
  model: "",
  vin: "",
  confirmedVin: "",
  confirmedVehicle: "",
  vehicleClass: "",
  glass: "windshield",
  damage: "chip",
  damageSize: "coin",
  options: [] as string[],
  near: "",
  insuranceClaim: false,
  deductible: "",
};

type Values = typeof EMPTY;

const sized = (damage: string) => damage === "chip" || damage === "crack";

/** What the form would send, for the contract's check: the options only for a windshield, the deductible only with a claim. */
function quoteInput(values: Values, locale: Locale) {
  const deductible = values.deductible.trim();
  return {
    vehicle: quoteVehicle(values),
    glass: values.glass,
    damage: values.damage,
    damageSize: sized(values.damage) ? values.damageSize : undefined,
    options: values.glass === "windshield" ? values.options : [],
    near: values.near,
    insuranceClaim: values.insuranceClaim,
    // Whole dollars; anything else is refused by the contract as an invalid deductible.
    deductible: values.insuranceClaim && deductible ? (/^\d{1,5}$/.test(deductible) ? Number(deductible) : -1) : undefined,
    locale,
  };
}

/** What the contract cannot know: a claim needs its deductible, a VIN must be confirmed once decoded. */
function formProblems(values: Values): FieldErrors {
  const problems: FieldErrors = {};
  if (values.insuranceClaim && !values.deductible.trim()) problems.deductible = "required";
  if (values.way === "vin" && !vinProblem(normalizeVin(values.vin)) && !vinConfirmed(values)) problems["vehicle.vin"] = "vin_not_confirmed";
  return problems;
}

/**
 * The instant quote: the vehicle, the glass and its damage, its options and
 * where the visitor is → POST /quotes, sent once per fill with its
 * Idempotency-Key; the answer is shown below the form, which keeps what was
 * typed (in the session's draft too) for another try or another quote.
 */
export function QuoteForm() {
  const { t } = useTranslation();
  const [quote, setQuote] = React.useState<Quote | null>(null);
  /** The request the quote shown answers: the same asked again (a double click) is not sent twice. */
  const answered = React.useRef<string | null>(null);
  const send = React.useCallback(async (body: Parameters<typeof requestQuote>[0], options: PostOptions) => {
    const result = await requestQuote(body, options);
    answered.current = JSON.stringify(body);
    setQuote(result.quote);
    return result;
  }, []);
  const { locale, state, submit, reset, formRef, check, recheck, setErrors, fieldError } = useSiteForm(send);
  const [values, setValues, discard] = useDraft<Values>(QUOTE_DRAFT_KEY, EMPTY);
  const set = React.useCallback(<K extends keyof Values>(name: K, value: Values[K]) => setValues((v) => ({ ...v, [name]: value })), [setValues]);
  const favorite = useFavoriteStore().store;

  // An error goes as soon as its field is answered well.
  React.useEffect(() => recheck(quoteInput(values, locale)), [values, locale, recheck]);

  const changeVehicle = React.useCallback((fields: Partial<QuoteVehicleValues>) => setValues((v) => ({ ...v, ...fields })), [setValues]);
  const blame = React.useCallback((path: string, key: string) => setErrors((errors) => ({ ...errors, [path]: key })), [setErrors]);

  const bind = fieldBinder<"glass" | "damage" | "damageSize" | "near" | "deductible">(values, set, fieldError);
  const choice = (name: "glass" | "damage" | "damageSize", list: readonly string[]) => ({
    ...bind(name),
    label: t(`quote:damage.${name === "damageSize" ? "size" : name}`),
    options: list.map((value) => ({ value, label: t(`quote:damage.${name === "glass" ? "glasses" : name === "damage" ? "damages" : "sizes"}.${value}`) })),
    required: true,
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = check(quoteRequestSchema, quoteInput(values, locale));
    const problems = formProblems(values);
    if (Object.keys(problems).length) {
      setErrors((errors) => ({ ...problems, ...errors }));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    if (!body) return;
    if (state.status === "success" && answered.current === JSON.stringify(body)) return;
    void submit(body);
  };

  const sent = state.status === "success" && quote;
  return (
    <>
      <FieldForm fieldIds="quote" title={t("quote:form.title")} ref={formRef} onSubmit={onSubmit} className={styles.form}>
        <p>{t("quote:form.intro")}</p>
        <VehicleFields values={values} change={changeVehicle} fieldError={fieldError} blame={blame} />
        <fieldset className={formStyles.group}>
          <legend>{t("quote:damage.legend")}</legend>
          <SelectField {...choice("glass", QUOTE_GLASS)} />
          <SelectField {...choice("damage", QUOTE_DAMAGE)} />
          {sized(values.damage) && <SelectField {...choice("damageSize", DAMAGE_SIZES)} />}
        </fieldset>
        {values.glass === "windshield" && (
          <fieldset className={formStyles.group}>
            <legend>{t("quote:options.legend")}</legend>
            <p>{t("quote:options.hint")}</p>
            {GLASS_OPTIONS.map((option) => (
              <CheckboxField
                key={option}
                name={`option-${option}`}
                label={t(`quote:options.${option}`)}
                checked={values.options.includes(option)}
                onChange={(event) => {
                  const on = event.target.checked;
                  setValues((v) => ({ ...v, options: on ? [...v.options.filter((o) => o !== option), option] : v.options.filter((o) => o !== option) }));
                }}
              />
            ))}
          </fieldset>
        )}
        <fieldset className={formStyles.group}>
          <legend>{t("quote:place.legend")}</legend>
          <TextField {...bind("near")} label={t("quote:place.near")} hint={t("quote:place.nearHint")} autoComplete="postal-code" maxLength={200} required />
          {favorite && !favorite.isZiebart && (
            <button type="button" className={styles.secondary} onClick={() => set("near", favorite.zipCode || favorite.city)}>
              {t("quote:place.useFavorite", { name: favorite.name })}
            </button>
          )}
        </fieldset>
        <div className={formStyles.group}>
          <CheckboxField
            name="insuranceClaim"
            label={t("quote:insurance.claim")}
            checked={values.insuranceClaim}
            onChange={(event) => set("insuranceClaim", event.target.checked)}
          />
          {values.insuranceClaim && (
            <TextField
              {...bind("deductible")}
              label={t("quote:insurance.deductible")}
              hint={t("quote:insurance.deductibleHint")}
              inputMode="numeric"
              maxLength={5}
              required
            />
          )}
        </div>
        <FormSubmit state={state} label={t("quote:form.submit")} sendingLabel={t("quote:form.sending")} />
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            discard();
            setErrors({});
            setQuote(null);
            reset();
          }}
        >
          {t("quote:form.discard")}
        </button>
      </FieldForm>
      <FormOutcome message={sent ? t("quote:result.ready", { number: quote.number, date: formatDate(quote.validUntil, locale) }) : null} />
      {sent && <QuoteResult quote={quote} locale={locale} />}
    </>
  );
}
