import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { buildPath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageHead } from "../components/page-head/page-head";
import { ServiceDetails } from "../components/service-details/service-details";
import { ServiceCard, ServiceGrid } from "../components/service-card/service-card";
import { makeTranslate } from "../lib/translate";
import { summaryOf } from "../lib/service-content";
import { seoFromNode, servicePath, transcriptPath } from "../lib/service-links";

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
        transcriptHref={category.transcript ? transcriptPath(locale, { kind: "category", slug: category.slug }) : null}
        hideLabel
      >
        <section aria-labelledby="category-services">
          <h2 id="category-services">{t("services:list.servicesOf", { name: category.name })}</h2>
          <ServiceGrid>
            {category.services.map((service) => (
              <ServiceCard
                key={service.slug}
                title={service.name}
                summary={service.summary}
                image={service.image}
                href={servicePath(locale, category.slug, service.slug)}
              />
            ))}
          </ServiceGrid>
        </section>
      </ServiceDetails>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.ServiceCategoryPageQuery, SitePageContext>) {
  const t = makeTranslate(data.locales.edges);
  const category = data.category;
  return (
    <PageHead
      locale={pageContext.language}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      t={t}
      title={category?.name}
      description={category ? summaryOf(category.summary) : null}
      seo={seoFromNode(category?.seo)}
    />
  );
}

export const query = graphql`
  query ServiceCategoryPage($language: String!, $namespaces: [String!]!, $id: String!) {
    ...PageLocales
    category: uniglassServiceCategory(id: { eq: $id }) {
      slug
      name
      summary
      description
      image
      transcript {
        id
      }
      seo {
        ...ServiceSeo
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
