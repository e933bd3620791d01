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
