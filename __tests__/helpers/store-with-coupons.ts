import { storeSchema, type Store } from "../../src/contract";

/** A shop offering three coupons (a store card shows the first two). */
export const storeWithCoupons: Store = storeSchema.parse({
  id: 1,
  storeId: "UG-0001",
  name: "Uniglass Montréal Rosemont",
  slug: "uniglass-montreal-rosemont",
  streetAddress: "3250, rue Masson",
  city: "Montréal",
  state: "QC",
  zipCode: "H1X 1R3",
  latitude: 45.55,
  longitude: -73.57,
  phone: "514-555-0110",
  timezone: "America/Toronto",
  isZiebart: false,
  coupons: [
    { id: 45, title: "Réparation d'éclat gratuite", imageMedium: "/media/coupons/45-medium.jpg" },
    { id: 33, title: "50 $ sur un pare-brise", imageMedium: "/media/coupons/33-medium.jpg" },
    { id: 13, title: "Essuie-glaces à moitié prix", imageMedium: "/media/coupons/13-medium.jpg" },
  ],
  storesAvailabilities: [{ weekDay: "WORKDAY", availability: "OPEN", openTime: "08:00", closedTime: "17:00" }],
});
