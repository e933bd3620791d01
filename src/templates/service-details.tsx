import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { templateHead } from "../components/page-head/route-head";
import { ServiceDetails } from "../components/service-details/service-details";
import { summaryOf } from "../lib/service-content";
import { categoryPath, seoFromNode, servicePath } from "../lib/service-links";

/** A service (/services/:category/:slug), and the five accessories at their static paths. */
export default function ServiceDetailsPage({ data, pageContext, location }: PageProps<Queries.ServiceDetailsPageQuery, SitePageContext>) {
  const service = data.service;
  if (!service) return null;
  const locale = pageContext.language;
  const category = service.category;
  const crumbs = [
    ...(category ? [{ title: category.name, pathname: categoryPath(locale, category.slug) }] : []),
    { title: service.name, pathname: location.pathname },
  ];
  return (
    <Layout pageContext={pageContext}>
      <ServiceDetails
        title={service.name}
        description={service.description}
        image={service.image}
        crumbs={crumbs}
        accordion={service.accordion}
        categoryName={category?.name}
        services={(category?.services ?? [])
          .filter((other) => other.slug !== service.slug)
          .map((other) => ({ key: other.slug, title: other.name, href: servicePath(locale, category?.slug, other.slug) }))}
        category={category?.slug}
      />
    </Layout>
  );
}

export const Head = templateHead<Queries.ServiceDetailsPageQuery>(({ service }) => ({
  title: service?.name,
  description: service ? summaryOf(service.summary) : null,
  seo: seoFromNode(service?.seo),
}));

export const query = graphql`
  query ServiceDetailsPage($id: String!) {
    service: uniglassService(id: { eq: $id }) {
      slug
      name
      summary
      description
      image
      accordion {
        title
        content
      }
      seo {
        ...PageSeo
      }
      category {
        slug
        name
        services {
          slug
          name
        }
      }
    }
  }
`;
