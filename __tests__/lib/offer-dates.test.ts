import { hasEnded, isCurrentPromotion, offerStateAt, offerStateOnDay, shopDay, sortOffers, stillRunning } from "../../src/lib/offer-dates";

describe("shopDay", () => {
  it("is the day in the shops' time zone (America/Toronto), not the visitor's nor UTC", () => {
    // 03:30 UTC on the 23rd is still the evening of the 22nd in Quebec (EST, UTC-5).
    expect(shopDay(new Date("2026-11-23T03:30:00Z"))).toBe("2026-11-22");
    expect(shopDay(new Date("2026-11-23T05:00:00Z"))).toBe("2026-11-23");
    // In summer (EDT, UTC-4) the day changes at 04:00 UTC.
    expect(shopDay(new Date("2026-06-21T03:59:00Z"))).toBe("2026-06-20");
    expect(shopDay(new Date("2026-06-21T04:00:00Z"))).toBe("2026-06-21");
    expect(shopDay(new Date("2026-11-23T03:30:00Z"), "UTC")).toBe("2026-11-23");
  });

  // The pages' static HTML judges offers at the build's time to the hour (the OfferClock fragment).
  it("is the same at the start of the hour as at any minute of it, every hour of two years, DST changes included", () => {
    const hour = 3_600_000;
    const mismatches: string[] = [];
    for (let start = Date.parse("2026-01-01T00:00:00Z"); start < Date.parse("2028-01-01T00:00:00Z"); start += hour) {
      for (const minute of [1, 30, 59]) {
        const moment = new Date(start + minute * 60_000);
        if (shopDay(moment) !== shopDay(new Date(start))) mismatches.push(moment.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe("offers with first and last days", () => {
  const promo = { startsAt: "2026-10-15", endsAt: "2027-03-31" };

  it("run from their first to their last day, both included", () => {
    expect(offerStateOnDay(promo, "2026-10-14")).toBe("upcoming");
    expect(offerStateOnDay(promo, "2026-10-15")).toBe("current");
    expect(offerStateOnDay(promo, "2027-03-31")).toBe("current");
    expect(offerStateOnDay(promo, "2027-04-01")).toBe("ended");
    expect(isCurrentPromotion(promo, "2027-03-31T23:00:00Z")).toBe(true);
    expect(isCurrentPromotion({ startsAt: null, endsAt: null }, "2030-01-01")).toBe(true);
  });

  it("are split into current (ending soonest first) and upcoming (starting soonest first), ended ones left out", () => {
    const offers = [
      { id: "winter", startsAt: "2026-10-15", endsAt: "2027-03-31" },
      { id: "fall", startsAt: "2026-09-01", endsAt: "2026-12-15" },
      { id: "summer", startsAt: "2027-04-15", endsAt: "2027-08-31" },
      { id: "always", startsAt: null, endsAt: null },
      { id: "spring", startsAt: "2027-03-01", endsAt: null },
      { id: "over", startsAt: "2026-01-01", endsAt: "2026-06-20" },
    ];
    const sorted = sortOffers(offers, "2026-11-23");
    expect(sorted.current.map((o) => o.id)).toEqual(["fall", "winter", "always"]);
    expect(sorted.upcoming.map((o) => o.id)).toEqual(["spring", "summer"]);
    // The same list on a later day: the fall offer has ended, summer is still ahead.
    expect(sortOffers(offers, "2027-03-10").current.map((o) => o.id)).toEqual(["winter", "always", "spring"]);
  });

  it("keep an offer through its last day, and one without an end (coupons)", () => {
    expect(hasEnded("2026-11-22", "2026-11-22")).toBe(false);
    expect(hasEnded("2026-11-21", "2026-11-22")).toBe(true);
    expect(hasEnded(null, "2026-11-22")).toBe(false);
    const coupons = [
      { id: 1, expiresAt: "2026-01-31" },
      { id: 2, expiresAt: null },
      { id: 3, expiresAt: "2027-03-31" },
    ];
    expect(stillRunning(coupons, (c) => c.expiresAt, null).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(stillRunning(coupons, (c) => c.expiresAt, "2026-11-22").map((c) => c.id)).toEqual([2, 3]);
  });
});

describe("offers bounded by moments (landing pages)", () => {
  const spring = { startsAt: "2026-04-01T00:00:00-04:00", endsAt: "2026-06-20T23:59:00-04:00" };

  it("compare the moments themselves, offsets included", () => {
    expect(offerStateAt(spring, new Date("2026-04-01T03:59:00Z"))).toBe("upcoming");
    expect(offerStateAt(spring, new Date("2026-04-01T04:00:00Z"))).toBe("current");
    expect(offerStateAt(spring, new Date("2026-06-21T03:59:00Z"))).toBe("current");
    expect(offerStateAt(spring, new Date("2026-06-21T04:00:00Z"))).toBe("ended");
    expect(offerStateAt({ startsAt: null, endsAt: null }, new Date("2030-01-01T00:00:00Z"))).toBe("current");
  });

  it("count a bound given as a bare day as that whole day in the shops' time zone", () => {
    const day = { startsAt: "2026-11-23", endsAt: "2026-11-23" };
    expect(offerStateAt(day, new Date("2026-11-23T04:59:00Z"))).toBe("upcoming");
    expect(offerStateAt(day, new Date("2026-11-23T05:00:00Z"))).toBe("current");
    expect(offerStateAt(day, new Date("2026-11-24T04:59:00Z"))).toBe("current");
    expect(offerStateAt(day, new Date("2026-11-24T05:00:00Z"))).toBe("ended");
  });

  it("read a date and time without offset on the shops' wall clock", () => {
    const contest = { startsAt: null, endsAt: "2026-12-31T23:59:00" };
    expect(offerStateAt(contest, new Date("2027-01-01T04:59:00Z"))).toBe("current");
    expect(offerStateAt(contest, new Date("2027-01-01T05:00:00Z"))).toBe("ended");
  });
});
