import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EMPTY_VEHICLE_CONTACT, VehicleContactFields, type VehicleContactValues } from "../../src/components/vehicle-contact-fields/vehicle-contact-fields";
import { FieldForm } from "../../src/components/form-field/form-field";
import { renderWithI18n } from "../helpers/render-with-i18n";

type Name = keyof VehicleContactValues;

/** The fields in a form holding their values as the booking forms do, showing them to the test. */
function VehicleContact({ initial = {}, errors = {} }: { initial?: Partial<VehicleContactValues>; errors?: Partial<Record<Name, string>> }) {
  const [values, setValues] = React.useState<VehicleContactValues>({ ...EMPTY_VEHICLE_CONTACT, ...initial });
  return (
    <FieldForm fieldIds="estimate">
      <VehicleContactFields values={values} onChange={(name, value) => setValues((was) => ({ ...was, [name]: value }))} fieldError={(name) => errors[name]} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </FieldForm>
  );
}

const values = (): VehicleContactValues => JSON.parse(screen.getByTestId("values").textContent ?? "{}");

describe("vehicle and contact fields", () => {
  it("group the vehicle and the contact fields under their headings, every vehicle and name field required", () => {
    renderWithI18n(<VehicleContact />, "fr");
    const vehicle = screen.getByRole("group", { name: "Votre véhicule" });
    for (const label of ["Année", "Marque", "Modèle"]) expect(within(vehicle).getByRole("textbox", { name: label })).toBeRequired();
    expect(within(vehicle).getByRole("textbox", { name: "Année" })).toHaveAttribute("maxlength", "4");
    const contact = screen.getByRole("group", { name: "Pour vous joindre" });
    expect(within(contact).getByRole("textbox", { name: "Prénom" })).toHaveAttribute("autocomplete", "given-name");
    expect(within(contact).getByRole("textbox", { name: "Nom" })).toHaveAttribute("autocomplete", "family-name");
    expect(within(contact).getByRole("combobox", { name: "Comment préférez-vous être joint?" })).toHaveValue("phone");
  });

  it("require the phone while it is the preferred contact, and the e-mail once the visitor prefers it", async () => {
    renderWithI18n(<VehicleContact />, "en");
    const phone = screen.getByRole("textbox", { name: "Phone" });
    expect(phone).toBeRequired();
    expect(phone).toHaveAccessibleDescription("10 digits, for example 514 555-0142.");
    expect(screen.getByRole("textbox", { name: "E-mail (optional)" })).not.toBeRequired();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "How would you like to be contacted?" }), "By e-mail");
    expect(screen.getByRole("textbox", { name: "E-mail" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Phone (optional)" })).not.toBeRequired();
    expect(values().preferredContact).toBe("email");
  });

  it("give the form what is typed in each field", async () => {
    renderWithI18n(<VehicleContact />, "fr");
    await userEvent.type(screen.getByRole("textbox", { name: "Année" }), "2019");
    await userEvent.type(screen.getByRole("textbox", { name: "Marque" }), "Honda");
    await userEvent.type(screen.getByRole("textbox", { name: "Modèle" }), "Civic");
    await userEvent.type(screen.getByRole("textbox", { name: "Prénom" }), "Léa");
    await userEvent.type(screen.getByRole("textbox", { name: "Nom" }), "Tremblay");
    await userEvent.type(screen.getByRole("textbox", { name: "Téléphone" }), "5145550142");
    await userEvent.type(screen.getByRole("textbox", { name: "Courriel (facultatif)" }), "lea@exemple.ca");
    expect(values()).toEqual({
      ...EMPTY_VEHICLE_CONTACT,
      vehicleYear: "2019",
      vehicleMake: "Honda",
      vehicleModel: "Civic",
      firstName: "Léa",
      lastName: "Tremblay",
      phone: "5145550142",
      email: "lea@exemple.ca",
    });
  });

  it("say a field's error in the page's language", () => {
    renderWithI18n(<VehicleContact errors={{ vehicleYear: "invalid_year", phone: "invalid_phone" }} />, "fr");
    const year = screen.getByRole("textbox", { name: "Année" });
    expect(year).toHaveAttribute("aria-invalid", "true");
    expect(year).toHaveAccessibleDescription("Entrez l'année du véhicule à 4 chiffres, par exemple 2019.");
    expect(screen.getByRole("textbox", { name: "Téléphone" })).toHaveAccessibleDescription(
      "10 chiffres, par exemple 514\u00a0555-0142. Entrez un numéro de téléphone à 10 chiffres, par exemple 514\u00a0555-0142.",
    );
  });

  it("say nothing of a quote when the request follows none", () => {
    renderWithI18n(<VehicleContact />, "en");
    expect(screen.queryByText(/Quote .* attached/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove the quote" })).not.toBeInTheDocument();
  });

  it("show the quote the request follows, with its error, until the visitor removes it", async () => {
    renderWithI18n(<VehicleContact initial={{ quote: "Q-2026-000123" }} errors={{ quote: "unknown_quote" }} />, "en");
    const vehicle = screen.getByRole("group", { name: "Your vehicle" });
    expect(within(vehicle).getByText(/^Quote Q-2026-000123 attached to your request\./)).toBeInTheDocument();
    expect(within(vehicle).getByText("We can't find this quote. Remove it to send your request, or get a new quote.")).toBeInTheDocument();

    await userEvent.click(within(vehicle).getByRole("button", { name: "Remove the quote" }));
    expect(values().quote).toBe("");
    expect(screen.queryByText(/Quote Q-2026-000123/)).not.toBeInTheDocument();
    expect(screen.queryByText(/We can't find this quote/)).not.toBeInTheDocument();
  });
});
