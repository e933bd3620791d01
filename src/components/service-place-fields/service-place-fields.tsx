import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { useLocale } from "../../hooks/use-locale";
import type { ServiceMode } from "../../contract/mobile-service";
import type { ServiceArea } from "../../hooks/use-service-area";
import type { StoreOption } from "../../hooks/use-store-options";
import { formatWholeKm } from "../../lib/distance";
import { TextField, useFieldId } from "../form-field/form-field";
import { formStyles } from "../form-status/form-status";
import * as styles from "./service-place-fields.module.css";

/** The form's values of the place of a booking. */
export interface ServicePlaceValues {
  mode: ServiceMode;
  serviceStreet: string;
  serviceCity: string;
  servicePostalCode: string;
}

export const EMPTY_SERVICE_PLACE: ServicePlaceValues = { mode: "shop", serviceStreet: "", serviceCity: "", servicePostalCode: "" };

/** Each address field and the name of its error (the contract's path). */
const ADDRESS_FIELDS = [
  { name: "serviceStreet", error: "serviceAddress.streetAddress", label: "streetAddress", autoComplete: "address-line1" },
  { name: "serviceCity", error: "serviceAddress.city", label: "city", autoComplete: "address-level2" },
  { name: "servicePostalCode", error: "serviceAddress.postalCode", label: "postalCode", autoComplete: "postal-code" },
] as const;

interface Props {
  /** The shops are still loading: whether the shop goes out is not known yet. */
  loading: boolean;
  values: ServicePlaceValues;
  shop: StoreOption;
  area: ServiceArea;
  onChange: (name: Exclude<keyof ServicePlaceValues, "mode">, value: string) => void;
  onMode: (mode: ServiceMode) => void;
  /** Books with another shop (one whose area covers the address): nothing typed is lost. */
  onShop: (slug: string) => void;
  fieldError: (name: string) => string | undefined;
}

/**
 * Where the work is done, for a shop whose technicians go to the driver: at
 * the shop or at the visitor's address (street, city, postal code). The
 * address is judged against the shop's area as soon as its postal code is
 * whole; outside it, the visitor is offered the nearest shops that do go
 * there, or the shop itself. A shop without mobile service asks nothing
 * (an address typed for another shop is kept in the draft, and said unused).
 */
export function ServicePlaceFields({ loading, values, shop, area, onChange, onMode, onShop, fieldError }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const modeId = useFieldId("mode");
  const radius = shop.mobileService?.radiusKm;
  if (loading) return null;
  if (!radius) {
    return values.mode === "mobile" && shop.slug ? (
      <p className={styles.notice} role="status">
        {t("forms:mobile.notOffered")}
      </p>
    ) : null;
  }
  const mobile = values.mode === "mobile";
  const { verdict, alternatives } = area;
  const km = (value: number) => formatWholeKm(value, locale);
  return (
    <fieldset className={formStyles.group} aria-describedby={`${modeId}-hint`}>
      <legend>{t("forms:mobile.legend")}</legend>
      <p id={`${modeId}-hint`} className={styles.hint}>
        {t("forms:mobile.hint", { radius: km(radius) })}
      </p>
      <div className={styles.modes}>
        {(["shop", "mobile"] as const).map((mode) => (
          <label key={mode} className={styles.mode}>
            <input type="radio" name="mode" value={mode} checked={values.mode === mode} onChange={() => onMode(mode)} />
            <span>{t(`forms:mobile.${mode}`)}</span>
          </label>
        ))}
      </div>
      {mobile &&
        ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.error}
            label={t(`forms:mobile.${field.label}`)}
            value={values[field.name]}
            onChange={(event) => onChange(field.name, event.target.value)}
            error={fieldError(field.error)}
            hint={field.name === "servicePostalCode" ? t("forms:mobile.postalCodeHint") : undefined}
            autoComplete={field.autoComplete}
            maxLength={field.name === "servicePostalCode" ? 7 : 200}
            required
          />
        ))}
      {/* The verdict's live region is there from the start, so a screen reader announces what arrives in it. */}
      <div role="status" className={styles.verdict}>
        {mobile && verdict?.status === "inside" && <p className={styles.notice}>{t("forms:mobile.inside", { shop: shop.name })}</p>}
        {mobile && verdict?.status === "unknown_place" && <p className={styles.alert}>{t("forms:mobile.unknownPlace")}</p>}
        {mobile && verdict?.status === "outside" && (
          <p className={styles.alert}>
            {t("forms:mobile.outside", { shop: shop.name, distance: km(verdict.distanceKm), radius: km(verdict.radiusKm) })}{" "}
            {alternatives.length ? t("forms:mobile.alternatives") : t("forms:mobile.noneCovers")}
          </p>
        )}
      </div>
      {mobile && verdict?.status === "outside" && (
        <ul className={styles.choices}>
          {alternatives.map((other) => (
            <li key={other.slug}>
              <button type="button" className={styles.choice} onClick={() => onShop(other.slug)}>
                {t("forms:mobile.chooseShop", { shop: other.name, distance: km(other.distanceKm) })}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.choice} onClick={() => onMode("shop")}>
              {t("forms:mobile.atShopInstead", { shop: shop.name })}
            </button>
          </li>
        </ul>
      )}
    </fieldset>
  );
}
