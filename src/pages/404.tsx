import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LOCALES, type Locale } from "../config/site";
import { notFoundPath, splitLocale } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageHead } from "../components/page-head/page-head";
import { NotFoundContent } from "../components/not-found/not-found";
import { LocaleScope } from "../components/locale-scope/locale-scope";
import { makeTranslate } from "../lib/translate";

/**
 * The not-found page. gatsby/locale-404.ts makes its English copies (/en/404/,
 * /en/404.html), and the host serves 404.html or en/404.html, with status 404,
 * at the address the visitor typed. In the browser, Gatsby then shows the data
 * of /404.html for any unknown address: the language comes from the address,
 * so the page carries the texts of both languages (and the English HTML names
 * /404.html as its page, see gatsby/locale-404.ts, so Gatsby keeps the address).
 */
const alternates = Object.fromEntries(LOCALES.map((lng) => [lng, notFoundPath(lng)])) as Record<Locale, string>;

export default function NotFoundPage({ location }: PageProps<Queries.NotFoundPageQuery>) {
  const { locale } = splitLocale(location.pathname);
  return (
    <LocaleScope language={locale}>
      <Layout pageContext={{ language: locale, alternates, routeName: "404" }}>
        <NotFoundContent />
      </Layout>
    </LocaleScope>
  );
}

export function Head({ data, location }: HeadProps<Queries.NotFoundPageQuery>) {
  const { locale } = splitLocale(location.pathname);
  const t = makeTranslate(data.locales.edges.filter((edge) => edge.node.language === locale));
  return (
    <PageHead
      locale={locale}
      pathname={location.pathname}
      alternates={alternates}
      t={t}
      title={t("error:notFound.title")}
      seo={{ noIndex: true, noFollow: true }}
    />
  );
}

export const query = graphql`
  query NotFoundPage {
    locales: allLocale(filter: { ns: { in: ["common", "pages", "error"] } }) {
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
