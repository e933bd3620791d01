import * as React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import { LocationSearchBox } from "../location-search-box/location-search-box";
import { FranchiseForm } from "../franchise-form/franchise-form";

/** What an information page has besides its text: the store finder box, the candidate form. */
export function InfoExtras({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  if (routeName === "contacts") return <LocationSearchBox title={t("stores:search.estimateTitle")} />;
  if (routeName === "franchise") return <FranchiseForm />;
  return null;
}
