import { graphql } from "gatsby";

/**
 * A store's fields, listed once: `StoreFields` is what a store's card, hours
 * and JSON-LD need (storeFromNode takes it), read by the store page's query;
 * the finder's offline index, which gatsby-node writes (gatsby/store-index.ts),
 * applies storeFromNode to the store nodes, which hold these fields and more.
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
    entityId
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
    storesAvailabilities {
      weekDay
      availability
      openTime
      closedTime
    }
  }
`;
