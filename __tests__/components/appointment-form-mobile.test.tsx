/**
 * The appointment form at a shop that goes to the driver: "at the shop" or
 * "at my address", the address judged against the shop's area as soon as its
 * postal code is whole, the shops that do go there offered when it is
 * outside (switching keeps everything typed), the mobile technician's own
 * slots, and the draft keeping the place.
 */
import * as React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppointmentForm, APPOINTMENT_DRAFT_KEY } from "../../src/components/appointment-form/appointment-form";
import { bookAppointment, getAvailabilities, getBookableCategories, getTimeWindows } from "../../src/api-client/booking";
import { listStores } from "../../src/api-client/stores";
import { renderWithI18n } from "../helpers/render-with-i18n";

jest.mock("../../src/api-client/booking", () => ({
  bookAppointment: jest.fn(),
  getAvailabilities: jest.fn(),
  getBookableCategories: jest.fn(),
  getTimeWindows: jest.fn(),
}));
jest.mock("../../src/api-client/stores", () => ({ listStores: jest.fn() }));
const book = bookAppointment as jest.MockedFunction<typeof bookAppointment>;
const days = getAvailabilities as jest.MockedFunction<typeof getAvailabilities>;
const categories = getBookableCategories as jest.MockedFunction<typeof getBookableCategories>;
const windows = getTimeWindows as jest.MockedFunction<typeof getTimeWindows>;
const stores = listStores as jest.MockedFunction<typeof listStores>;

// Each test walks the whole form with userEvent: more than Jest's 5 s on a loaded 2-core CI machine.
jest.setTimeout(30_000);

const DAY = "2030-01-15";
const shop = (slug: string, name: string, city: string, latitude: number, longitude: number, radiusKm: number | null) => ({
  slug,
  name,
  city,
  streetAddress: "100, rue Principale",
  timezone: "America/Toronto",
  latitude,
  longitude,
  isZiebart: false,
  mobileService: radiusKm ? { radiusKm } : null,
});

beforeEach(() => {
  window.sessionStorage.clear();
  for (const mock of [book, days, categories, windows, stores]) mock.mockReset();
  stores.mockResolvedValue([
    shop("uniglass-sherbrooke", "Uniglass Sherbrooke", "Sherbrooke", 45.4085, -71.8982, 40),
    shop("uniglass-longueuil", "Uniglass Longueuil", "Longueuil", 45.5388, -73.5069, 30),
    shop("uniglass-laval", "Uniglass Laval", "Laval", 45.5378, -73.7449, 30),
    shop("uniglass-granby", "Uniglass Granby", "Granby", 45.3975, -72.7267, null),
  ] as unknown as Awaited<ReturnType<typeof listStores>>);
  categories.mockResolvedValue([{ id: 1, name: "Réparation de pare-brise", durationMinutes: 30 }]);
  days.mockResolvedValue([{ date: DAY, available: true }]);
  windows.mockImplementation(async (params) =>
    (params as { mode?: string }).mode === "mobile"
      ? [
          { start: "08:00", end: "10:00", available: true },
          { start: "11:00", end: "13:00", available: true },
        ]
      : [{ start: "09:00", end: "09:30", available: true }],
  );
});

/** Types an address at the driver's place (Longueuil's J4K unless told). */
async function typeAddress(postalCode = "j4k 1a1") {
  await userEvent.click(await screen.findByRole("radio", { name: "À mon adresse" }));
  await userEvent.type(screen.getByLabelText("Adresse (numéro et rue)"), "1234, chemin de Chambly");
  await userEvent.type(screen.getByLabelText("Ville"), "Longueuil");
  await userEvent.type(screen.getByLabelText("Code postal"), postalCode);
}

