import * as React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AxiosError, type AxiosResponse } from "axios";
import { ManageAppointment } from "../../src/components/manage-appointment/manage-appointment";
import { cancelAppointment, getAvailabilities, getManagedAppointment, getTimeWindows, moveAppointment } from "../../src/api-client/booking";
import type { ManagedAppointment } from "../../src/contract";
import { renderWithI18n } from "../helpers/render-with-i18n";

jest.mock("../../src/api-client/booking", () => ({
  cancelAppointment: jest.fn(),
  getAvailabilities: jest.fn(),
  getManagedAppointment: jest.fn(),
  getTimeWindows: jest.fn(),
  moveAppointment: jest.fn(),
}));
const load = jest.mocked(getManagedAppointment);
const cancel = jest.mocked(cancelAppointment);
const move = jest.mocked(moveAppointment);
const days = jest.mocked(getAvailabilities);
const windows = jest.mocked(getTimeWindows);

// Moving walks the day and time choices with userEvent: more than Jest's 5 s on a loaded machine.
jest.setTimeout(20_000);

const TOKEN = "a".repeat(40) + "_-Z";

const BOOKING: ManagedAppointment = {
  id: 812,
  uid: "appointment-812@uniglass.ca",
  sequence: 0,
  status: "booked",
  store: "uniglass-laval",
  storeName: "Uniglass Laval",
  storeAddress: "1 boul. Saint-Martin, Laval",
  storePhone: "450-555-0142",
  timezone: "America/Toronto",
  category: 2,
  service: "Réparation d'éclat",
  date: "2030-01-15",
  startTime: "09:30",
  endTime: "10:00",
  mode: "shop",
};

function httpError(status: number, data: unknown): AxiosError {
  return new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_REQUEST", undefined, undefined, {
    status,
    data,
    statusText: "",
    headers: {},
    config: {},
  } as AxiosResponse);
}

const networkError = () => new AxiosError("Network Error", "ERR_NETWORK");

/** The page opened from the booking's private link (the token in the address's fragment). */
function openLink(locale: "fr" | "en" = "fr", hash = `#token=${TOKEN}`) {
  window.history.replaceState({}, "", `/rendez-vous/gerer/${hash}`);
  return renderWithI18n(<ManageAppointment />, locale);
}

const summary = () => screen.getByRole("region", { name: /^(Votre rendez-vous|Your appointment)$/ }).querySelector("dl")!.textContent;

beforeEach(() => {
  window.sessionStorage.clear();
  for (const mock of [load, cancel, move, days, windows]) mock.mockReset();
  load.mockResolvedValue(BOOKING);
  days.mockResolvedValue([
    { date: "2030-01-15", available: true },
    { date: "2030-01-16", available: true },
  ]);
  windows.mockResolvedValue([
    { start: "09:00", end: "09:30", available: true },
    { start: "13:00", end: "13:30", available: true },
  ]);
});

afterEach(() => window.history.replaceState({}, "", "/"));

