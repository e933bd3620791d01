import { formatDate, isoDay } from "../../src/lib/format-date";

describe("formatDate", () => {
  it("formats a date for each language, the same day in any time zone", () => {
    expect(formatDate("2025-02-11T09:30:00", "fr")).toBe("11 février 2025");
    expect(formatDate("2025-02-11", "en")).toBe("February 11, 2025");
    expect(formatDate("2025-01-01T00:00:00.000Z", "fr")).toBe("1er janvier 2025");
    expect(formatDate("2025-01-01", "en")).toBe("January 1, 2025");
    expect(formatDate("not a date", "fr")).toBe("not a date");
    expect(formatDate("2027-02-30", "fr")).toBe("2027-02-30");
    expect(isoDay("2025-02-11T09:30:00")).toBe("2025-02-11");
  });

  it("writes every day of a leap year as Intl does, but for the French 1er", () => {
    for (const locale of ["fr", "en"] as const) {
      const intl = new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-CA", { dateStyle: "long", timeZone: "UTC" });
      for (let day = 0; day < 366; day += 1) {
        const date = new Date(Date.UTC(2028, 0, 1 + day));
        const expected = intl.format(date).replace(/^1 /, "1er ");
        expect(formatDate(date.toISOString(), locale)).toBe(expected);
      }
    }
  });
});
