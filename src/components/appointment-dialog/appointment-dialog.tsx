import * as React from "react";
import { StoreFormDialog } from "../form-dialog/form-dialog";

// Loaded only when a visitor asks to book: it stays out of every page's first bundle.
const AppointmentForm = React.lazy(() => import("../appointment-form/appointment-form").then((m) => ({ default: m.AppointmentForm })));

/** The booking form, opened by "open appointment form" (app state) from a store card or the service side panel. */
export function AppointmentDialog() {
  return <StoreFormDialog form="appointment" Form={AppointmentForm} />;
}
