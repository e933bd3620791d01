import * as React from "react";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EstimateForm, ESTIMATE_DRAFT_KEY } from "../../src/components/estimate-form/estimate-form";
import { requestEstimate } from "../../src/api-client/forms";
import { listStores } from "../../src/api-client/stores";
import { renderWithI18n } from "../helpers/render-with-i18n";

import { deleteEstimatePhoto, getInsurers, uploadEstimatePhoto } from "../../src/api-client/estimate";
import { prepareImage } from "../../src/components/photo-field/resize-image";
import { pngOf } from "../support/images";

// Typing whole forms with user-event takes seconds on a loaded machine.
jest.setTimeout(30_000);

jest.mock("../../src/api-client/forms", () => ({ requestEstimate: jest.fn() }));
jest.mock("../../src/api-client/stores", () => ({ listStores: jest.fn() }));
jest.mock("../../src/api-client/estimate", () => ({
  getInsurers: jest.fn(),
  uploadEstimatePhoto: jest.fn(),
  deleteEstimatePhoto: jest.fn(),
  estimatePhotoUrl: (id: string) => `/api/estimate_photos/${id}`,
}));
// jsdom has no canvas: resizing is exercised in the browser tests.
jest.mock("../../src/components/photo-field/resize-image", () => ({ prepareImage: jest.fn() }));
const send = requestEstimate as jest.MockedFunction<typeof requestEstimate>;
const stores = listStores as jest.MockedFunction<typeof listStores>;
const insurers = getInsurers as jest.MockedFunction<typeof getInsurers>;
const upload = uploadEstimatePhoto as jest.MockedFunction<typeof uploadEstimatePhoto>;
const remove = deleteEstimatePhoto as jest.MockedFunction<typeof deleteEstimatePhoto>;
const prepare = prepareImage as jest.MockedFunction<typeof prepareImage>;

