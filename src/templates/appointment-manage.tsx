import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { PageHead } from "../components/page-head/page-head";
import { ManageAppointment } from "../components/manage-appointment/manage-appointment";
import { makeTranslate } from "../lib/translate";

/** appointment-manage: a booking opened by its private link (`?token=`, read in the browser). */
export default function AppointmentManageTemplate({ pageContext }: PageProps<Queries.AppointmentManagePageQuery, SitePageContext>) {
  const { t } = useTranslation();
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={t("pages:appointment-manage.title")} intro={t("pages:appointment-manage.intro")}>
        <ManageAppointment />
      </PageShell>
    </Layout>
  );
}

/** Never indexed: it shows one visitor's booking. */
export function Head({ data, pageContext, location }: HeadProps<Queries.AppointmentManagePageQuery, SitePageContext>) {
  const t = makeTranslate(data.locales.edges);
  return (
    <PageHead
      locale={pageContext.language}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      t={t}
      title={t("pages:appointment-manage.title")}
      description={t("pages:appointment-manage.description")}
      seo={{ noIndex: true, noFollow: true }}
    />
  );
}

export const query = graphql`
  query AppointmentManagePage($language: String!, $namespaces: [String!]!) {
    ...PageLocales
  }
`;
