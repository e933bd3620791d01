/**
 * Glass damage and the work on it: chips, cracks, the resin injector, calibration targets and camera beams, wipers, water beads, washer fluid, protection shields.
 * Each draws around an origin given by the caller, at a size in pixels of
 * the subject's own box.
 */
import { BRAND, NEUTRAL, TINT } from "./palette";
import { rounded, roundRect, star } from "./shape";
import { circle, ellipse, group, line, path, polygon, polyline, rect } from "./svg";

/** A stone chip: a small bull's-eye with short radiating cracks. */
export function chip(x: number, y: number, r: number): string {
  const rays = (color: string, width: number) =>
    Array.from({ length: 7 }, (_, i) => {
      const a = (i / 7) * Math.PI * 2 + 0.3;
      const len = r * (i % 2 ? 1.6 : 2.3);
      return line(x + Math.cos(a) * r * 0.5, y + Math.sin(a) * r * 0.5, x + Math.cos(a) * len, y + Math.sin(a) * len, color, width);
    }).join("");
  const width = Math.max(1.2, r * 0.22);
  return group(
    circle(x, y, r * 1.5, TINT.navySoft, { opacity: 0.18 }) +
      rays(TINT.navySoft, width * 2.2) +
      rays(NEUTRAL.white, width) +
      circle(x, y, r * 0.6, TINT.navySoft) +
      circle(x, y, r * 0.45, NEUTRAL.white) +
      circle(x, y, r * 0.2, TINT.navyMist),
  );
}

/** A crack: a jagged line from a chip, with a thinner branch. */
export function crack(points: ReadonlyArray<readonly [number, number]>, width: number): string {
  const branch =
    points.length > 3
      ? [points[2], [points[2][0] + width * 9, points[2][1] - width * 7] as const, [points[2][0] + width * 16, points[2][1] - width * 8] as const]
      : [];
  const draw = (color: string, k: number) => polyline(points, color, width * k) + (branch.length ? polyline(branch, color, width * 0.6 * k) : "");
  return group(group(draw(TINT.navySoft, 2.4), { opacity: 0.35 }) + draw(NEUTRAL.white, 1), { opacity: 0.95 });
}

/** The resin injector bridge of a chip repair, centred on (x, y). */
export function injector(x: number, y: number, s: number): string {
  return group(
    circle(x - s * 0.9, y + s * 0.15, s * 0.2, NEUTRAL.tyre, { opacity: 0.8 }) +
      circle(x + s * 0.9, y + s * 0.15, s * 0.2, NEUTRAL.tyre, { opacity: 0.8 }) +
      path(
        rounded([
          [x - s * 0.95, y + s * 0.05, 6],
          [x - s * 0.7, y - s * 0.35, 8],
          [x + s * 0.7, y - s * 0.35, 8],
          [x + s * 0.95, y + s * 0.05, 6],
          [x + s * 0.8, y + s * 0.1, 2],
          [x + s * 0.6, y - s * 0.2, 4],
          [x - s * 0.6, y - s * 0.2, 4],
          [x - s * 0.8, y + s * 0.1, 2],
        ]),
        NEUTRAL.slate,
      ) +
      rect(x - s * 0.14, y - s * 0.75, s * 0.28, s * 0.72, BRAND.yellow, { rx: s * 0.06 }) +
      rect(x - s * 0.06, y - s * 0.95, s * 0.12, s * 0.22, NEUTRAL.tyre, { rx: s * 0.04 }) +
      rect(x - s * 0.05, y - s * 0.05, s * 0.1, s * 0.12, NEUTRAL.mist),
  );
}

/** An ADAS calibration target on its stand, standing on y = base, `h` tall. */
export function target(x: number, base: number, h: number): string {
  const size = h * 0.5;
  const top = base - h;
  const cells = [];
  const n = 4;
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1)
      if ((i + j) % 2 === 0) cells.push(rect(x - size / 2 + (i * size) / n, top + (j * size) / n, size / n, size / n, NEUTRAL.tyre));
  return group(
    rect(x - h * 0.02, top + size, h * 0.04, h - size, NEUTRAL.slate) +
      line(x - h * 0.18, base, x + h * 0.18, base, NEUTRAL.slate, h * 0.03) +
      rect(x - size / 2 - h * 0.03, top - h * 0.03, size + h * 0.06, size + h * 0.06, NEUTRAL.white, { rx: h * 0.02 }) +
      cells.join("") +
      rect(x - size / 2, top, size, size, "none", { stroke: NEUTRAL.tyre, "stroke-width": 2 }),
  );
}

/** The forward camera behind the windshield, with its field of view toward (tx, ty). */
export function cameraBeam(x: number, y: number, tx: number, ty: number, spread: number): string {
  return group(
    polygon(
      [
        [x, y],
        [tx, ty - spread],
        [tx, ty + spread],
      ],
      BRAND.yellow,
      { opacity: 0.28 },
    ) +
      line(x, y, tx, ty - spread, BRAND.yellow, 2.5, { "stroke-dasharray": "8 7" }) +
      line(x, y, tx, ty + spread, BRAND.yellow, 2.5, { "stroke-dasharray": "8 7" }) +
      rect(x - 9, y - 7, 18, 14, NEUTRAL.tyre, { rx: 4 }) +
      circle(x + 3, y, 3.5, TINT.glassDeep),
  );
}

