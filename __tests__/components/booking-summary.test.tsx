import * as React from "react";
import { screen } from "@testing-library/react";
import { BookingSummary, CalendarLink, type BookingDetails } from "../../src/components/booking-summary/booking-summary";
import { renderWithI18n } from "../helpers/render-with-i18n";

const booking: BookingDetails = {
  id: 42,
  store: "uniglass-laval",
  storeName: "Uniglass Laval",
  storeAddress: "1600, boulevard Le Corbusier, Laval",
  timezone: "America/Toronto",
  service: "Remplacement de pare-brise",
  date: "2026-03-12",
  start: "13:30",
  end: "15:00",
};

/** The calendar file a visitor downloads from the link. */
function calendarFile(link: HTMLElement): string {
  const href = link.getAttribute("href") ?? "";
  expect(href.startsWith("data:text/calendar;charset=utf-8,")).toBe(true);
  return decodeURIComponent(href.slice("data:text/calendar;charset=utf-8,".length)).replace(/\r\n /g, "");
}

/** The terms and their descriptions of the summary, in order. */
function summaryPairs(): [string, string][] {
  const terms = screen.getAllByRole("term").map((term) => term.textContent ?? "");
  const details = screen.getAllByRole("definition").map((detail) => detail.textContent ?? "");
  return terms.map((term, index) => [term, details[index]]);
}

describe("BookingSummary", () => {
  it("lists the shop, the day, the time range and the service in French", () => {
    renderWithI18n(<BookingSummary booking={booking} />, "fr");
    expect(summaryPairs()).toEqual([
      ["Atelier", "Uniglass Laval"],
      ["Date", "jeudi 12 mars 2026"],
      ["Heure", "de 13 h 30 à 15 h"],
      ["Service", "Remplacement de pare-brise"],
    ]);
  });

  it("says the day and times the English way on an English page", () => {
    renderWithI18n(<BookingSummary booking={booking} />, "en");
    const [shop, day, time] = summaryPairs();
    expect(shop).toEqual(["Shop", "Uniglass Laval"]);
    expect(day).toEqual(["Date", "Thursday, March 12, 2026"]);
    expect(time).toEqual(["Time", "1:30 p.m. to 3 p.m."]);
  });
});

describe("CalendarLink", () => {
  it("downloads a calendar entry at the shop's local time, named in the page's language", () => {
    renderWithI18n(<CalendarLink booking={booking} label="Ajouter à mon agenda" />, "fr");
    const link = screen.getByRole("link", { name: "Ajouter à mon agenda" });
    expect(link).toHaveAttribute("download", "rendez-vous-uniglass.ics");
    const ics = calendarFile(link);
    expect(ics).toContain("UID:appointment-42@uniglass.ca");
    expect(ics).toContain("SEQUENCE:0");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("STATUS:CONFIRMED");
    expect(ics).toContain("DTSTART;TZID=America/Toronto:20260312T133000");
    expect(ics).toContain("DTEND;TZID=America/Toronto:20260312T150000");
    expect(ics).toContain("SUMMARY:Remplacement de pare-brise – Uniglass Laval");
    expect(ics).toContain("LOCATION:Uniglass Laval\\, 1600\\, boulevard Le Corbusier\\, Laval");
  });

  it("lets a moved or cancelled booking replace the entry a calendar already has", () => {
    renderWithI18n(<CalendarLink booking={{ ...booking, sequence: 2, cancelled: true }} label="Retirer de mon agenda" />, "fr");
    const ics = calendarFile(screen.getByRole("link", { name: "Retirer de mon agenda" }));
    expect(ics).toContain("UID:appointment-42@uniglass.ca");
    expect(ics).toContain("SEQUENCE:2");
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
  });

  it("gives a booking without an id a stable identifier of its shop and time, and lasts at least half an hour", () => {
    renderWithI18n(<CalendarLink booking={{ ...booking, id: null, end: "13:30" }} label="Add to my calendar" />, "en");
    const link = screen.getByRole("link", { name: "Add to my calendar" });
    expect(link).toHaveAttribute("download", "uniglass-appointment.ics");
    const ics = calendarFile(link);
    expect(ics).toContain("UID:appointment-uniglass-laval-2026-03-12-13:30@uniglass.ca");
    expect(ics).toContain("DTEND;TZID=America/Toronto:20260312T140000");
  });
});
