/**
 * The contract as an OpenAPI 3.1 document, generated from the zod schemas
 * (scripts/generate-openapi.ts writes src/contract/openapi.json). Build-time
 * and tooling only: never imported by browser code.
 */
import { z } from "zod";
import * as c from "./index";
import * as quote from "./quote";
import { OPERATIONS, ref, str } from "./openapi-operations";

type Schema = z.ZodType;

const responses: Record<string, Schema> = {
  Store: c.storeSchema,
  Coupon: c.couponSchema,
  Promotion: c.promotionSchema,
  ServiceCategory: c.serviceCategorySchema,
  Service: c.serviceSchema,
  Transcript: c.transcriptSchema,
  FeaturedService: c.featuredServiceSchema,
  Slide: c.slideSchema,
  Career: c.careerSchema,
  Testimonial: c.testimonialSchema,
  Partner: c.partnerSchema,
  SocialNetwork: c.socialNetworkSchema,
  PromoPage: c.promoPageSchema,
  BookableCategory: c.bookableCategorySchema,
  DayAvailability: c.dayAvailabilitySchema,
  TimeWindow: c.timeWindowSchema,
  WpPost: c.wpPostSchema,
  Insurer: c.insurerSchema,
  EstimatePhoto: c.estimatePhotoSchema,
  ManagedAppointment: c.managedAppointmentSchema,
  ModelYear: z.number().int(),
  VehicleChoice: quote.vehicleChoiceSchema,
  VehicleModel: quote.vehicleModelSchema,
  DecodedVehicle: quote.decodedVehicleSchema,
  Quote: quote.quoteSchema,
};

const requests: Record<string, Schema> = {
  CouponEmail: c.couponEmailSchema,
  CouponPhone: c.couponPhoneSchema,
  EstimateRequest: c.estimateRequestSchema,
  Appointment: c.appointmentSchema,
  NewsletterSubscriber: c.newsletterSubscriberSchema,
  FranchiseOpportunity: c.franchiseOpportunitySchema,
  PromoPageSubmission: c.promoPageSubmissionSchema,
  AppointmentMove: c.appointmentMoveSchema,
  QuoteRequest: quote.quoteRequestSchema,
};

