import { hasEnded, localIsoDay, stillRunning } from "../../src/lib/offer-dates";

describe("offer dates", () => {
  it("reads today in the visitor's calendar", () => {
    expect(localIsoDay(new Date(2026, 10, 2, 23, 59))).toBe("2026-11-02");
  });

  it("keeps an offer through its last day, and one without an end", () => {
    expect(hasEnded("2026-11-22", "2026-11-22")).toBe(false);
    expect(hasEnded("2026-11-21", "2026-11-22")).toBe(true);
    expect(hasEnded("2026-11-21T00:00:00.000Z", "2026-11-22")).toBe(true);
    expect(hasEnded(null, "2026-11-22")).toBe(false);
  });

  it("filters ended offers only once today is known (not in the static HTML)", () => {
    const offers = [{ id: 1, endsAt: "2026-01-31" }, { id: 2, endsAt: null }, { id: 3, endsAt: "2027-03-31" }];
    expect(stillRunning(offers, (o) => o.endsAt, null).map((o) => o.id)).toEqual([1, 2, 3]);
    expect(stillRunning(offers, (o) => o.endsAt, "2026-11-22").map((o) => o.id)).toEqual([2, 3]);
  });
});
