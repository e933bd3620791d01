import type { Store } from "../../src/contract";
import { storeSchema } from "../../src/contract";
import { formatDistance } from "../../src/lib/distance";
import { formatClock, formatDayHours } from "../../src/lib/hours-format";
import { directionsUrl, staticMapUrl } from "../../src/lib/maps";
import {
  locationsPath,
  searchFromQuery,
  searchParams,
  slugFromQuery,
  sortByDistance,
} from "../../src/lib/store-search";
import { fallbackSearch } from "../../src/lib/store-fallback";
import seedStores from "../../server/seed/stores.json";
import { localizeDeep } from "../../server/lib/localize";

describe("formatDistance", () => {
  it("shows km with 2 decimals in the page's language", () => {
    expect(formatDistance(12.3456, "fr")).toBe("12,35\u00a0km");
    expect(formatDistance(12.3456, "en")).toBe("12.35 km");
    expect(formatDistance(0, "en")).toBe("0.00 km");
    expect(formatDistance(1234.5, "en")).toBe("1,234.50 km");
    expect(formatDistance(1234.5, "fr")).toMatch(/^1\s234,50\s?km$/u);
  });

  it("shows nothing without a valid distance", () => {
    expect(formatDistance(null, "fr")).toBeNull();
    expect(formatDistance(undefined, "fr")).toBeNull();
    expect(formatDistance(Number.NaN, "en")).toBeNull();
    expect(formatDistance(-1, "en")).toBeNull();
  });
});

describe("hours as text", () => {
  it("reads as a Quebec French or Canadian English visitor writes it", () => {
    expect(formatClock("08:30", "fr")).toBe("8 h 30");
    expect(formatClock("17:00", "fr")).toBe("17 h");
    expect(formatClock("12:00", "fr")).toBe("midi");
    expect(formatClock("24:00", "fr")).toBe("minuit");
    expect(formatClock("08:30", "en")).toBe("8:30 a.m.");
    expect(formatClock("17:00", "en")).toBe("5 p.m.");
    expect(formatClock("00:00", "en")).toBe("midnight");
    expect(formatClock("12:30", "en")).toBe("12:30 p.m.");
  });

  it("formats a day's hours, free text as is, closed as null", () => {
    expect(formatDayHours({ kind: "open", open: "07:30", close: "18:00", openMinutes: 450, closeMinutes: 1080 }, "fr")).toBe("7 h 30 – 18 h");
    expect(formatDayHours({ kind: "text", text: "Sur rendez-vous" }, "fr")).toBe("Sur rendez-vous");
    expect(formatDayHours({ kind: "closed" }, "en")).toBeNull();
  });
});

describe("maps links", () => {
  it("builds the directions link to the store's position", () => {
    expect(directionsUrl({ latitude: 46.35, longitude: -72.55 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=46.35%2C-72.55",
    );
    expect(directionsUrl({ latitude: null, longitude: -72.55 })).toBeNull();
    expect(directionsUrl({ latitude: 0, longitude: 0 })).toBeNull();
  });

  it("builds the static map only with a key: 640x480, zoom 18, roadmap, marker", () => {
    expect(staticMapUrl({ latitude: 46.35, longitude: -72.55 }, undefined, "fr")).toBeNull();
    const url = new URL(staticMapUrl({ latitude: 46.35, longitude: -72.55 }, "KEY", "fr")!);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      center: "46.35,-72.55",
      zoom: "18",
      size: "640x480",
      maptype: "roadmap",
      markers: "46.35,-72.55",
      language: "fr",
      key: "KEY",
    });
  });
});

describe("search request building", () => {
  it("reads a key or a position from the locations address", () => {
    expect(searchFromQuery("?key=H2X%201Y4")).toEqual({ kind: "key", key: "H2X 1Y4" });
    expect(searchFromQuery("?key=%20%20trois%20rivieres%20")).toEqual({ kind: "key", key: "trois rivieres" });
    expect(searchFromQuery("?latitude=46.35&longitude=-72.55&key=x")).toEqual({ kind: "position", latitude: 46.35, longitude: -72.55 });
    expect(searchFromQuery("?latitude=200&longitude=-72.55")).toBeNull();
    expect(searchFromQuery("?latitude=abc&longitude=-72.55&key=Laval")).toEqual({ kind: "key", key: "Laval" });
    expect(searchFromQuery("?key=")).toBeNull();
    expect(searchFromQuery("")).toBeNull();
    expect(searchFromQuery(`?key=${"a".repeat(300)}`)).toEqual({ kind: "key", key: "a".repeat(200) });
  });

  it("sends the key or the coordinates with the page's locale", () => {
    expect(searchParams({ kind: "key", key: "Trois-Rivières" }, "fr")).toEqual({ key: "Trois-Rivières", locale: "fr" });
    expect(searchParams({ kind: "position", latitude: 45.5, longitude: -73.6 }, "en")).toEqual({
      latitude: 45.5,
      longitude: -73.6,
      locale: "en",
    });
  });

  it("builds the locations link with the search and the carried ctn", () => {
    expect(locationsPath("fr", { kind: "key", key: "H2X 1Y4" })).toBe("/emplacement/?key=H2X+1Y4");
    expect(locationsPath("en", { kind: "key", key: "Laval" }, { ctn: "abc" })).toBe("/en/locations/?ctn=abc&key=Laval");
    expect(locationsPath("en", { kind: "position", latitude: 45.5123456789, longitude: -73.61234567 })).toBe(
      "/en/locations/?latitude=45.51235&longitude=-73.61235",
    );
    expect(locationsPath("fr", null, { ctn: "x" })).toBe("/emplacement/?ctn=x");
  });

  it("reads ?slug= to go to a store's page, refusing anything but a slug", () => {
    expect(slugFromQuery("?slug=ziebart-laval")).toBe("ziebart-laval");
    expect(slugFromQuery("?slug=../../etc")).toBeNull();
    expect(slugFromQuery("?key=x")).toBeNull();
  });

  it("sorts by distance, stores without one last", () => {
    const sorted = sortByDistance([{ distance: 5 }, { distance: null }, { distance: 1.2 }, { distance: 3 }]);
    expect(sorted.map((s) => s.distance)).toEqual([1.2, 3, 5, null]);
  });
});

describe("offline fallback search", () => {
  const stores: Store[] = (seedStores as unknown[]).map((raw) => {
    const s = localizeDeep(raw, "fr") as Record<string, unknown>;
    return storeSchema.parse({ ...s, coupons: [] });
  });

  it("finds the Trois-Rivières shops first, accents and hyphens ignored", () => {
    for (const key of ["Trois-Rivières", "trois rivieres"]) {
      const results = fallbackSearch(stores, { kind: "key", key });
      expect(results.slice(0, 3).map((s) => s.city)).toEqual(["Trois-Rivières", "Trois-Rivières", "Trois-Rivières"]);
      expect(results[0].distance).toBeLessThan(10);
    }
  });

  it("geocodes a postal code and sorts by distance, 30 at most", () => {
    const results = fallbackSearch(stores, { kind: "key", key: "H2X 1Y4" });
    expect(results).toHaveLength(30);
    expect(results[0].city).toBe("Montréal");
    const distances = results.map((s) => s.distance as number);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it("answers nothing for an unknown place, and searches around a position", () => {
    expect(fallbackSearch(stores, { kind: "key", key: "zzzz qqqq" })).toEqual([]);
    const near = fallbackSearch(stores, { kind: "position", latitude: 46.81, longitude: -71.21 }, 5);
    expect(near).toHaveLength(5);
    expect(near[0].region).toBe("Capitale-Nationale");
  });
});
