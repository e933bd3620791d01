import { emptyAnswers, promoData, validatePromoAnswers, type PromoField } from "../../src/lib/promo-form";

const fields: PromoField[] = [
  { name: "name", label: "Nom", type: "text", required: true },
  { name: "email", label: "Courriel", type: "email", required: true },
  { name: "phone", label: "Téléphone", type: "tel", required: false },
  { name: "vehicle", label: "Véhicule", type: "textarea", required: false },
  { name: "consent", label: "J'accepte", type: "checkbox", required: true },
];

describe("landing page form", () => {
  it("starts empty", () => {
    expect(emptyAnswers(fields)).toEqual({ name: "", email: "", phone: "", vehicle: "", consent: false });
  });

  it("checks required fields, e-mail and phone by type", () => {
    expect(validatePromoAnswers(fields, emptyAnswers(fields))).toEqual({ name: "required", email: "required", consent: "consent_required" });
    expect(validatePromoAnswers(fields, { name: "Léa", email: "lea@", phone: "555-01", vehicle: "", consent: true })).toEqual({
      email: "invalid_email",
      phone: "invalid_phone",
    });
    expect(validatePromoAnswers(fields, { name: "Léa", email: "lea@exemple.ca", phone: "(418) 555-0147", vehicle: "", consent: true })).toEqual({});
  });

  it("sends trimmed answers and leaves out unanswered optional texts", () => {
    expect(promoData(fields, { name: " Léa ", email: "lea@exemple.ca", phone: "", vehicle: " Civic 2019 ", consent: true })).toEqual({
      name: "Léa",
      email: "lea@exemple.ca",
      vehicle: "Civic 2019",
      consent: true,
    });
  });
});
