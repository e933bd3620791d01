/**
 * Whether a shop passes a search's filters (src/lib/store-filters.ts): the
 * built index's search when the API is down, and the sample API's
 * /stores/search, apply the same rule. Pure.
 */
import type { StoreFilters } from "./store-filters";

/** Whether a shop has what the filters ask for. */
export function passesFilters(store: { mobileService?: { radiusKm: number } | null; adasCalibration?: boolean }, filters: StoreFilters | undefined): boolean {
  return (!filters?.mobileService || Boolean(store.mobileService?.radiusKm)) && (!filters?.adasCalibration || store.adasCalibration === true);
}
