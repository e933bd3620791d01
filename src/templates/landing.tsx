import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { PageHead } from "../components/page-head/page-head";
import { LandingOffer } from "../components/landing-content/landing-offer";
import { makeTranslate } from "../lib/translate";
import { cutText, htmlToText } from "../lib/plain-text";

/** A campaign landing page from /promo_pages (/landing/:slug). */
export default function LandingPage({ data, pageContext, location }: PageProps<Queries.LandingPageQuery, SitePageContext>) {
  const promo = data.promo;
  if (!promo) return null;
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={promo.title} crumbs={[{ title: promo.title, pathname: location.pathname }]}>
        <LandingOffer
          slug={promo.slug}
          content={promo.content}
          image={promo.image}
          fields={promo.formFields}
          startsAt={promo.startsAt}
          endsAt={promo.endsAt}
          buildTime={data.site?.buildTime ?? null}
          locale={pageContext.language}
        />
      </PageShell>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.LandingPageQuery, SitePageContext>) {
  const t = makeTranslate(data.locales.edges);
  const promo = data.promo;
  const seo = promo?.seo;
  return (
    <PageHead
      locale={pageContext.language}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      t={t}
      title={promo?.title}
      description={promo ? cutText(htmlToText(promo.content), 160) : null}
      seo={
        seo && {
          title: seo.title,
          description: seo.description,
          noIndex: seo.noIndex,
          noFollow: seo.noFollow,
          noDescription: seo.noDescription,
          scripts: seo.scripts.map((s) => ({ type: s.type, content: s.content })),
        }
      }
    />
  );
}

export const query = graphql`
  query LandingPage($language: String!, $namespaces: [String!]!, $id: String!) {
    ...PageLocales
    site {
      buildTime
    }
    promo: uniglassPromoPage(id: { eq: $id }) {
      slug
      title
      formFields {
        name
        label
        type
        required
      }
      content
      image
      startsAt
      endsAt
      seo {
        title
        description
        noIndex
        noFollow
        noDescription
        scripts {
          type
          content
        }
      }
    }
  }
`;
