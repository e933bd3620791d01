import * as React from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, AxiosHeaders } from "axios";
import { FranchiseForm } from "../../src/components/franchise-form/franchise-form";
import { applyForFranchise } from "../../src/api-client/forms";
import { renderWithI18n } from "../helpers/render-with-i18n";

// Typing whole forms with userEvent takes seconds on a busy 2-core machine.
jest.setTimeout(30_000);

jest.mock("../../src/api-client/forms", () => ({ applyForFranchise: jest.fn(), submitPromoPage: jest.fn() }));
const apply = applyForFranchise as jest.MockedFunction<typeof applyForFranchise>;

beforeEach(() => apply.mockReset());

describe("FranchiseForm", () => {
  async function fill() {
    await userEvent.type(screen.getByLabelText("Prénom"), "Marc-André");
    await userEvent.type(screen.getByLabelText("Nom"), "Côté");
    await userEvent.type(screen.getByLabelText("Courriel"), "ma.cote@exemple.ca");
    await userEvent.type(screen.getByLabelText("Téléphone"), "418 555-0175");
    await userEvent.type(screen.getByLabelText("Ville ou région visée"), "Rimouski");
  }

  it("names each invalid field in French and focuses the first one", async () => {
    renderWithI18n(<FranchiseForm />, "fr");
    await userEvent.type(screen.getByLabelText("Courriel"), "ma.cote@");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await waitFor(() => expect(screen.getByLabelText("Prénom")).toHaveFocus());
    expect(screen.getByLabelText("Prénom")).toHaveAccessibleDescription("Ce champ est obligatoire.");
    expect(screen.getByLabelText("Courriel")).toHaveAccessibleDescription("Entrez une adresse courriel valide, par exemple nom@exemple.com.");
    expect(apply).not.toHaveBeenCalled();
  });

  it("sends the application once with the campaign and locale, and keeps it after a server error", async () => {
    let fail: (error: unknown) => void = () => undefined;
    apply.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    apply.mockResolvedValueOnce({ status: 201, id: 3 });
    renderWithI18n(<FranchiseForm />, "fr");
    await fill();
    await userEvent.selectOptions(screen.getByLabelText(/Capacité d'investissement/), "250k-500k");
    await userEvent.click(screen.getByLabelText(/J'accepte qu'Uniglass/));
    await userEvent.dblClick(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply.mock.calls[0][0]).toMatchObject({ firstName: "Marc-André", city: "Rimouski", investmentCapacity: "250k-500k", consent: true, locale: "fr" });
    fail(
      new AxiosError("Request failed with status code 503", "ERR_BAD_RESPONSE", { headers: new AxiosHeaders() }, null, {
        status: 503,
        statusText: "",
        headers: {},
        config: { headers: new AxiosHeaders() },
        data: {},
      }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Un problème est survenu de notre côté.");
    expect(screen.getByLabelText("Prénom")).toHaveValue("Marc-André");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Merci, Marc-André!");
    expect(apply.mock.calls[1][1]).toEqual(apply.mock.calls[0][1]);
  });
});

describe("too many attempts (429)", () => {
  const tooMany = (retryAfter: string) =>
    new AxiosError("Request failed with status code 429", "ERR_BAD_REQUEST", { headers: new AxiosHeaders() }, null, {
      status: 429,
      statusText: "",
      headers: { "retry-after": retryAfter },
      config: { headers: new AxiosHeaders() },
      data: { message: "too_many_requests" },
    });

  it.each([
    ["fr", "540", "Trop de tentatives. Réessayez dans 9 minutes. Ce que vous avez écrit est conservé.", "Envoyer ma candidature", "Prénom"],
    ["en", "45", "Too many attempts. Please try again in 1 minute. What you typed is kept.", "Send my application", "First name"],
  ] as const)("%s: says when to try again, from Retry-After, and keeps what was typed", async (locale, retryAfter, message, submit, firstName) => {
    apply.mockRejectedValueOnce(tooMany(retryAfter));
    renderWithI18n(<FranchiseForm />, locale);
    await userEvent.type(screen.getByLabelText(firstName), "Marc-André");
    await userEvent.type(screen.getByLabelText(locale === "fr" ? "Nom" : "Last name"), "Côté");
    await userEvent.type(screen.getByLabelText(locale === "fr" ? "Courriel" : "E-mail"), "ma.cote@exemple.ca");
    await userEvent.type(screen.getByLabelText(locale === "fr" ? "Téléphone" : "Phone"), "418 555-0175");
    await userEvent.type(screen.getByLabelText(locale === "fr" ? "Ville ou région visée" : "City or region you have in mind"), "Rimouski");
    const consent = screen.getByLabelText(locale === "fr" ? /J'accepte qu'Uniglass/ : /I agree that Uniglass/);
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole("button", { name: submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText(firstName)).toHaveValue("Marc-André");
    expect(consent).toBeChecked();
  });
});
