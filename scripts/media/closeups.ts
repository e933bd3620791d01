/**
 * Close-ups that fill the frame: a windshield seen from the hood, the road
 * seen from the driver's seat, a glossy hood, a rocker panel, a footwell.
 */
import { backdrop, type Place } from "./backdrops";
import type { Stage } from "./stage";
import { snowflake } from "./nature";
import { BRAND, NATURE, NEUTRAL, TINT } from "./palette";
import { bootSole, floorMat } from "./props-gear";
import { beads, chip, crack, injector, shield, sparkle, wiper } from "./props-glass";
import { rounded, roundRect } from "./shape";
import { circle, ellipse, group, line, path, randomFrom, rect, translate } from "./svg";
import { sideVehicle } from "./vehicles";

export interface WindshieldOptions {
  outside: Place;
  frost?: boolean;
  /** Where the chip is, as fractions of the image. */
  chip?: readonly [number, number];
  crack?: boolean;
  injector?: boolean;
  wipers?: "rest" | "lifted";
  filaments?: boolean;
  rain?: boolean;
  snowOnHood?: boolean;
  second?: readonly [number, number];
  /** The car's colour and its shade, instead of the brand's. */
  paint?: readonly [string, string];
}

/** A windshield filling the frame, seen from in front of the car, with the hood below. */
export function windshieldCloseup(stage: Stage, o: WindshieldOptions): string {
  const { w, h, defs, theme } = stage;
  const s = Math.min(w, h);
  const outside = backdrop(o.outside, { ...stage, horizon: Math.round(h * 0.62) });
  const glassTop = h * 0.1;
  const glassBottom = h * 0.8;
  const glass = rounded([
    [w * 0.02, glassBottom, 20],
    [w * 0.14, glassTop, 40],
    [w * 0.86, glassTop, 40],
    [w * 0.98, glassBottom, 20],
  ]);
  const clip = defs.clip(path(glass, "#000"));
  const rnd = randomFrom(`${stage.seed}:glass`);
  let onGlass = rect(0, 0, w, h, TINT.glass, { opacity: 0.22 });
  onGlass +=
    line(w * 0.2, h * 0.72, w * 0.42, h * 0.12, NEUTRAL.white, s * 0.06, { opacity: 0.22 }) +
    line(w * 0.32, h * 0.72, w * 0.5, h * 0.24, NEUTRAL.white, s * 0.025, { opacity: 0.25 });
  if (o.frost) {
    onGlass += rect(
      0,
      0,
      w,
      h,
      defs.radial(
        [
          [0, NEUTRAL.white, 0],
          [0.55, NEUTRAL.white, 0.05],
          [1, NEUTRAL.white, 0.75],
        ],
        0.5,
        0.45,
        0.7,
      ),
    );
    for (let i = 0; i < 14; i += 1) onGlass += snowflake(rnd() * w, glassTop + rnd() * (glassBottom - glassTop) * 0.35, 4 + rnd() * 6, NEUTRAL.white, 0.7);
  }
  if (o.filaments)
    for (let x = w * 0.04; x < w; x += s * 0.035)
      onGlass += path(`M${x} ${glassTop}Q${x + 6} ${h * 0.45} ${x - 3} ${glassBottom}`, "none", { stroke: BRAND.yellow, "stroke-width": 1.4, opacity: 0.55 });
  if (o.rain) onGlass += beads(w * 0.05, glassTop, w * 0.9, glassBottom - glassTop, Math.round(w / 14), rnd);
  if (o.chip) {
    const [cx, cy] = [o.chip[0] * w, o.chip[1] * h];
    if (o.crack)
      onGlass += crack(
        [
          [cx, cy],
          [cx + s * 0.12, cy - s * 0.06],
          [cx + s * 0.26, cy - s * 0.04],
          [cx + s * 0.45, cy - s * 0.16],
          [cx + s * 0.7, cy - s * 0.12],
          [cx + s * 1.2, cy - s * 0.3],
        ],
        s * 0.008,
      );
    onGlass += chip(cx, cy, s * 0.025);
    if (o.injector) onGlass += injector(cx + s * 0.02, cy + s * 0.05, s * 0.22) + chip(cx - s * 0.22, cy + s * 0.08, s * 0.018);
  }
  if (o.second) onGlass += chip(o.second[0] * w, o.second[1] * h, s * 0.02);
  const [main, dark] = o.paint ?? [theme.main, theme.mainDark];
  const body = defs.linear([
    [0, main],
    [1, dark],
  ]);
  const hood = path(`M0 ${h * 0.84}Q${w / 2} ${h * 0.74} ${w} ${h * 0.84}L${w} ${h}L0 ${h}Z`, body);
  const hoodShine = path(`M${w * 0.1} ${h * 0.86}Q${w / 2} ${h * 0.78} ${w * 0.9} ${h * 0.86}`, "none", {
    stroke: NEUTRAL.white,
    "stroke-width": s * 0.012,
    opacity: 0.35,
  });
  const snow = o.snowOnHood
    ? path(
        `M0 ${h * 0.86}Q${w * 0.3} ${h * 0.78} ${w * 0.55} ${h * 0.8}Q${w * 0.8} ${h * 0.82} ${w} ${h * 0.8}L${w} ${h * 0.9}Q${w / 2} ${h * 0.86} 0 ${h * 0.92}Z`,
        NEUTRAL.snow,
      )
    : "";
  const wipers =
    o.wipers === "lifted"
      ? wiper(w * 0.3, h * 0.83, s * 0.5, -70) + wiper(w * 0.66, h * 0.83, s * 0.5, -150)
      : wiper(w * 0.22, h * 0.84, s * 0.45, -8) + wiper(w * 0.58, h * 0.84, s * 0.45, -8);
  return (
    rect(0, 0, w, h, NEUTRAL.tyre) +
    group(outside + onGlass, { "clip-path": clip }) +
    path(glass, "none", { stroke: NEUTRAL.tyre, "stroke-width": s * 0.03 }) +
    path(
      rounded([
        [0, 0, 0],
        [w, 0, 0],
        [w, h * 0.9, 0],
        [w * 0.985, h * 0.85, 0],
        [w * 0.87, glassTop - 4, 30],
        [w * 0.13, glassTop - 4, 30],
        [w * 0.015, h * 0.85, 0],
        [0, h * 0.9, 0],
      ]),
      body,
    ) +
    line(w * 0.2, glassTop * 0.55, w * 0.8, glassTop * 0.55, NEUTRAL.white, s * 0.01, { opacity: 0.3 }) +
    hood +
    hoodShine +
    snow +
    wipers
  );
}

