import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { buildPath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { templateHead } from "../components/page-head/route-head";
import { ServiceDetails } from "../components/service-details/service-details";
import { CategoryServices } from "../components/service-card/service-card";
import { summaryOf } from "../lib/service-content";
import { seoFromNode } from "../lib/service-links";

/** A service category (/services/:slug): its description and services; the store card without its label. */
export default function ServiceCategoryPage({ data, pageContext, location }: PageProps<Queries.ServiceCategoryPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const category = data.category;
  if (!category) return null;
  const locale = pageContext.language;
  return (
    <Layout pageContext={pageContext}>
      <ServiceDetails
        title={category.name}
        description={category.description}
        image={category.image}
        crumbs={[
          { title: t("pages:services.title"), pathname: buildPath("services", locale) },
          { title: category.name, pathname: location.pathname },
        ]}
        category={category.slug}
        hideLabel
      >
        <section aria-labelledby="category-services">
          <h2 id="category-services">{t("services:list.servicesOf", { name: category.name })}</h2>
          <CategoryServices locale={locale} categorySlug={category.slug} services={category.services} />
        </section>
      </ServiceDetails>
    </Layout>
  );
}

export const Head = templateHead<Queries.ServiceCategoryPageQuery>(({ category }) => ({
  title: category?.name,
  description: category ? summaryOf(category.summary) : null,
  seo: seoFromNode(category?.seo),
}));

export const query = graphql`
  query ServiceCategoryPage($id: String!) {
    category: uniglassServiceCategory(id: { eq: $id }) {
      slug
      name
      summary
      description
      image
      seo {
        ...PageSeo
      }
      services {
        slug
        name
        summary
        image
      }
    }
  }
`;
