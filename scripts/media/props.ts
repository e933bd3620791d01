/**
 * Things scenes are made of besides vehicles and places: glass damage, tools,
 * accessories, devices, people. Each draws around an origin given by the
 * caller, at a size in pixels of the subject's own box.
 */
import { BRAND, NATURE, NEUTRAL, TINT } from "./palette";
import { arc, rounded, roundRect, star } from "./shape";
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
  const branch = points.length > 3 ? [points[2], [points[2][0] + width * 9, points[2][1] - width * 7] as const, [points[2][0] + width * 16, points[2][1] - width * 8] as const] : [];
  const draw = (color: string, k: number) => polyline(points, color, width * k) + (branch.length ? polyline(branch, color, width * 0.6 * k) : "");
  return group(group(draw(TINT.navySoft, 2.4), { opacity: 0.35 }) + draw(NEUTRAL.white, 1), { opacity: 0.95 });
}

/** The resin injector bridge of a chip repair, centred on (x, y). */
export function injector(x: number, y: number, s: number): string {
  return group(
    circle(x - s * 0.9, y + s * 0.15, s * 0.2, NEUTRAL.tyre, { opacity: 0.8 }) +
      circle(x + s * 0.9, y + s * 0.15, s * 0.2, NEUTRAL.tyre, { opacity: 0.8 }) +
      path(rounded([[x - s * 0.95, y + s * 0.05, 6], [x - s * 0.7, y - s * 0.35, 8], [x + s * 0.7, y - s * 0.35, 8], [x + s * 0.95, y + s * 0.05, 6], [x + s * 0.8, y + s * 0.1, 2], [x + s * 0.6, y - s * 0.2, 4], [x - s * 0.6, y - s * 0.2, 4], [x - s * 0.8, y + s * 0.1, 2]]), NEUTRAL.slate) +
      rect(x - s * 0.14, y - s * 0.75, s * 0.28, s * 0.72, BRAND.yellow, { rx: s * 0.06 }) +
      rect(x - s * 0.06, y - s * 0.95, s * 0.12, s * 0.22, NEUTRAL.tyre, { rx: s * 0.04 }) +
      rect(x - s * 0.05, y - s * 0.05, s * 0.1, s * 0.12, NEUTRAL.mist),
  );
}

