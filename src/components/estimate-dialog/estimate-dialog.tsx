import * as React from "react";
import { useAppDispatch, useAppState } from "../../state/app-state";
import { FormDialog } from "../form-dialog/form-dialog";

// The form loads only when a visitor asks for an estimate: it stays out of every page's first bundle.
const EstimateForm = React.lazy(() => import("../estimate-form/estimate-form").then((m) => ({ default: m.EstimateForm })));

/** The estimate request, opened by "open estimate form" (app state) from a store card or a service page. */
export function EstimateDialog() {
  const { estimateForm } = useAppState();
  const dispatch = useAppDispatch();
  const close = React.useCallback(() => dispatch({ type: "forms/estimate", active: false, slug: estimateForm.slug }), [dispatch, estimateForm.slug]);
  return (
    <FormDialog active={estimateForm.active} onClose={close} labelledBy="estimate-form-title">
      <EstimateForm storeSlug={estimateForm.slug} onDone={close} />
    </FormDialog>
  );
}
