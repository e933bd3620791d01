import { graphql } from "gatsby";

/** The SEO block of a service or category, for the page's Head. */
export const serviceSeo = graphql`
  fragment ServiceSeo on UniglassSeo {
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
