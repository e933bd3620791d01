import { averageRating, formatRating, ratingPercent, storeRating } from "../../src/lib/ratings";

describe("formatRating", () => {
  it.each([4.5, 4, 3.25, 4.96, 0, 5, 1.05])("writes %p as Intl does in French and English", (rating) => {
    expect(formatRating(rating, "fr")).toBe(new Intl.NumberFormat("fr-CA", { maximumFractionDigits: 1 }).format(rating));
    expect(formatRating(rating, "en")).toBe(new Intl.NumberFormat("en-CA", { maximumFractionDigits: 1 }).format(rating));
  });
});

describe("storeRating", () => {
  it("gives the average (one decimal) and count, and nothing without reviews", () => {
    expect(storeRating([5, 4, 5])).toEqual({ ratingAverage: 4.7, reviewCount: 3 });
    expect(storeRating([])).toEqual({});
  });
});

describe("ratings", () => {
  it("draws 20 percent per unit, within 0…100", () => {
    expect(ratingPercent(5)).toBe(100);
    expect(ratingPercent(4.5)).toBe(90);
    expect(ratingPercent(1)).toBe(20);
    expect(ratingPercent(7)).toBe(100);
    expect(ratingPercent(-1)).toBe(0);
  });

  it("averages to one decimal, null without reviews", () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });
});
