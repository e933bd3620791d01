import fs from "fs";
import path from "path";
import { buildOpenApi } from "../../src/contract/openapi";

describe("the OpenAPI document of the contract", () => {
  const doc = buildOpenApi() as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, { properties?: object }> } };

  it("is up to date in src/contract/openapi.json (npx tsx scripts/generate-openapi.ts)", () => {
    const committed = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "src", "contract", "openapi.json"), "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("describes every call of SPEC §7", () => {
    const expected = [
      "get /careers", "get /careers/{slug}", "get /careers/search", "get /coupons/{couponId}/{slug}", "get /coupons/{slug}",
      "get /coupons/privilege", "get /promotions", "post /coupons_emails", "post /coupons_phones", "get /services",
      "get /services/{id}", "get /services/{slug}/{transcriptSlug}", "get /services_categories", "get /services_categories/{id}",
      "get /slides", "get /slides/{id}", "get /stores", "get /stores/{id}", "get /stores/search", "get /stores/{slug}/careers",
      "get /stores/{slug}/partners", "get /stores/{slug}/social_networks", "get /stores/{slug}/categories",
      "get /stores/{slug}/featured-services", "get /stores/{slug}/testimonials", "post /franchise_opportunities",
      "post /request_estimates", "post /appointments", "post /newsletter_subscribers", "get /promo_pages",
      "get /promo_pages/{slug}", "post /promo_page_submissions", "get /location_services/times_window",
      "get /location_services/{slug}/categories", "get /location_services/availabilities",
    ];
    const actual = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(actual.sort()).toEqual(expected.sort());
  });

  it("spells out the store's fields", () => {
    expect(Object.keys(doc.components.schemas.Store.properties ?? {})).toEqual(
      expect.arrayContaining(["id", "storeId", "slug", "latitude", "longitude", "timezone", "isZiebart", "isWorkdays", "isWeekends", "coupons", "storesAvailabilities"]),
    );
  });
});
