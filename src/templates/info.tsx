import * as React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { BRAND } from "../config/site";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";
import { InfoPage } from "../components/info-page/info-page";
import { InfoExtras } from "../components/info-page/info-extras";
import { infoSections, type InfoContent } from "../lib/info-content";

/** An information page: title and intro of pages.json, sections of info.json. */
export default function InfoTemplate({ pageContext, location }: PageProps<object, SitePageContext>) {
  const { t, i18n } = useTranslation();
  const title = t(`pages:${pageContext.group}.title`);
  // Checked at build time (gatsby/create-pages.ts).
  const content = i18n.bundle("info")?.[pageContext.group] as InfoContent | undefined;
  const sections = infoSections(content ?? { sections: [] }, { phone: BRAND.phone });
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={title} intro={t(`pages:${pageContext.group}.intro`)} crumbs={[{ title, pathname: location.pathname }]}>
        <InfoPage sections={sections} />
        <InfoExtras routeName={pageContext.routeName} />
      </PageShell>
    </Layout>
  );
}

export const Head = RouteHead;
