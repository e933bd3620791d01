/**
 * The contract as an OpenAPI 3.1 document, generated from the zod schemas
 * (scripts/generate-openapi.ts writes src/contract/openapi.json). Build-time
 * and tooling only: never imported by browser code.
 */
import { z } from "zod";
import * as c from "./index";
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
};

function jsonSchema(schema: Schema, io: "input" | "output"): object {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

const errorResponses = {
  "400": { description: "Bad JSON or query" },
  "403": { description: "X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie" },
  "413": { description: "Body over 64 KB" },
  "415": { description: "Body is not application/json" },
  "422": { description: "Invalid fields: {message, violations: [{propertyPath, message}]}, messages are translation keys" },
};

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
    paths[op.path] = { ...paths[op.path], [op.method]: operation };
  }
  const schemas: Record<string, object> = {};
  for (const [name, schema] of Object.entries(responses)) schemas[name] = jsonSchema(schema, "input");
  for (const [name, schema] of Object.entries(requests)) schemas[name] = jsonSchema(schema, "input");
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
