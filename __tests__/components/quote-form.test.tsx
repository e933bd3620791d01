import * as React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { QuoteForm, QUOTE_DRAFT_KEY } from "../../src/components/quote-form/quote-form";
import { decodeVin, getMakes, getModelYears, getModels, requestQuote } from "../../src/api-client/quotes";
import { FORM_DRAFT_KEYS } from "../../src/lib/draft-storage";
import { apiClient } from "../../src/api-client/client";
import type { Quote } from "../../src/contract/quote";
import { renderWithI18n } from "../helpers/render-with-i18n";

jest.setTimeout(30_000);

jest.mock("../../src/api-client/quotes", () => ({
  getModelYears: jest.fn(),
  getMakes: jest.fn(),
  getModels: jest.fn(),
  decodeVin: jest.fn(),
  requestQuote: jest.fn(),
}));
const years = getModelYears as jest.MockedFunction<typeof getModelYears>;
const makes = getMakes as jest.MockedFunction<typeof getMakes>;
const models = getModels as jest.MockedFunction<typeof getModels>;
const decode = decodeVin as jest.MockedFunction<typeof decodeVin>;
const send = requestQuote as jest.MockedFunction<typeof requestQuote>;

/** A VIN whose check digit (9th character) is right, and the same with a typo. */
const VIN = "1HGCM82633A004352";
const VIN_TYPO = "1HGCM82643A004352";

/** What axios throws for an HTTP answer. */
function httpError(status: number, data: unknown = {}, headers: Record<string, string> = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data, headers } });
}

const QUOTE: Quote = {
  number: "Q-2026-000123",
  createdAt: "2026-12-01T20:00:00.000Z",
  validUntil: "2026-12-31",
  vehicle: { year: 2019, make: "Honda", model: "Civic", vehicleClass: "compact" },
  glass: "windshield",
  damage: "broken",
  damageSize: null,
  options: ["adas-camera"],
  advice: "replace",
  calibration: { required: true, price: 32_000 },
  taxes: { gst: 0.05, qst: 0.09975 },
  insuranceClaim: true,
  deductible: 50_000,
  shops: [
    {
      store: "uniglass-laval",
      name: "Uniglass Laval",
      city: "Laval",
      distance: 3.24,
      subtotal: { low: 123_456, high: 150_000 },
      gst: { low: 6_173, high: 7_500 },
      qst: { low: 12_315, high: 14_963 },
      total: { low: 141_944, high: 172_463 },
      youPay: { low: 50_000, high: 50_000 },
    },
  ],
};

beforeEach(() => {
  window.sessionStorage.clear();
  for (const mock of [years, makes, models, decode, send]) mock.mockReset();
  years.mockResolvedValue([2020, 2019]);
  makes.mockImplementation(async (year) => (year === "2019" ? [{ slug: "honda", name: "Honda" }] : [{ slug: "toyota", name: "Toyota" }]));
  models.mockResolvedValue([{ slug: "civic", name: "Civic", vehicleClass: "compact" }]);
  send.mockResolvedValue({ status: 201, id: null, body: QUOTE, quote: QUOTE });
});

async function chooseModel() {
  await screen.findByRole("option", { name: "2019" });
  await userEvent.selectOptions(screen.getByLabelText("Année"), "2019");
  await userEvent.selectOptions(await screen.findByLabelText("Marque"), await screen.findByRole("option", { name: "Honda" }));
  await userEvent.selectOptions(screen.getByLabelText("Modèle"), await screen.findByRole("option", { name: "Civic" }));
}

