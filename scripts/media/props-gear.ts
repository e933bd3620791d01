/**
 * Accessories and devices: bike racks, cargo boxes, floor mats and boots, key fobs and their signal, phones, exhaust, gifts and map pins.
 * Each draws around an origin given by the caller, at a size in pixels of
 * the subject's own box.
 */
import { BRAND, NEUTRAL, TINT } from "./palette";
import { arc, rounded, roundRect, star } from "./shape";
import { circle, ellipse, group, line, path, polyline, rect } from "./svg";

/** A bicycle, `s` = wheel radius, standing with its wheels' bottoms at y. */
export function bike(x: number, y: number, s: number, frame: string): string {
  const cy = y - s;
  const rear = x - s * 1.6;
  const front = x + s * 1.6;
  const crank: readonly [number, number] = [x - s * 0.2, cy];
  const seat: readonly [number, number] = [x - s * 0.55, cy - s * 1.2];
  const head: readonly [number, number] = [x + s * 1.05, cy - s * 1.05];
  const wheelRing = (cx: number) => circle(cx, cy, s, "none", { stroke: NEUTRAL.tyre, "stroke-width": s * 0.16 }) + circle(cx, cy, s * 0.12, NEUTRAL.slate);
  return group(
    wheelRing(rear) +
      wheelRing(front) +
      polyline([[rear, cy], crank, head, [front, cy]], frame, s * 0.13) +
      polyline([[rear, cy], seat, crank], frame, s * 0.13) +
      line(seat[0], seat[1], head[0], head[1], frame, s * 0.13) +
      line(seat[0] - s * 0.25, seat[1] - s * 0.08, seat[0] + s * 0.25, seat[1] - s * 0.08, NEUTRAL.tyre, s * 0.14) +
      polyline([head, [head[0] + s * 0.05, head[1] - s * 0.3], [head[0] + s * 0.35, head[1] - s * 0.32]], NEUTRAL.tyre, s * 0.11),
  );
}

/** A rooftop cargo box, `w` long, sitting on y. */
export function cargoBox(x: number, y: number, w: number, fill: string, shade: string): string {
  const h = w * 0.2;
  return group(
    rect(x + w * 0.12, y - 6, 8, 8, NEUTRAL.tyre) +
      rect(x + w * 0.8, y - 6, 8, 8, NEUTRAL.tyre) +
      path(
        rounded([
          [x, y - 6, h * 0.4],
          [x + w * 0.12, y - h, h * 0.6],
          [x + w * 0.82, y - h, h * 0.7],
          [x + w, y - h * 0.3, h * 0.4],
          [x + w * 0.96, y - 6, 4],
        ]),
        fill,
      ) +
      path(
        rounded([
          [x + w * 0.02, y - 6, 4],
          [x + w * 0.97, y - 6, 4],
          [x + w * 0.98, y - h * 0.3, 4],
          [x + w * 0.01, y - h * 0.3, 4],
        ]),
        shade,
      ) +
      line(x + w * 0.2, y - h * 0.72, x + w * 0.7, y - h * 0.72, NEUTRAL.white, 3, { opacity: 0.5 }),
  );
}

/** A floor mat seen from above, `w` wide, with slush and a boot print when asked. */
export function floorMat(x: number, y: number, w: number, slush: boolean): string {
  const h = w * 1.25;
  const ridges = Array.from({ length: 7 }, (_, i) =>
    line(x + w * 0.18, y + h * (0.22 + i * 0.09), x + w * 0.82, y + h * (0.22 + i * 0.09), "#2a3443", w * 0.03),
  ).join("");
  const puddles = slush
    ? ellipse(x + w * 0.4, y + h * 0.55, w * 0.26, h * 0.14, TINT.glass, { opacity: 0.85 }) +
      ellipse(x + w * 0.62, y + h * 0.78, w * 0.16, h * 0.07, TINT.glass, { opacity: 0.8 }) +
      circle(x + w * 0.3, y + h * 0.5, w * 0.05, NEUTRAL.white) +
      circle(x + w * 0.5, y + h * 0.6, w * 0.035, NEUTRAL.white)
    : "";
  return group(
    path(
      rounded([
        [x, y + h * 0.08, w * 0.08],
        [x + w * 0.7, y, w * 0.1],
        [x + w, y + h * 0.12, w * 0.1],
        [x + w * 0.96, y + h, w * 0.1],
        [x + w * 0.04, y + h, w * 0.1],
      ]),
      NEUTRAL.asphalt,
    ) +
      path(
        rounded([
          [x + w * 0.1, y + h * 0.14, 8],
          [x + w * 0.68, y + h * 0.08, 8],
          [x + w * 0.9, y + h * 0.18, 8],
          [x + w * 0.87, y + h * 0.92, 8],
          [x + w * 0.13, y + h * 0.92, 8],
        ]),
        NEUTRAL.tyre,
      ) +
      ridges +
      puddles,
  );
}

