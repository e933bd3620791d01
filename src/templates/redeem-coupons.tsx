import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import type { SitePageContext } from "../config/page-context";
import { UtilityHead, UtilityPage } from "../components/utility-page/utility-page";
import { RedeemCoupon } from "../components/redeem-coupon/redeem-coupon";

/** redeem-coupons: a coupon to print, chosen by the `params` of the address (read in the browser). */
export default function RedeemCouponsTemplate({ pageContext }: PageProps<Queries.RedeemCouponsPageQuery, SitePageContext>) {
  return (
    <UtilityPage pageContext={pageContext}>
      <RedeemCoupon />
    </UtilityPage>
  );
}

export const Head = UtilityHead;

export const query = graphql`
  query RedeemCouponsPage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
