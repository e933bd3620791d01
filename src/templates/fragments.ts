import { graphql } from "gatsby";

/**
 * The translation bundles of a page (`...PageLocales` in a page query that
 * declares $language and $namespaces; both come from the page context).
 */
export const pageLocales = graphql`
  fragment PageLocales on Query {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $namespaces } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
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
