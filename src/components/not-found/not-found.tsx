import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { PageShell } from "../page-shell/page-shell";
import { RouteLink } from "../route-link/route-link";

/** What the not-found page says: the page is not there, and where to go instead. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <PageShell title={t("error:notFound.heading")} intro={t("error:notFound.body")}>
      <ul>
        <li>
          <RouteLink route="index">{t("error:notFound.home")}</RouteLink>
        </li>
        <li>
          <RouteLink route="locations">{t("error:notFound.findShop")}</RouteLink>
        </li>
      </ul>
    </PageShell>
  );
}