/** The road seen from the driver's seat: dashboard, steering wheel, pillars and wipers. */
export function driverView(stage: Stage, place: Place): string {
  const { w, h } = stage;
  const s = Math.min(w, h);
  const outside = backdrop(place, { ...stage, horizon: Math.round(h * 0.58) });
  return (
    outside +
    rect(0, 0, w, h, TINT.glass, { opacity: 0.12 }) +
    path(`M0 0L${w * 0.16} 0L${w * 0.06} ${h * 0.72}L0 ${h * 0.76}Z`, NEUTRAL.tyre) +
    path(`M${w} 0L${w * 0.84} 0L${w * 0.94} ${h * 0.72}L${w} ${h * 0.76}Z`, NEUTRAL.tyre) +
    rect(0, 0, w, h * 0.05, NEUTRAL.tyre) +
    path(roundRect(w * 0.44, h * 0.05, w * 0.12, h * 0.07, 10), NEUTRAL.asphalt) +
    wiper(w * 0.18, h * 0.72, s * 0.55, -38) +
    wiper(w * 0.56, h * 0.72, s * 0.5, -25) +
    path(`M0 ${h * 0.74}Q${w / 2} ${h * 0.64} ${w} ${h * 0.74}L${w} ${h}L0 ${h}Z`, TINT.navySoft) +
    path(`M0 ${h * 0.8}Q${w / 2} ${h * 0.72} ${w} ${h * 0.8}L${w} ${h}L0 ${h}Z`, BRAND.navy) +
    circle(w * 0.3, h * 1.02, s * 0.3, "none", { stroke: NEUTRAL.tyre, "stroke-width": s * 0.05 }) +
    rect(w * 0.3 - s * 0.035, h * 0.82, s * 0.07, h * 0.2, NEUTRAL.tyre) +
    path(roundRect(w * 0.58, h * 0.82, w * 0.14, h * 0.08, 8), NEUTRAL.tyre, { opacity: 0.8 }) +
    circle(w * 0.62, h * 0.86, s * 0.018, BRAND.yellow) +
    circle(w * 0.68, h * 0.86, s * 0.018, TINT.glass)
  );
}

