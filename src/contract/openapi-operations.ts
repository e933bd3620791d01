/**
 * Every call of the REST API the site makes, as the OpenAPI document lists
 * it: method, path, parameters, request and response components.
 */
export type Param = { name: string; in: "path" | "query" | "header"; required?: boolean; description?: string; schema: object };
export const str = { type: "string" };
const int = { type: "integer", minimum: 1 };
const locale: Param = { name: "locale", in: "query", description: "Language of the texts", schema: { type: "string", enum: ["fr", "en"], default: "fr" } };
const page: Param = { name: "page", in: "query", schema: { ...int, default: 1 } };
const itemsPerPage: Param = { name: "itemsPerPage", in: "query", schema: { ...int, maximum: 500, default: 30 } };
const list = [locale, page, itemsPerPage];
const p = (name: string, description?: string): Param => ({ name, in: "path", required: true, description, schema: str });
const q = (name: string, description?: string, schema: object = str): Param => ({ name, in: "query", description, schema });
const flag = { type: "string", enum: ["true", "false"], default: "false" };
const mode = q(
  "mode",
  "shop: the shop's own slots; mobile: the mobile technician's visits (2 hours, at most 3 a day; 400 no_mobile_service at a shop without it)",
  {
    type: "string",
    enum: ["shop", "mobile"],
    default: "shop",
  },
);

export interface Operation {
  method: "get" | "post" | "delete";
  path: string;
  summary: string;
  description?: string;
  params?: Param[];
  /** Response component; "[X]" for a JSON array of X. */
  response?: string;
  request?: string;
  /** Answers that replace the defaults of its kind. */
  responses?: Record<string, object>;
  /** A photo as multipart/form-data instead of a JSON body. */
  multipart?: boolean;
  /** Needs a booking's private token (Authorization: Bearer). */
  bookingToken?: boolean;
  /** The messages of its 400 for a bad query parameter besides invalid_query. */
  queryErrors?: string[];
}

const json = (name: string) => ({ "application/json": { schema: ref(name) } });
const photoUnavailable = {
  "404": { description: 'Unknown id, or the photo was already listed by a request or waited too long: {message: "photo_unavailable"}' },
};
const manageAnswers = (success: object) => ({
  ...success,
  "404": { description: 'Missing, malformed or unknown token: {message: "invalid_link", notFound: true}. Never another booking.' },
  "410": {
    description: 'The link no longer works: {message: "appointment_cancelled" | "appointment_past"} (after a cancellation, or once the appointment has ended)',
  },
});

