import { graphql } from "gatsby";

/**
 * The moment the static HTML judges offers and job postings at
 * (hooks/use-offer-clock.ts): the build's time to the hour, in UTC. To the
 * hour, so that a rebuild within the same hour leaves these pages' data as it
 * was and Gatsby renders them again only when their own content changed (the
 * exact time made every such page change at every build); the shops' day of
 * the hour's start is the build's, their time zone being whole hours from UTC.
 */
export const offerClock = graphql`
  fragment OfferClock on Site {
    buildTime(formatString: "YYYY-MM-DD[T]HH:00:00[Z]")
  }
`;

/** The SEO block of a service, a category or a landing page, for the page's Head. */
export const pageSeo = graphql`
  fragment PageSeo on UniglassSeo {
    title
    description
    noIndex
    noFollow
    noDescription
    scripts {
      type
      content
    }
  }
`;

/** A national promotion as the home page and the promotions page show it. */
export const promotionFields = graphql`
  fragment PromotionFields on UniglassPromotion {
    entityId
    slug
    title
    description
    image
    startsAt
    endsAt
    ctaLabel
    ctaUrl
  }
`;
