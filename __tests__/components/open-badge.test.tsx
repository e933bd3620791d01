import * as React from "react";
import { screen } from "@testing-library/react";
import { OpenBadge } from "../../src/components/open-badge/open-badge";
import type { Availability } from "../../src/contract";
import { renderWithI18n } from "../helpers/render-with-i18n";

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

  it("says open now in the store's time zone (Wednesday 9:00 in Moncton is 8:00 in Montréal)", async () => {
    at("2025-03-12T12:00:00Z"); // 09:00 in Moncton (ADT), 08:00 in Montréal (EDT)
    renderWithI18n(<OpenBadge hours={week({ WORKDAY: ["08:30", "17:00"] })} timezone="America/Moncton" />, "en");
    expect(await screen.findByText("Open now")).toBeInTheDocument();
  });

  it("says closed now with the next day's hours, in French", async () => {
    at("2025-03-14T23:30:00Z"); // Friday 19:30 in Montréal
    renderWithI18n(
      <OpenBadge hours={week({ WORKDAY: ["08:00", "17:00"], SATURDAY: ["09:00", "12:00"], SUNDAY: [null, null] })} timezone="America/Toronto" />,
      "fr",
    );
    expect(await screen.findByText("Fermé maintenant")).toBeInTheDocument();
    expect(screen.getByText("Samedi : 9 h – midi")).toBeInTheDocument();
  });

  it("shows a by-appointment day as its text", async () => {
    at("2025-03-15T15:00:00Z"); // Saturday 11:00 in Montréal
    renderWithI18n(<OpenBadge hours={week({ SATURDAY: ["Sur rendez-vous", null] })} timezone="America/Toronto" />, "fr");
    expect(await screen.findByText("Sur rendez-vous")).toBeInTheDocument();
    expect(screen.getByText("Dimanche : Fermé")).toBeInTheDocument();
  });
});
