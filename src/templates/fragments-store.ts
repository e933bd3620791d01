import { graphql } from "gatsby";

/**
 * A store's fields, listed once: `StoreFields` reads every field of the
 * contract's store the data layer keeps (src/contract/data-layer.ts), under
 * the contract's names (the API's id is the node's `entityId`), so its answer
 * is the contract's Store but for the coupons, which a page selects itself;
 * __tests__/plugin/store-shape.test.ts fails when the two differ.
 * `StoreAddress` is its address, also shown with a job posting.
 */
export const storeFields = graphql`
  fragment StoreAddress on UniglassStore {
    name
    slug
    streetAddress
    city
    state
    zipCode
  }

  fragment StoreFields on UniglassStore {
    ...StoreAddress
    id: entityId
    storeId
    region
    latitude
    longitude
    phone
    trackingPhone
    email
    timezone
    isZiebart
    isWorkdays
    isWeekends
    ratingAverage
    reviewCount
    mobileService {
      radiusKm
    }
    adasCalibration
    storesAvailabilities {
      weekDay
      availability
      openTime
      closedTime
    }
  }
`;
