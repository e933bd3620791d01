import * as React from "react";
import type { HeadProps } from "gatsby";
import type { SitePageContext } from "../config/page-context";
import { UtilityHead, utilityTemplate } from "../components/utility-page/utility-page";
import { ManageAppointment } from "../components/manage-appointment/manage-appointment";

/** appointment-manage: a booking opened by its private link (the token in the address's `#token=`, read in the browser). */
export default utilityTemplate(ManageAppointment);

/** Its head: no Referer leaves this page (the host's _headers say so too, for hosts that send them). */
export function Head(props: HeadProps<unknown, SitePageContext>) {
  return (
    <UtilityHead {...props}>
      <meta name="referrer" content="no-referrer" />
    </UtilityHead>
  );
}
