import { newsletterSubscriberSchema, estimateRequestSchema } from "../../src/contract/requests";
import { validate } from "../../src/lib/form-errors";

describe("validate with the contract", () => {
  it("gives one translation key per field", () => {
    const result = validate(newsletterSubscriberSchema, { email: "pas-un-courriel", consent: undefined });
    expect(result).toEqual({ ok: false, errors: { email: "invalid_email", consent: "consent_required" } });
  });

  it("passes valid values through the schema", () => {
    const result = validate(newsletterSubscriberSchema, { email: " lea@exemple.ca ", consent: true, locale: "en" });
    expect(result).toEqual({ ok: true, data: { email: "lea@exemple.ca", consent: true, locale: "en", utm: {} } });
  });

  it("reports cross-field rules on their field", () => {
    const result = validate(estimateRequestSchema, {
      store: "uniglass-laval", firstName: "Léa", lastName: "Tremblay", preferredContact: "phone", email: "lea@exemple.ca",
      vehicleYear: 2019, vehicleMake: "Honda", vehicleModel: "Civic", glassType: "windshield", damageType: "chip", consent: true,
    });
    expect(result).toEqual({ ok: false, errors: { preferredContact: "contact_method_missing" } });
  });
});
