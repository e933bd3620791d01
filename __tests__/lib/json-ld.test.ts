import { jobPostingLd, serializeLd, storeRatingLd } from "../../src/lib/json-ld";

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
