import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";
import { InternalLink } from "../components/route-link/route-link";
import { CategoryServices } from "../components/service-card/service-card";
import { summaryOf } from "../lib/service-content";
import { categoryPath } from "../lib/service-links";
import * as styles from "../components/service-card/service-card.module.css";

/** Every service category with its services (/services). */
export default function ServicesPage({ data, pageContext, location }: PageProps<Queries.ServicesPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const locale = pageContext.language;
  const title = t("pages:services.title");
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={title} intro={t("pages:services.intro")} crumbs={[{ title, pathname: location.pathname }]}>
        {data.categories.nodes.map((category) => (
          <section key={category.slug} className={styles.category} aria-labelledby={`category-${category.slug}`}>
            <h2 id={`category-${category.slug}`}>
              <InternalLink to={categoryPath(locale, category.slug)}>{category.name}</InternalLink>
            </h2>
            <p>{summaryOf(category.summary)}</p>
            <CategoryServices
              locale={locale}
              categorySlug={category.slug}
              services={category.services}
              label={t("services:list.servicesOf", { name: category.name })}
            />
          </section>
        ))}
      </PageShell>
    </Layout>
  );
}

export const Head = RouteHead;

export const query = graphql`
  query ServicesPage($language: String!) {
    categories: allUniglassServiceCategory(filter: { locale: { eq: $language } }, sort: { position: ASC }) {
      nodes {
        slug
        name
        summary
        services {
          slug
          name
          summary
          image
        }
      }
    }
  }
`;
