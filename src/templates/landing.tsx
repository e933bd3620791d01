import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { templateHead } from "../components/page-head/route-head";
import { LandingOffer } from "../components/landing-content/landing-offer";
import { cutText, htmlToText } from "../lib/plain-text";
import { seoFromNode } from "../lib/service-links";

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

export const Head = templateHead<Queries.LandingPageQuery>(({ promo }) => ({
  title: promo?.title,
  description: promo ? cutText(htmlToText(promo.content), 160) : null,
  seo: seoFromNode(promo?.seo),
}));

export const query = graphql`
  query LandingPage($id: String!) {
    site {
      ...OfferClock
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
        ...PageSeo
      }
    }
  }
`;
