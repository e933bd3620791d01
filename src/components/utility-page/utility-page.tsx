import * as React from "react";
import type { SitePageContext } from "../../config/page-context";
import { useTranslation } from "../../hooks/use-translation";
import { Layout } from "../layout/layout";
import { templateHead } from "../page-head/route-head";
import { PageShell } from "../page-shell/page-shell";

/**
 * A page whose content exists only in the browser, read from its address's
 * query (a coupon to print, a booking opened by its private link): the
 * title and intro of its route's `pages:{group}` texts above the content.
 */
export function UtilityPage({ pageContext, children }: { pageContext: SitePageContext; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { group } = pageContext;
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={t(`pages:${group}.title`)} intro={t(`pages:${group}.intro`)}>
        {children}
      </PageShell>
    </Layout>
  );
}

/** The page component of a utility template: `Content` under the page's title and intro. */
export function utilityTemplate(Content: React.ComponentType) {
  return function UtilityTemplate({ pageContext }: { pageContext: SitePageContext }) {
    return (
      <UtilityPage pageContext={pageContext}>
        <Content />
      </UtilityPage>
    );
  };
}

/** Its head: never indexed nor followed, since what it shows depends on one visitor's address. */
export const UtilityHead = templateHead((_data, t, { group }) => ({
  title: t(`pages:${group}.title`),
  description: t(`pages:${group}.description`),
  seo: { noIndex: true, noFollow: true },
}));
