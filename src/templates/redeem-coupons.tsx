import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { PageHead } from "../components/page-head/page-head";
import { RedeemCoupon } from "../components/redeem-coupon/redeem-coupon";
import { makeTranslate } from "../lib/translate";

/** redeem-coupons: a coupon to print, chosen by the `params` of the address (read in the browser). */
export default function RedeemCouponsTemplate({ pageContext }: PageProps<Queries.RedeemCouponsPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={t("pages:redeem-coupons.title")} intro={t("pages:redeem-coupons.intro")}>
        <RedeemCoupon />
      </PageShell>
    </Layout>
  );
}

/** Never indexed: its content depends on a query string. */
export function Head({ data, pageContext, location }: HeadProps<Queries.RedeemCouponsPageQuery, SitePageContext>) {
  const t = makeTranslate(data.locales.edges);
  return (
    <PageHead
      locale={pageContext.language}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      t={t}
      title={t("pages:redeem-coupons.title")}
      description={t("pages:redeem-coupons.description")}
      seo={{ noIndex: true, noFollow: true }}
    />
  );
}

export const query = graphql`
  query RedeemCouponsPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
