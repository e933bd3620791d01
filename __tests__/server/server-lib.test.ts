/** Pure logic of the sample server: slots, localization, WordPress dates. */
import { haversineKm } from "../../src/lib/distance";
import { createGeocoder } from "../../src/lib/geo/geocode";
import { DEFAULT_SEED_DIR } from "../../server/config";
import { buildCatalog, datedCareer, dayPlus } from "../../server/lib/catalog";
import { localizeDeep } from "../../server/lib/localize";
import { loadSeed } from "../../server/lib/seed";
import { availabilityRange, daySlots, localNow, openingHours, parseTime, weekDayOf } from "../../server/lib/slots";
import { localToGmt } from "../../server/lib/wordpress";
import type { Availability } from "../../src/contract";

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

describe("localization and WordPress dates", () => {
  it("picks the locale of every {fr, en} object, deeply", () => {
    const value = { a: { fr: "Bonjour", en: "Hello" }, list: [{ t: { fr: "un", en: "one" } }], other: { fr: 1, en: 2, x: 3 } };
    expect(localizeDeep(value, "en")).toEqual({ a: "Hello", list: [{ t: "one" }], other: { fr: 1, en: 2, x: 3 } });
  });

  it("converts Quebec local time to GMT across daylight saving", () => {
    expect(localToGmt("2026-07-01T09:30:00")).toBe("2026-07-01T13:30:00");
    expect(localToGmt("2026-01-15T09:30:00")).toBe("2026-01-15T14:30:00");
  });
});

describe("job posting dates relative to the API's start", () => {
  // 23:30 on 24 November in Quebec (standard time) is 04:30 UTC on the 25th.
  const lateEvening = new Date("2026-11-25T04:30:00Z");
  const earlier = new Date("2026-11-25T03:30:00Z");

  it("counts days on the shops' calendar, across a change of daylight saving time", () => {
    expect(dayPlus(lateEvening, 0)).toBe("2026-11-24");
    // 77 days before 24 November is 8 September (summer time): not the 9th.
    expect(dayPlus(lateEvening, -77)).toBe("2026-09-08");
    expect(dayPlus(lateEvening, 150)).toBe("2027-04-23");
  });

  it("gives a posting the same dates all day long", () => {
    const career = { postedDaysAgo: 77, validForDays: 110 } as Parameters<typeof datedCareer>[0];
    expect(datedCareer(career, lateEvening)).toEqual(datedCareer(career, earlier));
    expect(datedCareer(career, lateEvening)).toMatchObject({ postedAt: "2026-09-08", validThrough: "2026-12-27" });
  });
});

describe("the shipped seed (server/seed)", () => {
  it("loads, and every record answers with a valid contract shape in both languages", () => {
    const catalog = buildCatalog(loadSeed(DEFAULT_SEED_DIR));
    expect(catalog.seed.stores.length).toBeGreaterThan(0);
  });

  it("dates job postings from the day the API starts: none after today, none older than twelve weeks, open after posting", () => {
    // 01:00 UTC on the 24th is still the 23rd in Quebec.
    const catalog = buildCatalog(loadSeed(DEFAULT_SEED_DIR), new Date("2026-11-24T01:00:00Z"));
    const careers = catalog.views.fr.careers as Array<{ postedAt: string; validThrough: string | null }>;
    expect(careers.length).toBeGreaterThan(10);
    for (const career of careers) {
      expect(career.postedAt <= "2026-11-23").toBe(true);
      expect(career.postedAt >= "2026-08-31").toBe(true);
      expect(career.validThrough === null || career.validThrough > career.postedAt).toBe(true);
    }
    expect(careers.some((career) => career.postedAt >= "2026-11-09")).toBe(true);
    // The same seed a year later gives postings of that year.
    const later = buildCatalog(loadSeed(DEFAULT_SEED_DIR), new Date("2027-11-24T01:00:00Z")).views.en.careers as Array<{ postedAt: string }>;
    expect(later.every((career) => career.postedAt > "2027-08-01" && career.postedAt <= "2027-11-23")).toBe(true);
  });

  it("geocodes every store's city and postal code near the store", () => {
    const catalog = buildCatalog(loadSeed(DEFAULT_SEED_DIR));
    const geocoder = createGeocoder();
    for (const store of catalog.seed.stores) {
      const entry = catalog.storesBySlug.get(store.slug)!;
      if (entry.latitude === null || entry.longitude === null) continue;
      const at = { latitude: entry.latitude, longitude: entry.longitude };
      const city = geocoder.geocode(store.city);
      const zip = geocoder.geocode(store.zipCode);
      expect([store.city, city && haversineKm(city, at) < 40]).toEqual([store.city, true]);
      expect([store.zipCode, zip && haversineKm(zip, at) < 100]).toEqual([store.zipCode, true]);
    }
  });
});
