import * as React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, type AxiosResponse } from "axios";
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
jest.setTimeout(20_000);

const DAY = "2030-01-15";
let taken: string[];

beforeEach(() => {
  window.sessionStorage.clear();
  for (const mock of [book, days, categories, windows, stores]) mock.mockReset();
  taken = [];
  stores.mockResolvedValue([
    { slug: "uniglass-laval", name: "Uniglass Laval", city: "Laval", streetAddress: "1 boul. Saint-Martin", timezone: "America/Toronto" },
    { slug: "uniglass-gatineau", name: "Uniglass Gatineau", city: "Gatineau", streetAddress: "2 rue Principale", timezone: "America/Toronto" },
  ] as unknown as Awaited<ReturnType<typeof listStores>>);
  categories.mockResolvedValue([
    { id: 1, name: "Remplacement de pare-brise", durationMinutes: 120 },
    { id: 2, name: "Réparation d'éclat", durationMinutes: 30 },
  ]);
  days.mockResolvedValue([
    { date: "2030-01-14", available: false },
    { date: DAY, available: true },
  ]);
  // The day's times: whatever `taken` holds is no longer free (a fresh call sees it).
  windows.mockImplementation(async () =>
    [
      ["09:00", "09:30"],
      ["09:30", "10:00"],
      ["10:00", "10:30"],
    ].map(([start, end]) => ({ start, end, available: !taken.includes(start) })),
  );
});

function httpError(status: number, data: unknown): AxiosError {
  return new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_REQUEST", undefined, undefined, {
    status,
    data,
    statusText: "",
    headers: {},
    config: {},
  } as AxiosResponse);
}

async function chooseSlot(time = "9 h 30") {
  await screen.findByRole("option", { name: "Uniglass Laval (Laval)" });
  await userEvent.selectOptions(await screen.findByLabelText("Service"), await screen.findByRole("option", { name: "Réparation d'éclat" }));
  await userEvent.selectOptions(screen.getByLabelText("Date"), await screen.findByRole("option", { name: "mardi 15 janvier 2030" }));
  await userEvent.click(await screen.findByRole("radio", { name: time }));
}

