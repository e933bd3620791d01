import fs from "node:fs";
import path from "node:path";
import { BASE_MAP_BOUNDS, frame, MAP_ASPECT, project, viewBoxAttribute } from "../../src/lib/map-projection";
import { haversineKm } from "../../src/lib/distance";

const montreal = { latitude: 45.5017, longitude: -73.5673 };
const quebec = { latitude: 46.8139, longitude: -71.208 };

describe("the keyless map's projection", () => {
  it("keeps distances in km near Quebec (conformal, scale close to 1)", () => {
    const a = project(montreal);
    const b = project(quebec);
    const onMap = Math.hypot(a.x - b.x, a.y - b.y);
    expect(onMap / haversineKm(montreal, quebec)).toBeGreaterThan(0.97);
    expect(onMap / haversineKm(montreal, quebec)).toBeLessThan(1.03);
  });

  it("puts north up and east right, as the SVG draws", () => {
    expect(project(quebec).y).toBeLessThan(project(montreal).y);
    expect(project(quebec).x).toBeGreaterThan(project(montreal).x);
  });

  it("frames the points with a margin, at the map's aspect and a minimum width", () => {
    const view = frame([project(montreal), project(quebec)]);
    expect(view.width / view.height).toBeCloseTo(MAP_ASPECT, 2);
    for (const p of [project(montreal), project(quebec)]) {
      expect(p.x).toBeGreaterThan(view.x);
      expect(p.x).toBeLessThan(view.x + view.width);
      expect(p.y).toBeGreaterThan(view.y);
      expect(p.y).toBeLessThan(view.y + view.height);
    }
    const single = frame([project(montreal)], { minWidthKm: 90 });
    expect(single.width).toBeGreaterThanOrEqual(90);
    expect(frame([project(montreal)], { aspect: 3 }).width / frame([project(montreal)], { aspect: 3 }).height).toBeCloseTo(3, 1);
    expect(viewBoxAttribute({ x: 1, y: -2, width: 3, height: 4 })).toBe("1 -2 3 4");
  });

  it("matches the base map drawn with it: every shop of the sample falls inside its bounds", () => {
    const svg = fs.readFileSync(path.join(__dirname, "../../static/maps/quebec.svg"), "utf8");
    const [x, y, width, height] = svg
      .match(/viewBox="([^"]+)"/)![1]
      .split(" ")
      .map(Number);
    expect(svg).toContain('<g id="base">');
    expect(svg).toMatch(/Natural Earth/);
    const stores = JSON.parse(fs.readFileSync(path.join(__dirname, "../../server/seed/stores.json"), "utf8")) as { latitude: unknown; longitude: unknown }[];
    for (const store of stores) {
      const latitude = Number(store.latitude);
      const longitude = Number(store.longitude);
      if (!latitude || !longitude) continue;
      expect(latitude).toBeGreaterThan(BASE_MAP_BOUNDS.south);
      expect(longitude).toBeGreaterThan(BASE_MAP_BOUNDS.west);
      const p = project({ latitude, longitude });
      expect(p.x).toBeGreaterThan(x);
      expect(p.x).toBeLessThan(x + width);
      expect(p.y).toBeGreaterThan(y);
      expect(p.y).toBeLessThan(y + height);
    }
  });
});
