import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { safePath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { templateHead } from "../components/page-head/route-head";
import { CategoryJobs } from "../components/job-list/category-jobs";
import { jobsInCategory } from "../lib/careers";

type JobContext = SitePageContext & { storeNodeId: string; category: string };

/**
 * The category's jobs at the store, newest first, and the page's texts: the
 * category's name and the store's, from the store and its newest job of the
 * category. The page and its head both start from this.
 */
function categoryPage(data: Queries.StoreJobsPageQuery, category: string) {
  const jobs = jobsInCategory(data.store?.careers ?? [], category);
  const first = jobs[0];
  return {
    jobs,
    values: {
      category: first?.categoryName ?? "",
      store: data.store?.name ?? "",
      city: data.store?.city ?? first?.city ?? "",
    },
  };
}

/** The open positions of one job category at one store (/emplacement/:slug/carrieres/:category). */
export default function StoreJobsPage({ data, pageContext, location }: PageProps<Queries.StoreJobsPageQuery, JobContext>) {
  const { t } = useTranslation();
  const { jobs, values } = categoryPage(data, pageContext.category);
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
        <CategoryJobs jobs={jobs} locale={pageContext.language} buildTime={data.site?.buildTime ?? null} />
      </PageShell>
    </Layout>
  );
}

export const Head = templateHead<Queries.StoreJobsPageQuery, JobContext>((data, t, { category }) => {
  const { values } = categoryPage(data, category);
  return { title: t("careers:storeJobsTitle", values), description: t("careers:storeJobsDescription", values) };
});

export const query = graphql`
  query StoreJobsPage($storeNodeId: String!) {
    site {
      ...OfferClock
    }
    store: uniglassStore(id: { eq: $storeNodeId }) {
      name
      city
      careers {
        ...JobFields
      }
    }
  }
`;
