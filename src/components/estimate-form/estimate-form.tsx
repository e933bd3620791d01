import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { DAMAGE_SIZES, DAMAGE_TYPES, GLASS_TYPES, OTHER_INSURER, estimateRequestSchema } from "../../contract/requests";
import { requestEstimate } from "../../api-client/forms";
import { useDraftForm } from "../../hooks/use-site-form";
import { answered } from "../../lib/form-errors";
import { usePhotoUploads } from "../../hooks/use-photo-uploads";
import { repairGuidance } from "../../lib/repair-guidance";
import { restorePhotoRefs, type PhotoRef } from "../../lib/photos";
import { CheckboxField, FieldForm, SelectField, fieldBinder } from "../form-field/form-field";
import { EMPTY_VEHICLE_CONTACT, VehicleContactFields } from "../vehicle-contact-fields/vehicle-contact-fields";
import { formStyles } from "../form-status/form-status";
import { ClosingFields } from "../closing-fields/closing-fields";
import { PhotoField } from "../photo-field/photo-field";
import { EMPTY_INSURANCE, InsuranceFields } from "./insurance-fields";
import * as styles from "./estimate-form.module.css";

export const ESTIMATE_DRAFT_KEY = "uniglass:estimate-draft";

const EMPTY = {
  store: "",
  ...EMPTY_VEHICLE_CONTACT,
  glassType: "windshield",
  damageType: "chip",
  damageSize: "coin",
  insuranceClaim: false,
  ...EMPTY_INSURANCE,
  /** Photos already uploaded: their ids and names only (a draft never holds images). */
  photos: [] as PhotoRef[],
  message: "",
  consent: false,
};

/** The request for an estimate (POST /request_estimates); the draft survives closing, navigating and reloading. */
export function EstimateForm({ storeSlug, onDone }: { storeSlug: string | null; onDone?: () => void }) {
  const { t } = useTranslation();
  const form = useDraftForm(ESTIMATE_DRAFT_KEY, EMPTY, requestEstimate);
  const { locale, campaign, values, setValues, discard, set, stores, state, submit, formRef, check, showErrors, setErrors, fieldError } = form;
  const photos = usePhotoUploads(values.photos, (update) => setValues((v) => ({ ...v, photos: update(v.photos) })));

  // "Wait for the photos" goes once they are sent.
  React.useEffect(() => {
    if (photos.busy) return;
    setErrors((errors) => {
      if (errors.photos !== "photos_uploading") return errors;
      const { photos: _sent, ...rest } = errors;
      return rest;
    });
  }, [photos.busy, setErrors]);

  React.useEffect(() => {
    if (storeSlug) setValues((v) => ({ ...v, store: storeSlug }));
  }, [storeSlug, setValues]);

  const bind = fieldBinder<"store" | "glassType" | "damageType" | "damageSize">(values, set, fieldError);
  /** A choice about the damage: its label, the labels of its values (forms:estimate.<plural>.<value>), required. */
  const damageChoice = (name: "glassType" | "damageType" | "damageSize", label: string, list: readonly string[]) => ({
    ...bind(name),
    label: t(`forms:estimate.${label}`),
    options: list.map((value) => ({ value, label: t(`forms:estimate.${name}s.${value}`) })),
    required: true,
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (photos.busy) {
      showErrors({ photos: "photos_uploading" });
      return;
    }
    const claim = values.insuranceClaim;
    const body = check(estimateRequestSchema, {
      ...values,
      ...answered(values, ["email", "phone", "message", "consent"]),
      insurer: (claim && values.insurer) || undefined,
      insurerOther: (claim && values.insurer === OTHER_INSURER && values.insurerOther) || undefined,
      policyHolder: (claim && values.policyHolder) || undefined,
      claimNumber: (claim && values.claimNumber) || undefined,
      photos: restorePhotoRefs(values.photos).map((ref) => ref.id),
      damageSize: values.damageType === "chip" || values.damageType === "crack" ? values.damageSize : undefined,
      locale,
      utm: campaign,
    });
    if (body) void submit(body);
  };

  if (state.status === "success") {
    return (
      <div>
        <h2 id="estimate-form-title" className={formStyles.title}>
          {t("forms:estimate.title")}
        </h2>
        <p className={formStyles.success} role="status">
          {t("forms:estimate.success")}
        </p>
        {onDone && (
          <button type="button" className={styles.secondary} onClick={onDone}>
            {t("common:form.close")}
          </button>
        )}
      </div>
    );
  }

  const guidance = repairGuidance(
    values.glassType as (typeof GLASS_TYPES)[number],
    values.damageType as (typeof DAMAGE_TYPES)[number],
    values.damageSize as (typeof DAMAGE_SIZES)[number],
  );
  const sized = values.damageType === "chip" || values.damageType === "crack";
  const storeOptions = stores.length ? stores : values.store ? [{ slug: values.store, name: values.store }] : [];

  return (
    <FieldForm fieldIds="estimate" title={t("forms:estimate.title")} ref={formRef} onSubmit={onSubmit} className={styles.form}>
      <p>{t("forms:estimate.intro")}</p>
      <SelectField
        {...bind("store")}
        label={t("forms:estimate.store")}
        options={[{ value: "", label: t("forms:estimate.chooseStore") }, ...storeOptions.map((s) => ({ value: s.slug, label: s.name }))]}
        required
      />
      <fieldset className={formStyles.group}>
        <legend>{t("forms:estimate.damageLegend")}</legend>
        <SelectField {...damageChoice("glassType", "glass", GLASS_TYPES)} />
        <SelectField {...damageChoice("damageType", "damage", DAMAGE_TYPES)} />
        {sized && <SelectField {...damageChoice("damageSize", "size", DAMAGE_SIZES)} />}
        <p className={styles.guidance} data-guidance={guidance} aria-live="polite">
          {t(`forms:estimate.guidance.${guidance}`)}
        </p>
        <CheckboxField
          name="insuranceClaim"
          label={t("forms:estimate.insuranceClaim")}
          checked={values.insuranceClaim}
          onChange={(e) => set("insuranceClaim", e.target.checked)}
        />
      </fieldset>
      {values.insuranceClaim && <InsuranceFields values={values} onChange={set} fieldError={fieldError} />}
      <PhotoField photos={photos} error={fieldError("photos")} />
      <VehicleContactFields values={values} onChange={set} fieldError={fieldError} />
      <ClosingFields form="estimate" values={values} onChange={set} fieldError={fieldError} state={state} />
      <button
        type="button"
        className={styles.link}
        onClick={() => {
          photos.clear();
          discard();
        }}
      >
        {t("forms:discard")}
      </button>
    </FieldForm>
  );
}
