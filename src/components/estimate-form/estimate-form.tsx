import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { DAMAGE_SIZES, DAMAGE_TYPES, GLASS_TYPES, OTHER_INSURER, PROTECTION_SERVICES, estimateRequestSchema } from "../../contract/requests";
import { requestEstimate } from "../../api-client/forms";
import { useDraftForm } from "../../hooks/use-site-form";
import { answered } from "../../lib/form-errors";
import { usePhotoUploads } from "../../hooks/use-photo-uploads";
import { repairGuidance } from "../../lib/repair-guidance";
import { restorePhotoRefs, type PhotoRef } from "../../lib/photos";
import { FORM_DRAFT_KEYS } from "../../lib/draft-storage";
import type { Locale } from "../../config/site";
import type { Campaign } from "../../lib/carried-query";
import { FieldForm, SelectField, fieldBinder } from "../form-field/form-field";
import { EMPTY_VEHICLE_CONTACT, VehicleContactFields } from "../vehicle-contact-fields/vehicle-contact-fields";
import { FormOutcome, formStyles } from "../form-status/form-status";
import { ClosingFields } from "../closing-fields/closing-fields";
import { PhotoField } from "../photo-field/photo-field";
import { EMPTY_INSURANCE, InsuranceFields } from "./insurance-fields";
import * as styles from "./estimate-form.module.css";

export const ESTIMATE_DRAFT_KEY = FORM_DRAFT_KEYS.estimate;

const EMPTY = {
  store: "",
  ...EMPTY_VEHICLE_CONTACT,
  glassType: "windshield",
  damageType: "chip",
  damageSize: "coin",
  /** The protection service asked about at a Ziebart shop. */
  service: "",
  insuranceClaim: false,
  ...EMPTY_INSURANCE,
  /** Photos already uploaded: their ids and names only (a draft never holds images). */
  photos: [] as PhotoRef[],
  message: "",
  consent: false,
};

type Values = typeof EMPTY;

/** What an estimate is about: glass damage at a Uniglass shop, a protection service at a Ziebart shop. */
type Subject = "glass" | "protection";

/**
 * What the form would send, for the contract's check: the glass damage or
 * the protection service, the claim's details only with a claim (its holder
 * the visitor unless they say otherwise), empty answers left out.
 */
function estimateInput(values: Values, subject: Subject, locale: Locale, campaign: Campaign) {
  const claim = subject === "glass" && values.insuranceClaim;
  const ownName = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
  const glass = subject === "glass";
  return {
    ...values,
    ...answered(values, ["email", "phone", "message", "consent", "quote"]),
    glassType: glass ? values.glassType : undefined,
    damageType: glass ? values.damageType : undefined,
    damageSize: glass && (values.damageType === "chip" || values.damageType === "crack") ? values.damageSize : undefined,
    service: glass ? undefined : values.service || undefined,
    insuranceClaim: claim,
    insurer: (claim && values.insurer) || undefined,
    insurerOther: (claim && values.insurer === OTHER_INSURER && values.insurerOther) || undefined,
    policyHolder: (claim && (values.policyHolderIsMe !== false ? ownName : values.policyHolder)) || undefined,
    claimNumber: (claim && values.claimNumber) || undefined,
    photos: glass ? restorePhotoRefs(values.photos).map((ref) => ref.id) : [],
    locale,
    utm: campaign,
  };
}

