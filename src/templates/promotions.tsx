import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { RouteHead } from "../components/page-head/route-head";
import { PromotionsList } from "../components/promotions-list/promotions-list";
import { CouponAlertForm } from "../components/coupon-alert-form/coupon-alert-form";

/** /promotions: national promotions and privilege coupons of the build, and the coupon alerts sign-up. */
export default function PromotionsTemplate({ data, pageContext, location }: PageProps<Queries.PromotionsPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const title = t("pages:promotions.title");
  const coupons = data.coupons.nodes.map(({ entityId, ...coupon }) => ({ id: entityId, ...coupon }));
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={title} intro={t("pages:promotions.intro")} crumbs={[{ title, pathname: location.pathname }]}>
        <PromotionsList promotions={data.promotions.nodes} coupons={coupons} buildTime={data.site?.buildTime ?? null} />
        <CouponAlertForm />
      </PageShell>
    </Layout>
  );
}

export const Head = RouteHead;

export const query = graphql`
  query PromotionsPage($language: String!) {
    site {
      ...OfferClock
    }
    promotions: allUniglassPromotion(filter: { locale: { eq: $language } }, sort: { entityId: ASC }) {
      nodes {
        ...PromotionFields
      }
    }
    coupons: allUniglassCoupon(filter: { locale: { eq: $language }, kind: { eq: "privilege" } }, sort: { entityId: ASC }) {
      nodes {
        entityId
        title
        description
        conditions
        expiresAt
        imageMedium
      }
    }
  }
`;
