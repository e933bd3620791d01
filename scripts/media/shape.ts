/** Geometry for hand-drawn shapes: polygons with rounded corners, stars, arcs. */
import { n } from "./svg";

export type Point = readonly [number, number];
/** A corner: x, y and the radius it is rounded with (0: sharp). */
export type Corner = readonly [number, number, number];

/** A closed path through the corners, each rounded with a quadratic curve of its radius. */
export function rounded(corners: readonly Corner[]): string {
  const count = corners.length;
  let d = "";
  for (let i = 0; i < count; i += 1) {
    const [x, y, r] = corners[i];
    const [px, py] = corners[(i - 1 + count) % count];
    const [nx, ny] = corners[(i + 1) % count];
    const toPrev = Math.hypot(px - x, py - y) || 1;
    const toNext = Math.hypot(nx - x, ny - y) || 1;
    const a = Math.min(r, toPrev / 2);
    const b = Math.min(r, toNext / 2);
    const start: Point = [x + ((px - x) / toPrev) * a, y + ((py - y) / toPrev) * a];
    const end: Point = [x + ((nx - x) / toNext) * b, y + ((ny - y) / toNext) * b];
    d += `${i === 0 ? "M" : "L"}${n(start[0])} ${n(start[1])}`;
    if (r > 0) d += `Q${n(x)} ${n(y)} ${n(end[0])} ${n(end[1])}`;
  }
  return `${d}Z`;
}

/** A star (chips, sparkles): `points` tips between the two radii. */
export function star(cx: number, cy: number, outer: number, inner: number, points: number, turn = 0): string {
  let d = "";
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = turn + (Math.PI * i) / points - Math.PI / 2;
    d += `${i === 0 ? "M" : "L"}${n(cx + Math.cos(angle) * radius)} ${n(cy + Math.sin(angle) * radius)}`;
  }
  return `${d}Z`;
}

/** An arc (signal waves), from one angle to another in degrees, 0 = right, clockwise. */
export function arc(cx: number, cy: number, r: number, fromDeg: number, toDeg: number): string {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const x1 = cx + Math.cos(rad(fromDeg)) * r;
  const y1 = cy + Math.sin(rad(fromDeg)) * r;
  const x2 = cx + Math.cos(rad(toDeg)) * r;
  const y2 = cy + Math.sin(rad(toDeg)) * r;
  const large = Math.abs(toDeg - fromDeg) > 180 ? 1 : 0;
  return `M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 ${large} 1 ${n(x2)} ${n(y2)}`;
}

/** A rounded rectangle as a path. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return rounded([
    [x, y, r],
    [x + w, y, r],
    [x + w, y + h, r],
    [x, y + h, r],
  ]);
}
