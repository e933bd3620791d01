import * as React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, AxiosHeaders } from "axios";
import { FormOutcome, FormSubmit, focusFirstInvalid } from "../../src/components/form-status/form-status";
import type { SubmissionState } from "../../src/hooks/use-submission";
import { toVisitorError } from "../../src/api-client/errors";
import { renderWithI18n } from "../helpers/render-with-i18n";
import { validationError } from "../helpers/api-errors";

const submit = (state: SubmissionState) => <FormSubmit state={state} label="Envoyer" sendingLabel="Envoi…" />;

describe("FormSubmit", () => {
  it("is a submit button, busy and disabled while the form is sent", () => {
    const { unmount } = renderWithI18n(submit({ status: "idle" }), "fr");
    const button = screen.getByRole("button", { name: "Envoyer" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button).toBeEnabled();
    unmount();
    renderWithI18n(submit({ status: "submitting" }), "fr");
    expect(screen.getByRole("button", { name: "Envoi…" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Envoi…" })).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says a network failure in words, and that the answers are kept", () => {
    const error = toVisitorError(new AxiosError("Network Error", "ERR_NETWORK", { headers: new AxiosHeaders() }));
    renderWithI18n(submit({ status: "error", error }), "fr");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Impossible de joindre nos serveurs. Vérifiez votre connexion Internet et réessayez. Vos réponses sont conservées : réessayez.",
    );
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeEnabled();
  });

  it("does not offer a retry for answers to correct", () => {
    const error = toVisitorError(validationError("email", "invalid_email"));
    renderWithI18n(submit({ status: "error", error }), "en");
    expect(screen.getByRole("alert")).toHaveTextContent("Some fields need your attention.");
    expect(screen.getByRole("alert")).not.toHaveTextContent("try again");
  });
});

describe("FormOutcome", () => {
  it("is an empty live region until the outcome arrives, which then takes the focus", () => {
    const { rerender } = renderWithI18n(<FormOutcome message={null} />, "fr");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    rerender(<FormOutcome message="Merci! Votre demande est envoyée." />);
    expect(screen.getByRole("status")).toHaveTextContent("Merci! Votre demande est envoyée.");
    expect(screen.getByRole("status")).toHaveFocus();
  });
});

describe("focusFirstInvalid", () => {
  it("focuses the first invalid field, or the first control of an invalid group", async () => {
    const { container } = renderWithI18n(
      <form>
        <input aria-label="Nom" />
        <div role="radiogroup" aria-label="Moment" aria-invalid="true">
          <input type="radio" name="moment" aria-label="Matin" />
        </div>
        <input aria-label="Courriel" aria-invalid="true" />
      </form>,
      "fr",
    );
    focusFirstInvalid(container.querySelector("form"));
    expect(screen.getByRole("radio", { name: "Matin" })).toHaveFocus();
    await userEvent.click(screen.getByRole("textbox", { name: "Nom" }));
    screen.getByRole("radiogroup").removeAttribute("aria-invalid");
    focusFirstInvalid(container.querySelector("form"));
    expect(screen.getByRole("textbox", { name: "Courriel" })).toHaveFocus();
  });
});
