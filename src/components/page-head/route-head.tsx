import * as React from "react";
import type { HeadProps } from "gatsby";
import type { SitePageContext } from "../../config/page-context";
import { makeTranslate, type LocaleEdge, type Translate } from "../../lib/translate";
import { PageHead, type PageHeadProps } from "./page-head";

type WithLocales = { locales: { edges: readonly LocaleEdge[] } };

/** What a template decides in its head; the language, address and alternates come from Gatsby's props. */
type HeadTexts = Pick<PageHeadProps, "title" | "description" | "seo" | "children">;

/**
 * The Head of a template whose title and description come from its data or
 * its page context: `texts` reads them, with `t` translating from the page's
 * bundles (Head is outside the page's providers). Children given to the Head
 * are added after those `texts` returns.
 */
export function templateHead<Data extends WithLocales, Context extends SitePageContext = SitePageContext>(
  texts: (data: Data, t: Translate, pageContext: Context, pathname: string) => HeadTexts,
) {
  return function TemplateHead({ data, pageContext, location, children }: HeadProps<Data, Context> & { children?: React.ReactNode }) {
    const t = makeTranslate(data.locales.edges);
    const { children: own, ...rest } = texts(data, t, pageContext, location.pathname);
    return (
      <PageHead locale={pageContext.language} pathname={location.pathname} alternates={pageContext.alternates} t={t} {...rest}>
        {own}
        {children}
      </PageHead>
    );
  };
}

/** Head of a page of the route table whose texts are pages:{group}.title/description (the home page keeps the site's). */
export const RouteHead = templateHead<WithLocales>((_data, t, { routeName, group }) =>
  routeName === "index" ? { title: null, description: null } : { title: t(`pages:${group}.title`), description: t(`pages:${group}.description`) },
);
