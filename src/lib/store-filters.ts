/**
 * The finder's filters: what a search may ask of the shops besides their
 * place (they come to the driver, they calibrate ADAS cameras), their
 * parameters in a locations address. Pure. The rule a shop passes is in
 * ./store-filter-rule.ts, apart: every page's first script holds this
 * module (the search box writes locations addresses), and only the finder's
 * fallback and the sample API apply the rule.
 */

export interface StoreFilters {
  mobileService?: boolean;
  adasCalibration?: boolean;
}

/** Each filter and its parameter in a locations address (`?key=…&mobile=1&adas=1`), the same in both languages. */
export const FILTER_PARAMS = { mobileService: "mobile", adasCalibration: "adas" } as const satisfies Record<keyof StoreFilters, string>;

/** The filters `on` says are on, or undefined when none is (a search without filters keeps its shape). */
export function filtersOf(on: (name: keyof StoreFilters) => boolean | undefined): StoreFilters | undefined {
  const names = (Object.keys(FILTER_PARAMS) as (keyof StoreFilters)[]).filter((name) => on(name));
  return names.length ? Object.fromEntries(names.map((name) => [name, true])) : undefined;
}
