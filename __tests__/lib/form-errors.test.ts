import { newsletterSubscriberSchema, estimateRequestSchema } from "../../src/contract/requests";
import { answered, settleErrors, validate } from "../../src/lib/form-errors";

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
      store: "uniglass-laval",
      firstName: "Léa",
      lastName: "Tremblay",
      preferredContact: "phone",
      email: "lea@exemple.ca",
      vehicleYear: 2019,
      vehicleMake: "Honda",
      vehicleModel: "Civic",
      glassType: "windshield",
      damageType: "chip",
      consent: true,
    });
    expect(result).toEqual({ ok: false, errors: { phone: "required" } });
  });

  it("flags an empty year as required, a wrong one as not a year, and the missing contact with the other errors at once", () => {
    const result = validate(estimateRequestSchema, {
      store: "uniglass-laval",
      firstName: "",
      lastName: "Tremblay",
      preferredContact: "phone",
      vehicleYear: "",
      vehicleMake: "Honda",
      vehicleModel: "Civic",
      glassType: "windshield",
      damageType: "chip",
      consent: true,
    });
    expect(result).toEqual({ ok: false, errors: { firstName: "required", vehicleYear: "required", phone: "required" } });
    const email = validate(estimateRequestSchema, {
      store: "uniglass-laval",
      firstName: "Léa",
      lastName: "Tremblay",
      preferredContact: "email",
      vehicleYear: "19",
      vehicleMake: "Honda",
      vehicleModel: "Civic",
      glassType: "windshield",
      damageType: "chip",
      consent: true,
    });
    expect(email).toEqual({ ok: false, errors: { vehicleYear: "invalid_year", email: "required" } });
    const ok = validate(estimateRequestSchema, {
      store: "uniglass-laval",
      firstName: "Léa",
      lastName: "Tremblay",
      preferredContact: "phone",
      phone: "450 555-0199",
      vehicleYear: " 2019 ",
      vehicleMake: "Honda",
      vehicleModel: "Civic",
      glassType: "windshield",
      damageType: "chip",
      consent: true,
    });
    expect(ok.ok && ok.data.vehicleYear).toBe(2019);
  });
});

describe("answered", () => {
  it("turns the named empty texts and unticked boxes into no answer, and keeps every other value", () => {
    const values = { email: "", phone: "514 555-0100", consent: false, message: "", claim: false, store: "" };
    expect(answered(values, ["email", "phone", "consent", "message"])).toEqual({
      email: undefined,
      phone: "514 555-0100",
      consent: undefined,
      message: undefined,
    });
    expect(answered({ consent: true, count: 0 }, ["consent", "count"])).toEqual({ consent: true, count: 0 });
  });
});

describe("settleErrors", () => {
  const checked = new Set(["email", "phone", "consent"]);

  it("takes away the errors of fields now valid, keeps the current message of those still wrong, adds none", () => {
    const shown = { email: "required", phone: "required", consent: "consent_required" };
    expect(settleErrors(shown, { email: "invalid_email", consent: "consent_required", city: "required" }, checked)).toEqual({
      email: "invalid_email",
      consent: "consent_required",
    });
  });

  it("keeps errors that did not come from the check, and gives back the same object when nothing changed", () => {
    const shown = { photos: "photos_uploading", email: "invalid_email" };
    expect(settleErrors(shown, {}, checked)).toEqual({ photos: "photos_uploading" });
    expect(settleErrors(shown, { email: "invalid_email" }, checked)).toBe(shown);
  });
});
