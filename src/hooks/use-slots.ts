import * as React from "react";
import type { DayAvailability, TimeWindow } from "../contract";
import type { ServiceMode } from "../contract/mobile-service";
import { getAvailabilities, getTimeWindows } from "../api-client/booking";
import type { Locale } from "../config/site";
import { bookingRange } from "../lib/booking-days";
import { useList, type Load } from "./use-list";

export interface SlotChoice {
  date: string;
  startTime: string;
}

/**
 * The free days (next three weeks, in the shop's time zone) and the free
 * times of the chosen day of a shop's service, as booking and moving a
 * booking offer them. A chosen day or time the API no longer offers (a
 * restored draft, a slot taken meanwhile) is dropped through `onStale`.
 * Bumping `refresh` loads both lists again. `mode` "mobile" asks for the
 * mobile technician's visits instead of the shop's slots.
 */
export function useSlots(input: {
  store: string;
  category: string;
  timezone: string;
  locale: Locale;
  mode?: ServiceMode;
  choice: SlotChoice;
  refresh: number;
  onStale: (drop: Partial<SlotChoice>) => void;
}) {
  const { store, category, timezone, locale, choice, refresh, onStale, mode = "shop" } = input;
  const range = bookingRange(new Date(), timezone);
  // The shop's slots are asked for as before (no mode); an API without mobile service never hears of it.
  const modeParam = mode === "mobile" ? { mode } : {};
  const days: Load<DayAvailability> = useList(store && category ? `${store}|${category}|${mode}|${range.from}|${refresh}` : null, (signal) =>
    getAvailabilities({ store, category, from: range.from, to: range.to, locale, ...modeParam }, { signal }),
  );
  const windows: Load<TimeWindow> = useList(store && category && choice.date ? `${store}|${category}|${mode}|${choice.date}|${refresh}` : null, (signal) =>
    getTimeWindows({ store, category, date: choice.date, locale, ...modeParam }, { signal }),
  );
  const openDays = days.status === "done" ? days.items.filter((d) => d.available) : [];
  const freeTimes = windows.status === "done" ? windows.items.filter((w) => w.available) : [];

  const stale = React.useRef(onStale);
  stale.current = onStale;
  React.useEffect(() => {
    if (days.status !== "done") return;
    const open = days.items.filter((d) => d.available).map((d) => d.date);
    if (choice.date && !open.includes(choice.date)) stale.current({ date: "", startTime: "" });
  }, [days, choice.date]);
  React.useEffect(() => {
    if (windows.status !== "done") return;
    const free = windows.items.filter((w) => w.available).map((w) => w.start);
    if (choice.startTime && !free.includes(choice.startTime)) stale.current({ startTime: "" });
  }, [windows, choice.startTime]);

  return { days, windows, openDays, freeTimes };
}
