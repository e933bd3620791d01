import * as React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { ROUTES, isStaticRoute } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";
import { RouteLink } from "../components/route-link/route-link";

/** The pages of sitemap.xml, as an HTML list in the page's language. */
export const SITE_MAP_ROUTES = ROUTES.filter((route) => route.sitemap && isStaticRoute(route));

export default function SiteMapPage({ pageContext, location }: PageProps<object, SitePageContext>) {
  const { t } = useTranslation();
  const title = t("pages:site-map.title");
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={title} intro={t("pages:site-map.intro")} crumbs={[{ title, pathname: location.pathname }]}>
        <ul>
          {SITE_MAP_ROUTES.map((route) => (
            <li key={route.name}>
              <RouteLink route={route.name}>{t(`pages:${route.group}.title`)}</RouteLink>
            </li>
          ))}
        </ul>
      </PageShell>
    </Layout>
  );
}

export const Head = RouteHead;
