import { haversineKm } from "../../src/lib/distance";

describe("haversineKm", () => {
  it("measures distances in km", () => {
    expect(haversineKm({ latitude: 45.5017, longitude: -73.5673 }, { latitude: 46.8139, longitude: -71.208 })).toBeCloseTo(233, -1);
  });
});
