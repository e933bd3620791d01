/**
 * The finder's filters (mobile service, ADAS calibration): read from and
 * written to the locations address, sent to /stores/search, and applied by
 * the built index when the API cannot be reached.
 */
import { storeSchema } from "../../src/contract";
import { locationsPath, searchFromQuery, searchParams } from "../../src/lib/store-search";
import { filtersOf } from "../../src/lib/store-filters";
import { passesFilters } from "../../src/lib/store-filter-rule";
import { fallbackPage } from "../../src/lib/store-fallback";
import seedStores from "../../server/seed/stores.json";
import { localizeDeep } from "../../server/lib/localize";

const stores = (seedStores as unknown[]).map((raw) => storeSchema.parse({ ...(localizeDeep(raw, "fr") as Record<string, unknown>), coupons: [] }));

describe("the filters in a locations address", () => {
  it("are read from mobile=1 and adas=1, and left out when off", () => {
    expect(searchFromQuery("?key=H2X&mobile=1")).toEqual({ kind: "key", key: "H2X", filters: { mobileService: true } });
    expect(searchFromQuery("?latitude=45.5&longitude=-73.6&adas=1&mobile=1")).toEqual({
      kind: "position",
      latitude: 45.5,
      longitude: -73.6,
      filters: { mobileService: true, adasCalibration: true },
    });
    expect(searchFromQuery("?key=H2X&mobile=0&adas=")).toEqual({ kind: "key", key: "H2X" });
  });

  it("are written back, so a filtered search can be shared or bookmarked", () => {
    const search = { kind: "key", key: "Sherbrooke", filters: { mobileService: true } } as const;
    expect(locationsPath("fr", search, { ctn: "abc" })).toBe("/emplacement/?ctn=abc&key=Sherbrooke&mobile=1");
    expect(locationsPath("en", { ...search, filters: { adasCalibration: true } })).toBe("/en/locations/?key=Sherbrooke&adas=1");
    expect(searchFromQuery(new URL(locationsPath("fr", search), "http://x").search)).toEqual(search);
  });

  it("go to /stores/search as mobileService=true and adasCalibration=true", () => {
    const search = { kind: "key", key: "H2X", filters: { mobileService: true, adasCalibration: true } } as const;
    expect(searchParams(search, "fr", { page: 1, itemsPerPage: 10, radiusKm: 50 })).toEqual({
      key: "H2X",
      radius: 50,
      mobileService: "true",
      adasCalibration: "true",
      locale: "fr",
      page: 1,
      itemsPerPage: 10,
    });
    expect(searchParams({ kind: "key", key: "H2X" }, "fr")).toEqual({ key: "H2X", locale: "fr" });
  });

  it("keep only the filters that are on", () => {
    const on = (filters: Record<string, boolean>) => filtersOf((name) => filters[name]);
    expect(on({ mobileService: false, adasCalibration: false })).toBeUndefined();
    expect(on({ mobileService: true, adasCalibration: false })).toEqual({ mobileService: true });
  });
});

describe("the filters over the built index", () => {
  it("keep only the shops that come to the driver, or that calibrate ADAS cameras, counting only them", () => {
    const all = fallbackPage(stores, { kind: "key", key: "H1X 1A1" }, { page: 1, itemsPerPage: 50, radiusKm: 50 });
    const mobile = fallbackPage(stores, { kind: "key", key: "H1X 1A1", filters: { mobileService: true } }, { page: 1, itemsPerPage: 50, radiusKm: 50 });
    expect(mobile.stores.map((s) => s.slug)).toEqual(["uniglass-montreal-rosemont", "uniglass-longueuil", "uniglass-laval-chomedey"]);
    expect(mobile.total).toBe(3);
    expect(all.total ?? 0).toBeGreaterThan(20);
    const adas = fallbackPage(stores, { kind: "key", key: "H1X 1A1", filters: { adasCalibration: true } }, { page: 1, itemsPerPage: 50, radiusKm: 50 });
    expect(adas.stores.every((s) => s.adasCalibration && !s.isZiebart)).toBe(true);
    expect(adas.total ?? 0).toBeLessThan(all.total ?? 0);
  });

  it("never keep a Ziebart shop for mobile service", () => {
    expect(stores.filter((s) => passesFilters(s, { mobileService: true })).some((s) => s.isZiebart)).toBe(false);
    expect(stores.filter((s) => passesFilters(s, { mobileService: true }))).toHaveLength(7);
  });
});
