import { availabilityRange, daySlots, localNow, openingHours, parseTime, weekDayOf } from "../../../server/lib/slots";
import type { Availability } from "../../../src/contract";

const open = (weekDay: Availability["weekDay"], openTime: string | null, closedTime: string | null, availability = "OPEN"): Availability => ({
  weekDay,
  availability,
  openTime,
  closedTime,
});

describe("opening hours", () => {
  const hours = [open("WORKDAY", "08:00", "17:00"), open("FRIDAY", "08:00", "21:00"), open("WEEKEND", "By appointment", null)];

  it("knows weekdays independently of the host time zone", () => {
    expect(weekDayOf("2026-09-14")).toBe("MONDAY");
    expect(weekDayOf("2026-09-20")).toBe("SUNDAY");
    expect(weekDayOf("2024-02-29")).toBe("THURSDAY");
  });

  it("applies groups, lets a specific day win, and treats 'By appointment' as not bookable", () => {
    expect(openingHours(hours, "2026-09-15")).toEqual({ start: 480, end: 1020 });
    expect(openingHours(hours, "2026-09-18")).toEqual({ start: 480, end: 1260 });
    expect(openingHours(hours, "2026-09-19")).toBeNull();
    expect(openingHours([open("MONDAY", "08:00", "17:00", "CLOSED")], "2026-09-14")).toBeNull();
    expect(openingHours([open("SUNDAY", null, null)], "2026-09-20")).toBeNull();
  });

  it("reads midnight closings as the end of the day", () => {
    expect(parseTime("24:00", true)).toBe(1440);
    expect(parseTime("00:00", true)).toBe(1440);
    expect(parseTime("00:00")).toBe(0);
    expect(parseTime("7:30")).toBe(450);
    expect(parseTime("25:00")).toBeNull();
    expect(openingHours([open("MONDAY", "18:00", "00:00")], "2026-09-14")).toEqual({ start: 1080, end: 1440 });
  });
});

describe("day slots", () => {
  const base = { availabilities: [open("WORKDAY", "08:15", "10:00")], durationMinutes: 30, today: { date: "2026-09-14", minutes: 0 }, bookings: [] };

  it("starts on the half hour after opening and fits the service before closing", () => {
    expect(daySlots({ ...base, date: "2026-09-15" }).map((s) => s.start)).toEqual(["08:30", "09:00", "09:30"]);
    expect(daySlots({ ...base, date: "2026-09-15", durationMinutes: 60 }).map((s) => `${s.start}-${s.end}`)).toEqual(["08:30-09:30", "09:00-10:00"]);
    expect(daySlots({ ...base, date: "2026-09-15", durationMinutes: 120 })).toEqual([]);
  });

  it("marks started and booked slots unavailable, and has none before today", () => {
    const today = daySlots({ ...base, date: "2026-09-14", today: { date: "2026-09-14", minutes: 9 * 60 } });
    expect(today.map((s) => s.available)).toEqual([false, false, true]);
    const booked = daySlots({ ...base, date: "2026-09-15", durationMinutes: 60, bookings: [{ start: 570, end: 600 }] });
    expect(booked.map((s) => s.available)).toEqual([true, false]);
    expect(daySlots({ ...base, date: "2026-09-13" })).toEqual([]);
  });

  it("lists a range with availability per day", () => {
    const days = availabilityRange({ ...base, from: "2026-09-18", to: "2026-09-21", bookingsByDate: new Map([["2026-09-21", [{ start: 0, end: 1440 }]]]) });
    expect(days).toEqual([
      { date: "2026-09-18", available: true },
      { date: "2026-09-19", available: false },
      { date: "2026-09-20", available: false },
      { date: "2026-09-21", available: false },
    ]);
  });

  it("reads the clock in the store's time zone", () => {
    const instant = new Date("2026-11-01T04:30:00Z");
    expect(localNow(instant, "America/Toronto")).toEqual({ date: "2026-11-01", minutes: 30 });
    expect(localNow(instant, "America/Moncton")).toEqual({ date: "2026-11-01", minutes: 90 });
    expect(localNow(instant, "America/Vancouver")).toEqual({ date: "2026-10-31", minutes: 21 * 60 + 30 });
  });
});
