/**
 * What the newsletter form needs only once a visitor uses it: the contract's
 * schema (zod), the check and the HTTP call (axios). The form is in every
 * page's footer; loading these with it would add them to every first load.
 */
export { newsletterSubscriberSchema } from "../../contract/requests";
export { subscribeToNewsletter } from "../../api-client/forms";
export { validate } from "../../lib/form-errors";
