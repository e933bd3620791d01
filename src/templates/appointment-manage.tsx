import { UtilityHead, utilityTemplate } from "../components/utility-page/utility-page";
import { ManageAppointment } from "../components/manage-appointment/manage-appointment";

/** appointment-manage: a booking opened by its private link (`?token=`, read in the browser). */
export default utilityTemplate(ManageAppointment);

export const Head = UtilityHead;
