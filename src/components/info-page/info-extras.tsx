import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { LocationSearchBox } from "../location-search-box/location-search-box";
import { LazyPart } from "../lazy-part/lazy-part";

// The form's styles go with the template's, which the page inlines: the build renders the form into the
// HTML, and styles that came with the form's code left it unstyled (and shorter) until that code loaded.
import "../form-field/form-field.module.css";
import "../form-status/form-status.module.css";

// Only the franchise page has the form (with the contract's schema and the HTTP client): the other
// information pages share the template and must not load it. The build renders it into the HTML.
const FranchiseForm = React.lazy(() => import("../franchise-form/franchise-form").then((m) => ({ default: m.FranchiseForm })));

/** What an information page has besides its text: the store finder box, the candidate form. */
export function InfoExtras({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  if (routeName === "contacts") return <LocationSearchBox title={t("stores:search.estimateTitle")} />;
  if (routeName === "franchise")
    return (
      <LazyPart>
        <FranchiseForm />
      </LazyPart>
    );
  return null;
}
