import * as React from "react";
import { act, screen } from "@testing-library/react";
import { OpenBadge } from "../../src/components/open-badge/open-badge";
import type { Availability } from "../../src/contract";
import { renderWithI18n, settleCookieRead } from "../helpers/render-with-i18n";

const week = (entries: Partial<Record<Availability["weekDay"], [string | null, string | null]>>): Availability[] =>
  Object.entries(entries).map(([weekDay, [openTime, closedTime]]) => ({
    weekDay: weekDay as Availability["weekDay"],
    availability: openTime ? "OPEN" : "CLOSED",
    openTime,
    closedTime,
  }));

describe("OpenBadge", () => {
  afterEach(() => jest.useRealTimers());

  function at(iso: string) {
    jest.useFakeTimers({ now: new Date(iso), doNotFake: ["nextTick", "setImmediate"] });
  }

  it("says open and when it closes, in the store's time zone (Wednesday 9:00 in Moncton is 8:00 in Montréal)", async () => {
    at("2025-03-12T12:00:00Z"); // 09:00 in Moncton (ADT), 08:00 in Montréal (EDT)
    renderWithI18n(<OpenBadge hours={week({ WORKDAY: ["08:30", "17:00"] })} timezone="America/Moncton" />, "en");
    await settleCookieRead();
    expect(await screen.findByText("Open")).toBeInTheDocument();
    expect(screen.getByText("· closes at 5 p.m.", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("Today: 8:30 a.m. – 5 p.m.")).toBeInTheDocument();
  });

  it("says closed and when it opens on Monday, on a Friday evening, in French", async () => {
    at("2025-03-14T23:30:00Z"); // Friday 19:30 in Montréal
    renderWithI18n(<OpenBadge hours={week({ WORKDAY: ["08:00", "17:00"], WEEKEND: [null, null] })} timezone="America/Toronto" />, "fr");
    await settleCookieRead();
    expect(await screen.findByText("Fermé")).toBeInTheDocument();
    expect(screen.getByText("· ouvre lundi à 8 h", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("Aujourd'hui : 8 h – 17 h")).toBeInTheDocument();
  });

  it("says it opens at 8 a.m. a minute before, and open once the minute changes", async () => {
    at("2025-03-17T11:59:30Z"); // Monday 07:59:30 in Montréal (EDT)
    renderWithI18n(<OpenBadge hours={week({ WORKDAY: ["08:00", "18:00"] })} timezone="America/Toronto" />, "en");
    await settleCookieRead();
    expect(await screen.findByText("· opens at 8 a.m.", { exact: false })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(31_000);
    });
    expect(await screen.findByText("· closes at 6 p.m.", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("Open")).toBeInTheDocument();
  });

  it("shows a by-appointment day as its text, and the next opening", async () => {
    at("2025-03-15T15:00:00Z"); // Saturday 11:00 in Montréal
    renderWithI18n(<OpenBadge hours={week({ SATURDAY: ["Sur rendez-vous", null], MONDAY: ["08:00", "17:00"] })} timezone="America/Toronto" />, "fr");
    await settleCookieRead();
    expect(await screen.findByText("Sur rendez-vous")).toBeInTheDocument();
    expect(screen.getByText("· ouvre lundi à 8 h", { exact: false })).toBeInTheDocument();
  });
});
