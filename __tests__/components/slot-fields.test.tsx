import * as React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SlotFields } from "../../src/components/slot-fields/slot-fields";
import { FieldForm } from "../../src/components/form-field/form-field";
import type { DayAvailability, TimeWindow } from "../../src/contract";
import type { Load } from "../../src/hooks/use-list";
import type { SlotChoice } from "../../src/hooks/use-slots";
import { renderWithI18n } from "../helpers/render-with-i18n";

/** The free days and times as useSlots gives them, from the lists' loads. */
function slotsOf(days: Load<DayAvailability>, windows: Load<TimeWindow> = { status: "idle" }) {
  return {
    days,
    windows,
    openDays: days.status === "done" ? days.items.filter((d) => d.available) : [],
    freeTimes: windows.status === "done" ? windows.items.filter((w) => w.available) : [],
  };
}

const DAYS: Load<DayAvailability> = {
  status: "done",
  items: [
    { date: "2030-01-14", available: false },
    { date: "2030-01-15", available: true },
  ],
};
const TIMES: Load<TimeWindow> = {
  status: "done",
  items: [
    { start: "09:00", end: "09:30", available: false },
    { start: "09:30", end: "10:00", available: true },
    { start: "13:00", end: "13:30", available: true },
  ],
};

type Extra = Partial<React.ComponentProps<typeof SlotFields>>;

function renderSlots(slots: ReturnType<typeof slotsOf>, choice: SlotChoice, extra: Extra = {}, locale: "fr" | "en" = "fr") {
  const onDate = jest.fn();
  const onTime = jest.fn();
  renderWithI18n(
    <FieldForm fieldIds="move">
      <SlotFields slots={slots} choice={choice} onDate={onDate} onTime={onTime} slotTaken={null} canBeEmpty {...extra} />
    </FieldForm>,
    locale,
  );
  return { onDate, onTime };
}

describe("SlotFields", () => {
  it("offers only the free days, and no time until a day is chosen", async () => {
    const { onDate } = renderSlots(slotsOf(DAYS), { date: "", startTime: "" });
    const date = screen.getByRole("combobox", { name: "Date" });
    expect(
      within(date)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choisissez une date", "mardi 15 janvier 2030"]);
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
    await userEvent.selectOptions(date, "mardi 15 janvier 2030");
    expect(onDate).toHaveBeenCalledWith("2030-01-15");
  });

  it("says when no day is free for the service", () => {
    renderSlots(slotsOf({ status: "done", items: [{ date: "2030-01-14", available: false }] }), { date: "", startTime: "" }, {}, "en");
    expect(screen.getByRole("status")).toHaveTextContent("No free time in the next three weeks for this service.");
    expect(screen.queryByRole("combobox", { name: "Date" })).not.toBeInTheDocument();
  });

  it("offers the chosen day's free times, with the time's error and the taken-slot notice", async () => {
    const { onTime } = renderSlots(
      slotsOf(DAYS, TIMES),
      { date: "2030-01-15", startTime: "" },
      { timeError: "slot_taken", slotTaken: "Quelqu'un vient de réserver cette heure." },
    );
    const times = screen.getByRole("radiogroup", { name: "Heure" });
    expect(
      within(times)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["09:30", "13:00"]);
    expect(times).toHaveAttribute("aria-invalid", "true");
    expect(times).toHaveAccessibleDescription("Cette heure vient d'être réservée. Choisissez-en une autre.");
    expect(screen.getByRole("alert")).toHaveTextContent("Quelqu'un vient de réserver cette heure.");
    await userEvent.click(within(times).getByRole("radio", { name: "13 h" }));
    expect(onTime).toHaveBeenCalledWith("13:00");
  });

  it("says a list that could not load in the page's language", () => {
    const error = { kind: "network", status: null, message: "Network Error", fields: {}, key: "api.network", retryAfterSeconds: null } as const;
    renderSlots(slotsOf(DAYS, { status: "error", error }), { date: "2030-01-15", startTime: "" }, {}, "en");
    expect(screen.getByRole("alert")).toHaveTextContent("We can't reach our servers. Check your Internet connection and try again.");
  });
});
