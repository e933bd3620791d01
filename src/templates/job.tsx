import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { safePath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { templateHead } from "../components/page-head/route-head";
import { JobList } from "../components/job-list/job-list";
import { RouteLink } from "../components/route-link/route-link";

type JobContext = SitePageContext & { storeSlug: string; category: string };

function texts(data: Queries.StoreJobsPageQuery) {
  const first = data.jobs.nodes[0];
  return {
    category: first?.categoryName ?? "",
    store: data.store?.name ?? first?.store?.name ?? "",
    city: data.store?.city ?? first?.city ?? "",
  };
}

/** The open positions of one job category at one store (/emplacement/:slug/carrieres/:category). */
export default function StoreJobsPage({ data, pageContext, location }: PageProps<Queries.StoreJobsPageQuery, JobContext>) {
  const { t } = useTranslation();
  const values = texts(data);
  const title = t("careers:storeJobsTitle", values);
  return (
    <Layout pageContext={pageContext}>
      <PageShell
        title={title}
        intro={t("careers:storeJobsIntro", values)}
        crumbs={[
          { title: t("pages:careers.title"), pathname: safePath("careers", pageContext.language) },
          { title, pathname: location.pathname },
        ]}
      >
        <JobList jobs={data.jobs.nodes} locale={pageContext.language} />
        <p>
          <RouteLink route="careers">{t("careers:allJobs")}</RouteLink>
        </p>
      </PageShell>
    </Layout>
  );
}

export const Head = templateHead<Queries.StoreJobsPageQuery, JobContext>((data, t) => ({
  title: t("careers:storeJobsTitle", texts(data)),
  description: t("careers:storeJobsDescription", texts(data)),
}));

export const query = graphql`
  query StoreJobsPage($language: String!, $storeSlug: String!, $category: String!) {
    store: uniglassStore(locale: { eq: $language }, slug: { eq: $storeSlug }) {
      name
      city
    }
    jobs: allUniglassCareer(filter: { locale: { eq: $language }, storeSlug: { eq: $storeSlug }, category: { eq: $category } }, sort: { postedAt: DESC }) {
      nodes {
        ...JobFields
      }
    }
  }
`;