describe("ManageAppointment: opening the link", () => {
  it("shows the booking the link opens, in the page's language, and takes the token out of the address", async () => {
    openLink("fr");
    expect(screen.getByRole("status")).toHaveTextContent("Chargement de votre rendez-vous…");
    await screen.findByRole("heading", { name: "Votre rendez-vous" });
    expect(load).toHaveBeenCalledWith(TOKEN, { locale: "fr" }, expect.anything());
    expect(screen.getByText("Vous pouvez le déplacer à une autre heure libre du même atelier, ou l'annuler.")).toBeInTheDocument();
    expect(summary()).toBe("AtelierUniglass LavalDatemardi 15 janvier 2030Heurede 9 h 30 à 10 hServiceRéparation d'éclat");
    expect(screen.getByRole("link", { name: "Ajouter à mon agenda" })).toHaveAttribute("download", "rendez-vous-uniglass.ics");
    expect(screen.getByRole("region", { name: "Déplacer le rendez-vous" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Annuler mon rendez-vous" })).toBeInTheDocument();
    expect(window.location.hash).toBe("");
  });

  it("asks for the link from the confirmation when the address carries none", async () => {
    openLink("en", "");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("To manage your appointment, open the link in your confirmation e-mail or text message.");
    expect(within(alert).getByRole("link", { name: "Find a shop" })).toHaveAttribute("href", "/en/locations/");
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    [404, "invalid_link", "Ce lien de rendez-vous n'est pas valide."],
    [410, "appointment_cancelled", "Ce rendez-vous a été annulé : ce lien ne fonctionne plus."],
    [410, "appointment_past", "Ce rendez-vous est passé : ce lien ne fonctionne plus."],
  ])("says why a link answered %i %s opens no booking, and offers no move or cancellation", async (status, reason, message) => {
    load.mockRejectedValue(httpError(status, { message: reason }));
    openLink("fr");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).queryByRole("button", { name: "Réessayer" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Annuler mon rendez-vous" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Déplacer le rendez-vous" })).not.toBeInTheDocument();
  });

  it("says the API could not be reached, and opens the booking when the visitor tries again", async () => {
    load.mockRejectedValueOnce(networkError());
    openLink("en");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We can't reach our servers. Check your Internet connection and try again.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Your appointment" });
    expect(load).toHaveBeenCalledTimes(2);
    expect(summary()).toContain("Uniglass Laval");
  });
});

describe("ManageAppointment: cancelling", () => {
  it("asks once more before cancelling, and keeps the booking when the visitor says no", async () => {
    openLink("fr");
    await userEvent.click(await screen.findByRole("button", { name: "Annuler mon rendez-vous" }));
    const question = screen.getByText("Voulez-vous vraiment annuler ce rendez-vous?");
    await waitFor(() => expect(question.closest("p")).toHaveFocus());
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Non, le garder" }));
    expect(screen.queryByText("Voulez-vous vraiment annuler ce rendez-vous?")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Annuler mon rendez-vous" })).toBeInTheDocument();
    expect(cancel).not.toHaveBeenCalled();
  });

  it("cancels on the second yes, says so and offers to remove it from the calendar", async () => {
    cancel.mockResolvedValue({ ...BOOKING, status: "cancelled", sequence: 1 });
    openLink("fr");
    await userEvent.click(await screen.findByRole("button", { name: "Annuler mon rendez-vous" }));
    await userEvent.click(screen.getByRole("button", { name: "Oui, l'annuler" }));
    const done = await screen.findByText("Votre rendez-vous est annulé et l'heure est libérée. Au plaisir de vous revoir!");
    expect(cancel).toHaveBeenCalledWith(TOKEN, { locale: "fr" });
    await waitFor(() => expect(done).toHaveFocus());
    expect(summary()).toContain("mardi 15 janvier 2030");
    const calendar = screen.getByRole("link", { name: "Retirer de mon agenda" });
    expect(decodeURIComponent(calendar.getAttribute("href")!)).toContain("STATUS:CANCELLED");
    expect(screen.getByRole("link", { name: "Prendre un autre rendez-vous" })).toHaveAttribute("href", "/emplacement/");
    expect(screen.queryByRole("button", { name: /Annuler mon rendez-vous|Déplacer mon rendez-vous/ })).not.toBeInTheDocument();
  });

  it("says the booking was already cancelled when the API answers so, instead of the booking", async () => {
    cancel.mockRejectedValue(httpError(410, { message: "appointment_cancelled" }));
    openLink("en");
    await userEvent.click(await screen.findByRole("button", { name: "Cancel my appointment" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This appointment was cancelled: this link no longer works.");
    expect(screen.queryByRole("heading", { name: "Your appointment" })).not.toBeInTheDocument();
  });

  it("says a failed cancellation in the page's language, keeping the booking and the question", async () => {
    cancel.mockRejectedValue(httpError(503, {}));
    openLink("fr");
    await userEvent.click(await screen.findByRole("button", { name: "Annuler mon rendez-vous" }));
    await userEvent.click(screen.getByRole("button", { name: "Oui, l'annuler" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Un problème est survenu de notre côté. Réessayez dans quelques minutes. Vos réponses sont conservées : réessayez.",
    );
    expect(screen.getByRole("heading", { name: "Votre rendez-vous" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Oui, l'annuler" })).toBeEnabled();
  });
});

describe("ManageAppointment: moving", () => {
  async function chooseSlot(day: string, time: string) {
    const moving = await screen.findByRole("region", { name: /^(Déplacer le rendez-vous|Move the appointment)$/ });
    await userEvent.selectOptions(within(moving).getByRole("combobox", { name: "Date" }), await within(moving).findByRole("option", { name: day }));
    await userEvent.click(await within(moving).findByRole("radio", { name: time }));
    return moving;
  }

  it("offers the shop's free days and times, moves the booking to the one chosen and says so", async () => {
    move.mockResolvedValue({ ...BOOKING, sequence: 1, date: "2030-01-16", startTime: "13:00", endTime: "13:30" });
    openLink("fr");
    const moving = await chooseSlot("mercredi 16 janvier 2030", "13 h");
    expect(within(moving).getByText("Choisissez une autre date et une autre heure libres chez Uniglass Laval.")).toBeInTheDocument();
    expect(days.mock.calls[0][0]).toMatchObject({ store: "uniglass-laval", category: "2", locale: "fr" });
    await userEvent.click(within(moving).getByRole("button", { name: "Déplacer mon rendez-vous" }));
    const done = await screen.findByText("C'est fait : votre rendez-vous est déplacé. Nous vous l'avons confirmé par courriel ou par texto.");
    expect(move).toHaveBeenCalledWith(TOKEN, { date: "2030-01-16", startTime: "13:00" }, { locale: "fr" });
    await waitFor(() => expect(done).toHaveFocus());
    expect(summary()).toBe("AtelierUniglass LavalDatemercredi 16 janvier 2030Heurede 13 h à 13 h 30ServiceRéparation d'éclat");
    expect(screen.getByRole("link", { name: "Mettre à jour mon agenda" })).toBeInTheDocument();
    // A new form for the new booking: nothing chosen yet.
    expect(screen.getByRole("combobox", { name: "Date" })).toHaveValue("");
  });

  it("asks for a day before sending a move", async () => {
    openLink("en");
    const moving = await screen.findByRole("region", { name: "Move the appointment" });
    await within(moving).findByRole("option", { name: "Tuesday, January 15, 2030" });
    await userEvent.click(within(moving).getByRole("button", { name: "Move my appointment" }));
    expect(within(moving).getByRole("combobox", { name: "Date" })).toHaveAccessibleDescription("This field is required.");
    expect(move).not.toHaveBeenCalled();
  });

  it("says the time was just taken, drops it and loads the free times again", async () => {
    move.mockRejectedValue(httpError(409, { message: "slot_taken" }));
    openLink("en");
    const moving = await chooseSlot("Wednesday, January 16, 2030", "1 p.m.");
    windows.mockResolvedValue([{ start: "09:00", end: "09:30", available: true }]);
    await userEvent.click(within(moving).getByRole("button", { name: "Move my appointment" }));
    expect(await within(moving).findByText("Sorry, someone just booked that time. Choose another one among those still free.")).toHaveAttribute(
      "role",
      "alert",
    );
    await waitFor(() => expect(within(moving).queryByRole("radio", { name: "1 p.m." })).not.toBeInTheDocument());
    expect(within(moving).getByRole("radio", { name: "9 a.m." })).not.toBeChecked();
    expect(within(moving).getByRole("radiogroup", { name: "Time" })).toHaveAccessibleDescription("This time was just booked. Choose another one.");
    expect(summary()).toContain("January 15, 2030");
  });

  it("says the booking has passed when the API answers so to a move", async () => {
    move.mockRejectedValue(httpError(410, { message: "appointment_past" }));
    openLink("fr");
    const moving = await chooseSlot("mercredi 16 janvier 2030", "13 h");
    await userEvent.click(within(moving).getByRole("button", { name: "Déplacer mon rendez-vous" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Ce rendez-vous est passé : ce lien ne fonctionne plus.");
    expect(screen.queryByRole("region", { name: "Déplacer le rendez-vous" })).not.toBeInTheDocument();
  });
});
