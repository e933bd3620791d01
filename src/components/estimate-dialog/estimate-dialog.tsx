import * as React from "react";
import { StoreFormDialog } from "../form-dialog/form-dialog";

// The form loads only when a visitor asks for an estimate: it stays out of every page's first bundle.
const EstimateForm = React.lazy(() => import("../estimate-form/estimate-form").then((m) => ({ default: m.EstimateForm })));

/** The estimate request, opened by "open estimate form" (app state) from a store card or a service page. */
export function EstimateDialog() {
  return <StoreFormDialog form="estimate" Form={EstimateForm} />;
}
