/** The offline geocoder the sample API, the build and the finder's fallback share. */
import { haversineKm } from "../../../src/lib/distance";
import { createGeocoder, extractFsa, FSA_CENTROIDS } from "../../../src/lib/geo/geocode";

describe("geocoding", () => {
  const geocoder = createGeocoder({
    addresses: [{ streetAddress: "120, rue Principale", city: "Saint-Clin-Clin", zipCode: "G0X 9Z9", latitude: 47.1, longitude: -72.9 }],
  });

  it("extracts FSAs from postal codes and texts", () => {
    expect(extractFsa("h2x1y4")).toBe("H2X");
    expect(extractFsa("1200 rue Sherbrooke, Montréal QC H2X 1Y4")).toBe("H2X");
    expect(extractFsa("Trois-Rivières")).toBeNull();
    expect(extractFsa("D2X 1Y4")).toBeNull();
  });

  it("has every Quebec region of postal codes", () => {
    const quebec = Object.keys(FSA_CENTROIDS).filter((k) => /^[GHJ]/.test(k));
    expect(quebec.length).toBeGreaterThan(400);
    for (const [lat, lng] of Object.values(FSA_CENTROIDS)) {
      expect(lat).toBeGreaterThan(44);
      expect(lat).toBeLessThan(61);
      expect(lng).toBeGreaterThan(-80);
      expect(lng).toBeLessThan(-61);
    }
  });

  it("geocodes postal codes, places, store cities and addresses", () => {
    const montreal = { latitude: 45.5017, longitude: -73.5673 };
    expect(haversineKm(geocoder.geocode("H2X 1Y4")!, montreal)).toBeLessThan(3);
    expect(geocoder.geocode("Quebec City")?.label).toBe("Québec");
    expect(geocoder.geocode("Saint-Jean-sur-Richelieu")?.label).toBe("Saint-Jean-sur-Richelieu");
    expect(geocoder.geocode("garage à St-Jean-sur-Richelieu")?.label).toBe("Saint-Jean-sur-Richelieu");
    expect(geocoder.geocode("sherbr")?.label).toBe("Sherbrooke");
    expect(geocoder.geocode("saint clin clin")).toMatchObject({ latitude: 47.1, source: "place" });
    expect(geocoder.geocode("120 rue Principale")).toMatchObject({ source: "address" });
    expect(geocoder.geocode("moncton")?.label).toBe("Moncton");
    expect(geocoder.geocode("xyzzy plugh")).toBeNull();
    expect(geocoder.geocode("   ")).toBeNull();
  });

  it("fills an unknown FSA from its neighbours", () => {
    const hit = geocoder.geocode("H8W 1A1");
    expect(hit?.source).toBe("postal-code");
    expect(haversineKm(hit!, { latitude: 45.55, longitude: -73.6 })).toBeLessThan(20);
  });

  it("finds Canadian places beyond Quebec by name or postal code, and nothing for a place outside the list", () => {
    const shipped = createGeocoder();
    const vancouver = { latitude: 49.28, longitude: -123.12 };
    expect(shipped.geocode("Vancouver")).toMatchObject({ source: "place", label: "Vancouver" });
    expect(shipped.geocode("vancouver, bc")?.label).toBe("Vancouver");
    expect(haversineKm(shipped.geocode("V6B 1A1")!, vancouver)).toBeLessThan(5);
    expect(shipped.geocode("Calgary")?.label).toBe("Calgary");
    expect(shipped.geocode("St. John's")?.label).toBe("St. John's");
    expect(shipped.geocode("Saint John")?.label).toBe("Saint John");
    expect(shipped.geocode("Atlantide")).toBeNull();
  });
});