async function fillDetails() {
  await userEvent.type(screen.getByLabelText("Année"), "2019");
  await userEvent.type(screen.getByLabelText("Marque"), "Honda");
  await userEvent.type(screen.getByLabelText("Modèle"), "Civic");
  await userEvent.type(screen.getByLabelText("Prénom"), "Léa");
  await userEvent.type(screen.getByLabelText("Nom"), "Tremblay");
  await userEvent.type(screen.getByLabelText("Téléphone"), "450 555-0134");
  await userEvent.click(screen.getByLabelText(/J'accepte que l'atelier/));
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Réserver ce rendez-vous" }));

describe("AppointmentForm at a shop with mobile service", () => {
  it("asks where only at a shop that goes out, and the address only for a visit at it", async () => {
    renderWithI18n(<AppointmentForm storeSlug="uniglass-granby" />, "fr");
    await screen.findByRole("option", { name: "Uniglass Granby (Granby)" });
    expect(screen.queryByRole("radio", { name: "À mon adresse" })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Atelier"), "uniglass-sherbrooke");
    const where = await screen.findByRole("group", { name: "Où faire le travail?" });
    expect(where).toHaveAccessibleDescription(/jusqu'à 40\skm de l'atelier/);
    expect(within(where).getByRole("radio", { name: "À l'atelier" })).toBeChecked();
    expect(screen.queryByLabelText("Code postal")).toBeNull();
    await userEvent.click(within(where).getByRole("radio", { name: "À mon adresse" }));
    expect(screen.getByLabelText("Code postal")).toBeRequired();
  });

  it("says at once that an address is outside the area, and offers the shops that go there, nearest first, or the shop itself", async () => {
    renderWithI18n(<AppointmentForm storeSlug="uniglass-sherbrooke" />, "fr");
    await typeAddress();
    const status = await screen.findByText(/Uniglass Sherbrooke \(Sherbrooke\) ne se déplace pas jusqu'à cette adresse/);
    expect(status.closest("[role=status]")).not.toBeNull();
    expect(status).toHaveTextContent(/à environ 1\d\d\skm de l'atelier, qui dessert un rayon de 40\skm/);
    const choices = screen.getAllByRole("button", { name: /^Choisir / }).map((b) => b.textContent);
    expect(choices).toEqual([expect.stringMatching(/^Choisir Uniglass Longueuil \(Longueuil\) \(à \d\u00a0km\)$/), expect.stringMatching(/Uniglass Laval/)]);
    await userEvent.click(screen.getByRole("button", { name: "Prendre plutôt rendez-vous à l'atelier Uniglass Sherbrooke (Sherbrooke)" }));
    expect(screen.getByRole("radio", { name: "À l'atelier" })).toBeChecked();
    // The address typed stays in the draft for a change of mind.
    expect(JSON.parse(window.sessionStorage.getItem(APPOINTMENT_DRAFT_KEY)!)).toMatchObject({ mode: "shop", servicePostalCode: "j4k 1a1" });
  });

  it("does not send an address outside the area: the postal code's field says why", async () => {
    renderWithI18n(<AppointmentForm storeSlug="uniglass-sherbrooke" />, "fr");
    await typeAddress();
    await screen.findByText(/ne se déplace pas jusqu'à cette adresse/);
    await userEvent.selectOptions(screen.getByLabelText("Date"), await screen.findByRole("option", { name: "mardi 15 janvier 2030" }));
    await userEvent.click(await screen.findByRole("radio", { name: "11 h" }));
    await fillDetails();
    await submit();
    expect(book).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Code postal")).toHaveAccessibleDescription(/en dehors du secteur desservi par cet atelier/);
    await waitFor(() => expect(screen.getByLabelText("Code postal")).toHaveFocus());
  });

  it("switches to a shop that goes there keeping everything typed, and books one of its mobile visits", async () => {
    book.mockResolvedValue({ status: 201, id: 41 });
    renderWithI18n(<AppointmentForm storeSlug="uniglass-sherbrooke" />, "fr");
    await typeAddress();
    await userEvent.click(await screen.findByRole("button", { name: /^Choisir Uniglass Longueuil/ }));
    expect(screen.getByLabelText("Atelier")).toHaveValue("uniglass-longueuil");
    expect(screen.getByRole("radio", { name: "À mon adresse" })).toBeChecked();
    expect(screen.getByLabelText("Adresse (numéro et rue)")).toHaveValue("1234, chemin de Chambly");
    expect(await screen.findByText(/Bonne nouvelle : Uniglass Longueuil \(Longueuil\) se déplace jusqu'à votre adresse/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Date"), await screen.findByRole("option", { name: "mardi 15 janvier 2030" }));
    expect(days).toHaveBeenLastCalledWith(expect.objectContaining({ store: "uniglass-longueuil", mode: "mobile" }), expect.anything());
    await userEvent.click(await screen.findByRole("radio", { name: "11 h" }));
    expect(windows).toHaveBeenLastCalledWith(expect.objectContaining({ mode: "mobile", date: DAY }), expect.anything());
    await fillDetails();
    await submit();
    await waitFor(() => expect(book).toHaveBeenCalledTimes(1));
    expect(book.mock.calls[0][0]).toMatchObject({
      store: "uniglass-longueuil",
      mode: "mobile",
      startTime: "11:00",
      serviceAddress: { streetAddress: "1234, chemin de Chambly", city: "Longueuil", postalCode: "J4K 1A1" },
    });
    expect(await screen.findByText("À votre adresse : 1234, chemin de Chambly, Longueuil, J4K 1A1")).toBeInTheDocument();
  });

  it("keeps the place in the draft when the form is closed and opened again", async () => {
    const first = renderWithI18n(<AppointmentForm storeSlug="uniglass-longueuil" />, "fr");
    await typeAddress();
    first.unmount();
    renderWithI18n(<AppointmentForm storeSlug="uniglass-longueuil" />, "fr");
    expect(await screen.findByRole("radio", { name: "À mon adresse" })).toBeChecked();
    expect(screen.getByLabelText("Code postal")).toHaveValue("j4k 1a1");
    expect(await screen.findByText(/Bonne nouvelle/)).toBeInTheDocument();
  });

  it("speaks English", async () => {
    renderWithI18n(<AppointmentForm storeSlug="uniglass-sherbrooke" />, "en");
    await userEvent.click(await screen.findByRole("radio", { name: "At my address" }));
    await userEvent.type(screen.getByLabelText("Postal code"), "J4K 1A1");
    expect(await screen.findByText(/Uniglass Sherbrooke \(Sherbrooke\) doesn't come to this address: it is about 1\d\d km from the shop/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Choose Uniglass Longueuil \(Longueuil\) \(\d km away\)$/ })).toBeInTheDocument();
  });
});
