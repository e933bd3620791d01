import { haversineKm } from "../../../src/lib/distance";
import { createGeocoder } from "../../../src/lib/geo/geocode";
import { DEFAULT_SEED_DIR } from "../../../server/config";
import { buildCatalog } from "../../../server/lib/catalog";
import { loadSeed } from "../../../server/lib/seed";

describe("the shipped seed (server/seed)", () => {
  it("loads, and every record answers with a valid contract shape in both languages", () => {
    const catalog = buildCatalog(loadSeed(DEFAULT_SEED_DIR));
    expect(catalog.seed.stores.length).toBeGreaterThan(0);
  });

  it("dates job postings from the day the API starts: none after today, none older than twelve weeks, open after posting", () => {
    // 01:00 UTC on the 24th is still the 23rd in Quebec.
    const catalog = buildCatalog(loadSeed(DEFAULT_SEED_DIR), new Date("2026-11-24T01:00:00Z"));
    const careers = catalog.views.fr.careers as Array<{ postedAt: string; validThrough: string | null }>;
    expect(careers.length).toBeGreaterThan(10);
    for (const career of careers) {
      expect(career.postedAt <= "2026-11-23").toBe(true);
      expect(career.postedAt >= "2026-08-31").toBe(true);
      expect(career.validThrough === null || career.validThrough > career.postedAt).toBe(true);
    }
    expect(careers.some((career) => career.postedAt >= "2026-11-09")).toBe(true);
    // The same seed a year later gives postings of that year.
    const later = buildCatalog(loadSeed(DEFAULT_SEED_DIR), new Date("2027-11-24T01:00:00Z")).views.en.careers as Array<{ postedAt: string }>;
    expect(later.every((career) => career.postedAt > "2027-08-01" && career.postedAt <= "2027-11-23")).toBe(true);
  });

  it("geocodes every store's city and postal code near the store", () => {
    const catalog = buildCatalog(loadSeed(DEFAULT_SEED_DIR));
    const geocoder = createGeocoder();
    for (const store of catalog.seed.stores) {
      const entry = catalog.storesBySlug.get(store.slug)!;
      if (entry.latitude === null || entry.longitude === null) continue;
      const at = { latitude: entry.latitude, longitude: entry.longitude };
      const city = geocoder.geocode(store.city);
      const zip = geocoder.geocode(store.zipCode);
      expect([store.city, city && haversineKm(city, at) < 40]).toEqual([store.city, true]);
      expect([store.zipCode, zip && haversineKm(zip, at) < 100]).toEqual([store.zipCode, true]);
    }
  });
});
