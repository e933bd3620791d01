import * as React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CheckboxField, FieldForm, SelectField, TextField, fieldBinder } from "../../src/components/form-field/form-field";
import { renderWithI18n } from "../helpers/render-with-i18n";

type Name = "email" | "region";

/** A form holding its values as the site's forms do, through fieldBinder. */
function ContactForm({ errors = {} }: { errors?: Partial<Record<Name, string>> }) {
  const [values, setValues] = React.useState<Record<Name, string>>({ email: "", region: "qc" });
  const bind = fieldBinder<Name>(
    values,
    (name, value) => setValues((was) => ({ ...was, [name]: value })),
    (name) => errors[name],
  );
  return (
    <FieldForm fieldIds="contact" title="Nous joindre">
      <TextField {...bind("email")} label="Courriel" type="email" required hint="Nous y répondrons." />
      <SelectField
        {...bind("region")}
        label="Région"
        options={[
          { value: "qc", label: "Québec" },
          { value: "mtl", label: "Montréal" },
        ]}
      />
      <CheckboxField name="consent" label="J'accepte d'être joint" required error={errors.email ? "required" : undefined} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </FieldForm>
  );
}

describe("form fields", () => {
  it("name the form by its title and each control by its label, marking the optional ones", () => {
    renderWithI18n(<ContactForm />, "fr");
    expect(screen.getByRole("form", { name: "Nous joindre" })).toHaveAttribute("novalidate");
    const email = screen.getByRole("textbox", { name: "Courriel" });
    expect(email).toHaveAttribute("id", "contact-email");
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription("Nous y répondrons.");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("combobox", { name: "Région (facultatif)" })).toHaveValue("qc");
    expect(screen.getByRole("checkbox", { name: "J'accepte d'être joint" })).toHaveAttribute("id", "contact-consent");
  });

  it("give what is typed or chosen to the form", async () => {
    renderWithI18n(<ContactForm />, "en");
    await userEvent.type(screen.getByRole("textbox", { name: "Courriel" }), "lea@exemple.ca");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Région (optional)" }), "mtl");
    expect(JSON.parse(screen.getByTestId("values").textContent ?? "{}")).toEqual({ email: "lea@exemple.ca", region: "mtl" });
  });

  it("say a field's error in the page's language, after its hint, and mark it invalid", () => {
    renderWithI18n(<ContactForm errors={{ email: "invalid_email" }} />, "fr");
    const email = screen.getByRole("textbox", { name: "Courriel" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Nous y répondrons. Entrez une adresse courriel valide, par exemple nom@exemple.com.");
    const consent = screen.getByRole("checkbox", { name: "J'accepte d'être joint" });
    expect(consent).toHaveAttribute("aria-invalid", "true");
    expect(consent).toHaveAccessibleDescription("Ce champ est obligatoire.");
  });
});
