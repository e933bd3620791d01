import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import type { SitePageContext } from "../config/page-context";
import { BRAND, LANGUAGE_TAGS, type Locale } from "../config/site";
import type { Store } from "../contract";
import { Layout } from "../components/layout/layout";
import { templateHead } from "../components/page-head/route-head";
import { StoreDetails } from "../components/store-details/store-details";
import { StoreLinks } from "../components/store-links/store-links";
import { useSiteUrl } from "../hooks/use-site-url";
import { absoluteUrl } from "../lib/hreflang";
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

export const Head = templateHead<Queries.StoreDetailsPageQuery>(({ store }, t, { language }, pathname) =>
  store
    ? {
        title: t("stores:details.title", { name: store.name, city: store.city }),
        description: t("stores:details.description", { name: store.name, address: store.streetAddress, city: store.city }),
        children: <StoreJsonLd store={storeFromNode(store)} pathname={pathname} language={language} />,
      }
    : {},
);

/** The shop as schema.org AutoRepair data, at the page's absolute address. */
function StoreJsonLd({ store, pathname, language }: { store: Store; pathname: string; language: Locale }) {
  const siteUrl = useSiteUrl();
  const jsonLd = storeJsonLd(store, { url: absoluteUrl(siteUrl, pathname), siteUrl, chainName: BRAND.name, language: LANGUAGE_TAGS[language] });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />;
}

export const query = graphql`
  query StoreDetailsPage($storeNodeId: String!) {
    store: uniglassStore(id: { eq: $storeNodeId }) {
      ...StoreFields
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
        rating
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
