import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";

/** A content page of the route table (texts in locales/{lng}/pages.json). */
export default function ContentPage({ pageContext, location }: PageProps<Queries.ContentPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const title = t(`pages:${pageContext.group}.title`);
  return (
    <Layout pageContext={pageContext}>
      <PageShell
        title={title}
        intro={t(`pages:${pageContext.group}.intro`)}
        crumbs={[{ title, pathname: location.pathname }]}
      />
    </Layout>
  );
}

export const Head = RouteHead;

export const query = graphql`
  query ContentPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