/** The request for an estimate (POST /request_estimates); the draft survives closing, navigating and reloading. */
export function EstimateForm({ storeSlug, onDone }: { storeSlug: string | null; onDone?: () => void }) {
  const { t } = useTranslation();
  // The shop it was opened for, from the first render: drawn first for no shop, the form would show the
  // glass questions, then take them away while that shop's kind loads, then show them again.
  const openedFor = React.useCallback((v: Values) => (storeSlug && v.store !== storeSlug ? { ...v, store: storeSlug } : v), [storeSlug]);
  const form = useDraftForm(ESTIMATE_DRAFT_KEY, EMPTY, requestEstimate, openedFor);
  const {
    locale,
    campaign,
    values,
    setValues,
    discard,
    set,
    stores,
    storesLoading,
    state,
    submit,
    formRef,
    check,
    recheck,
    showErrors,
    setErrors,
    fieldError,
  } = form;
  const photos = usePhotoUploads(values.photos, (update) => setValues((v) => ({ ...v, photos: update(v.photos) })));
  const chosen = stores.find((s) => s.slug === values.store);
  // The questions follow the shop's kind; while the shops load, a chosen shop's kind is not known yet.
  const subject: Subject | null = chosen ? (chosen.isZiebart ? "protection" : "glass") : values.store && storesLoading ? null : "glass";

  // "Wait for the photos" goes once they are sent, "a photo is not sent" once none is left unsent.
  const failedPhotos = photos.failed.length;
  React.useEffect(() => {
    setErrors((errors) => {
      const gone = (errors.photos === "photos_uploading" && !photos.busy) || (errors.photos === "photos_not_sent" && failedPhotos === 0);
      if (!gone) return errors;
      const { photos: _settled, ...rest } = errors;
      return rest;
    });
  }, [photos.busy, failedPhotos, setErrors]);

  // An error goes as soon as its field is answered well.
  React.useEffect(() => {
    if (subject) recheck(estimateInput(values, subject, locale, campaign));
  }, [values, subject, locale, campaign, recheck]);

  const bind = fieldBinder<"store" | "glassType" | "damageType" | "damageSize" | "service">(values, set, fieldError);
  /** A choice about the damage: its label, the labels of its values (forms:estimate.<plural>.<value>), required. */
  const damageChoice = (name: "glassType" | "damageType" | "damageSize", label: string, list: readonly string[]) => ({
    ...bind(name),
    label: t(`forms:estimate.${label}`),
    options: list.map((value) => ({ value, label: t(`forms:estimate.${name}s.${value}`) })),
    required: true,
  });

  // A send asked for while the chosen shop's kind is still loading goes as soon as it is known.
  const sendWhenKnown = React.useRef(false);
  React.useEffect(() => {
    if (!subject || !sendWhenKnown.current) return;
    sendWhenKnown.current = false;
    formRef.current?.requestSubmit();
  }, [subject, formRef]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!subject) {
      sendWhenKnown.current = true;
      return;
    }
    if (subject === "glass" && photos.busy) {
      showErrors({ photos: "photos_uploading" });
      return;
    }
    // Never sent without a photo the visitor chose: it is sent again or removed first.
    if (subject === "glass" && photos.failed.length) {
      showErrors({ photos: "photos_not_sent" });
      return;
    }
    const body = check(estimateRequestSchema, estimateInput(values, subject, locale, campaign));
    if (body) void submit(body);
  };

  const sent = state.status === "success";
  // The chosen shop while the list loads: its name is not known yet, and its address name is no name.
  const storeOptions = stores.length ? stores : values.store ? [{ slug: values.store, name: t("forms:storesLoading") }] : [];

  return (
    <>
      {sent ? (
        <h2 id="estimate-form-title" className={formStyles.title}>
          {t("forms:estimate.title")}
        </h2>
      ) : (
        <FieldForm fieldIds="estimate" title={t("forms:estimate.title")} ref={formRef} onSubmit={onSubmit} className={styles.form}>
          <p>{t(subject === "protection" ? "forms:estimate.protectionIntro" : "forms:estimate.intro")}</p>
          <SelectField
            {...bind("store")}
            label={t("forms:estimate.store")}
            options={[{ value: "", label: t("forms:estimate.chooseStore") }, ...storeOptions.map((s) => ({ value: s.slug, label: s.name }))]}
            required
          />
          {subject === "glass" && (
            <fieldset className={formStyles.group}>
              <legend>{t("forms:estimate.damageLegend")}</legend>
              <SelectField {...damageChoice("glassType", "glass", GLASS_TYPES)} />
              <SelectField {...damageChoice("damageType", "damage", DAMAGE_TYPES)} />
              <DamageSize values={values} field={damageChoice("damageSize", "size", DAMAGE_SIZES)} />
            </fieldset>
          )}
          {subject === "protection" && (
            <fieldset className={formStyles.group}>
              <legend>{t("forms:estimate.protectionLegend")}</legend>
              <SelectField
                {...bind("service")}
                label={t("forms:estimate.service")}
                options={[
                  { value: "", label: t("forms:estimate.chooseService") },
                  ...PROTECTION_SERVICES.map((value) => ({ value, label: t(`forms:estimate.services.${value}`) })),
                ]}
                required
              />
            </fieldset>
          )}
          {subject === "glass" && <PhotoField photos={photos} error={fieldError("photos")} />}
          <VehicleContactFields values={values} onChange={set} fieldError={fieldError} />
          {/* After the visitor's own name: the claim's holder is them unless they say otherwise. */}
          {subject === "glass" && <InsuranceFields values={values} onChange={set} fieldError={fieldError} />}
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
      )}
      <FormOutcome message={sent ? t("forms:estimate.success") : null} />
      {sent && onDone && (
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t("common:form.close")}
        </button>
      )}
    </>
  );
}

/** The size of a chip or a crack, and what the damage described calls for (repair, replacement, a look at it). */
function DamageSize({ values, field }: { values: Values; field: React.ComponentProps<typeof SelectField> }) {
  const { t } = useTranslation();
  const guidance = repairGuidance(
    values.glassType as (typeof GLASS_TYPES)[number],
    values.damageType as (typeof DAMAGE_TYPES)[number],
    values.damageSize as (typeof DAMAGE_SIZES)[number],
  );
  const sized = values.damageType === "chip" || values.damageType === "crack";
  return (
    <>
      {sized && <SelectField {...field} />}
      <p className={styles.guidance} data-guidance={guidance} aria-live="polite">
        {t(`forms:estimate.guidance.${guidance}`)}
      </p>
    </>
  );
}
