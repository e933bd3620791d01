import { createGeocoder } from "../../src/lib/geo/geocode";
import { placeOfPostalCode, serviceAreaVerdict, shopsServing } from "../../src/lib/service-area";

const geocoder = createGeocoder();
const rosemont = { slug: "rosemont", latitude: 45.5508, longitude: -73.5726, mobileService: { radiusKm: 25 } };
const sherbrooke = { slug: "sherbrooke", latitude: 45.4085, longitude: -71.8982, mobileService: { radiusKm: 40 } };
const granby = { slug: "granby", latitude: 45.3975, longitude: -72.7267, mobileService: null };

describe("placeOfPostalCode", () => {
  it("places a postal code, however it is typed, by its first three characters", () => {
    expect(placeOfPostalCode(geocoder, "h2x 1y4")).toEqual({ latitude: 45.51, longitude: -73.57 });
    expect(placeOfPostalCode(geocoder, "H2X-9Z9")).toEqual(placeOfPostalCode(geocoder, "H2X1Y4"));
  });

  it("places nothing that is not a postal code (a city name is not an address's position)", () => {
    expect(placeOfPostalCode(geocoder, "Sherbrooke")).toBeNull();
    expect(placeOfPostalCode(geocoder, "")).toBeNull();
  });
});

describe("serviceAreaVerdict", () => {
  it("is inside within the shop's radius, outside beyond it, with the distance", () => {
    expect(serviceAreaVerdict(rosemont, placeOfPostalCode(geocoder, "H2X 1Y4"))).toMatchObject({ status: "inside", radiusKm: 25 });
    const far = serviceAreaVerdict(rosemont, placeOfPostalCode(geocoder, "J1H 1A1"));
    expect(far.status).toBe("outside");
    expect(far.status === "outside" && Math.round(far.distanceKm)).toBeGreaterThan(100);
  });

  it("counts a point on the radius as inside", () => {
    const edge = { latitude: rosemont.latitude + 25 / 111.2, longitude: rosemont.longitude };
    expect(serviceAreaVerdict({ ...rosemont, mobileService: { radiusKm: 25.01 } }, edge).status).toBe("inside");
  });

  it("says when the shop does not go out (or has no known position), and when the address could not be placed", () => {
    expect(serviceAreaVerdict(granby, { latitude: 45.4, longitude: -72.7 })).toEqual({ status: "no_mobile_service" });
    expect(serviceAreaVerdict({ ...rosemont, latitude: null }, { latitude: 45.5, longitude: -73.5 })).toEqual({ status: "no_mobile_service" });
    expect(serviceAreaVerdict(rosemont, null)).toEqual({ status: "unknown_place" });
  });
});

describe("shopsServing", () => {
  it("lists the shops whose area covers a place, nearest first, at most `count`", () => {
    const longueuil = { slug: "longueuil", latitude: 45.5388, longitude: -73.5069, mobileService: { radiusKm: 30 } };
    const place = placeOfPostalCode(geocoder, "J4K 1A1")!;
    expect(shopsServing([sherbrooke, rosemont, granby, longueuil], place).map((s) => s.slug)).toEqual(["longueuil", "rosemont"]);
    expect(shopsServing([sherbrooke, rosemont, granby, longueuil], place, 1).map((s) => s.slug)).toEqual(["longueuil"]);
    expect(shopsServing([sherbrooke, granby], place)).toEqual([]);
  });
});
