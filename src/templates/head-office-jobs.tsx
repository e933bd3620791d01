import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { safePath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { templateHead } from "../components/page-head/route-head";
import { CategoryJobs } from "../components/job-list/category-jobs";
import { sortJobs } from "../lib/careers";

type HeadOfficeContext = SitePageContext & { category: string };

/** The category's name, from its newest job. */
const valuesOf = (data: Queries.HeadOfficeJobsPageQuery) => ({ category: sortJobs(data.jobs.nodes)[0]?.categoryName ?? "" });

/** The open positions of one job category at the head office (/carrieres/siege-social/:category). */
export default function HeadOfficeJobsPage({ data, pageContext, location }: PageProps<Queries.HeadOfficeJobsPageQuery, HeadOfficeContext>) {
  const { t } = useTranslation();
  const values = valuesOf(data);
  const title = t("careers:headOfficeJobsTitle", values);
  return (
    <Layout pageContext={pageContext}>
      <PageShell
        title={title}
        intro={t("careers:headOfficeJobsIntro", values)}
        crumbs={[
          { title: t("pages:careers.title"), pathname: safePath("careers", pageContext.language) },
          { title, pathname: location.pathname },
        ]}
      >
        <CategoryJobs jobs={sortJobs(data.jobs.nodes)} locale={pageContext.language} buildTime={data.site?.buildTime ?? null} />
      </PageShell>
    </Layout>
  );
}

export const Head = templateHead<Queries.HeadOfficeJobsPageQuery>((data, t) => {
  const values = valuesOf(data);
  return { title: t("careers:headOfficeJobsTitle", values), description: t("careers:headOfficeJobsDescription", values) };
});

export const query = graphql`
  query HeadOfficeJobsPage($language: String!, $category: String!) {
    site {
      ...OfferClock
    }
    jobs: allUniglassCareer(filter: { locale: { eq: $language }, category: { eq: $category }, storeSlug: { eq: null } }) {
      nodes {
        ...JobFields
      }
    }
  }
`;