describe("QuoteForm", () => {
  it("goes from year, make and model to each nearby shop's prices with Quebec's taxes, in French money", async () => {
    renderWithI18n(<QuoteForm />, "fr");
    await chooseModel();
    expect(makes).toHaveBeenLastCalledWith("2019", expect.anything());
    expect(models).toHaveBeenLastCalledWith("2019", "honda", expect.anything());
    await userEvent.selectOptions(screen.getByLabelText("Type de dommage"), "broken");
    expect(screen.queryByLabelText("Taille")).toBeNull();
    await userEvent.click(screen.getByLabelText(/Caméra d'aide à la conduite/));
    await userEvent.type(screen.getByLabelText("Code postal ou ville"), "H7N 1A1");
    await userEvent.click(screen.getByLabelText("Je pense faire une réclamation à mon assureur"));
    await userEvent.type(screen.getByLabelText("Franchise de ma police pour le bris de vitre (en dollars)"), "500");
    await userEvent.dblClick(screen.getByRole("button", { name: "Obtenir ma soumission" }));

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual({
      vehicle: { kind: "model", year: 2019, make: "honda", model: "civic" },
      glass: "windshield",
      damage: "broken",
      options: ["adas-camera"],
      near: "H7N 1A1",
      insuranceClaim: true,
      deductible: 500,
      locale: "fr",
    });
    expect(send.mock.calls[0][1]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    const outcome = await screen.findByText("Votre soumission Q-2026-000123 est prête. Elle est valide jusqu'au 31 décembre 2026.");
    await waitFor(() => expect(outcome).toHaveFocus());
    const result = screen.getByRole("region", { name: "Soumission Q-2026-000123" });
    expect(result).toHaveTextContent("Véhicule : 2019 Honda Civic");
    expect(result).toHaveTextContent("Notre conseil : remplacer.");
    expect(result).toHaveTextContent("Recalibrage de la caméra d'aide à la conduite requis après le remplacement : 320,00 $");
    expect(result).toHaveTextContent("vous payez votre franchise de 500,00 $");
    const shop = within(result).getByRole("listitem");
    expect(shop).toHaveTextContent("Laval, à 3,2 km");
    const amount = (label: string) => within(shop).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, " ");
    expect(amount("Prix avant taxes")).toBe("1 234,56 $ – 1 500,00 $");
    expect(amount("TPS (5 %)")).toBe("61,73 $ – 75,00 $");
    expect(amount("TVQ (9,975 %)")).toBe("123,15 $ – 149,63 $");
    expect(amount("Total avec taxes")).toBe("1 419,44 $ – 1 724,63 $");
    expect(amount("Vous payez avec une réclamation")).toBe("500,00 $");
    // What was typed stays: another quote starts from it; "start over" empties the form and the result.
    expect(screen.getByLabelText("Code postal ou ville")).toHaveValue("H7N 1A1");
    await userEvent.click(screen.getByRole("button", { name: "Recommencer" }));
    expect(screen.getByLabelText("Code postal ou ville")).toHaveValue("");
    expect(screen.queryByRole("region", { name: "Soumission Q-2026-000123" })).toBeNull();
  });

  it("writes money the English-Canadian way", async () => {
    renderWithI18n(<QuoteForm />, "en");
    await screen.findByRole("option", { name: "2019" });
    await userEvent.click(screen.getByLabelText("I don't know"));
    await userEvent.selectOptions(screen.getByLabelText("Type of vehicle"), "sedan");
    await userEvent.type(screen.getByLabelText("Postal code or city"), "Laval");
    await userEvent.click(screen.getByRole("button", { name: "Get my quote" }));
    expect(send.mock.calls[0][0]).toMatchObject({ vehicle: { kind: "unknown", vehicleClass: "sedan" }, damageSize: "coin", locale: "en" });
    const shop = within(await screen.findByRole("region", { name: "Quote Q-2026-000123" })).getByRole("listitem");
    expect(within(shop).getByText("Total with taxes").nextElementSibling).toHaveTextContent("$1,419.44 – $1,724.63");
    expect(shop).toHaveTextContent("Laval, 3.2 km away");
  });

  it("checks a VIN's check digit before asking the API, then shows the decoded vehicle for confirmation", async () => {
    decode.mockResolvedValue({ vin: VIN, year: 2003, make: "Honda", model: "Accord", trim: "EX", bodyStyle: "Sedan", vehicleClass: "sedan" });
    renderWithI18n(<QuoteForm />, "fr");
    await userEvent.click(screen.getByLabelText("Numéro d'identification du véhicule (NIV)"));
    await userEvent.type(screen.getByLabelText("NIV"), VIN_TYPO);
    await userEvent.click(screen.getByRole("button", { name: "Vérifier le NIV" }));
    expect(screen.getByLabelText("NIV")).toHaveAccessibleDescription(/Ce NIV contient une erreur de frappe/);
    expect(decode).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("NIV"));
    await userEvent.type(screen.getByLabelText("NIV"), VIN.toLowerCase());
    await userEvent.type(screen.getByLabelText("Code postal ou ville"), "Laval");
    await userEvent.click(screen.getByRole("button", { name: "Vérifier le NIV" }));
    expect(decode).toHaveBeenCalledWith(VIN);
    expect(await screen.findByText("Ce NIV correspond à : 2003 Honda Accord EX. Est-ce bien votre véhicule?")).toBeInTheDocument();

    // Never taken as is: a quote asked before the confirmation says so and is not sent.
    await userEvent.click(screen.getByRole("button", { name: "Obtenir ma soumission" }));
    expect(screen.getByLabelText("NIV")).toHaveAccessibleDescription(/confirmez le véhicule qu'il indique/);
    expect(send).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Oui, c'est mon véhicule" }));
    expect(screen.getByText("Véhicule confirmé : 2003 Honda Accord EX.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Obtenir ma soumission" }));
    expect(send.mock.calls[0][0]).toMatchObject({ vehicle: { kind: "vin", vin: VIN } });
  });

  it("says when the VIN is not known or the API refuses, keeping what was typed", async () => {
    decode.mockRejectedValueOnce(httpError(404, { message: "vin_not_decoded" }));
    decode.mockRejectedValueOnce(httpError(429, { message: "too_many_requests" }, { "retry-after": "60" }));
    renderWithI18n(<QuoteForm />, "fr");
    await userEvent.click(screen.getByLabelText("Numéro d'identification du véhicule (NIV)"));
    await userEvent.type(screen.getByLabelText("NIV"), VIN);
    await userEvent.click(screen.getByRole("button", { name: "Vérifier le NIV" }));
    await waitFor(() => expect(screen.getByLabelText("NIV")).toHaveAccessibleDescription(/Nous ne trouvons pas ce NIV dans notre répertoire/));
    await userEvent.click(screen.getByRole("button", { name: "Vérifier le NIV" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Trop de tentatives. Réessayez dans 1 minute. Ce que vous avez écrit est conservé.");
    expect(screen.getByLabelText("NIV")).toHaveValue(VIN);
  });

  it("shows the API's refusals by field and its other errors translated, and keeps the draft", async () => {
    send.mockRejectedValueOnce(httpError(422, { violations: [{ propertyPath: "near", message: "place_not_found" }] }));
    send.mockRejectedValueOnce(Object.assign(new Error("Network Error"), { isAxiosError: true, code: "ERR_NETWORK" }));
    const first = renderWithI18n(<QuoteForm />, "fr");
    await screen.findByRole("option", { name: "2019" });
    await userEvent.click(screen.getByRole("button", { name: "Obtenir ma soumission" }));
    expect(screen.getByLabelText("Année")).toHaveAccessibleDescription("Ce champ est obligatoire.");
    expect(screen.getByLabelText("Code postal ou ville")).toHaveAccessibleDescription(/Ce champ est obligatoire\./);
    expect(send).not.toHaveBeenCalled();

    await chooseModel();
    await userEvent.type(screen.getByLabelText("Code postal ou ville"), "Nulle-part");
    await userEvent.click(screen.getByRole("button", { name: "Obtenir ma soumission" }));
    await waitFor(() => expect(screen.getByLabelText("Code postal ou ville")).toHaveAccessibleDescription(/Nous ne trouvons pas cet endroit/));
    await userEvent.click(screen.getByRole("button", { name: "Obtenir ma soumission" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Impossible de joindre nos serveurs.");

    // A reload keeps everything typed.
    first.unmount();
    renderWithI18n(<QuoteForm />, "fr");
    expect(screen.getByLabelText("Code postal ou ville")).toHaveValue("Nulle-part");
    await waitFor(() => expect(screen.getByLabelText("Modèle")).toHaveValue("civic"));
    expect(JSON.parse(window.sessionStorage.getItem(QUOTE_DRAFT_KEY) ?? "{}")).toMatchObject({ year: "2019", make: "honda", model: "civic" });
  });

  it("carries the vehicle and the quote's number into the shop's estimate and appointment forms", async () => {
    window.sessionStorage.setItem(FORM_DRAFT_KEYS.appointment, JSON.stringify({ firstName: "Léa", vehicleMake: "Subaru" }));
    renderWithI18n(<QuoteForm />, "fr");
    await chooseModel();
    await userEvent.type(screen.getByLabelText("Code postal ou ville"), "Laval");
    await userEvent.click(screen.getByRole("button", { name: "Obtenir ma soumission" }));
    await userEvent.click(await screen.findByRole("button", { name: "Demander une estimation à Uniglass Laval" }));
    expect(JSON.parse(window.sessionStorage.getItem(FORM_DRAFT_KEYS.estimate) ?? "{}")).toEqual({
      store: "uniglass-laval",
      vehicleYear: "2019",
      vehicleMake: "Honda",
      vehicleModel: "Civic",
      quote: "Q-2026-000123",
    });
    await userEvent.click(screen.getByRole("button", { name: "Prendre rendez-vous à Uniglass Laval" }));
    expect(JSON.parse(window.sessionStorage.getItem(FORM_DRAFT_KEYS.appointment) ?? "{}")).toEqual({
      firstName: "Léa",
      store: "uniglass-laval",
      vehicleYear: "2019",
      vehicleMake: "Honda",
      vehicleModel: "Civic",
      quote: "Q-2026-000123",
    });
  });

  it("finds the shops near the visitor's favourite shop with one click", async () => {
    const favourite = {
      id: 1,
      storeId: "UG-0001",
      name: "Uniglass Laval",
      slug: "uniglass-laval",
      streetAddress: "1, boulevard Le Carrefour",
      city: "Laval",
      state: "QC",
      zipCode: "H7T 1C7",
      latitude: 45.57,
      longitude: -73.75,
      phone: "450-555-0100",
      timezone: "America/Toronto",
    };
    Cookies.set("uniglass_FavoriteStore", favourite.slug);
    const get = jest.spyOn(apiClient, "get").mockResolvedValue({ data: favourite, status: 200 });
    try {
      renderWithI18n(<QuoteForm />, "fr");
      await userEvent.click(await screen.findByRole("button", { name: "Près de mon atelier préféré : Uniglass Laval" }));
      expect(screen.getByLabelText("Code postal ou ville")).toHaveValue("H7T 1C7");
    } finally {
      get.mockRestore();
      Cookies.remove("uniglass_FavoriteStore", { path: "/" });
    }
  });
});
