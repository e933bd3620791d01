import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../config/site";
import { notFoundPath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { PageHead } from "../components/page-head/page-head";
import { RouteLink } from "../components/route-link/route-link";
import { makeTranslate } from "../lib/translate";

/** gatsby-plugin-react-i18next copies this page to /en/404/. */
interface NotFoundContext {
  language: Locale;
}

const alternates = Object.fromEntries(LOCALES.map((lng) => [lng, notFoundPath(lng)])) as Record<Locale, string>;

export default function NotFoundPage({ pageContext }: PageProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  const { t } = useTranslation();
  const language = pageContext.language ?? DEFAULT_LOCALE;
  return (
    <Layout pageContext={{ language, alternates, routeName: "404" }}>
      <PageShell title={t("error:notFound.heading")} intro={t("error:notFound.body")}>
        <ul>
          <li>
            <RouteLink route="index">{t("error:notFound.home")}</RouteLink>
          </li>
          <li>
            <RouteLink route="locations">{t("error:notFound.findShop")}</RouteLink>
          </li>
        </ul>
      </PageShell>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.NotFoundPageQuery, NotFoundContext>) {
  const t = makeTranslate(data.locales.edges);
  const language = pageContext.language ?? DEFAULT_LOCALE;
  return (
    <PageHead
      locale={language}
      pathname={location.pathname}
      alternates={alternates}
      t={t}
      title={t("error:notFound.title")}
      seo={{ noIndex: true, noFollow: true }}
    />
  );
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "pages", "error"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
