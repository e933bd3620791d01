/** A store as the `StoreFields` fragment reads it, as the contract's Store for the components. Pure. */
import type { Store, WeekDay } from "../contract";

/**
 * A store as the `StoreFields` fragment reads it (src/templates/fragments-store.ts):
 * the contract's own field names already, with the coupons a page lists or none.
 */
type StoreNodeLike = Queries.StoreFieldsFragment & {
  coupons: readonly Store["coupons"][number][];
};

/** The same fields, in the contract's mutable arrays; a week day is one the contract accepted when the record was sourced. */
export function storeFromNode({ coupons, storesAvailabilities, ratingAverage, reviewCount, ...fields }: StoreNodeLike): Store {
  // Both or neither: a store without a review has no rating (the data layer keeps an absent one as null).
  const rated = typeof ratingAverage === "number" && typeof reviewCount === "number";
  return {
    ...fields,
    ratingAverage: rated ? ratingAverage : null,
    reviewCount: rated ? reviewCount : null,
    coupons: coupons.map((coupon) => ({ ...coupon })),
    storesAvailabilities: storesAvailabilities.map((hours) => ({ ...hours, weekDay: hours.weekDay as WeekDay })),
  };
}
