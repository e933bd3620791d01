import { graphql, useStaticQuery } from "gatsby";

/** The public origin of the site (SITE_URL), for absolute URLs in the head. */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return data.site?.siteMetadata?.siteUrl ?? "";
}
