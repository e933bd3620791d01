import * as React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ClosingFields, type ClosingValues } from "../../src/components/closing-fields/closing-fields";
import { FieldForm } from "../../src/components/form-field/form-field";
import type { SubmissionState } from "../../src/hooks/use-submission";
import { renderWithI18n } from "../helpers/render-with-i18n";

type Props = {
  form?: React.ComponentProps<typeof ClosingFields>["form"];
  errors?: Partial<Record<keyof ClosingValues, string>>;
  state?: SubmissionState;
};

/** A form holding the closing fields' values as the site's forms do, showing them to the test. */
function Closing({ form = "estimate", errors = {}, state = { status: "idle" } }: Props) {
  const [values, setValues] = React.useState<ClosingValues>({ message: "", consent: false });
  const set = ((name: keyof ClosingValues, value: string | boolean) => setValues((was) => ({ ...was, [name]: value }))) as React.ComponentProps<
    typeof ClosingFields
  >["onChange"];
  return (
    <FieldForm fieldIds={form}>
      <ClosingFields form={form} values={values} onChange={set} fieldError={(name) => errors[name]} state={state} />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </FieldForm>
  );
}

const values = () => JSON.parse(screen.getByTestId("values").textContent ?? "{}");

describe("closing fields", () => {
  it("label the message, the consent and the button with the words of the form they end", () => {
    renderWithI18n(<Closing form="franchise" />, "fr");
    expect(screen.getByRole("textbox", { name: "Votre projet en quelques mots (facultatif)" })).toHaveAttribute("maxlength", "2000");
    expect(screen.getByRole("checkbox", { name: "J'accepte qu'Uniglass communique avec moi au sujet de ma candidature." })).toBeRequired();
    expect(screen.getByRole("button", { name: "Envoyer ma candidature" })).toBeEnabled();
  });

  it("give the form the message typed and the consent as a yes or no", async () => {
    renderWithI18n(<Closing form="estimate" />, "en");
    await userEvent.type(screen.getByRole("textbox", { name: "Details (optional)" }), "Chip on the driver's side");
    const consent = screen.getByRole("checkbox", { name: "I agree that the shop may contact me about this estimate." });
    await userEvent.click(consent);
    expect(values()).toEqual({ message: "Chip on the driver's side", consent: true });
    await userEvent.click(consent);
    expect(values()).toEqual({ message: "Chip on the driver's side", consent: false });
  });

  it("say each field's error in the page's language and mark the field invalid", () => {
    renderWithI18n(<Closing form="appointment" errors={{ message: "too_long", consent: "consent_required" }} />, "fr");
    const message = screen.getByRole("textbox", { name: "Précisions (facultatif)" });
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAccessibleDescription("Ce texte est trop long.");
    const consent = screen.getByRole("checkbox", { name: "J'accepte que l'atelier communique avec moi au sujet de ce rendez-vous." });
    expect(consent).toHaveAttribute("aria-invalid", "true");
    expect(consent).toHaveAccessibleDescription("Cochez cette case pour continuer.");
  });

  it("show the button as sending, and not pressable, while the form is sent", () => {
    renderWithI18n(<Closing form="appointment" state={{ status: "submitting" }} />, "en");
    expect(screen.queryByRole("button", { name: "Book this appointment" })).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Sending…" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
  });
});
