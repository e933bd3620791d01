import { BOOKING_HORIZON_DAYS, bookingRange, dayIn, minutesBetween, plusDays } from "../../src/lib/booking-days";
import { formatLongDay } from "../../src/lib/format-date";

describe("the appointment form's booking window", () => {
  it("starts on the store's today, in its own time zone, and spans 21 days", () => {
    // 02:30 UTC on 1 March is still 28 February in Montréal (UTC-5).
    const now = new Date("2027-03-01T02:30:00Z");
    expect(dayIn(now, "America/Toronto")).toBe("2027-02-28");
    expect(dayIn(now, "UTC")).toBe("2027-03-01");
    expect(BOOKING_HORIZON_DAYS).toBe(21);
    expect(bookingRange(now, "America/Toronto")).toEqual({ from: "2027-02-28", to: "2027-03-20" });
  });

  it("falls back to the UTC day for an unknown time zone", () => {
    expect(dayIn(new Date("2027-03-01T02:30:00Z"), "Nowhere/Atlantis")).toBe("2027-03-01");
  });

  it("adds days across month and year ends, and measures a time window", () => {
    expect(plusDays("2026-12-25", 10)).toBe("2027-01-04");
    expect(plusDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(minutesBetween("09:30", "11:30")).toBe(120);
    expect(minutesBetween("23:30", "24:00")).toBe(30);
  });

  it("names the day of an appointment in each language", () => {
    expect(formatLongDay("2030-01-15", "fr")).toBe("mardi 15 janvier 2030");
    expect(formatLongDay("2030-01-15", "en")).toBe("Tuesday, January 15, 2030");
    expect(formatLongDay("2030-02-01", "fr")).toBe("vendredi 1er février 2030");
    expect(formatLongDay("2030-12-29", "en")).toBe("Sunday, December 29, 2030");
  });
});
