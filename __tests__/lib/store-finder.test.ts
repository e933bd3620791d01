import type { Store } from "../../src/contract";
import { storeSchema } from "../../src/contract";
import { formatDistance, formatWholeKm } from "../../src/lib/distance";
import { formatClock, formatDayHours } from "../../src/lib/hours-format";
import { directionsUrl, staticMapUrl } from "../../src/lib/maps";
import {
  formatSearchedPlace,
  locationsPath,
  parseOrigin,
  parseSearchedPlace,
  searchFromQuery,
  searchParams,
  slugFromQuery,
  sortByDistance,
} from "../../src/lib/store-search";
import { fallbackPage } from "../../src/lib/store-fallback";
import { firstResults, moreResults, type FinderSettings, type PageAnswer } from "../../src/lib/finder-results";
import { nearestOffering, parseStorePlaces } from "../../src/lib/nearby";
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

  it("writes every distance as the platform's Intl writes it for fr-CA and en-CA", () => {
    const intl = (locale: "fr" | "en", decimals: number) =>
      new Intl.NumberFormat(locale === "fr" ? "fr-CA" : "en-CA", {
        style: "unit",
        unit: "kilometer",
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    const values = [0, 0.004, 0.005, 0.015, 0.125, 1, 1.005, 9.995, 12.3456, 99.999, 999.994, 999.995, 1000, 1234.5, 98765.4321, 1234567.891];
    for (let km = 0; km < 3000; km += 7.31) values.push(km);
    for (const locale of ["fr", "en"] as const) {
      for (const km of values) expect([km, formatDistance(km, locale)]).toEqual([km, intl(locale, 2).format(km)]);
      for (const km of [0, 0.4, 1.5, 2.5, 342.4, 999.5, 1234.49, 20000])
        expect(formatWholeKm(km, locale)).toBe(intl(locale, 0).format(Math.max(1, Math.round(km))));
    }
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
    expect(directionsUrl({ latitude: 46.35, longitude: -72.55 })).toBe("https://www.google.com/maps/dir/?api=1&destination=46.35%2C-72.55");
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
    // A page of the finder: API Platform's page and itemsPerPage, and the radius.
    expect(searchParams({ kind: "key", key: "Laval" }, "fr", { page: 2, itemsPerPage: 10, radiusKm: 100 })).toEqual({
      key: "Laval",
      radius: 100,
      locale: "fr",
      page: 2,
      itemsPerPage: 10,
    });
    expect(searchParams({ kind: "key", key: "Laval" }, "fr", { page: 1, itemsPerPage: 3 })).not.toHaveProperty("radius");
  });

  it("keeps the last searched place in a cookie value, rounded, and reads it back safely", () => {
    const value = formatSearchedPlace({ latitude: 45.508812, longitude: -73.587234, label: "H2X 1Y4" });
    expect(value).toBe("45.509,-73.587|H2X 1Y4");
    expect(parseSearchedPlace(value)).toEqual({ latitude: 45.509, longitude: -73.587, label: "H2X 1Y4" });
    expect(parseSearchedPlace("46.8,-71.2|")).toEqual({ latitude: 46.8, longitude: -71.2, label: null });
    expect(parseSearchedPlace("46.8,-71.2|a|b")).toEqual({ latitude: 46.8, longitude: -71.2, label: "a|b" });
    for (const bad of [null, "", "x", "95,-71|a", "46.8;-71.2|a", "<script>|x"]) expect(parseSearchedPlace(bad)).toBeNull();
    expect(parseOrigin("45.50881,-73.58723")).toEqual({ latitude: 45.50881, longitude: -73.58723 });
    expect(parseOrigin(undefined)).toBeNull();
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
  const all = { page: 1, itemsPerPage: 30 };

  it("finds the Trois-Rivières shops first, accents and hyphens ignored", () => {
    for (const key of ["Trois-Rivières", "trois rivieres"]) {
      const results = fallbackPage(stores, { kind: "key", key }, all).stores;
      expect(results.slice(0, 3).map((s) => s.city)).toEqual(["Trois-Rivières", "Trois-Rivières", "Trois-Rivières"]);
      expect(results[0].distance).toBeLessThan(10);
    }
  });

  it("geocodes a postal code and pages by distance, the total within the radius", () => {
    const first = fallbackPage(stores, { kind: "key", key: "H2X 1Y4" }, { page: 1, itemsPerPage: 10, radiusKm: 100 });
    expect(first.stores).toHaveLength(10);
    expect(first.stores[0].city).toBe("Montréal");
    expect(first.total).toBeGreaterThan(20);
    expect(first.origin).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
    const second = fallbackPage(stores, { kind: "key", key: "H2X 1Y4" }, { page: 2, itemsPerPage: 10, radiusKm: 100 });
    const distances = [...first.stores, ...second.stores].map((s) => s.distance as number);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(distances.every((d) => d <= 100)).toBe(true);
    expect(new Set([...first.stores, ...second.stores].map((s) => s.slug)).size).toBe(20);
  });

  it("answers nothing for an unknown place, and searches around a position", () => {
    expect(fallbackPage(stores, { kind: "key", key: "zzzz qqqq" }, all)).toEqual({ stores: [], total: 0, origin: null });
    const near = fallbackPage(stores, { kind: "position", latitude: 46.81, longitude: -71.21 }, { page: 1, itemsPerPage: 5 });
    expect(near.stores).toHaveLength(5);
    expect(near.stores[0].region).toBe("Capitale-Nationale");
    // Toronto: nothing within 100 km.
    expect(fallbackPage(stores, { kind: "position", latitude: 43.65, longitude: -79.38 }, { page: 1, itemsPerPage: 10, radiusKm: 100 }).total).toBe(0);
  });
});

describe("the finder's pages", () => {
  const settings: FinderSettings = { radiusKm: 100, pageSize: 10, nearestWhenNone: 3 };
  const shop = (n: number, distance: number) => ({ slug: `shop-${n}`, distance });
  /** A source over shops 1 km apart, answering like /stores/search; the queries it got are kept. */
  function source(distances: number[], options: { total?: boolean; ignoreRadius?: boolean } = {}) {
    const queries: unknown[] = [];
    const all = distances.map((d, i) => shop(i + 1, d));
    const fn = async (query: { page: number; itemsPerPage: number; radiusKm?: number }): Promise<PageAnswer<ReturnType<typeof shop>>> => {
      queries.push(query);
      const within = query.radiusKm === undefined || options.ignoreRadius ? all : all.filter((s) => s.distance <= query.radiusKm!);
      const start = (query.page - 1) * query.itemsPerPage;
      return {
        stores: within.slice(start, start + query.itemsPerPage),
        total: options.total === false ? null : within.length,
        origin: { latitude: 45, longitude: -73 },
      };
    };
    return Object.assign(fn, { queries });
  }

  it("shows 10 of 23 within the radius, then 10 more, then the last 3", async () => {
    const src = source(Array.from({ length: 30 }, (_, i) => (i < 23 ? i * 4 : 120 + i)));
    const first = await firstResults(src, settings);
    expect(first).toMatchObject({ mode: "within", total: 23, page: 1, hasMore: true });
    expect(first.stores).toHaveLength(10);
    const second = await moreResults(src, settings, first);
    expect(second).toMatchObject({ stores: expect.any(Array), total: 23, page: 2, hasMore: true });
    expect(second.stores).toHaveLength(20);
    const third = await moreResults(src, settings, second);
    expect(third.stores.map((s) => s.slug)).toEqual(Array.from({ length: 23 }, (_, i) => `shop-${i + 1}`));
    expect(third.hasMore).toBe(false);
    expect(src.queries).toEqual([
      { page: 1, itemsPerPage: 10, radiusKm: 100 },
      { page: 2, itemsPerPage: 10, radiusKm: 100 },
      { page: 3, itemsPerPage: 10, radiusKm: 100 },
    ]);
    expect(await moreResults(src, settings, third)).toBe(third);
  });

  it("shows the 3 nearest when none is within the radius", async () => {
    const src = source([340, 352, 360, 400, 410]);
    const found = await firstResults(src, settings);
    expect(found).toMatchObject({ mode: "nearest", total: 3, hasMore: false });
    expect(found.stores.map((s) => s.distance)).toEqual([340, 352, 360]);
    expect(src.queries[1]).toEqual({ page: 1, itemsPerPage: 3 });
  });

  it("says the place is unknown when even the nearest search is empty", async () => {
    const found = await firstResults(async () => ({ stores: [], total: 0, origin: null }), settings);
    expect(found).toMatchObject({ mode: "none", stores: [], hasMore: false });
  });

  it("copes with an API that ignores the radius or gives no total", async () => {
    const ignoring = await firstResults(source([5, 50, 150, 160], { ignoreRadius: true }), settings);
    expect(ignoring).toMatchObject({ mode: "within", total: 2, hasMore: false });
    const untold = source(
      Array.from({ length: 12 }, (_, i) => i),
      { total: false },
    );
    const first = await firstResults(untold, settings);
    expect(first).toMatchObject({ hasMore: true });
    const second = await moreResults(untold, settings, first);
    expect(second).toMatchObject({ total: 12, hasMore: false });
  });
});

describe("nearest shops offering a service", () => {
  const places = parseStorePlaces([
    { slug: "a", name: "A", city: "Montréal", latitude: 45.5, longitude: -73.6, categories: ["pare-brise"] },
    { slug: "b", name: "B", city: "Laval", latitude: 45.6, longitude: -73.7, categories: ["pare-brise", "protection-ziebart"] },
    { slug: "c", name: "C", city: "Québec", latitude: 46.8, longitude: -71.2, categories: ["protection-ziebart"] },
    { slug: "bad", name: "No position", latitude: null, longitude: -73, categories: ["pare-brise"] },
    "nonsense",
  ]);

  it("drops malformed entries and ranks by distance among the shops offering the category", () => {
    expect(places.map((p) => p.slug)).toEqual(["a", "b", "c"]);
    const quebec = { latitude: 46.81, longitude: -71.21 };
    expect(nearestOffering(places, quebec, "protection-ziebart", 5).map((p) => p.slug)).toEqual(["c", "b"]);
    expect(nearestOffering(places, quebec, "pare-brise", 1).map((p) => p.slug)).toEqual(["b"]);
    expect(nearestOffering(places, quebec, "pare-brise", 1)[0].distance).toBeGreaterThan(200);
    expect(parseStorePlaces({ not: "a list" })).toEqual([]);
  });
});
