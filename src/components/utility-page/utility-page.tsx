import * as React from "react";
import type { HeadProps } from "gatsby";
import type { SitePageContext } from "../../config/page-context";
import { useTranslation } from "../../hooks/use-translation";
import { makeTranslate, type LocaleEdge } from "../../lib/translate";
import { Layout } from "../layout/layout";
import { PageHead } from "../page-head/page-head";
import { PageShell } from "../page-shell/page-shell";

/**
 * A page whose content exists only in the browser, read from its address's
 * query (a coupon to print, a booking opened by its private link): the
 * title and intro of its `pages:{group}` texts above the content.
 */
export function UtilityPage({ pageContext, group, children }: { pageContext: SitePageContext; group: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={t(`pages:${group}.title`)} intro={t(`pages:${group}.intro`)}>
        {children}
      </PageShell>
    </Layout>
  );
}

/** Its head: never indexed nor followed, since what it shows depends on one visitor's address. */
export function UtilityHead({
  data,
  pageContext,
  location,
  group,
}: HeadProps<{ locales: { edges: readonly LocaleEdge[] } }, SitePageContext> & { group: string }) {
  const t = makeTranslate(data.locales.edges);
  return (
    <PageHead
      locale={pageContext.language}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      t={t}
      title={t(`pages:${group}.title`)}
      description={t(`pages:${group}.description`)}
      seo={{ noIndex: true, noFollow: true }}
    />
  );
}
