import { graphql } from "gatsby";

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
