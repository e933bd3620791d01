import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { FILTER_PARAMS, type StoreFilters } from "../../lib/store-filters";
import * as styles from "./store-finder.module.css";

const NAMES = Object.keys(FILTER_PARAMS) as (keyof typeof FILTER_PARAMS)[];

/**
 * The finder's filters: only the shops that come to the driver, only those
 * that calibrate ADAS cameras. Each change is a new search (its address
 * carries the filters, so a filtered search can be shared or bookmarked).
 * A box shows its new state at once, while the address follows.
 */
export function FinderFilters({ filters, onChange }: { filters: StoreFilters | undefined; onChange: (filters: StoreFilters) => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = React.useState<StoreFilters>(filters ?? {});
  const mobileService = Boolean(filters?.mobileService);
  const adasCalibration = Boolean(filters?.adasCalibration);
  // The search's own filters win again once it changes (Back, a search from the box).
  React.useEffect(() => setShown({ mobileService, adasCalibration }), [mobileService, adasCalibration]);
  return (
    <fieldset className={styles.filters}>
      <legend>{t("stores:finder.filters")}</legend>
      {NAMES.map((name) => (
        <label key={name} className={styles.filter}>
          <input
            type="checkbox"
            name={FILTER_PARAMS[name]}
            checked={Boolean(shown[name])}
            onChange={(event) => {
              const next = { ...shown, [name]: event.target.checked };
              setShown(next);
              onChange(next);
            }}
          />
          <span>{t(`stores:finder.filter.${name}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
