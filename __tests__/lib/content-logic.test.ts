import { clampPage, pageCount, pageNumbers, pageSlice } from "../../src/lib/pagination";
import { NO_FILTERS, filterJobs, filtersFromSearch, jobFacets, jobsInCategory, searchFromFilters, sortJobs } from "../../src/lib/careers";
import { averageRating, ratingPercent } from "../../src/lib/ratings";
import { formatDate, isoDay } from "../../src/lib/format-date";
import { cutText, htmlToText } from "../../src/lib/plain-text";
import { jobPostingLd, serializeLd, storeRatingLd } from "../../src/lib/json-ld";
import { LIMITS } from "../../src/config/site";

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

describe("dates and text", () => {
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

  it("turns an excerpt into plain text and cuts long text at 300 characters", () => {
    expect(htmlToText("<p>Un &laquo;test&raquo; &amp; l&#8217;hiver&nbsp;!</p>\n<p>Deux</p>")).toBe("Un «test» & l’hiver ! Deux");
    expect(cutText("a".repeat(301))).toBe(`${"a".repeat(300)}…`);
    expect(cutText("court")).toBe("court");
    expect(htmlToText("a &unknown; b")).toBe("a &unknown; b");
  });
});

describe("JSON-LD", () => {
  const store = { name: "Uniglass Laval", phone: "450-555-0100", streetAddress: "1 rue X", city: "Laval", state: "QC", zipCode: "H7N 1A1" };

  it("describes a store job as a JobPosting located at the store", () => {
    const ld = jobPostingLd(
      {
        title: "Technicien",
        description: "<p>Poste</p>",
        postedAt: "2025-01-10",
        validThrough: "2025-03-10",
        employmentType: "FULL_TIME",
        city: "Laval",
        store,
      },
      "https://www.uniglass.ca",
    );
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      datePosted: "2025-01-10",
      validThrough: "2025-03-10",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Uniglass" },
      jobLocation: { address: { addressLocality: "Laval", postalCode: "H7N 1A1", addressCountry: "CA" } },
    });
  });

  it("locates a head-office job in its city and leaves out a missing end date", () => {
    const ld = jobPostingLd(
      { title: "Analyste", description: "x", postedAt: "2025-01-10", employmentType: "FULL_TIME", city: "Québec" },
      "https://www.uniglass.ca",
    );
    expect(ld.jobLocation.address).toEqual({ "@type": "PostalAddress", addressLocality: "Québec", addressRegion: "QC", addressCountry: "CA" });
    expect(ld).not.toHaveProperty("validThrough");
  });

  it("gives a store's AggregateRating from its reviews, none without reviews", () => {
    const ld = storeRatingLd(store, [
      { author: "A", rating: 5, date: "2025-01-01", text: "Bien" },
      { author: "B", rating: 4, date: "2025-02-01", text: "Correct" },
    ]);
    expect(ld).toMatchObject({
      "@type": "AutoRepair",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
    expect(storeRatingLd(store, [])).not.toHaveProperty("aggregateRating");
  });

  it("serializes without letting text close the script", () => {
    expect(serializeLd({ text: "</script><b>" })).toBe('{"text":"\\u003c/script>\\u003cb>"}');
  });
});
