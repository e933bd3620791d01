/**
 * Coupons (429×322 in store cards and on the promotions page, with their
 * small, large and print sizes): a light backdrop with a bright burst, and
 * the object of the offer big in the middle. No price, no letters: the
 * coupon's title says what it is.
 */
import type { Scene, Subject, SubjectContext } from "./compose";
import { BRAND, NATURE, NEUTRAL, TINT } from "./palette";
import { bike, cargoBox, fob, pin, waves } from "./props-gear";
import { chip, drop, injector, jug, shield, sparkle, target, wiper } from "./props-glass";
import { person } from "./props-people";
import { doorWithWindow, filmOnNose, hoodBeads, matPair, memberCard, mortarboard, rackOnVan, sprayCan, umbrella } from "./props-offers";
import { rounded, star } from "./shape";
import { frontSubject, paint, rearCar, runningBoard, sideSubject, sparkles, tonneau } from "./subjects";
import { circle, ellipse, group, line, path, rect, translate } from "./svg";
import { sideVehicle } from "./vehicles";
import { FRONT_GLASS } from "./vehicle-ends";

/** The burst behind every coupon's subject, in the subject's box. */
function burst(ctx: SubjectContext, x: number, y: number, r: number): string {
  return path(star(x, y, r, r * 0.82, 18), ctx.theme.accent, { opacity: 0.9 }) + circle(x, y, r * 0.7, NEUTRAL.white, { opacity: 0.55 });
}

/** A coupon: the burst, then what `draw` puts in a 400×300 box. */
function offer(brand: "uniglass" | "ziebart", draw: (ctx: SubjectContext) => string): Scene {
  return {
    brand,
    place: "studio",
    subject: (ctx): Subject => ({ w: 400, h: 300, body: burst(ctx, 200, 150, 150) + draw(ctx), grounded: false }),
  };
}

const small = (s: Subject, x: number, y: number, w: number) => translate(x, y, s.body, w / s.w);

const windshieldGlass = (fill: string) => path(rounded(FRONT_GLASS), fill);

function glassPane(ctx: SubjectContext, extra: string): string {
  const fill = ctx.defs.linear([
    [0, TINT.glassDeep],
    [1, TINT.sky],
  ]);
  const clip = ctx.defs.clip(windshieldGlass("#000"));
  return translate(
    PANE.x,
    PANE.y,
    windshieldGlass(fill) +
      group(line(150, 140, 196, 80, NEUTRAL.white, 10, { opacity: 0.4 }) + extra, { "clip-path": clip }) +
      path(rounded(FRONT_GLASS), "none", { stroke: NEUTRAL.tyre, "stroke-width": 5 }),
    PANE.scale,
  );
}

/** The windshield pane of the coupons, 1.7 times the front view's, centred in the box. */
const PANE = { x: -140, y: -37, scale: 1.7 };
const onPane = (x: number, y: number): [number, number] => [PANE.x + x * PANE.scale, PANE.y + y * PANE.scale];

function van(ctx: SubjectContext, x: number, y: number, s: number): string {
  return translate(x, y, sideVehicle(ctx.defs, "van", paint(ctx, "white")) + rect(40, 150, 500, 14, BRAND.blue) + rect(40, 166, 500, 5, BRAND.yellow), s);
}

