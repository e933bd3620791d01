import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import type { SitePageContext } from "../config/page-context";
import { UtilityHead, UtilityPage } from "../components/utility-page/utility-page";
import { ManageAppointment } from "../components/manage-appointment/manage-appointment";

/** appointment-manage: a booking opened by its private link (`?token=`, read in the browser). */
export default function AppointmentManageTemplate({ pageContext }: PageProps<Queries.AppointmentManagePageQuery, SitePageContext>) {
  return (
    <UtilityPage pageContext={pageContext}>
      <ManageAppointment />
    </UtilityPage>
  );
}

export const Head = UtilityHead;

export const query = graphql`
  query AppointmentManagePage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
