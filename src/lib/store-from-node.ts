/** A store node of the data layer (UniglassStore) as the contract's Store, for the components. Pure. */
import type { Store } from "../contract";
import { storeRating } from "./ratings";

/**
 * A store node as the `StoreFields` fragment reads it (src/templates/fragments-store.ts),
 * with the coupons a page lists or none, and the ratings of its reviews when
 * the page shows its rating.
 */
type StoreNodeLike = Queries.StoreFieldsFragment & {
  coupons: readonly { entityId: number; title: string; imageMedium: string }[];
  testimonials?: readonly { rating: number }[];
};

export function storeFromNode(node: StoreNodeLike): Store {
  return {
    id: node.entityId,
    storeId: node.storeId,
    name: node.name,
    slug: node.slug,
    streetAddress: node.streetAddress,
    city: node.city,
    state: node.state,
    zipCode: node.zipCode,
    region: node.region ?? null,
    latitude: node.latitude ?? null,
    longitude: node.longitude ?? null,
    distance: null,
    phone: node.phone,
    trackingPhone: node.trackingPhone ?? null,
    email: node.email ?? null,
    timezone: node.timezone,
    isZiebart: node.isZiebart,
    isWorkdays: node.isWorkdays,
    isWeekends: node.isWeekends,
    coupons: node.coupons.map((c) => ({ id: c.entityId, title: c.title, imageMedium: c.imageMedium })),
    storesAvailabilities: node.storesAvailabilities.map((a) => ({
      weekDay: a.weekDay as Store["storesAvailabilities"][number]["weekDay"],
      availability: a.availability,
      openTime: a.openTime ?? null,
      closedTime: a.closedTime ?? null,
    })),
    ...storeRating((node.testimonials ?? []).map((t) => t.rating)),
  };
}