async function fillDetails() {
  await userEvent.type(screen.getByLabelText("Année"), "2019");
  await userEvent.type(screen.getByLabelText("Marque"), "Honda");
  await userEvent.type(screen.getByLabelText("Modèle"), "Civic");
  await userEvent.type(screen.getByLabelText("Prénom"), "Léa");
  await userEvent.type(screen.getByLabelText("Nom"), "Tremblay");
  await userEvent.type(screen.getByLabelText("Téléphone"), "819 555-0134");
  await userEvent.click(screen.getByLabelText(/J'accepte que l'atelier/));
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Réserver ce rendez-vous" }));

describe("AppointmentForm", () => {
  it("offers only the free days and times of the preselected shop and service", async () => {
    renderWithI18n(<AppointmentForm storeSlug="uniglass-laval" />, "fr");
    await waitFor(() => expect(screen.getByLabelText("Atelier")).toHaveValue("uniglass-laval"));
    await chooseSlot();
    expect(categories).toHaveBeenCalledWith("uniglass-laval", { locale: "fr" }, expect.anything());
    expect(days.mock.calls[0][0]).toMatchObject({ store: "uniglass-laval", category: "2" });
    expect(screen.queryByRole("option", { name: /14 janvier/ })).toBeNull();
    expect(windows.mock.calls[0][0]).toMatchObject({ store: "uniglass-laval", category: "2", date: DAY });
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["09:00", "09:30", "10:00"]);
  });

  it("drops the service, day and time of the last shop when the visitor picks another, and keeps the rest", async () => {
    renderWithI18n(<AppointmentForm storeSlug="uniglass-laval" />, "fr");
    await chooseSlot();
    await userEvent.type(screen.getByLabelText("Prénom"), "Léa");
    await userEvent.selectOptions(screen.getByLabelText("Atelier"), screen.getByRole("option", { name: "Uniglass Gatineau (Gatineau)" }));
    expect(screen.getByLabelText("Atelier")).toHaveValue("uniglass-gatineau");
    expect(screen.getByLabelText("Service")).toHaveValue("");
    expect(screen.getByLabelText("Prénom")).toHaveValue("Léa");
    expect(screen.queryByRole("radio", { checked: true })).toBeNull();
    await waitFor(() => expect(categories).toHaveBeenLastCalledWith("uniglass-gatineau", { locale: "fr" }, expect.anything()));
    expect(JSON.parse(window.sessionStorage.getItem(APPOINTMENT_DRAFT_KEY)!)).toMatchObject({
      store: "uniglass-gatineau",
      category: "",
      date: "",
      startTime: "",
      firstName: "Léa",
    });
  });

  it("says the preselected shop is loading while the shops' list is on its way, then shows its name", async () => {
    let arrive: (list: Awaited<ReturnType<typeof listStores>>) => void = () => undefined;
    stores.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    renderWithI18n(<AppointmentForm storeSlug="uniglass-laval" />, "en");
    const chosenShop = () => within(screen.getByLabelText("Shop")).getByRole("option", { selected: true });
    await waitFor(() => expect(screen.getByLabelText("Shop")).toHaveValue("uniglass-laval"));
    expect(chosenShop()).toHaveTextContent("Loading the shops…");
    arrive([
      { slug: "uniglass-laval", name: "Uniglass Laval", city: "Laval", streetAddress: "1 boul. Saint-Martin", timezone: "America/Toronto" },
    ] as unknown as Awaited<ReturnType<typeof listStores>>);
    await waitFor(() => expect(chosenShop()).toHaveTextContent("Uniglass Laval (Laval)"));
  });

  it("refuses a bad e-mail, a bad phone and a missing time with messages at the fields, focusing the first", async () => {
    renderWithI18n(<AppointmentForm storeSlug="uniglass-laval" />, "fr");
    await screen.findByRole("option", { name: "Uniglass Laval (Laval)" });
    await userEvent.selectOptions(await screen.findByLabelText("Service"), await screen.findByRole("option", { name: "Réparation d'éclat" }));
    await userEvent.type(screen.getByLabelText("Téléphone"), "555-12");
    await userEvent.type(screen.getByLabelText(/^Courriel/), "lea@");
    await submit();
    expect(book).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Date")).toHaveAccessibleDescription("Ce champ est obligatoire.");
    await waitFor(() => expect(screen.getByLabelText("Date")).toHaveFocus());
    expect(screen.getByLabelText("Téléphone")).toHaveAccessibleDescription(/Entrez un numéro de téléphone à 10 chiffres/);
    expect(screen.getByLabelText(/^Courriel/)).toHaveAccessibleDescription("Entrez une adresse courriel valide, par exemple nom@exemple.com.");
    expect(screen.getByLabelText(/J'accepte que l'atelier/)).toHaveAccessibleDescription("Cochez cette case pour continuer.");
  });

  it("keeps the draft, chosen day and time included, when the form is closed and opened again", async () => {
    const first = renderWithI18n(<AppointmentForm storeSlug="uniglass-laval" />, "fr");
    await chooseSlot();
    await userEvent.type(screen.getByLabelText("Prénom"), "Léa");
    first.unmount();
    expect(JSON.parse(window.sessionStorage.getItem(APPOINTMENT_DRAFT_KEY)!)).toMatchObject({
      store: "uniglass-laval",
      category: "2",
      date: DAY,
      startTime: "09:30",
      firstName: "Léa",
    });
    renderWithI18n(<AppointmentForm storeSlug="uniglass-laval" />, "fr");
    expect(await screen.findByRole("radio", { name: "9 h 30" })).toBeChecked();
    expect(screen.getByLabelText("Prénom")).toHaveValue("Léa");
    expect(screen.getByLabelText("Date")).toHaveValue(DAY);
  });

  it("retries after a network error with the same Idempotency-Key, then confirms what was booked with a calendar file and the booking's private link", async () => {
    const manageToken = "Tq3vX9_kLmN0pQrS-uVwXyZ1a2B3c4D5e6F7g8H9i0J";
    book
      .mockRejectedValueOnce(new AxiosError("Network Error", AxiosError.ERR_NETWORK))
      .mockResolvedValueOnce({ status: 201, id: 41, body: { id: 41, manageToken } });
    renderWithI18n(<AppointmentForm storeSlug="uniglass-laval" />, "fr");
    await chooseSlot();
    await fillDetails();
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Impossible de joindre nos serveurs");
    expect(screen.getByLabelText("Prénom")).toHaveValue("Léa");
    await userEvent.dblClick(screen.getByRole("button", { name: "Réserver ce rendez-vous" }));
    await screen.findByText(/C'est confirmé!/);
    expect(book).toHaveBeenCalledTimes(2);
    expect(book.mock.calls[1][1]!.idempotencyKey).toBe(book.mock.calls[0][1]!.idempotencyKey);
    expect(book.mock.calls[1][0]).toMatchObject({
      store: "uniglass-laval",
      category: 2,
      date: DAY,
      startTime: "09:30",
      vehicleYear: 2019,
      phone: "819 555-0134",
      locale: "fr",
    });
    const summary = document.querySelector("dl") as HTMLElement;
    expect(within(summary).getByText("Uniglass Laval (Laval)")).toBeInTheDocument();
    expect(within(summary).getByText("mardi 15 janvier 2030")).toBeInTheDocument();
    expect(within(summary).getByText("de 9 h 30 à 10 h")).toBeInTheDocument();
    expect(within(summary).getByText("Réparation d'éclat")).toBeInTheDocument();
    const calendar = screen.getByRole("link", { name: "Ajouter à mon agenda" });
    expect(calendar).toHaveAttribute("download", "rendez-vous-uniglass.ics");
    const ics = decodeURIComponent(calendar.getAttribute("href")!.replace(/^data:text\/calendar;charset=utf-8,/, ""));
    expect(ics).toContain("DTSTART;TZID=America/Toronto:20300115T093000");
    expect(ics).toContain("DTEND;TZID=America/Toronto:20300115T100000");
    expect(ics).toContain("UID:appointment-41@uniglass.ca");
    expect(ics).toContain("SEQUENCE:0");
    // The token in the link's fragment: no request the page makes carries it.
    expect(screen.getByRole("link", { name: "Gérer mon rendez-vous" })).toHaveAttribute("href", `/rendez-vous/gerer/#token=${manageToken}`);
    await waitFor(() => expect(window.sessionStorage.getItem(APPOINTMENT_DRAFT_KEY)).toContain('"firstName":""'));
  });

  it("confirms a booking whose answer was a replay (the first one lost) without a link, saying the link was sent by e-mail or text", async () => {
    book.mockResolvedValueOnce({ status: 201, id: 43, body: { id: 43, manageLinkSent: true } });
    renderWithI18n(<AppointmentForm storeSlug="uniglass-laval" />, "fr");
    await chooseSlot();
    await fillDetails();
    await submit();
    await screen.findByText(/C'est confirmé!/);
    expect(screen.queryByRole("link", { name: "Gérer mon rendez-vous" })).toBeNull();
    expect(
      screen.getByText(/Le lien personnel qui vous permet de déplacer ou d'annuler votre rendez-vous vous a été envoyé par courriel ou par texto/),
    ).toBeInTheDocument();
  });

  it("when the slot was taken meanwhile, says so, shows the day's fresh times, keeps the rest and retries with a new key", async () => {
    renderWithI18n(<AppointmentForm storeSlug="uniglass-laval" />, "fr");
    await chooseSlot();
    await fillDetails();
    book.mockImplementationOnce(async () => {
      taken = ["09:30"];
      throw httpError(409, { message: "slot_taken" });
    });
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("quelqu'un vient de réserver cette heure");
    await waitFor(() => expect(screen.queryByRole("radio", { name: "9 h 30" })).toBeNull());
    expect(windows).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["09:00", "10:00"]);
    expect(screen.getByRole("radiogroup", { name: "Heure" })).toHaveAccessibleDescription("Cette heure vient d'être réservée. Choisissez-en une autre.");
    expect(screen.getByLabelText("Prénom")).toHaveValue("Léa");
    expect(screen.getByLabelText("Modèle")).toHaveValue("Civic");
    expect(screen.getByLabelText("Date")).toHaveValue(DAY);
    book.mockResolvedValueOnce({ status: 201, id: 42 });
    await userEvent.click(screen.getByRole("radio", { name: "10 h" }));
    await submit();
    await screen.findByText(/C'est confirmé!/);
    expect(book.mock.calls[1][0]).toMatchObject({ startTime: "10:00", firstName: "Léa" });
    expect(book.mock.calls[1][1]!.idempotencyKey).not.toBe(book.mock.calls[0][1]!.idempotencyKey);
  });
});