/** A wiper blade (arm and rubber), from its pivot toward an angle in degrees. */
export function wiper(x: number, y: number, len: number, deg: number): string {
  const a = (deg * Math.PI) / 180;
  const ex = x + Math.cos(a) * len;
  const ey = y + Math.sin(a) * len;
  const px = -Math.sin(a) * 6;
  const py = Math.cos(a) * 6;
  return group(
    line(x, y, ex, ey, NEUTRAL.tyre, 7) +
      line(x + (ex - x) * 0.15 + px, y + (ey - y) * 0.15 + py, ex + px, ey + py, NEUTRAL.asphalt, 5) +
      circle(x, y, 9, NEUTRAL.tyre),
  );
}

/** Water beads on a glossy surface: ellipses with a highlight, in a band. */
export function beads(x: number, y: number, w: number, h: number, count: number, rnd: () => number): string {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const bx = x + rnd() * w;
    const by = y + rnd() * h;
    const r = 3 + rnd() * 9;
    out += ellipse(bx, by, r, r * 0.8, NEUTRAL.white, { opacity: 0.45 }) + circle(bx - r * 0.3, by - r * 0.3, r * 0.28, NEUTRAL.white, { opacity: 0.95 });
  }
  return out;
}

/** Four-point sparkles. */
export function sparkle(x: number, y: number, r: number, fill: string = NEUTRAL.white): string {
  return path(star(x, y, r, r * 0.28, 4), fill);
}

/** A raindrop, pointing up, `s` tall. */
export function drop(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return path(
    `M${x} ${y - s / 2}C${x + s * 0.1} ${y - s * 0.2} ${x + s * 0.34} ${y} ${x + s * 0.34} ${y + s * 0.18}A${s * 0.34} ${s * 0.34} 0 0 1 ${x - s * 0.34} ${y + s * 0.18}C${x - s * 0.34} ${y} ${x - s * 0.1} ${y - s * 0.2} ${x} ${y - s / 2}Z`,
    fill,
    { opacity },
  );
}

/** A jug of washer fluid, `s` tall, standing on y. */
export function jug(x: number, y: number, s: number): string {
  const w = s * 0.62;
  return group(
    path(
      rounded([
        [x - w / 2, y, 10],
        [x - w / 2, y - s * 0.78, 14],
        [x - w * 0.1, y - s * 0.86, 8],
        [x + w * 0.2, y - s * 0.86, 8],
        [x + w / 2, y - s * 0.7, 12],
        [x + w / 2, y, 10],
      ]),
      NEUTRAL.snow,
    ) +
      path(
        rounded([
          [x - w / 2, y, 10],
          [x - w / 2, y - s * 0.5, 2],
          [x + w / 2, y - s * 0.5, 2],
          [x + w / 2, y, 10],
        ]),
        BRAND.blue,
        { opacity: 0.85 },
      ) +
      rect(x - w * 0.14, y - s, w * 0.3, s * 0.16, BRAND.yellow, { rx: 4 }) +
      path(roundRect(x + w * 0.08, y - s * 0.78, w * 0.28, s * 0.2, 8), "none", { stroke: NEUTRAL.mist, "stroke-width": w * 0.08 }) +
      path(roundRect(x - w * 0.3, y - s * 0.4, w * 0.6, s * 0.22, 6), NEUTRAL.white, { opacity: 0.9 }) +
      path(star(x, y - s * 0.29, s * 0.06, s * 0.025, 6), BRAND.blue),
  );
}

/** A protection shield with a check mark, `s` tall, centred on (x, y). */
export function shield(x: number, y: number, s: number, fill: string, mark: string = NEUTRAL.white): string {
  const w = s * 0.82;
  return group(
    path(
      `M${x} ${y - s / 2}L${x + w / 2} ${y - s * 0.36}L${x + w / 2} ${y - s * 0.02}Q${x + w / 2} ${y + s * 0.3} ${x} ${y + s / 2}Q${x - w / 2} ${y + s * 0.3} ${x - w / 2} ${y - s * 0.02}L${x - w / 2} ${y - s * 0.36}Z`,
      fill,
    ) +
      path(`M${x} ${y - s / 2}L${x + w / 2} ${y - s * 0.36}L${x + w / 2} ${y - s * 0.02}Q${x + w / 2} ${y + s * 0.3} ${x} ${y + s / 2}Z`, NEUTRAL.tyre, {
        opacity: 0.12,
      }) +
      polyline(
        [
          [x - s * 0.17, y],
          [x - s * 0.03, y + s * 0.14],
          [x + s * 0.2, y - s * 0.14],
        ],
        mark,
        s * 0.08,
      ),
  );
}
