import * as React from "react";
import { listStores } from "../api-client/stores";
import type { Locale } from "../config/site";

export interface StoreOption {
  slug: string;
  /** "Name (City)", as the store choice of a form shows it. */
  name: string;
  timezone: string;
  address: string;
  /** A Ziebart shop (vehicle protection), not a glass shop. */
  isZiebart: boolean;
  latitude: number | null;
  longitude: number | null;
  /** The radius (km) of the addresses its technicians go to; null when it works only in its bays. */
  mobileService: { radiusKm: number } | null;
}

/**
 * Every shop, sorted by name, for the store choice of the estimate and
 * appointment forms; null while loading, empty on failure.
 */
export function useStoreOptions(locale: Locale): StoreOption[] | null {
  const [stores, setStores] = React.useState<StoreOption[] | null>(null);
  React.useEffect(() => {
    const controller = new AbortController();
    listStores({ itemsPerPage: 500, locale }, { signal: controller.signal })
      .then((list) =>
        setStores(
          list
            .map((s) => ({
              slug: s.slug,
              name: `${s.name} (${s.city})`,
              timezone: s.timezone ?? "America/Toronto",
              address: [s.streetAddress, s.city, s.state, s.zipCode].filter(Boolean).join(", "),
              isZiebart: s.isZiebart,
              latitude: s.latitude,
              longitude: s.longitude,
              mobileService: s.mobileService ?? null,
            }))
            .sort((a, b) => a.name.localeCompare(b.name, locale)),
        ),
      )
      .catch(() => setStores([]));
    return () => controller.abort();
  }, [locale]);
  return stores;
}
