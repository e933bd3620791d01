import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { safePath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { templateHead } from "../components/page-head/route-head";
import { ReviewList } from "../components/review-list/review-list";
import { JsonLd } from "../components/json-ld/json-ld";
import { RouteLink } from "../components/route-link/route-link";
import { storeRatingLd } from "../lib/json-ld";

type ReviewsContext = SitePageContext & { storeNodeId: string };

/** A store's reviews (/emplacement/:slug/commentaires), newest first as the store links them, with AggregateRating data. */
export default function ReviewsPage({ data, pageContext, location }: PageProps<Queries.ReviewsPageQuery, ReviewsContext>) {
  const { t } = useTranslation();
  const store = data.store;
  if (!store) return null;
  const values = { store: store.name, city: store.city };
  const title = t("reviews:title", values);
  const storePath = safePath("store-details", pageContext.language, { slug: store.slug });
  return (
    <Layout pageContext={pageContext}>
      <PageShell
        title={title}
        intro={t("reviews:intro", values)}
        crumbs={[
          { title: t("pages:locations.title"), pathname: safePath("locations", pageContext.language) },
          { title: store.name, pathname: storePath },
          { title: t("reviews:crumb"), pathname: location.pathname },
        ]}
      >
        <p>
          <RouteLink route="store-details" params={{ slug: store.slug }}>
            {t("reviews:storeLink")}
          </RouteLink>
        </p>
        <ReviewList reviews={store.testimonials} locale={pageContext.language} />
        <JsonLd data={storeRatingLd(store, store.testimonials)} />
      </PageShell>
    </Layout>
  );
}

export const Head = templateHead<Queries.ReviewsPageQuery, ReviewsContext>((data, t) => {
  const values = { store: data.store?.name ?? "", city: data.store?.city ?? "" };
  return { title: t("reviews:title", values), description: t("reviews:description", values) };
});

export const query = graphql`
  query ReviewsPage($storeNodeId: String!) {
    store: uniglassStore(id: { eq: $storeNodeId }) {
      name
      slug
      phone
      streetAddress
      city
      state
      zipCode
      testimonials {
        id
        author
        rating
        date
        text
        language
      }
    }
  }
`;
