/** The stores and commerce seed: every shape the store contract allows, covered by the sample data, and a deterministic generator. */
import fs from "fs";
import os from "os";
import path from "path";
import { generateSeedFolder } from "../../scripts/generate-stores";
import { buildCatalog } from "../../server/lib/catalog";
import { loadSeed } from "../../server/lib/seed";

const seedDir = path.join(__dirname, "..", "..", "server", "seed");
const read = <T>(file: string, dir = seedDir): T => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T;

interface SeedStore {
  slug: string;
  state: string;
  timezone: string;
  isZiebart: boolean;
  isWorkdays: boolean;
  isWeekends: boolean;
  latitude: number | string;
  trackingPhone?: string | null;
  phone: string;
  coupons: number[];
  storesAvailabilities: { weekDay: string; availability: string; openTime: string | null; closedTime: string | null }[];
}

describe("store seed", () => {
  const stores = read<SeedStore[]>("stores.json");
  const coupons = read<{ id: number; stores: string[] }[]>("coupons.json");
  const entries = stores.flatMap((s) => s.storesAvailabilities);

  it("has at least 100 stores with unique slugs and 555 phone numbers", () => {
    expect(stores.length).toBeGreaterThanOrEqual(100);
    expect(new Set(stores.map((s) => s.slug)).size).toBe(stores.length);
    for (const store of stores) expect(store.phone).toMatch(/^\d{3}-555-\d{4}$/);
  });

  it("covers Quebec, Ontario and New Brunswick and their three time zones", () => {
    expect(new Set(stores.map((s) => s.state))).toEqual(new Set(["QC", "ON", "NB"]));
    expect(new Set(stores.map((s) => s.timezone))).toEqual(new Set(["America/Toronto", "America/Moncton", "America/Halifax"]));
  });

  it("has Ziebart shops, tracking phones, coupons and coordinates the way the real API sends them", () => {
    expect(stores.filter((s) => s.isZiebart).length).toBeGreaterThanOrEqual(5);
    expect(stores.some((s) => s.trackingPhone)).toBe(true);
    expect(stores.some((s) => typeof s.latitude === "string" && s.latitude !== "0")).toBe(true);
    expect(stores.some((s) => s.latitude === "0" || s.latitude === 0)).toBe(true);
  });

  it("has every shape of opening hours", () => {
    const days = new Set(entries.map((e) => e.weekDay));
    for (const day of ["MONDAY", "SATURDAY", "SUNDAY", "WORKDAY", "WEEKEND"]) expect(days).toContain(day);
    expect(entries.some((e) => e.availability !== "OPEN" && e.openTime === null)).toBe(true);
    expect(entries.some((e) => e.openTime !== null && !/^\d{2}:\d{2}$/.test(e.openTime) && e.closedTime === null)).toBe(true);
    expect(entries.some((e) => e.closedTime === "24:00" || e.closedTime === "00:00")).toBe(true);
    expect(stores.some((s) => s.isWorkdays)).toBe(true);
    expect(stores.some((s) => !s.isWorkdays && s.storesAvailabilities.some((e) => e.weekDay === "WORKDAY"))).toBe(true);
  });

  it("references only coupons that exist, and each coupon lists exactly its stores", () => {
    const byId = new Map(coupons.map((c) => [c.id, c]));
    for (const store of stores) {
      for (const id of store.coupons) expect(byId.get(id)?.stores).toContain(store.slug);
    }
    for (const coupon of coupons) {
      for (const slug of coupon.stores) expect(stores.find((s) => s.slug === slug)?.coupons).toContain(coupon.id);
    }
  });
});

describe("large data set generator", () => {
  it("writes the same valid folder twice for the same count, with unique slugs", () => {
    const a = fs.mkdtempSync(path.join(os.tmpdir(), "seed-a-"));
    const b = fs.mkdtempSync(path.join(os.tmpdir(), "seed-b-"));
    try {
      expect(generateSeedFolder(300, a).stores).toBe(300);
      generateSeedFolder(300, b);
      for (const file of ["stores.json", "coupons.json", "testimonials.json", "careers.json"]) {
        expect(fs.readFileSync(path.join(a, file), "utf8")).toBe(fs.readFileSync(path.join(b, file), "utf8"));
      }
      const stores = read<SeedStore[]>("stores.json", a);
      expect(new Set(stores.map((s) => s.slug)).size).toBe(300);
      // The sample API checks every record against the contract in both languages.
      expect(() => buildCatalog(loadSeed(a))).not.toThrow();
    } finally {
      fs.rmSync(a, { recursive: true, force: true });
      fs.rmSync(b, { recursive: true, force: true });
    }
  });
});
