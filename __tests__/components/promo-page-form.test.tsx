import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, AxiosHeaders } from "axios";
import { PromoPageForm } from "../../src/components/promo-page-form/promo-page-form";
import { submitPromoPage } from "../../src/api-client/forms";
import { renderWithI18n } from "../helpers/render-with-i18n";

// Typing whole forms with userEvent takes seconds on a busy 2-core machine.
jest.setTimeout(30_000);

jest.mock("../../src/api-client/forms", () => ({ applyForFranchise: jest.fn(), submitPromoPage: jest.fn() }));
const promo = submitPromoPage as jest.MockedFunction<typeof submitPromoPage>;

beforeEach(() => promo.mockReset());

describe("PromoPageForm", () => {
  const fields = [
    { name: "name", label: "Name", type: "text", required: true },
    { name: "email", label: "E-mail", type: "email", required: true },
    { name: "consent", label: "I agree to be contacted", type: "checkbox", required: true },
  ];

  it("builds its fields from the landing page and posts the answers as data", async () => {
    promo.mockResolvedValueOnce({ status: 201, id: 9 });
    renderWithI18n(<PromoPageForm slug="winter-windshield" fields={fields} />, "en");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("This field is required.");
    expect(promo).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Name"), "Sam");
    await userEvent.type(screen.getByLabelText("E-mail"), "sam@example.com");
    await userEvent.click(screen.getByLabelText("I agree to be contacted"));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(promo.mock.calls[0][0]).toEqual({
      promoPage: "winter-windshield",
      data: { name: "Sam", email: "sam@example.com", consent: true },
      locale: "en",
      utm: {},
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you!");
  });

  it("says at the form when the API refuses the answer for the offer's dates, with a way to the current promotions, keeping what was typed", async () => {
    promo.mockRejectedValueOnce(
      new AxiosError("Request failed with status code 422", "ERR_BAD_REQUEST", { headers: new AxiosHeaders() }, null, {
        status: 422,
        statusText: "",
        headers: {},
        config: { headers: new AxiosHeaders() },
        data: { message: "validation_failed", violations: [{ propertyPath: "promoPage", message: "offer_ended" }] },
      }),
    );
    renderWithI18n(<PromoPageForm slug="ziebart-printemps" fields={fields} />, "fr");
    await userEvent.type(screen.getByLabelText("Name"), "Sam");
    await userEvent.type(screen.getByLabelText("E-mail"), "sam@example.com");
    await userEvent.click(screen.getByLabelText("I agree to be contacted"));
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Cette offre a pris fin : le formulaire n'est plus accepté.");
    expect(alert).not.toHaveTextContent("Certains champs");
    expect(within(alert).getByRole("link", { name: "Voir les promotions en cours" })).toHaveAttribute("href", "/promotions/");
    expect(screen.getByLabelText("Name")).toHaveValue("Sam");
  });
});
