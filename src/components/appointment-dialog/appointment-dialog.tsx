import * as React from "react";
import { useAppDispatch, useAppState } from "../../state/app-state";
import { FormDialog } from "../form-dialog/form-dialog";

// Loaded only when a visitor asks to book: it stays out of every page's first bundle.
const AppointmentForm = React.lazy(() => import("../appointment-form/appointment-form").then((m) => ({ default: m.AppointmentForm })));

/** The booking form, opened by "open appointment form" (app state) from a store card or the service side panel. */
export function AppointmentDialog() {
  const { appointmentForm } = useAppState();
  const dispatch = useAppDispatch();
  const close = React.useCallback(() => dispatch({ type: "forms/appointment", active: false, slug: appointmentForm.slug }), [dispatch, appointmentForm.slug]);
  return (
    <FormDialog active={appointmentForm.active} onClose={close} labelledBy="appointment-form-title">
      <AppointmentForm storeSlug={appointmentForm.slug} onDone={close} />
    </FormDialog>
  );
}