/** Every call of the REST API the site makes. */
export const OPERATIONS: Operation[] = [
  { method: "get", path: "/careers", summary: "Open positions", params: list, response: "[Career]" },
  { method: "get", path: "/careers/search", summary: "Search positions", params: [...list, q("category"), q("city"), q("store")], response: "[Career]" },
  { method: "get", path: "/careers/{slug}", summary: "One position", params: [p("slug"), locale], response: "Career" },
  { method: "get", path: "/coupons/privilege", summary: "Privilege coupons", params: list, response: "[Coupon]" },
  { method: "get", path: "/coupons/{slug}", summary: "Coupons of a store", params: [p("slug", "store slug"), locale], response: "[Coupon]" },
  {
    method: "get",
    path: "/coupons/{couponId}/{slug}",
    summary: "A coupon of a store",
    params: [p("couponId"), p("slug", "store slug"), locale],
    response: "Coupon",
  },
  { method: "get", path: "/promotions", summary: "National promotions", params: list, response: "[Promotion]" },
  { method: "post", path: "/coupons_emails", summary: "Send a coupon by e-mail, or sign up for coupon alerts (coupons empty)", request: "CouponEmail" },
  { method: "post", path: "/coupons_phones", summary: "Send a coupon by text, or sign up for coupon alerts (coupons empty)", request: "CouponPhone" },
  { method: "get", path: "/services", summary: "Services", params: [...list, q("category", "category slug")], response: "[Service]" },
  { method: "get", path: "/services/{id}", summary: "One service (id or slug)", params: [p("id"), locale], response: "Service" },
  {
    method: "get",
    path: "/services/{slug}/{transcriptSlug}",
    summary: "Transcript of a service's or category's video",
    params: [p("slug"), p("transcriptSlug"), locale],
    response: "Transcript",
  },
  {
    method: "get",
    path: "/services_categories",
    summary: "Service categories",
    params: [...list, q("navigation", "true: only those shown in navigation", { type: "boolean" })],
    response: "[ServiceCategory]",
  },
  { method: "get", path: "/services_categories/{id}", summary: "One category (id or slug)", params: [p("id"), locale], response: "ServiceCategory" },
  { method: "get", path: "/slides", summary: "Hero slides", params: list, response: "[Slide]" },
  { method: "get", path: "/slides/{id}", summary: "One slide", params: [p("id"), locale], response: "Slide" },
  {
    method: "get",
    path: "/stores",
    summary: "Stores",
    description:
      "Each store may carry a revision: any text that changes whenever the store or one of its lists in this language changes (its coupons, reviews, partners, social networks and service categories, the answers of /coupons/{slug} and /stores/{slug}/…). The site's build asks for a store's lists only when its revision changed since the last build; without it, it asks for every store's lists at every build.",
    params: list,
    response: "[Store]",
  },
  {
    method: "get",
    path: "/stores/search",
    summary: "Stores by distance from a postal code, place or position",
    params: [
      ...list,
      q("key", "postal code, partial postal code, city or address"),
      q("latitude", undefined, { type: "number" }),
      q("longitude", undefined, { type: "number" }),
      q("radius", "km: only the stores this close (total in X-Total-Count, searched point in X-Search-Origin)", {
        type: "number",
        exclusiveMinimum: 0,
        maximum: 20000,
      }),
      q("mobileService", "true: only the shops whose technicians go to the driver (mobileService not null)", flag),
      q("adasCalibration", "true: only the shops that calibrate ADAS cameras", flag),
    ],
    response: "[Store]",
    queryErrors: ["key_too_long", "invalid_coordinates", "invalid_radius"],
  },
  { method: "get", path: "/stores/{id}", summary: "One store (id or slug)", params: [p("id"), locale], response: "Store" },
  { method: "get", path: "/stores/{slug}/careers", summary: "Positions at a store", params: [p("slug"), ...list], response: "[Career]" },
  { method: "get", path: "/stores/{slug}/partners", summary: "Partners of a store", params: [p("slug"), locale], response: "[Partner]" },
  { method: "get", path: "/stores/{slug}/social_networks", summary: "Social networks of a store", params: [p("slug"), locale], response: "[SocialNetwork]" },
  {
    method: "get",
    path: "/stores/{slug}/categories",
    summary: "Service categories offered at a store",
    params: [p("slug"), locale],
    response: "[ServiceCategory]",
  },
  {
    method: "get",
    path: "/stores/{slug}/featured-services",
    summary: "Featured services of a store",
    params: [p("slug"), locale],
    response: "[FeaturedService]",
  },
  { method: "get", path: "/stores/{slug}/testimonials", summary: "Reviews of a store", params: [p("slug"), locale], response: "[Testimonial]" },
  { method: "post", path: "/franchise_opportunities", summary: "A franchise candidate's application", request: "FranchiseOpportunity" },
  { method: "post", path: "/request_estimates", summary: "An estimate request", request: "EstimateRequest" },
  {
    method: "post",
    path: "/appointments",
    summary: "Book an appointment (409 slot_taken when the slot is gone)",
    description:
      "With `mode: mobile` a technician comes to `serviceAddress`: the shop must offer it (422 mode no_mobile_service), the postal code must be placed (422 serviceAddress.postalCode postal_code_not_found) within the shop's `mobileService.radiusKm` (422 serviceAddress.postalCode outside_service_area), and the slot is one of the mobile technician's (`mode=mobile` of the slot calls). " +
      "The 201 answer carries `manageToken`, the booking's private token (256 random bits, base64url, 43 characters): the site's manage page takes it in its address's fragment (`#token=`, sent in no request), and the e-mail and text of the confirmation carry that link. Only its SHA-256 is stored (the outbox keeps it sealed). An answer replayed for an Idempotency-Key (Idempotent-Replayed: true) has no `manageToken` and mints none: it says `manageLinkSent: true` (the link went with the first answer and the confirmation messages).",
    request: "Appointment",
  },
  { method: "post", path: "/newsletter_subscribers", summary: "Newsletter sign-up", request: "NewsletterSubscriber" },
  { method: "get", path: "/promo_pages", summary: "Landing pages", params: list, response: "[PromoPage]" },
  { method: "get", path: "/promo_pages/{slug}", summary: "One landing page", params: [p("slug"), locale], response: "PromoPage" },
  { method: "post", path: "/promo_page_submissions", summary: "A landing page's form, as a data field", request: "PromoPageSubmission" },
  {
    method: "get",
    path: "/location_services/{slug}/categories",
    summary: "What can be booked at a store",
    params: [p("slug"), locale],
    response: "[BookableCategory]",
  },
  {
    method: "get",
    path: "/location_services/availabilities",
    summary: "Days with free slots",
    params: [q("store"), q("category"), q("from", "YYYY-MM-DD"), q("to", "YYYY-MM-DD"), mode],
    response: "[DayAvailability]",
    queryErrors: ["invalid_range", "range_too_long", "no_mobile_service"],
  },
  {
    method: "get",
    path: "/location_services/times_window",
    summary: "The slots of one day",
    params: [q("store"), q("category"), q("date", "YYYY-MM-DD"), mode],
    response: "[TimeWindow]",
    queryErrors: ["no_mobile_service"],
  },
  {
    method: "get",
    path: "/insurers",
    summary: 'Insurers an estimate request\'s claim can name (sorted by name; the form adds "other")',
    params: list,
    response: "[Insurer]",
  },
  {
    method: "post",
    path: "/estimate_photos",
    summary: "A photo of the damage, uploaded before the estimate request that lists its id",
    description:
      "One image a request, in the part `file` of a multipart/form-data body (one part, at most 8 header lines). Its type is read from its content (JPEG, PNG or WebP magic bytes and header), never from its name or declared type; at most 5 MB, 16,383 px a side and 40 megapixels. The browser sends a copy resized to 1,600 px on its longest side, without EXIF; the API writes every photo again from its pixels, upright and without metadata. The photo waits 24 hours for a POST /request_estimates to list it in `photos`, then it is deleted. An upload cut mid-way or refused leaves nothing stored, and a refused body is not read further. Waiting photos are capped per client and all together.",
    multipart: true,
    responses: {
      "201": { description: "Stored, waiting for its request", content: json("EstimatePhoto") },
      "400": {
        description:
          'Not a well-formed multipart body (no boundary, cut before its end): {message: "malformed_multipart", violations: [{propertyPath: "file", message: "photo_upload_failed"}]}',
      },
      "403": { description: "X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie" },
      "413": {
        description:
          'A photo over 5 MB, or a body (chunked or not) over it and its framing: {message: "photo_too_large", violations: [{propertyPath: "file", message: "photo_too_large"}]}',
      },
      "415": { description: "Not multipart/form-data" },
      "422": {
        description:
          "No part `file` (required), more than one part (one_photo_per_request), not a JPEG, PNG or WebP image (not_an_image), or more pixels than allowed (photo_too_large): {message, violations}",
      },
      "507": {
        description: 'No room for more waiting photos: {message: "photo_storage_full", violations: [{propertyPath: "file", message: "photo_storage_full"}]}',
      },
    },
  },
  {
    method: "get",
    path: "/estimate_photos/{id}",
    summary: "A photo still waiting for its request (its thumbnail after the form is reloaded); whoever holds the random id uploaded it",
    params: [p("id")],
    responses: {
      "200": {
        description: "The image, with its type; Cache-Control: private, no-store",
        content: { "image/*": { schema: { type: "string", format: "binary" } } },
      },
      ...photoUnavailable,
    },
  },
  {
    method: "delete",
    path: "/estimate_photos/{id}",
    summary: "Deletes a photo removed from the form before the request was sent",
    params: [p("id"), { name: "X-XSRF-TOKEN", in: "header", required: true, schema: str, description: "Value of the XSRF-TOKEN cookie" }],
    responses: { "204": { description: "Deleted with its file" }, ...photoUnavailable },
  },
  {
    method: "get",
    path: "/appointments/manage",
    summary: "The booking a private link opens (the token of POST /appointments' answer, e-mail and text)",
    params: [locale],
    bookingToken: true,
    responses: manageAnswers({ "200": { description: "The booking; Cache-Control: no-store", content: json("ManagedAppointment") } }),
  },
  {
    method: "post",
    path: "/appointments/manage/move",
    summary: "Moves the booking to another free slot of the same shop and service (409 slot_taken as for a booking; the same slot again changes nothing)",
    params: [locale],
    bookingToken: true,
    request: "AppointmentMove",
    responses: manageAnswers({
      "200": { description: "Moved: the booking, its sequence one higher; an e-mail and/or text tell the visitor", content: json("ManagedAppointment") },
      "409": { description: 'Another booking took the slot: {message: "slot_taken"}' },
      "422": { description: "No such slot that day (invalid_slot), a passed one (slot_unavailable), or a bad body: {message, violations}" },
    }),
  },
  {
    method: "post",
    path: "/appointments/manage/cancel",
    summary: "Cancels the booking: its slot is free at once, the link stops working",
    params: [locale],
    bookingToken: true,
    responses: manageAnswers({
      "200": { description: "Cancelled: the booking with status cancelled; an e-mail and/or text tell the visitor", content: json("ManagedAppointment") },
    }),
  },
  { method: "get", path: "/vehicles/years", summary: "Model years the quote's lists know, newest first", response: "[ModelYear]" },
  {
    method: "get",
    path: "/vehicles/makes",
    summary: "Makes sold that model year",
    params: [q("year", "Model year", int)],
    response: "[VehicleChoice]",
    queryErrors: ["invalid_year"],
  },
  {
    method: "get",
    path: "/vehicles/models",
    summary: "Models of a make that model year, each with its class for the price list",
    params: [q("year", "Model year", int), q("make", "A make's slug")],
    response: "[VehicleModel]",
    queryErrors: ["invalid_year"],
  },
  {
    method: "get",
    path: "/vehicles/vin/{vin}",
    summary: "A VIN decoded offline (NHTSA vPIC), for the driver to confirm",
    description:
      "400 {message: vin_length | vin_characters | vin_check_digit} before any lookup; 404 {message: vin_not_decoded} when vPIC cannot name its make, model and year; 429 past 20 decodes a minute from one client.",
    params: [p("vin", "17 characters; spaces and dashes are dropped")],
    response: "DecodedVehicle",
  },
  {
    method: "post",
    path: "/quotes",
    summary: "An instant quote: a price range per nearby shop, taxes shown, valid 30 days",
    description:
      "Priced for the 3 nearest glass shops to `near`. 422 names what cannot be quoted: vehicle.model unknown_model, vehicle.vin vin_not_decoded, near place_not_found, deductible required with a claim.",
    request: "QuoteRequest",
  },
  { method: "get", path: "/quotes/{number}", summary: "A stored quote by its number (Q-YYYY-NNNNNN)", params: [p("number")], response: "Quote" },
];

/** A component reference; "[X]" for a JSON array of X. */
export function ref(name: string): object {
  const isList = name.startsWith("[");
  const target = { $ref: `#/components/schemas/${isList ? name.slice(1, -1) : name}` };
  return isList ? { type: "array", items: target } : target;
}
