import { NO_FILTERS, filterJobs, filtersFromSearch, jobFacets, jobsInCategory, searchFromFilters, sortJobs } from "../../src/lib/careers";
import { LIMITS } from "../../src/config/site";

const job = (i: number, category: string, city: string, postedAt = `2025-01-${String((i % 28) + 1).padStart(2, "0")}`) => ({
  id: String(i),
  category,
  categoryName: category.toUpperCase(),
  city,
  postedAt,
});

describe("careers filtering", () => {
  const jobs = [
    ...Array.from({ length: 35 }, (_, i) => job(i, "technicien-vitrier", i % 2 ? "Québec" : "Laval")),
    ...Array.from({ length: 5 }, (_, i) => job(100 + i, "siege-social", "Québec")),
  ];

  it("pages 30 per page by default and reports the total", () => {
    const first = filterJobs(jobs, NO_FILTERS);
    expect(LIMITS.itemsPerPage).toBe(30);
    expect(first).toMatchObject({ total: 40, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(30);
    const second = filterJobs(jobs, { ...NO_FILTERS, page: 2 });
    expect(second.items).toHaveLength(10);
    expect(new Set([...first.items, ...second.items].map((j) => j.id)).size).toBe(40);
  });

  it("filters by category, by city, and by both", () => {
    expect(filterJobs(jobs, { category: "siege-social", city: "", page: 1 }).total).toBe(5);
    expect(filterJobs(jobs, { category: "", city: "Laval", page: 1 }).total).toBe(18);
    const both = filterJobs(jobs, { category: "technicien-vitrier", city: "Québec", page: 1 });
    expect(both.total).toBe(17);
    expect(both.items.every((j) => j.city === "Québec" && j.category === "technicien-vitrier")).toBe(true);
    expect(filterJobs(jobs, { category: "inconnu", city: "", page: 1 })).toMatchObject({ total: 0, items: [], pageCount: 1 });
  });

  it("brings a page past the end back to the last page after filtering", () => {
    expect(filterJobs(jobs, { category: "siege-social", city: "", page: 2 }).page).toBe(1);
  });

  it("sorts newest first", () => {
    const sorted = sortJobs([job(1, "a", "x", "2025-01-01"), job(2, "a", "x", "2025-03-01"), job(3, "b", "x", "2025-02-01")]);
    expect(sorted.map((j) => j.id)).toEqual(["2", "3", "1"]);
  });

  it("gives one category's jobs newest first (a store's jobs page)", () => {
    const mixed = [job(1, "a", "x", "2025-01-01"), job(2, "b", "x", "2025-04-01"), job(3, "a", "y", "2025-03-01"), job(4, "a", "x", "2025-02-01")];
    expect(jobsInCategory(mixed, "a").map((j) => j.id)).toEqual(["3", "4", "1"]);
    expect(jobsInCategory(mixed, "c")).toEqual([]);
  });

  it("offers each category and city once, sorted for the language", () => {
    const facets = jobFacets([job(1, "b", "Sherbrooke"), job(2, "a", "Édmundston"), job(3, "b", "Laval")], "fr");
    expect(facets.categories).toEqual([
      { value: "a", label: "A" },
      { value: "b", label: "B" },
    ]);
    expect(facets.cities).toEqual(["Édmundston", "Laval", "Sherbrooke"]);
  });

  it("reads and writes the filters in the address, keeping ctn", () => {
    expect(filtersFromSearch("?category=technicien-vitrier&city=Qu%C3%A9bec&page=2")).toEqual({
      category: "technicien-vitrier",
      city: "Québec",
      page: 2,
    });
    expect(filtersFromSearch("")).toEqual(NO_FILTERS);
    expect(searchFromFilters({ category: "a", city: "Laval", page: 1 }, "?ctn=x&page=3")).toBe("?ctn=x&category=a&city=Laval");
    expect(searchFromFilters(NO_FILTERS, "")).toBe("");
  });
});