/** A glossy hood filling the frame: reflections, water beads, and a film peeling off if asked. */
export function hoodCloseup(stage: Stage, o: { beads?: boolean; film?: boolean }): string {
  const { w, h, defs, theme } = stage;
  const s = Math.min(w, h);
  const rnd = randomFrom(`${stage.seed}:hood`);
  const paint = defs.linear(
    [
      [0, theme.main],
      [0.5, theme.mainDark],
      [1, theme.main],
    ],
    [0, 0, 1, 1],
  );
  let out = rect(0, 0, w, h, paint);
  out += path(`M0 ${h * 0.2}Q${w * 0.5} ${h * 0.05} ${w} ${h * 0.25}L${w} ${h * 0.32}Q${w * 0.5} ${h * 0.14} 0 ${h * 0.3}Z`, NEUTRAL.white, { opacity: 0.35 });
  out += path(`M0 ${h * 0.62}Q${w * 0.6} ${h * 0.45} ${w} ${h * 0.7}L${w} ${h * 0.74}Q${w * 0.6} ${h * 0.52} 0 ${h * 0.66}Z`, NEUTRAL.white, { opacity: 0.18 });
  if (o.beads) out += beads(0, 0, w, h, Math.round((w * h) / 2600), rnd);
  if (o.film) {
    const fx = w * 0.52;
    const fy = h * 0.34;
    out +=
      path(`M${fx} ${fy}L${w} ${h * 0.22}L${w} ${h}L${w * 0.4} ${h}Z`, NEUTRAL.white, { opacity: 0.2 }) +
      path(`M${fx} ${fy}L${w} ${h * 0.22}`, "none", { stroke: NEUTRAL.white, "stroke-width": 3, opacity: 0.8 }) +
      path(`M${fx} ${fy}Q${fx - s * 0.2} ${fy + s * 0.1} ${fx - s * 0.16} ${fy + s * 0.32}L${w * 0.4} ${h}Z`, NEUTRAL.white, { opacity: 0.55 }) +
      path(roundRect(w * 0.16, h * 0.56, s * 0.3, s * 0.09, 10), BRAND.yellow, { transform: `rotate(-24 ${w * 0.16} ${h * 0.56})` }) +
      rect(w * 0.16, h * 0.56 + s * 0.07, s * 0.3, s * 0.03, NEUTRAL.tyre, { rx: 4, transform: `rotate(-24 ${w * 0.16} ${h * 0.56})` });
  }
  for (let i = 0; i < 5; i += 1) out += sparkle(rnd() * w, rnd() * h * 0.6, s * (0.02 + rnd() * 0.03));
  return out;
}

/** The same car twice, split down the middle: bare and rusting on the left, protected and clean on the right. */
export function rockerCompare(stage: Stage): string {
  const { w, h, defs, theme } = stage;
  const rnd = randomFrom(`${stage.seed}:rust`);
  const scale = (w * 1.25) / 600;
  const x = -w * 0.12;
  const y = h * 0.92 - 240 * scale;
  const car = (style: { body: string; shade: string }) => translate(x, y, sideVehicle(defs, "sedan", style), scale);
  let rust = "";
  for (let i = 0; i < 22; i += 1) {
    const rx = x + (40 + rnd() * 260) * scale;
    const ry = y + (150 + rnd() * 60) * scale;
    rust += ellipse(rx, ry, (4 + rnd() * 12) * scale, (3 + rnd() * 6) * scale, i % 3 ? NATURE.rust : NATURE.rustDark, { opacity: 0.9 });
  }
  const left = defs.clip(rect(0, 0, w / 2, h, "#000"));
  const right = defs.clip(rect(w / 2, 0, w / 2, h, "#000"));
  return (
    rect(0, 0, w / 2, h, "#e3e8ef") +
    rect(w / 2, 0, w / 2, h, theme.near) +
    group(car({ body: NEUTRAL.frost, shade: NEUTRAL.steel }) + rust, { "clip-path": left }) +
    group(car({ body: theme.main, shade: theme.mainDark }) + sparkle(w * 0.8, h * 0.62, h * 0.04) + sparkle(w * 0.62, h * 0.7, h * 0.03), {
      "clip-path": right,
    }) +
    rect(w / 2 - 3, 0, 6, h, NEUTRAL.white) +
    shield(w * 0.75, h * 0.24, h * 0.26, theme.main)
  );
}

/** The driver's footwell from above: pedals and a moulded mat, new and clean, or full of slush under a winter boot. */
export function footwell(stage: Stage, winter = false): string {
  const { w, h } = stage;
  const s = Math.min(w, h);
  return (
    rect(0, 0, w, h, "#2b3545") +
    path(`M0 0L${w * 0.22} 0L${w * 0.3} ${h}L0 ${h}Z`, "#1f2835") +
    path(`M${w} 0L${w * 0.78} 0L${w * 0.7} ${h}L${w} ${h}Z`, "#1f2835") +
    rect(w * 0.38, h * 0.06, s * 0.1, s * 0.16, NEUTRAL.steel, { rx: 8 }) +
    rect(w * 0.56, h * 0.05, s * 0.08, s * 0.24, NEUTRAL.steel, { rx: 8 }) +
    floorMat(w * 0.5 - s * 0.34, h * 0.2, s * 0.68, winter) +
    (winter ? bootSole(w * 0.56, h * 0.3, s * 0.5, BRAND.navy) : sparkle(w * 0.66, h * 0.36, s * 0.05) + sparkle(w * 0.4, h * 0.8, s * 0.035))
  );
}
