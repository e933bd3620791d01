import * as React from "react";
import { StaticQueryContext, type HeadProps } from "gatsby";
import type { SitePageContext } from "../../config/page-context";
import type { Translate } from "../../lib/translate";
import { sharedTranslator } from "../page-translations/page-translations";
import { PageHead, type PageHeadProps } from "./page-head";

/** What a template decides in its head; the language, address and alternates come from Gatsby's props. */
type HeadTexts = Pick<PageHeadProps, "title" | "description" | "seo" | "children">;

/**
 * The Head of a template whose title and description come from its data or
 * its page context: `texts` reads them, with `t` translating from the page's
 * bundles (Head is outside the page's providers, inside Gatsby's static query
 * results, where the bundles are). Children given to the Head
 * are added after those `texts` returns.
 */
export function templateHead<Data, Context extends SitePageContext = SitePageContext>(
  texts: (data: Data, t: Translate, pageContext: Context, pathname: string) => HeadTexts,
) {
  return function TemplateHead({ data, pageContext, location, children }: HeadProps<Data, Context> & { children?: React.ReactNode }) {
    const results = React.useContext(StaticQueryContext);
    const { t } = sharedTranslator(results, pageContext.extraStaticQueryHashes, pageContext.language);
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
export const RouteHead = templateHead<unknown>((_data, t, { routeName, group }) =>
  routeName === "index" ? { title: null, description: null } : { title: t(`pages:${group}.title`), description: t(`pages:${group}.description`) },
);
