import { e164, jsonLdScript, openingHoursSpecification, storeJsonLd } from "../../src/lib/store-jsonld";
import type { Availability } from "../../src/contract";

const day = (weekDay: Availability["weekDay"], openTime: string | null, closedTime: string | null, availability = "OPEN"): Availability => ({
  weekDay,
  availability,
  openTime,
  closedTime,
});

describe("openingHoursSpecification", () => {
  it("expands WORKDAY and merges days with the same hours; closed and by-appointment days are left out", () => {
    const specs = openingHoursSpecification([
      day("WORKDAY", "08:00", "17:00"),
      day("THURSDAY", "08:00", "21:00"),
      day("SATURDAY", "Sur rendez-vous", null),
      day("SUNDAY", null, null, "CLOSED"),
    ]);
    expect(specs).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday", "https://schema.org/Wednesday", "https://schema.org/Friday"],
        opens: "08:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Thursday"], opens: "08:00", closes: "21:00" },
    ]);
  });

  it("writes a closing at midnight as 23:59", () => {
    expect(openingHoursSpecification([day("FRIDAY", "18:00", "00:00")])[0]).toMatchObject({ opens: "18:00", closes: "23:59" });
  });
});

describe("storeJsonLd", () => {
  it("describes the shop as an AutoRepair branch of the chain", () => {
    const data = storeJsonLd(
      {
        name: "Ziebart Laval",
        streetAddress: "1600, boulevard Le Corbusier",
        city: "Laval",
        state: "QC",
        zipCode: "H7S 1Z3",
        latitude: 45.56,
        longitude: -73.72,
        phone: "450-555-0142",
        trackingPhone: "1 (450) 555-0199",
        isZiebart: true,
        storesAvailabilities: [day("WORKDAY", "08:00", "17:00")],
      },
      { url: "https://example.com/emplacement/ziebart-laval/", siteUrl: "https://example.com", chainName: "Uniglass", language: "fr-CA" },
    );
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoRepair",
      name: "Ziebart Laval",
      url: "https://example.com/emplacement/ziebart-laval/",
      telephone: "+14505550199",
      address: { "@type": "PostalAddress", addressLocality: "Laval", addressRegion: "QC", postalCode: "H7S 1Z3", addressCountry: "CA" },
      geo: { "@type": "GeoCoordinates", latitude: 45.56, longitude: -73.72 },
      branchOf: { "@type": "Organization", name: "Uniglass", url: "https://example.com" },
    });
    expect((data.openingHoursSpecification as unknown[]).length).toBe(1);
  });

  it("leaves geo out without a position, and escapes < in the script text", () => {
    const data = storeJsonLd(
      { name: "A</script>", streetAddress: "", city: "", state: "", zipCode: "", phone: "506-555-0100", isZiebart: false, storesAvailabilities: [] },
      { url: "u", siteUrl: "s", chainName: "Uniglass", language: "en-CA" },
    );
    expect(data.geo).toBeUndefined();
    expect(jsonLdScript(data)).not.toContain("</script>");
    expect(JSON.parse(jsonLdScript(data)).name).toBe("A</script>");
    expect(e164("506-555-0100")).toBe("+15065550100");
    expect(e164("+44 20 7946 0000")).toBe("+44 20 7946 0000");
  });
});