beforeEach(() => {
  window.sessionStorage.clear();
  send.mockReset();
  stores.mockReset();
  for (const mock of [insurers, upload, remove, prepare]) mock.mockReset();
  insurers.mockImplementation(async (params) =>
    params?.locale === "en"
      ? [
          { slug: "desjardins-assurances", name: "Desjardins Insurance" },
          { slug: "intact-assurance", name: "Intact Insurance" },
        ]
      : [
          { slug: "desjardins-assurances", name: "Desjardins Assurances" },
          { slug: "intact-assurance", name: "Intact Assurance" },
        ],
  );
  remove.mockResolvedValue(undefined);
  prepare.mockImplementation(async () => ({ blob: new Blob(["x"]), type: "image/webp", width: 1600, height: 1200, preview: "data:image/jpeg;base64,AAAA" }));
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
    // The questions about the damage come once the list tells the shop's kind (a glass shop here).
    await storesLoaded();
    expect(screen.getByLabelText("Atelier")).toHaveValue("uniglass-gatineau");
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

  it("a send asked for while the shops still load is not lost: what is missing shows once they arrive", async () => {
    let arrive: (list: Awaited<ReturnType<typeof listStores>>) => void = () => undefined;
    stores.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    // The chosen shop is said to be loading, never shown by its address name.
    await waitFor(() => expect(screen.getByLabelText("Atelier")).toHaveValue("uniglass-laval"));
    const chosenShop = () => within(screen.getByLabelText("Atelier")).getByRole("option", { selected: true });
    expect(chosenShop()).toHaveTextContent("Chargement des ateliers…");
    await userEvent.click(await screen.findByRole("button", { name: "Envoyer ma demande" }));
    expect(screen.getByLabelText("Prénom")).not.toHaveAttribute("aria-invalid");
    await act(async () => arrive([{ slug: "uniglass-laval", name: "Uniglass Laval", city: "Laval" }] as unknown as Awaited<ReturnType<typeof listStores>>));
    expect(chosenShop()).toHaveTextContent("Uniglass Laval (Laval)");
    await waitFor(() => expect(screen.getByLabelText("Prénom")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText("Année")).toHaveAccessibleDescription("Ce champ est obligatoire.");
    expect(send).not.toHaveBeenCalled();
  });

  it("opened for a shop whose kind is still loading, draws its photo field once the kind is known and never takes it out meanwhile", async () => {
    let arrive: (list: Awaited<ReturnType<typeof listStores>>) => void = () => undefined;
    stores.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    // Every photo input the form ever put in the page, and every one it took out.
    const added: Node[] = [];
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) added.push(...node.querySelectorAll("input[type=file]"));
        for (const node of record.removedNodes) if (node instanceof Element) removed.push(...node.querySelectorAll("input[type=file]"));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await waitFor(() => expect(screen.getByLabelText("Atelier")).toHaveValue("uniglass-laval"));
    await act(async () => arrive([{ slug: "uniglass-laval", name: "Uniglass Laval", city: "Laval" }] as unknown as Awaited<ReturnType<typeof listStores>>));
    await screen.findByLabelText(/Ajouter des photos/);
    await act(async () => undefined);
    observer.disconnect();
    expect(added).toHaveLength(1);
    expect(removed).toHaveLength(0);
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

  it("asks for the claim's details when the box is ticked, with the insurers of the API and Quebec guidance (fr)", async () => {
    send.mockResolvedValue({ status: 201, id: 13 });
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    expect(screen.queryByLabelText("Assureur")).toBeNull();
    await userEvent.click(screen.getByLabelText("Je fais une réclamation à mon assureur"));
    expect(screen.getByText(/la plupart des polices d'assurance auto/)).toBeInTheDocument();
    expect(screen.getByText(/La réparation d'un éclat se fait souvent sans franchise/)).toBeInTheDocument();
    await screen.findByRole("option", { name: "Intact Assurance" });
    await fillContact();
    await userEvent.click(screen.getByLabelText(/J'accepte que l'atelier/));
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Assureur")).toHaveAccessibleDescription("Ce champ est obligatoire.");
    // The visitor holds the policy unless they say otherwise: their name is not asked twice.
    expect(screen.getByLabelText("Je suis le titulaire de la police")).toBeChecked();
    expect(screen.queryByLabelText("Titulaire de la police")).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Assureur"), "other");
    await userEvent.type(screen.getByLabelText("Nom de l'assureur"), "Mutuelle de l'Estrie");
    await userEvent.type(screen.getByLabelText(/Numéro de réclamation/), "QC-2026-417");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(send.mock.calls[0][0]).toMatchObject({
      insuranceClaim: true,
      insurer: "other",
      insurerOther: "Mutuelle de l'Estrie",
      policyHolder: "Léa Tremblay",
      claimNumber: "QC-2026-417",
    });
  });

  it("asks for the policy holder's name when the visitor is not the holder (fr)", async () => {
    send.mockResolvedValue({ status: 201, id: 16 });
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    await userEvent.click(screen.getByLabelText("Je fais une réclamation à mon assureur"));
    await userEvent.selectOptions(screen.getByLabelText("Assureur"), await screen.findByRole("option", { name: "Intact Assurance" }));
    await fillContact();
    await userEvent.click(screen.getByLabelText(/J'accepte que l'atelier/));
    await userEvent.click(screen.getByLabelText("Je suis le titulaire de la police"));
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Titulaire de la police")).toHaveAccessibleDescription(/Ce champ est obligatoire/);
    await userEvent.type(screen.getByLabelText("Titulaire de la police"), "Marc Tremblay");
    expect(screen.getByLabelText("Titulaire de la police")).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(send.mock.calls[0][0]).toMatchObject({ insuranceClaim: true, insurer: "intact-assurance", policyHolder: "Marc Tremblay" });
  });

  it("labels the claim's details in English and sends none of them once the box is unticked", async () => {
    send.mockResolvedValue({ status: 201, id: 14 });
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "en");
    await screen.findByRole("option", { name: "Uniglass Laval (Laval)" });
    await userEvent.click(screen.getByLabelText("I am making an insurance claim"));
    expect(screen.getByRole("group", { name: "Your insurance claim" })).toBeInTheDocument();
    expect(screen.getByText(/A chip repair is often done with no deductible/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Insurer"), await screen.findByRole("option", { name: "Desjardins Insurance" }));
    await userEvent.click(screen.getByLabelText("I am the policyholder"));
    await userEvent.type(screen.getByLabelText("Policyholder"), "Sam Roy");
    expect(screen.getByLabelText(/Claim number/)).toHaveAccessibleDescription("If you have already opened a claim with your insurer.");
    await userEvent.click(screen.getByLabelText("I am making an insurance claim"));
    expect(screen.queryByLabelText("Insurer")).toBeNull();
    await userEvent.type(screen.getByLabelText("Year"), "2019");
    await userEvent.type(screen.getByLabelText("Make"), "Honda");
    await userEvent.type(screen.getByLabelText("Model"), "Civic");
    await userEvent.type(screen.getByLabelText("First name"), "Sam");
    await userEvent.type(screen.getByLabelText("Last name"), "Roy");
    await userEvent.type(screen.getByLabelText("Phone"), "819 555-0134");
    await userEvent.click(screen.getByLabelText(/I agree that the shop/));
    await userEvent.click(screen.getByRole("button", { name: "Send my request" }));
    expect(send.mock.calls[0][0]).toMatchObject({ insuranceClaim: false });
    expect(send.mock.calls[0][0].insurer).toBeUndefined();
    expect(send.mock.calls[0][0].policyHolder).toBeUndefined();
  });

  it("uploads picked photos with their progress, keeps only their ids in the draft, refuses a non-image and a fourth photo, removes one", async () => {
    let progress: ((share: number) => void) | undefined;
    let finish: (() => void) | undefined;
    let n = 0;
    upload.mockImplementation(
      (_blob, _name, options) =>
        new Promise((resolve) => {
          const id = `photo-id-000000000000${++n}`;
          progress = options?.onProgress;
          finish = () => resolve({ id, type: "image/webp", size: 1, width: 1600, height: 1200, expiresAt: "2030-01-01T00:00:00Z" });
        }),
    );
    send.mockResolvedValue({ status: 201, id: 15 });
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    await userEvent.type(screen.getByLabelText("Prénom"), "Léa");
    const input = screen.getByLabelText(/Ajouter des photos/);
    await userEvent.upload(input, new File([new Uint8Array(pngOf(40, 30))], "eclat.png", { type: "image/png" }));
    const bar = await screen.findByRole("progressbar", { name: "Envoi de eclat.png" });
    act(() => progress?.(0.5));
    expect(bar).toHaveAttribute("value", "0.5");
    expect(screen.getByText("Envoi en cours : 50 %")).toBeInTheDocument();
    await act(async () => finish?.());
    expect(await screen.findByRole("img", { name: "Photo 1 des dommages" })).toHaveAttribute("src", "data:image/jpeg;base64,AAAA");
    const draft = window.sessionStorage.getItem(ESTIMATE_DRAFT_KEY)!;
    expect(JSON.parse(draft).photos).toEqual([{ id: "photo-id-0000000000001", name: "eclat.png" }]);
    expect(draft).not.toContain("base64");

    await userEvent.upload(input, new File(["Facture du garage"], "facture.jpg", { type: "image/jpeg" }));
    expect(await screen.findByText("« facture.jpg » : Ce fichier n'est pas une photo : choisissez une image JPEG, PNG ou WebP.")).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Prénom")).toHaveValue("Léa");

    const three = ["a.png", "b.png", "c.png"].map((name) => new File([new Uint8Array(pngOf(4, 4))], name, { type: "image/png" }));
    await userEvent.upload(input, three);
    expect(await screen.findByText(/« c.png » : Vous pouvez joindre au plus 3 photos/)).toBeInTheDocument();
    await act(async () => finish?.());
    await userEvent.click(screen.getByRole("button", { name: "Retirer la photo eclat.png" }));
    expect(remove).toHaveBeenCalledWith("photo-id-0000000000001");
    expect(JSON.parse(window.sessionStorage.getItem(ESTIMATE_DRAFT_KEY)!).photos.map((p: { id: string }) => p.id)).not.toContain("photo-id-0000000000001");
  });

  it("opens filled with the vehicle and the number of a quote carried into its draft, sends the number, and lets it be taken off", async () => {
    send.mockResolvedValue({ status: 201, id: 14 });
    window.sessionStorage.setItem(
      ESTIMATE_DRAFT_KEY,
      JSON.stringify({ store: "uniglass-laval", vehicleYear: "2019", vehicleMake: "Honda", vehicleModel: "Civic", quote: "Q-2026-000123" }),
    );
    const first = renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    expect(screen.getByLabelText("Année")).toHaveValue("2019");
    expect(screen.getByLabelText("Marque")).toHaveValue("Honda");
    expect(screen.getByLabelText("Modèle")).toHaveValue("Civic");
    expect(screen.getByText(/Soumission Q-2026-000123 jointe à votre demande/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Prénom"), "Léa");
    await userEvent.type(screen.getByLabelText("Nom"), "Tremblay");
    await userEvent.type(screen.getByLabelText("Téléphone"), "819 555-0134");
    await userEvent.click(screen.getByLabelText(/J'accepte que l'atelier/));
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(send.mock.calls[0][0]).toMatchObject({ vehicleYear: 2019, vehicleMake: "Honda", vehicleModel: "Civic", quote: "Q-2026-000123" });
    first.unmount();

    window.sessionStorage.setItem(ESTIMATE_DRAFT_KEY, JSON.stringify({ store: "uniglass-laval", quote: "Q-2026-000123" }));
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    await userEvent.click(screen.getByRole("button", { name: "Retirer la soumission" }));
    expect(screen.queryByText(/Q-2026-000123/)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(ESTIMATE_DRAFT_KEY)!).quote).toBe("");
  });

  it("says when the API does not know the quote carried, and sends once it is taken off", async () => {
    send.mockRejectedValueOnce(
      Object.assign(new Error("Request failed with status code 422"), {
        isAxiosError: true,
        response: { status: 422, data: { violations: [{ propertyPath: "quote", message: "unknown_quote" }] }, headers: {} },
      }),
    );
    send.mockResolvedValueOnce({ status: 201, id: 15 });
    window.sessionStorage.setItem(ESTIMATE_DRAFT_KEY, JSON.stringify({ store: "uniglass-laval", quote: "Q-2026-999999" }));
    renderWithI18n(<EstimateForm storeSlug="uniglass-laval" />, "fr");
    await storesLoaded();
    await fillContact();
    await userEvent.click(screen.getByLabelText(/J'accepte que l'atelier/));
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(await screen.findByText(/Cette soumission est introuvable/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Retirer la soumission" }));
    await userEvent.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0]).not.toHaveProperty("quote", expect.anything());
    expect(await screen.findByRole("status")).toHaveTextContent("Merci! Votre demande est envoyée");
  });
});
