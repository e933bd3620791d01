import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { SitePageContext } from "../config/page-context";
import { BRAND, LANGUAGE_TAGS } from "../config/site";
import { Layout } from "../components/layout/layout";
import { PageHead } from "../components/page-head/page-head";
import { StoreDetails } from "../components/store-details/store-details";
import { StoreLinks } from "../components/store-links/store-links";
import { useSiteUrl } from "../hooks/use-site-url";
import { absoluteUrl } from "../lib/hreflang";
import { makeTranslate } from "../lib/translate";
import { storeFromNode } from "../lib/store-from-node";
import { jsonLdScript, storeJsonLd } from "../lib/store-jsonld";

/** One shop: breadcrumbs, its card with the page's h1, hours, services, links, map or address. */
export default function StoreDetailsPage({ data, pageContext, location }: PageProps<Queries.StoreDetailsPageQuery, SitePageContext>) {
  const node = data.store;
  if (!node) return null;
  return (
    <Layout pageContext={pageContext}>
      <StoreDetails
        store={storeFromNode(node)}
        pathname={location.pathname}
        services={node.serviceCategories.map((c) => ({ slug: c.slug, name: c.name }))}
        jobCategory={node.careers[0]?.category ?? null}
        hasReviews={node.testimonials.length > 0}
      >
        <StoreLinks storeName={node.name} partners={node.partners} socialNetworks={node.socialNetworks} />
      </StoreDetails>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.StoreDetailsPageQuery, SitePageContext>) {
  const t = makeTranslate(data.locales.edges);
  const siteUrl = useSiteUrl();
  const node = data.store;
  if (!node) return null;
  const jsonLd = storeJsonLd(storeFromNode(node), {
    url: absoluteUrl(siteUrl, location.pathname),
    siteUrl,
    chainName: BRAND.name,
    language: LANGUAGE_TAGS[pageContext.language],
  });
  return (
    <PageHead
      locale={pageContext.language}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      t={t}
      title={t("stores:details.title", { name: node.name, city: node.city })}
      description={t("stores:details.description", { name: node.name, address: node.streetAddress, city: node.city })}
    >
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
    </PageHead>
  );
}

export const query = graphql`
  query StoreDetailsPage($language: String!, $namespaces: [String!]!, $storeNodeId: String!) {
    ...PageLocales
    store: uniglassStore(id: { eq: $storeNodeId }) {
      entityId
      storeId
      name
      slug
      streetAddress
      city
      state
      zipCode
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
      coupons {
        entityId
        title
        imageMedium
      }
      serviceCategories {
        slug
        name
      }
      careers {
        category
      }
      testimonials {
        entityId
      }
      partners {
        name
        logo
        url
      }
      socialNetworks {
        type
        url
      }
    }
  }
`;
