import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StoreHours, StoreWeekHours } from "../../src/components/store-hours/store-hours";
import type { Availability } from "../../src/contract";
import { renderWithI18n } from "../helpers/render-with-i18n";

const hours: Availability[] = [
  { weekDay: "WORKDAY", availability: "OPEN", openTime: "08:00", closedTime: "17:30" },
  { weekDay: "WEEKEND", availability: "CLOSED", openTime: null, closedTime: null },
];

/** Each row as its day (the row's header) and its hours. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [within(row).getByRole("rowheader").textContent, within(row).getByRole("cell").textContent]);

describe("StoreHours", () => {
  it("shows workdays and the weekend as one row each, a closed day as closed", () => {
    renderWithI18n(<StoreHours hours={hours} />, "fr");
    const table = screen.getByRole("table", { name: "Heures d'ouverture" });
    expect(rows(table)).toEqual([
      ["Lundi au vendredi", "8 h – 17 h 30"],
      ["Samedi et dimanche", "Fermé"],
    ]);
  });

  it("says in the page's language that a shop open by appointment is so", () => {
    renderWithI18n(<StoreHours hours={[{ weekDay: "WORKDAY", availability: "OPEN", openTime: "Sur rendez-vous", closedTime: null }]} />, "en");
    expect(rows(screen.getByRole("table"))[0]).toEqual(["Monday to Friday", "By appointment"]);
  });

  it("shows each day on its own row for a shop flagged with separate days", () => {
    renderWithI18n(<StoreHours hours={hours} isWorkdays isWeekends />, "en");
    const week = rows(screen.getByRole("table", { name: "Opening hours" }));
    expect(week.map(([day]) => day)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(week[4][1]).toBe(week[0][1]);
    expect(week[6][1]).toBe("Closed");
  });
});

describe("StoreWeekHours", () => {
  it("builds the table the first time its disclosure opens, and keeps it", async () => {
    renderWithI18n(<StoreWeekHours hours={hours} />, "en");
    expect(screen.queryByRole("table")).toBeNull();
    const summary = screen.getByText("Hours for the week");
    await userEvent.click(summary);
    expect(await screen.findByRole("table", { name: "Opening hours" })).toBeInTheDocument();
    await userEvent.click(summary);
    expect(screen.getByRole("table", { name: "Opening hours", hidden: true })).toBeInTheDocument();
  });
});
