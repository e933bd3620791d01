import * as React from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EstimateForm, ESTIMATE_DRAFT_KEY } from "../../src/components/estimate-form/estimate-form";
import { requestEstimate } from "../../src/api-client/forms";
import { listStores } from "../../src/api-client/stores";
import { renderWithI18n } from "../helpers/render-with-i18n";

jest.mock("../../src/api-client/forms", () => ({ requestEstimate: jest.fn() }));
jest.mock("../../src/api-client/stores", () => ({ listStores: jest.fn() }));
const send = requestEstimate as jest.MockedFunction<typeof requestEstimate>;
const stores = listStores as jest.MockedFunction<typeof listStores>;

beforeEach(() => {
  window.sessionStorage.clear();
  send.mockReset();
  stores.mockReset();
  stores.mockResolvedValue([
    { slug: "uniglass-laval", name: "Uniglass Laval", city: "Laval" },
    { slug: "uniglass-gatineau", name: "Uniglass Gatineau", city: "Gatineau" },
  ] as unknown as Awaited<ReturnType<typeof listStores>>);
});

/** The shop list arrives from the API after the form opens. */
const storesLoaded = () => screen.findByRole("option", { name: "Uniglass Laval (Laval)" });

async function fillContact() {
  await userEvent.type(screen.getByLabelText("Année"), "2019");
  await userEvent.type(screen.getByLabelText("Marque"), "Honda");
  await userEvent.type(screen.getByLabelText("Modèle"), "Civic");
  await userEvent.type(screen.getByLabelText("Prénom"), "Léa");
  await userEvent.type(screen.getByLabelText("Nom"), "Tremblay");
  await userEvent.type(screen.getByLabelText("Téléphone"), "819 555-0134");
}

describe("EstimateForm", () => {
  it("preselects the store it was opened for and guides repair or replacement as the damage is described", async () => {
    renderWithI18n(<EstimateForm storeSlug="uniglass-gatineau" />, "fr");
    await waitFor(() => expect(screen.getByLabelText("Atelier")).toHaveValue("uniglass-gatineau"));
    expect(screen.getByText(/se répare généralement en 30 minutes/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Taille"), "longer");
    expect(screen.getByText(/demande généralement un remplacement/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Type de dommage"), "broken");
    expect(screen.queryByLabelText("Taille")).toBeNull();
  });

  it("keeps the draft when the form is closed and opened again", async () => {
    const first = renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    await userEvent.type(screen.getByLabelText("Prénom"), "Léa");
    await userEvent.type(screen.getByLabelText("Marque"), "Subaru");
    first.unmount();
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    expect(screen.getByLabelText("Prénom")).toHaveValue("Léa");
    expect(screen.getByLabelText("Marque")).toHaveValue("Subaru");
  });

  it("on a first submit of the empty form, says what is missing, the year and the phone included", async () => {
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    for (const label of ["Année", "Prénom", "Téléphone"]) {
      expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
    }
    expect(screen.getByLabelText("Année")).toHaveAccessibleDescription("Ce champ est obligatoire.");
    expect(screen.getByLabelText("Téléphone")).toHaveAccessibleDescription(/Ce champ est obligatoire\./);
    await userEvent.type(screen.getByLabelText("Année"), "19");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(screen.getByLabelText("Année")).toHaveAccessibleDescription("Entrez l'année du véhicule à 4 chiffres, par exemple 2019.");
    expect(send).not.toHaveBeenCalled();
  });

  it("asks for the chosen contact method, sends once with the campaign, then forgets the draft", async () => {
    send.mockResolvedValue({ status: 201, id: 12 });
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    await fillContact();
    await userEvent.selectOptions(screen.getByLabelText("Comment préférez-vous être joint?"), "email");
    await userEvent.click(screen.getByLabelText(/J'accepte que l'atelier/));
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(screen.getByLabelText("Courriel")).toHaveAccessibleDescription("Ce champ est obligatoire.");
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Courriel"), "lea@exemple.ca");
    await userEvent.dblClick(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({
      store: "uniglass-laval",
      firstName: "Léa",
      vehicleYear: 2019,
      glassType: "windshield",
      damageType: "chip",
      damageSize: "coin",
      preferredContact: "email",
      email: "lea@exemple.ca",
      consent: true,
      locale: "fr",
    });
    expect(await screen.findByRole("status")).toHaveTextContent("Merci! Votre demande est envoyée");
    await waitFor(() => expect(window.sessionStorage.getItem(ESTIMATE_DRAFT_KEY)).toContain('"firstName":""'));
  });
});
