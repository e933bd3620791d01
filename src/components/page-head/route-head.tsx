import * as React from "react";
import type { HeadProps } from "gatsby";
import type { SitePageContext } from "../../config/page-context";
import { makeTranslate, type LocaleEdge } from "../../lib/translate";
import { PageHead } from "./page-head";

type WithLocales = { locales: { edges: readonly LocaleEdge[] } };

/** Head of a page of the route table whose texts are pages:{group}.title/description; children are added to it. */
export function RouteHead({ data, pageContext, location, children }: HeadProps<WithLocales, SitePageContext> & { children?: React.ReactNode }) {
  const t = makeTranslate(data.locales.edges);
  const isHome = pageContext.routeName === "index";
  return (
    <PageHead
      locale={pageContext.language}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      t={t}
      title={isHome ? null : t(`pages:${pageContext.group}.title`)}
      description={isHome ? null : t(`pages:${pageContext.group}.description`)}
    >
      {children}
    </PageHead>
  );
}
