import fs from "fs";
import path from "path";
import { buildOpenApi } from "../../src/contract/openapi";

describe("the OpenAPI document of the contract", () => {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { properties?: object }> } };

  it("is up to date in src/contract/openapi.json (npx tsx scripts/generate-openapi.ts)", () => {
    const committed = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "src", "contract", "openapi.json"), "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("describes every call the site makes", () => {
    const expected = [
      "get /careers",
      "get /careers/{slug}",
      "get /careers/search",
      "get /coupons/{couponId}/{slug}",
      "get /coupons/{slug}",
      "get /coupons/privilege",
      "get /promotions",
      "post /coupons_emails",
      "post /coupons_phones",
      "get /services",
      "get /services/{id}",
      "get /services/{slug}/{transcriptSlug}",
      "get /services_categories",
      "get /services_categories/{id}",
      "get /slides",
      "get /slides/{id}",
      "get /stores",
      "get /stores/{id}",
      "get /stores/search",
      "get /stores/{slug}/careers",
      "get /stores/{slug}/partners",
      "get /stores/{slug}/social_networks",
      "get /stores/{slug}/categories",
      "get /stores/{slug}/featured-services",
      "get /stores/{slug}/testimonials",
      "post /franchise_opportunities",
      "post /request_estimates",
      "post /appointments",
      "post /newsletter_subscribers",
      "get /promo_pages",
      "get /promo_pages/{slug}",
      "post /promo_page_submissions",
      "get /location_services/times_window",
      "get /location_services/{slug}/categories",
      "get /location_services/availabilities",
      // Beyond the original calls: an estimate's insurers and photos, a booking's private link.
      "get /insurers",
      "post /estimate_photos",
      "get /estimate_photos/{id}",
      "delete /estimate_photos/{id}",
      "get /appointments/manage",
      "post /appointments/manage/move",
      "post /appointments/manage/cancel",
      // The instant quote: the vehicle lists, a VIN decoded, a quote priced and read back.
      "get /vehicles/years",
      "get /vehicles/makes",
      "get /vehicles/models",
      "get /vehicles/vin/{vin}",
      "post /quotes",
      "get /quotes/{number}",
    ];
    const actual = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(actual.sort()).toEqual(expected.sort());
  });

  it("describes the photo upload as multipart and the booking link's calls with their bearer token and answers", () => {
    const paths = doc.paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, unknown> }; security?: unknown; responses: Record<string, unknown> }>
    >;
    expect(Object.keys(paths["/estimate_photos"].post.requestBody!.content)).toEqual(["multipart/form-data"]);
    expect(Object.keys(paths["/estimate_photos"].post.responses).sort()).toEqual(["201", "400", "403", "413", "415", "422", "429", "507"]);
    for (const [path, method] of [
      ["/appointments/manage", "get"],
      ["/appointments/manage/move", "post"],
      ["/appointments/manage/cancel", "post"],
    ]) {
      expect(paths[path][method].security).toEqual([{ bookingToken: [] }]);
      expect(Object.keys(paths[path][method].responses)).toEqual(expect.arrayContaining(["200", "404", "410", "429"]));
    }
    expect(Object.keys(doc.components.schemas.EstimateRequest.properties ?? {})).toEqual(
      expect.arrayContaining(["photos", "insurer", "insurerOther", "policyHolder", "claimNumber"]),
    );
  });

  it("describes the abuse limits' 429 with its Retry-After on every POST and DELETE, a reused Idempotency-Key's 422, and a 400 naming the parameter on calls with a query", () => {
    type Response = { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> };
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops as Record<string, { parameters?: { in: string }[]; requestBody?: unknown; responses: Record<string, Response> }>).map(
        ([method, op]) => ({ where: `${method} ${p}`, method, ...op }),
      ),
    );
    for (const op of operations.filter((o) => o.method !== "get")) {
      const tooMany = op.responses["429"];
      expect([op.where, Object.keys(tooMany?.headers ?? {})]).toEqual([op.where, ["Retry-After"]]);
      expect(tooMany.content?.["application/json"].schema).toEqual({ $ref: "#/components/schemas/TooManyRequests" });
    }
    const submissions = operations.filter((o) => o.method === "post" && o.parameters?.some((p) => (p as { name?: string }).name === "Idempotency-Key"));
    expect(submissions.length).toBe(8);
    for (const op of submissions) {
      expect([op.where, op.responses["422"].description]).toEqual([op.where, expect.stringContaining("idempotency_key_reused")]);
      expect(op.responses["422"].content?.["application/json"].schema).toEqual({
        oneOf: [{ $ref: "#/components/schemas/Violations" }, { $ref: "#/components/schemas/IdempotencyKeyReused" }],
      });
    }
    for (const op of operations.filter((o) => o.parameters?.some((p) => p.in === "query"))) {
      expect([op.where, op.responses["400"]?.content?.["application/json"].schema]).toEqual([op.where, { $ref: "#/components/schemas/Violations" }]);
    }
    expect(doc.components.schemas.TooManyRequests.properties).toHaveProperty("retryAfter");
  });

  it("spells out the store's fields", () => {
    expect(Object.keys(doc.components.schemas.Store.properties ?? {})).toEqual(
      expect.arrayContaining([
        "id",
        "storeId",
        "slug",
        "latitude",
        "longitude",
        "timezone",
        "isZiebart",
        "isWorkdays",
        "isWeekends",
        "coupons",
        "storesAvailabilities",
      ]),
    );
  });
});