export const OFFERS: Record<string, Scene> = {
  "coupons/adas-calibration": offer("uniglass", (ctx) => small(frontSubject(ctx, paint(ctx, "white")), 150, 110, 220) + target(90, 280, 220)),
  "coupons/bike-racks": offer(
    "uniglass",
    (ctx) => translate(250, 40, rearCar(ctx.defs, paint(ctx, "blue")), 0.45) + bike(160, 250, 48, BRAND.red) + rect(80, 176, 170, 8, NEUTRAL.slate, { rx: 4 }),
  ),
  "coupons/chip-repair": offer("uniglass", (ctx) => glassPane(ctx, chip(170, 118, 6)) + injector(onPane(186, 124)[0], onPane(186, 124)[1], 60)),
  "coupons/deductible": offer(
    "uniglass",
    (ctx) =>
      shield(160, 150, 190, ctx.theme.main) +
      [0, 1, 2, 3].map((i) => ellipse(290, 240 - i * 16, 46, 14, BRAND.yellow, { stroke: "#c99a12", "stroke-width": 3 })).join(""),
  ),
  "coupons/floor-mats": offer("uniglass", () => matPair()),
  "coupons/national-deductible": offer(
    "uniglass",
    (ctx) => small(frontSubject(ctx, paint(ctx, "navy")), 60, 80, 260) + shield(310, 120, 150, BRAND.yellow, BRAND.navy),
  ),
  "coupons/national-mobile-service": offer("uniglass", (ctx) => van(ctx, 20, 90, 0.55) + rackOnVan() + pin(330, 110, 110, BRAND.red)),
  "coupons/national-second-chip": offer(
    "uniglass",
    (ctx) =>
      glassPane(ctx, chip(150, 112, 8) + chip(240, 100, 8)) +
      path("M300 52l14 14 26-30", "none", { stroke: BRAND.yellow, "stroke-width": 10, "stroke-linecap": "round", "stroke-linejoin": "round" }),
  ),
  "coupons/national-washer-fluid": offer(
    "uniglass",
    () => jug(170, 270, 220) + drop(300, 110, 60, BRAND.blue) + drop(340, 180, 40, TINT.glassDeep) + drop(280, 210, 30, BRAND.blue),
  ),
  "coupons/privilege-fleet": offer("uniglass", (ctx) => van(ctx, 130, 40, 0.5) + van(ctx, 70, 90, 0.52) + van(ctx, 10, 140, 0.55)),
  "coupons/privilege-seniors": offer(
    "uniglass",
    (ctx) =>
      small(sideSubject(ctx, "sedan", paint(ctx, "blue")), 150, 150, 240) +
      person(100, 290, 240, { skin: NATURE.skinLight, hair: NATURE.hairGrey, shirt: BRAND.yellow, pants: TINT.navySoft, reach: 40, holds: fob(14, 0, 40) }),
  ),
  "coupons/privilege-students": offer(
    "uniglass",
    (ctx) =>
      small(sideSubject(ctx, "sedan", paint(ctx, "red")), 150, 160, 240) +
      person(100, 290, 240, { skin: NATURE.skinDeep, hair: NATURE.hairDark, shirt: BRAND.blue, pants: BRAND.navy, reach: 70 }) +
      mortarboard(106, 64),
  ),
  "coupons/privilege-uniglass-plus": offer(
    "uniglass",
    () =>
      memberCard() +
      sparkles(
        [
          [320, 60, 18],
          [90, 240, 14],
          [340, 250, 10],
        ],
        BRAND.blue,
      ),
  ),
  "coupons/rain-repellent": offer(
    "uniglass",
    (ctx) =>
      glassPane(
        ctx,
        Array.from({ length: 16 }, (_, i) => drop(120 + (i % 6) * 34, 90 + Math.floor(i / 6) * 26 + (i % 2) * 8, 16, NEUTRAL.white, 0.8)).join(""),
      ) + umbrella(),
  ),
  "coupons/remote-starter": offer(
    "uniglass",
    (ctx) => fob(130, 160, 200) + waves(190, 110, 30, ctx.theme.main) + small(frontSubject(ctx, paint(ctx, "blue", { lights: true })), 240, 160, 150),
  ),
  "coupons/rooftop-cargo": offer(
    "uniglass",
    (ctx) => small(sideSubject(ctx, "suv", paint(ctx, "white")), 60, 150, 290) + cargoBox(90, 162, 230, BRAND.navy, TINT.navySoft),
  ),
  "coupons/running-boards": offer("uniglass", (ctx) =>
    small(sideSubject(ctx, "pickup", paint(ctx, "navy"), { front: runningBoard("pickup", BRAND.yellow) }), 10, 120, 380),
  ),
  "coupons/side-window": offer("uniglass", (ctx) => doorWithWindow(ctx)),
  "coupons/tonneau-covers": offer("uniglass", (ctx) => small(sideSubject(ctx, "pickup", paint(ctx, "white"), { front: tonneau(BRAND.navy) }), 10, 110, 380)),
  "coupons/windshield-replacement": offer(
    "uniglass",
    (ctx) =>
      glassPane(ctx, "") +
      [130, 270]
        .map((x) => circle(x, 130, 22, NEUTRAL.tyre) + rect(x - 7, 82, 14, 44, NEUTRAL.slate, { rx: 5 }) + rect(x - 32, 70, 64, 15, BRAND.yellow, { rx: 7 }))
        .join(""),
  ),
  "coupons/wiper-blades": offer("uniglass", () => wiper(80, 230, 260, -28) + wiper(110, 268, 250, -20) + sparkle(330, 90, 16, BRAND.blue)),
  "coupons/ziebart-ceramic": offer(
    "ziebart",
    (ctx) =>
      small(frontSubject(ctx, paint(ctx, "main"), { front: hoodBeads() }), 50, 40, 300) +
      sparkles(
        [
          [330, 60, 18],
          [80, 90, 12],
        ],
        BRAND.yellow,
      ),
  ),
  "coupons/ziebart-paint-protection": offer(
    "ziebart",
    (ctx) => small(frontSubject(ctx, paint(ctx, "main"), { front: filmOnNose() }), 50, 40, 300) + sparkles([[330, 60, 18]], BRAND.yellow),
  ),
  "coupons/ziebart-rustproofing": offer("ziebart", (ctx) => shield(150, 150, 200, ctx.theme.main) + sprayCan(290, 250)),
  "coupons/ziebart-window-tint": offer(
    "ziebart",
    (ctx) =>
      small(sideSubject(ctx, "suv", paint(ctx, "silver", { glass: "tinted" })), 30, 120, 340) +
      circle(330, 60, 30, BRAND.yellow) +
      sparkles([
        [120, 140, 10],
        [220, 138, 8],
      ]),
  ),
};
