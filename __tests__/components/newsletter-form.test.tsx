import * as React from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, AxiosHeaders } from "axios";
import { NewsletterForm } from "../../src/components/newsletter-form/newsletter-form";
import { subscribeToNewsletter } from "../../src/api-client/forms";
import { renderWithI18n } from "../helpers/render-with-i18n";

jest.mock("../../src/api-client/forms", () => ({ subscribeToNewsletter: jest.fn() }));
const send = subscribeToNewsletter as jest.MockedFunction<typeof subscribeToNewsletter>;

function networkError() {
  return new AxiosError("Network Error", "ERR_NETWORK", { headers: new AxiosHeaders() });
}

describe("NewsletterForm", () => {
  beforeEach(() => send.mockReset());

  it("shows translated field errors and sends nothing when invalid", async () => {
    renderWithI18n(<NewsletterForm />, "fr");
    await userEvent.type(screen.getByLabelText("Adresse courriel"), "lea@");
    await userEvent.click(screen.getByRole("button", { name: "M'abonner" }));
    const email = screen.getByLabelText("Adresse courriel");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Entrez une adresse courriel valide, par exemple nom@exemple.com.");
    expect(screen.getByText("Cochez cette case pour continuer.")).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends once on a double click and thanks the visitor", async () => {
    let resolve: (value: { status: number; id: number }) => void = () => undefined;
    send.mockImplementation(() => new Promise((r) => (resolve = r)));
    renderWithI18n(<NewsletterForm />, "en");
    await userEvent.type(screen.getByLabelText("E-mail address"), "sam@example.com");
    await userEvent.click(screen.getByRole("checkbox", { name: /I agree/ }));
    const button = screen.getByRole("button", { name: "Subscribe" });
    await userEvent.dblClick(button);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual({ email: "sam@example.com", consent: true, locale: "en", utm: {} });
    expect(send.mock.calls[0][1]).toEqual({ idempotencyKey: expect.any(String) });
    resolve({ status: 201, id: 7 });
    expect(await screen.findByRole("status")).toHaveTextContent("Thank you! The newsletter will be sent to sam@example.com.");
  });

  it("keeps what was typed after a network error and retries with the same idempotency key", async () => {
    send.mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ status: 201, id: 8 });
    renderWithI18n(<NewsletterForm />, "fr");
    await userEvent.type(screen.getByLabelText("Adresse courriel"), "lea@exemple.ca");
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "M'abonner" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Impossible de joindre nos serveurs.");
    expect(screen.getByLabelText("Adresse courriel")).toHaveValue("lea@exemple.ca");
    expect(screen.getByRole("checkbox")).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "M'abonner" }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1][1]).toEqual(send.mock.calls[0][1]);
    expect(await screen.findByRole("status")).toBeInTheDocument();
  });
});