function jsonSchema(schema: Schema, io: "input" | "output"): object {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

const json = (name: string) => ({ "application/json": { schema: ref(name) } });

/** The bodies of the errors the forms read: which field, how long to wait, a key used twice. */
const errorSchemas: Record<string, object> = {
  Violations: {
    type: "object",
    required: ["message", "violations"],
    properties: {
      message: { type: "string", description: "The first violation's message, or what the request as a whole gets (invalid_query)" },
      violations: {
        type: "array",
        maxItems: 20,
        items: {
          type: "object",
          required: ["propertyPath", "message"],
          properties: {
            propertyPath: { type: "string", description: "The field (dotted when nested: utm.utmSource, photos.0) or the query parameter" },
            message: { type: "string", description: "A translation key: required, too_long, invalid_characters, invalid_date, invalid_email…" },
          },
        },
      },
    },
  },
  TooManyRequests: {
    type: "object",
    required: ["message"],
    properties: {
      message: { type: "string", enum: ["too_many_requests", "too_many_messages_to_recipient", "too_many_open_bookings"] },
      retryAfter: { type: "integer", minimum: 1, description: "Seconds to wait, as in the Retry-After header" },
      limit: { type: "integer", description: "too_many_open_bookings: how many upcoming appointments one visitor may hold" },
    },
  },
  IdempotencyKeyReused: {
    type: "object",
    required: ["message"],
    properties: { message: { type: "string", const: "idempotency_key_reused" }, detail: { type: "string" } },
  },
};

/**
 * 429: past an abuse limit. Every POST and DELETE counts against one budget
 * per client (IP address, an IPv6 /64); the coupon sends also cap what one
 * address or number receives a day, a booking what one visitor holds.
 */
const tooManyRequests = {
  description:
    "Past an abuse limit, nothing stored: too_many_requests (this client sent too many POST and DELETE requests, all endpoints together; 30 per 10 minutes on the sample API; GET /appointments/manage has a budget of its own, 30 look-ups per 10 minutes, so that links cannot be guessed), too_many_pending_photos (POST /estimate_photos: this client's photos waiting for their request, 20 or 40 MB on the sample API), too_many_messages_to_recipient (the coupon sends: that address or number received its coupon messages for the day, 5 on the sample API; an address is counted without its +tag, and a Gmail address without dots) or too_many_open_bookings (POST /appointments: the client, e-mail or phone already holds the most upcoming appointments, 3 on the sample API; no Retry-After, waiting does not help). A form tells the visitor how long to wait and keeps what was typed.",
  headers: {
    "Retry-After": {
      description: "Seconds to wait before sending again (also retryAfter in the body); absent with too_many_open_bookings",
      schema: { type: "integer", minimum: 1 },
    },
  },
  content: json("TooManyRequests"),
};

const errorResponses = {
  "400": {
    description: 'Bad JSON ({message: "invalid_json"}), or an Idempotency-Key that is not 1 to 200 visible ASCII characters (invalid_idempotency_key)',
  },
  "403": { description: "X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie" },
  "413": { description: "Body over 64 KB" },
  "415": { description: "Body is not application/json" },
  "422": {
    description:
      'Invalid fields: {message, violations: [{propertyPath, message}]}, messages are translation keys. Or {message: "idempotency_key_reused"}: the Idempotency-Key was used before with another body (or endpoint); the first answer is not returned, and a new request needs a new key.',
    content: { "application/json": { schema: { oneOf: [ref("Violations"), ref("IdempotencyKeyReused")] } } },
  },
  "429": tooManyRequests,
};

/** 400 for a bad query parameter, named in violations; `messages` are what the operation answers besides invalid_query. */
function badQuery(messages: string[] = []): object {
  const others = messages.length ? ` (or ${messages.join(", ")})` : "";
  return {
    description: `A bad query parameter: {message: "invalid_query"${others}, violations: [{propertyPath: the parameter, message}]}`,
    content: json("Violations"),
  };
}

export function buildOpenApi(): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of OPERATIONS) {
    const operation: Record<string, unknown> = { summary: op.summary, ...(op.description ? { description: op.description } : {}), parameters: op.params ?? [] };
    if (op.bookingToken) operation.security = [{ bookingToken: [] }];
    if (op.multipart) {
      operation.parameters = [{ name: "X-XSRF-TOKEN", in: "header", required: true, schema: str, description: "Value of the XSRF-TOKEN cookie" }];
      operation.requestBody = {
        required: true,
        content: { "multipart/form-data": { schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } } } },
      };
      operation.responses = op.responses;
    } else if (op.bookingToken) {
      if (op.method === "post") {
        operation.parameters = [
          ...(op.params ?? []),
          { name: "X-XSRF-TOKEN", in: "header", required: true, schema: str, description: "Value of the XSRF-TOKEN cookie" },
        ];
      }
      if (op.request) operation.requestBody = { required: true, content: { "application/json": { schema: ref(op.request) } } };
      operation.responses = op.responses;
    } else if (op.responses) {
      operation.responses = op.responses;
    } else if (op.request) {
      operation.parameters = [
        { name: "X-XSRF-TOKEN", in: "header", required: true, schema: str, description: "Value of the XSRF-TOKEN cookie" },
        { name: "Idempotency-Key", in: "header", schema: str, description: "A retried request with the same key is stored once" },
      ];
      operation.requestBody = { required: true, content: { "application/json": { schema: ref(op.request) } } };
      operation.responses = { "201": { description: "Stored: the record with id and createdAt" }, ...errorResponses };
    } else {
      operation.responses = {
        "200": { description: "OK", content: { "application/json": { schema: ref(op.response ?? "") } } },
        "404": { description: "Unknown id or slug: {notFound: true, message}" },
      };
    }
    const responses = operation.responses as Record<string, object>;
    if ((op.params ?? []).some((param) => param.in === "query") && !responses["400"]) responses["400"] = badQuery(op.queryErrors);
    if ((op.method !== "get" || op.bookingToken) && !responses["429"]) responses["429"] = tooManyRequests;
    paths[op.path] = { ...paths[op.path], [op.method]: operation };
  }
  const schemas: Record<string, object> = {};
  for (const [name, schema] of Object.entries(responses)) schemas[name] = jsonSchema(schema, "input");
  for (const [name, schema] of Object.entries(requests)) schemas[name] = jsonSchema(schema, "input");
  Object.assign(schemas, errorSchemas);
  return {
    openapi: "3.1.0",
    info: {
      title: "Uniglass API (as used by the website)",
      version: "1.0.0",
      description:
        'API Platform conventions: collections are JSON arrays, `page` and `itemsPerPage` (defaults 1 and 30), `locale` (fr, en) selects the language of texts. Latitude and longitude may arrive as strings; "0" means unknown. Generated from src/contract by scripts/generate-openapi.ts.',
    },
    servers: [{ url: "/api" }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        bookingToken: {
          type: "http",
          scheme: "bearer",
          description:
            "A booking's private token (the `manageToken` of POST /appointments), sent as Authorization: Bearer so it stays out of the URLs an API logs",
        },
      },
    },
  };
}