/** A winter boot seen from the side, sole on y, facing right, `s` long. */
export function boot(x: number, y: number, s: number, fill: string): string {
  return group(
    path(
      rounded([
        [x, y, 4],
        [x + s, y, s * 0.14],
        [x + s * 0.98, y - s * 0.3, s * 0.18],
        [x + s * 0.45, y - s * 0.38, 6],
        [x + s * 0.42, y - s * 0.95, 6],
        [x + s * 0.02, y - s * 0.95, 6],
      ]),
      fill,
    ) +
      rect(x - 2, y - s * 0.12, s + 4, s * 0.12, NEUTRAL.tyre, { rx: 4 }) +
      rect(x, y - s * 0.98, s * 0.44, s * 0.14, NEUTRAL.white, { rx: 6 }),
  );
}

/** A winter boot seen from above, toe up, `len` long, its toe at (x, y). */
export function bootSole(x: number, y: number, len: number, fill: string): string {
  const w = len * 0.38;
  return group(
    path(
      `M${x} ${y}C${x + w * 0.7} ${y} ${x + w * 0.6} ${y + len * 0.45} ${x + w * 0.45} ${y + len * 0.6}L${x + w * 0.45} ${y + len}L${x - w * 0.45} ${y + len}L${x - w * 0.45} ${y + len * 0.6}C${x - w * 0.6} ${y + len * 0.45} ${x - w * 0.7} ${y} ${x} ${y}Z`,
      fill,
    ) +
      ellipse(x, y + len * 0.78, w * 0.36, len * 0.16, NEUTRAL.tyre) +
      rect(x - w * 0.5, y + len * 0.6, w, len * 0.06, NEUTRAL.white, { opacity: 0.85 }) +
      [0.12, 0.22, 0.32, 0.42].map((f) => line(x - w * 0.22, y + len * f, x + w * 0.22, y + len * f, NEUTRAL.white, len * 0.02, { opacity: 0.45 })).join(""),
    { transform: `rotate(-12 ${x.toFixed(1)} ${(y + len / 2).toFixed(1)})` },
  );
}

/** A remote starter fob, `s` tall, centred on (x, y). */
export function fob(x: number, y: number, s: number): string {
  const w = s * 0.5;
  return group(
    circle(x, y - s * 0.62, s * 0.09, "none", { stroke: NEUTRAL.steel, "stroke-width": s * 0.04 }) +
      path(roundRect(x - w / 2, y - s / 2, w, s, w * 0.45), NEUTRAL.tyre) +
      circle(x, y - s * 0.22, w * 0.2, BRAND.blue) +
      circle(x, y + s * 0.02, w * 0.16, NEUTRAL.slate) +
      circle(x, y + s * 0.22, w * 0.16, NEUTRAL.slate) +
      path(arc(x, y - s * 0.22, w * 0.1, 200, 340), "none", { stroke: NEUTRAL.white, "stroke-width": 2 }) +
      circle(x + w * 0.22, y - s * 0.4, s * 0.025, BRAND.red),
  );
}

