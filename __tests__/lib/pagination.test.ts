import { clampPage, pageCount, pageNumbers, pageSlice } from "../../src/lib/pagination";

describe("pagination", () => {
  it("counts pages, at least one", () => {
    expect(pageCount(14, 6)).toBe(3);
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(0, 30)).toBe(1);
    expect(() => pageCount(3, 0)).toThrow(RangeError);
  });

  it("keeps a page number within range, whatever the input", () => {
    expect(clampPage("2", 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage("abc", 3)).toBe(1);
    expect(clampPage(null, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });

  it("slices a page and lists the page numbers", () => {
    const items = Array.from({ length: 14 }, (_, i) => i);
    expect(pageSlice(items, 1, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageSlice(items, 3, 6)).toEqual([12, 13]);
    expect(pageSlice(items, 99, 6)).toEqual([12, 13]);
    expect(pageNumbers(3)).toEqual([1, 2, 3]);
    expect(pageNumbers(0)).toEqual([1]);
  });
});
