import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";
import { RouteLink } from "../components/route-link/route-link";
import { MAIN_NAV } from "../components/header/header";
import { FavoriteOrSearch } from "../components/favorite-or-search/favorite-or-search";

/** The home page (the hero, favourite store and sections come with the home-page issue). */
export default function HomePage({ pageContext }: PageProps<Queries.HomePageQuery, SitePageContext>) {
  const { t } = useTranslation();
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={t("common:meta.title")} intro={t("pages:index.intro")}>
        <FavoriteOrSearch />
        <ul>
          {MAIN_NAV.map((item) => (
            <li key={item.route}>
              <RouteLink route={item.route}>{t(`pages:${item.route}.title`)}</RouteLink>
            </li>
          ))}
        </ul>
      </PageShell>
    </Layout>
  );
}

export const Head = RouteHead;

export const query = graphql`
  query HomePage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