/** Signal waves leaving (x, y) toward the right (dir = 1) or the left (-1). */
export function waves(x: number, y: number, r: number, color: string, dir = 1): string {
  const [from, to] = dir > 0 ? [-40, 40] : [140, 220];
  return group(
    [1, 2, 3]
      .map((i) => path(arc(x, y, r * i, from, to), "none", { stroke: color, "stroke-width": r * 0.22, "stroke-linecap": "round", opacity: 1 - i * 0.22 }))
      .join(""),
  );
}

/** A smartphone with the remote-start app: a big start button and the car's outline. */
export function phone(x: number, y: number, h: number, accent: string): string {
  const w = h * 0.5;
  return group(
    path(roundRect(x - w / 2, y - h / 2, w, h, w * 0.14), NEUTRAL.tyre) +
      path(roundRect(x - w * 0.43, y - h * 0.44, w * 0.86, h * 0.88, w * 0.08), TINT.navySoft) +
      circle(x, y - h * 0.05, w * 0.26, accent) +
      path(arc(x, y - h * 0.05, w * 0.13, -60, 240), "none", { stroke: NEUTRAL.white, "stroke-width": w * 0.045, "stroke-linecap": "round" }) +
      line(x, y - h * 0.05 - w * 0.16, x, y - h * 0.05 - w * 0.04, NEUTRAL.white, w * 0.045) +
      rect(x - w * 0.3, y + h * 0.2, w * 0.6, h * 0.05, NEUTRAL.white, { rx: h * 0.02, opacity: 0.35 }) +
      rect(x - w * 0.3, y + h * 0.29, w * 0.4, h * 0.05, NEUTRAL.white, { rx: h * 0.02, opacity: 0.2 }) +
      path(star(x - w * 0.25, y - h * 0.33, w * 0.05, w * 0.02, 4), BRAND.yellow),
  );
}

/** Exhaust puffs drifting left from (x, y). */
export function exhaust(x: number, y: number, s: number): string {
  return group(
    circle(x - s * 0.4, y, s * 0.35, NEUTRAL.white, { opacity: 0.8 }) +
      circle(x - s * 1.1, y - s * 0.25, s * 0.5, NEUTRAL.white, { opacity: 0.6 }) +
      circle(x - s * 2, y - s * 0.6, s * 0.6, NEUTRAL.white, { opacity: 0.4 }),
  );
}

/** A gift box with a ribbon, `s` wide, standing on y. */
export function gift(x: number, y: number, s: number, box: string, ribbon: string): string {
  const h = s * 0.72;
  return group(
    rect(x - s / 2, y - h, s, h, box, { rx: 6 }) +
      rect(x - s * 0.56, y - h - s * 0.16, s * 1.12, s * 0.2, box, { rx: 6 }) +
      rect(x - s * 0.56, y - h - s * 0.16, s * 1.12, s * 0.2, NEUTRAL.white, { rx: 6, opacity: 0.15 }) +
      rect(x - s * 0.07, y - h - s * 0.16, s * 0.14, h + s * 0.16, ribbon) +
      path(`M${x} ${y - h - s * 0.16}C${x - s * 0.1} ${y - h - s * 0.5} ${x - s * 0.45} ${y - h - s * 0.35} ${x} ${y - h - s * 0.16}Z`, ribbon) +
      path(`M${x} ${y - h - s * 0.16}C${x + s * 0.1} ${y - h - s * 0.5} ${x + s * 0.45} ${y - h - s * 0.35} ${x} ${y - h - s * 0.16}Z`, ribbon),
  );
}

/** A location pin. */
export function pin(x: number, y: number, s: number, fill: string): string {
  return group(
    path(
      `M${x} ${y}C${x - s * 0.1} ${y - s * 0.3} ${x - s * 0.42} ${y - s * 0.5} ${x - s * 0.42} ${y - s * 0.78}A${s * 0.42} ${s * 0.42} 0 0 1 ${x + s * 0.42} ${y - s * 0.78}C${x + s * 0.42} ${y - s * 0.5} ${x + s * 0.1} ${y - s * 0.3} ${x} ${y}Z`,
      fill,
    ) + circle(x, y - s * 0.78, s * 0.17, NEUTRAL.white),
  );
}