/** A zoom bubble: a magnified circle of what `inside` draws (centred on 0,0), linked to a point. */
export function zoom(cx: number, cy: number, r: number, to: readonly [number, number], inside: string, clipId: string, ring: string): string {
  return group(
    line(cx, cy, to[0], to[1], ring, 3, { "stroke-dasharray": "2 8" }) +
      circle(to[0], to[1], 8, "none", { stroke: ring, "stroke-width": 3 }) +
      circle(cx, cy, r + 8, NEUTRAL.white) +
      group(group(inside, { "clip-path": clipId }), { transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)})` }) +
      circle(cx, cy, r, "none", { stroke: ring, "stroke-width": 6 }),
  );
}

/** An ADAS calibration target on its stand, standing on y = base, `h` tall. */
export function target(x: number, base: number, h: number): string {
  const size = h * 0.5;
  const top = base - h;
  const cells = [];
  const n = 4;
  for (let i = 0; i < n; i += 1) for (let j = 0; j < n; j += 1) if ((i + j) % 2 === 0) cells.push(rect(x - size / 2 + (i * size) / n, top + (j * size) / n, size / n, size / n, NEUTRAL.tyre));
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
    polygon([[x, y], [tx, ty - spread], [tx, ty + spread]], BRAND.yellow, { opacity: 0.28 }) +
      line(x, y, tx, ty - spread, BRAND.yellow, 2.5, { "stroke-dasharray": "8 7" }) +
      line(x, y, tx, ty + spread, BRAND.yellow, 2.5, { "stroke-dasharray": "8 7" }) +
      rect(x - 9, y - 7, 18, 14, NEUTRAL.tyre, { rx: 4 }) +
      circle(x + 3, y, 3.5, TINT.glassDeep),
  );
}

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
      path(rounded([[x, y - 6, h * 0.4], [x + w * 0.12, y - h, h * 0.6], [x + w * 0.82, y - h, h * 0.7], [x + w, y - h * 0.3, h * 0.4], [x + w * 0.96, y - 6, 4]]), fill) +
      path(rounded([[x + w * 0.02, y - 6, 4], [x + w * 0.97, y - 6, 4], [x + w * 0.98, y - h * 0.3, 4], [x + w * 0.01, y - h * 0.3, 4]]), shade) +
      line(x + w * 0.2, y - h * 0.72, x + w * 0.7, y - h * 0.72, NEUTRAL.white, 3, { opacity: 0.5 }),
  );
}

/** A floor mat seen from above, `w` wide, with slush and a boot print when asked. */
export function floorMat(x: number, y: number, w: number, slush: boolean): string {
  const h = w * 1.25;
  const ridges = Array.from({ length: 7 }, (_, i) => line(x + w * 0.18, y + h * (0.22 + i * 0.09), x + w * 0.82, y + h * (0.22 + i * 0.09), "#2a3443", w * 0.03)).join("");
  const puddles = slush
    ? ellipse(x + w * 0.4, y + h * 0.55, w * 0.26, h * 0.14, TINT.glass, { opacity: 0.85 }) +
      ellipse(x + w * 0.62, y + h * 0.78, w * 0.16, h * 0.07, TINT.glass, { opacity: 0.8 }) +
      circle(x + w * 0.3, y + h * 0.5, w * 0.05, NEUTRAL.white) +
      circle(x + w * 0.5, y + h * 0.6, w * 0.035, NEUTRAL.white)
    : "";
  return group(
    path(rounded([[x, y + h * 0.08, w * 0.08], [x + w * 0.7, y, w * 0.1], [x + w, y + h * 0.12, w * 0.1], [x + w * 0.96, y + h, w * 0.1], [x + w * 0.04, y + h, w * 0.1]]), NEUTRAL.asphalt) +
      path(rounded([[x + w * 0.1, y + h * 0.14, 8], [x + w * 0.68, y + h * 0.08, 8], [x + w * 0.9, y + h * 0.18, 8], [x + w * 0.87, y + h * 0.92, 8], [x + w * 0.13, y + h * 0.92, 8]]), NEUTRAL.tyre) +
      ridges +
      puddles,
  );
}

/** A winter boot seen from the side, sole on y, facing right, `s` long. */
export function boot(x: number, y: number, s: number, fill: string): string {
  return group(
    path(rounded([[x, y, 4], [x + s, y, s * 0.14], [x + s * 0.98, y - s * 0.3, s * 0.18], [x + s * 0.45, y - s * 0.38, 6], [x + s * 0.42, y - s * 0.95, 6], [x + s * 0.02, y - s * 0.95, 6]]), fill) +
      rect(x - 2, y - s * 0.12, s + 4, s * 0.12, NEUTRAL.tyre, { rx: 4 }) +
      rect(x, y - s * 0.98, s * 0.44, s * 0.14, NEUTRAL.white, { rx: 6 }),
  );
}

/** A winter boot seen from above, toe up, `len` long, its toe at (x, y). */
export function bootSole(x: number, y: number, len: number, fill: string): string {
  const w = len * 0.38;
  return group(
    path(`M${x} ${y}C${x + w * 0.7} ${y} ${x + w * 0.6} ${y + len * 0.45} ${x + w * 0.45} ${y + len * 0.6}L${x + w * 0.45} ${y + len}L${x - w * 0.45} ${y + len}L${x - w * 0.45} ${y + len * 0.6}C${x - w * 0.6} ${y + len * 0.45} ${x - w * 0.7} ${y} ${x} ${y}Z`, fill) +
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
  return group([1, 2, 3].map((i) => path(arc(x, y, r * i, from, to), "none", { stroke: color, "stroke-width": r * 0.22, "stroke-linecap": "round", opacity: 1 - i * 0.22 })).join(""));
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
  return group(circle(x - s * 0.4, y, s * 0.35, NEUTRAL.white, { opacity: 0.8 }) + circle(x - s * 1.1, y - s * 0.25, s * 0.5, NEUTRAL.white, { opacity: 0.6 }) + circle(x - s * 2, y - s * 0.6, s * 0.6, NEUTRAL.white, { opacity: 0.4 }));
}

/** A protection shield with a check mark, `s` tall, centred on (x, y). */
export function shield(x: number, y: number, s: number, fill: string, mark: string = NEUTRAL.white): string {
  const w = s * 0.82;
  return group(
    path(`M${x} ${y - s / 2}L${x + w / 2} ${y - s * 0.36}L${x + w / 2} ${y - s * 0.02}Q${x + w / 2} ${y + s * 0.3} ${x} ${y + s / 2}Q${x - w / 2} ${y + s * 0.3} ${x - w / 2} ${y - s * 0.02}L${x - w / 2} ${y - s * 0.36}Z`, fill) +
      path(`M${x} ${y - s / 2}L${x + w / 2} ${y - s * 0.36}L${x + w / 2} ${y - s * 0.02}Q${x + w / 2} ${y + s * 0.3} ${x} ${y + s / 2}Z`, NEUTRAL.tyre, { opacity: 0.12 }) +
      polyline([[x - s * 0.17, y], [x - s * 0.03, y + s * 0.14], [x + s * 0.2, y - s * 0.14]], mark, s * 0.08),
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

/** A jug of washer fluid, `s` tall, standing on y. */
export function jug(x: number, y: number, s: number): string {
  const w = s * 0.62;
  return group(
    path(rounded([[x - w / 2, y, 10], [x - w / 2, y - s * 0.78, 14], [x - w * 0.1, y - s * 0.86, 8], [x + w * 0.2, y - s * 0.86, 8], [x + w / 2, y - s * 0.7, 12], [x + w / 2, y, 10]]), NEUTRAL.snow) +
      path(rounded([[x - w / 2, y, 10], [x - w / 2, y - s * 0.5, 2], [x + w / 2, y - s * 0.5, 2], [x + w / 2, y, 10]]), BRAND.blue, { opacity: 0.85 }) +
      rect(x - w * 0.14, y - s, w * 0.3, s * 0.16, BRAND.yellow, { rx: 4 }) +
      path(roundRect(x + w * 0.08, y - s * 0.78, w * 0.28, s * 0.2, 8), "none", { stroke: NEUTRAL.mist, "stroke-width": w * 0.08 }) +
      path(roundRect(x - w * 0.3, y - s * 0.4, w * 0.6, s * 0.22, 6), NEUTRAL.white, { opacity: 0.9 }) +
      path(star(x, y - s * 0.29, s * 0.06, s * 0.025, 6), BRAND.blue),
  );
}

/** A raindrop, pointing up, `s` tall. */
export function drop(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return path(`M${x} ${y - s / 2}C${x + s * 0.1} ${y - s * 0.2} ${x + s * 0.34} ${y} ${x + s * 0.34} ${y + s * 0.18}A${s * 0.34} ${s * 0.34} 0 0 1 ${x - s * 0.34} ${y + s * 0.18}C${x - s * 0.34} ${y} ${x - s * 0.1} ${y - s * 0.2} ${x} ${y - s / 2}Z`, fill, { opacity });
}

export interface PersonStyle {
  skin: string;
  hair: string;
  shirt: string;
  pants: string;
  /** Where the front arm points, in degrees (0 right, 90 down). */
  reach?: number;
  /** What the front hand holds, drawn at the hand (origin 0,0). */
  holds?: string;
  cap?: string;
  /** The other hand at the ear (on the phone). */
  phone?: boolean;
}

/** A person standing, faceless, flat, `h` tall, feet on y, facing right. */
export function person(x: number, y: number, h: number, style: PersonStyle): string {
  const u = h / 10;
  const shoulder: readonly [number, number] = [x + u * 0.2, y - u * 7.3];
  const reach = ((style.reach ?? 80) * Math.PI) / 180;
  const elbow: readonly [number, number] = [shoulder[0] + Math.cos(reach) * u * 1.6, shoulder[1] + Math.sin(reach) * u * 1.6];
  const hand: readonly [number, number] = [elbow[0] + Math.cos(reach - 0.15) * u * 1.5, elbow[1] + Math.sin(reach - 0.15) * u * 1.5];
  const backArm = style.phone
    ? polyline([[x - u * 0.3, y - u * 7.2], [x + u * 0.3, y - u * 6.1], [x + u * 0.55, y - u * 8.2]], style.shirt, u * 0.62) + rect(x + u * 0.35, y - u * 8.9, u * 0.36, u * 0.75, NEUTRAL.tyre, { rx: u * 0.1 })
    : polyline([[x - u * 0.3, y - u * 7.2], [x - u * 0.5, y - u * 5.6], [x - u * 0.2, y - u * 4.4]], style.shirt, u * 0.62);
  return group(
    ellipse(x, y, u * 1.6, u * 0.25, NEUTRAL.tyre, { opacity: 0.15 }) +
      polyline([[x - u * 0.35, y - u * 4.2], [x - u * 0.55, y - u * 0.3]], style.pants, u * 0.8) +
      polyline([[x + u * 0.35, y - u * 4.2], [x + u * 0.7, y - u * 0.3]], style.pants, u * 0.8) +
      ellipse(x - u * 0.4, y - u * 0.15, u * 0.6, u * 0.28, NEUTRAL.tyre) +
      ellipse(x + u * 0.95, y - u * 0.15, u * 0.6, u * 0.28, NEUTRAL.tyre) +
      backArm +
      path(rounded([[x - u * 0.95, y - u * 4, u * 0.3], [x - u * 0.85, y - u * 7.5, u * 0.8], [x + u * 0.85, y - u * 7.5, u * 0.8], [x + u * 0.95, y - u * 4, u * 0.3]]), style.shirt) +
      rect(x - u * 0.2, y - u * 8.1, u * 0.4, u * 0.6, style.skin) +
      circle(x + u * 0.05, y - u * 8.75, u * 0.78, style.skin) +
      (style.cap
        ? path(`M${x - u * 0.75} ${y - u * 8.85}A${u * 0.8} ${u * 0.8} 0 0 1 ${x + u * 0.85} ${y - u * 8.85}L${x + u * 1.4} ${y - u * 8.75}L${x - u * 0.75} ${y - u * 8.75}Z`, style.cap)
        : path(`M${x - u * 0.8} ${y - u * 8.6}A${u * 0.85} ${u * 0.85} 0 0 1 ${x + u * 0.8} ${y - u * 9.1}Q${x} ${y - u * 8.9} ${x - u * 0.35} ${y - u * 8.3}Z`, style.hair)) +
      polyline([shoulder, elbow, hand], style.shirt, u * 0.62) +
      circle(hand[0], hand[1], u * 0.32, style.skin) +
      (style.holds ? `<g transform="translate(${hand[0].toFixed(1)} ${hand[1].toFixed(1)})">${style.holds}</g>` : ""),
  );
}

/** A location pin. */
export function pin(x: number, y: number, s: number, fill: string): string {
  return group(path(`M${x} ${y}C${x - s * 0.1} ${y - s * 0.3} ${x - s * 0.42} ${y - s * 0.5} ${x - s * 0.42} ${y - s * 0.78}A${s * 0.42} ${s * 0.42} 0 0 1 ${x + s * 0.42} ${y - s * 0.78}C${x + s * 0.42} ${y - s * 0.5} ${x + s * 0.1} ${y - s * 0.3} ${x} ${y}Z`, fill) + circle(x, y - s * 0.78, s * 0.17, NEUTRAL.white));
}

export { NATURE };
