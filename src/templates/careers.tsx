import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";
import { CareersBoard } from "../components/careers-board/careers-board";
import { RouteLink } from "../components/route-link/route-link";

/** The careers page: every open position of the language, filtered and paged in the browser. */
export default function CareersPage({ data, pageContext, location }: PageProps<Queries.CareersPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const title = t("pages:careers.title");
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={title} intro={t("pages:careers.intro")} crumbs={[{ title, pathname: location.pathname }]}>
        <p>
          <RouteLink route="required-qualifications">{t("careers:learnMore")}</RouteLink>
          {" · "}
          <RouteLink route="mission-profile">{t("pages:mission-profile.title")}</RouteLink>
        </p>
        <CareersBoard jobs={data.jobs.nodes} locale={pageContext.language} buildTime={data.site?.buildTime ?? null} />
      </PageShell>
    </Layout>
  );
}

export const Head = RouteHead;

export const query = graphql`
  fragment JobFields on UniglassCareer {
    id
    title
    category
    categoryName
    city
    employmentType
    description
    postedAt
    validThrough
    store {
      ...StoreAddress
    }
  }

  query CareersPage($language: String!) {
    site {
      ...OfferClock
    }
    jobs: allUniglassCareer(filter: { locale: { eq: $language } }, sort: { postedAt: DESC }) {
      nodes {
        ...JobFields
      }
    }
  }
`;
