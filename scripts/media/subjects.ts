/**
 * Subjects the scenes share: a vehicle with what is fitted to it or done to
 * it, sized in its own box (see compose.ts) and standing on its bottom edge.
 */
import type { Subject, SubjectContext } from "./compose";
import { BRAND, NATURE, NEUTRAL, TINT } from "./palette";
import { bike, cargoBox, exhaust, fob, waves } from "./props-gear";
import { cameraBeam, chip, shield, sparkle, target } from "./props-glass";
import { person, type PersonStyle } from "./props-people";
import { rounded } from "./shape";
import { circle, group, line, path, polygon, rect, translate } from "./svg";
import { sidePoints, sideVehicle, type SideKind, type VehicleStyle } from "./vehicles";
import { FRONT_GLASS, frontCar, rearCar, type FrontStyle } from "./vehicle-ends";
import { topCar } from "./vehicle-top";

export type Paint = "main" | "white" | "silver" | "navy" | "red" | "blue";

export function paint(ctx: SubjectContext, which: Paint, extra: Partial<VehicleStyle> = {}): VehicleStyle {
  const colours: Record<Paint, [string, string]> = {
    main: [ctx.theme.main, ctx.theme.mainDark],
    white: [NEUTRAL.white, NEUTRAL.mist],
    silver: [NEUTRAL.frost, NEUTRAL.steel],
    navy: [TINT.navySoft, BRAND.navy],
    red: [BRAND.red, TINT.redDeep],
    blue: [BRAND.blue, TINT.navySoft],
  };
  const [body, shade] = colours[which];
  return { body, shade, ...extra };
}

/** A side vehicle with drawings before (behind) and after (in front of) it, in a box widened by `pad`. */
export function sideSubject(
  ctx: SubjectContext,
  kind: SideKind,
  style: VehicleStyle,
  o: { behind?: string; front?: string; padLeft?: number; padRight?: number; padTop?: number; lift?: number } = {},
): Subject {
  const left = o.padLeft ?? 0;
  const top = o.padTop ?? 0;
  const lift = o.lift ?? 0;
  const body = (o.behind ?? "") + translate(0, -lift, sideVehicle(ctx.defs, kind, style)) + (o.front ?? "");
  return { w: 600 + left + (o.padRight ?? 0), h: 240 + top, body: translate(left, top, body) };
}

export function frontSubject(
  ctx: SubjectContext,
  style: FrontStyle,
  o: { behind?: string; front?: string; padLeft?: number; padRight?: number; padTop?: number } = {},
): Subject {
  const left = o.padLeft ?? 0;
  const top = o.padTop ?? 0;
  return { w: 400 + left + (o.padRight ?? 0), h: 280 + top, body: translate(left, top, (o.behind ?? "") + frontCar(ctx.defs, style) + (o.front ?? "")) };
}

export function rearSubject(ctx: SubjectContext, style: VehicleStyle, front = ""): Subject {
  return { w: 400, h: 280, body: rearCar(ctx.defs, style) + front };
}

export function topSubject(ctx: SubjectContext, style: VehicleStyle): Subject {
  return { w: 240, h: 440, body: topCar(ctx.defs, style), grounded: false };
}

/** Bikes on a hitch rack behind a vehicle (x of its rear), `count` of them. */
export function hitchBikes(rearX: number, count: number, colours: readonly string[]): string {
  let out = rect(rearX - 70, 182, 76, 10, NEUTRAL.tyre, { rx: 4 }) + rect(rearX - 66, 80, 12, 108, NEUTRAL.tyre, { rx: 4 });
  for (let i = count - 1; i >= 0; i -= 1) out += bike(rearX - 100 - i * 22, 206 - i * 8, 38, colours[i % colours.length]);
  return out + rect(rearX - 190, 92, 150, 9, NEUTRAL.slate, { rx: 4 });
}

/** A bike on roof bars. */
export function roofBike(kind: SideKind, colour: string): string {
  const p = sidePoints(kind);
  const mid = (p.roofFrom + p.roofTo) / 2;
  return rect(p.roofFrom + 10, p.roofY - 10, p.roofTo - p.roofFrom - 20, 7, NEUTRAL.tyre, { rx: 3 }) + bike(mid, p.roofY - 10, 36, colour);
}

export function roofBox(kind: SideKind, fill: string, shade: string): string {
  const p = sidePoints(kind);
  const len = (p.roofTo - p.roofFrom) * 0.95;
  return (
    rect(p.roofFrom + 6, p.roofY - 8, p.roofTo - p.roofFrom - 12, 8, NEUTRAL.tyre, { rx: 3 }) +
    cargoBox(p.roofFrom + (p.roofTo - p.roofFrom - len) / 2, p.roofY - 6, len, fill, shade)
  );
}

/** A running board between the wheels, ribbed. */
export function runningBoard(kind: SideKind, highlight: string): string {
  const p = sidePoints(kind);
  const x1 = p.wheels[0] + p.wheelR + 10;
  const x2 = p.wheels[1] - p.wheelR - 10;
  const ribs = Array.from({ length: Math.floor((x2 - x1) / 26) }, (_, i) => line(x1 + 14 + i * 26, 214, x1 + 24 + i * 26, 214, NEUTRAL.steel, 3)).join("");
  return (
    path(
      rounded([
        [x1, 208, 4],
        [x2, 208, 4],
        [x2 + 4, 220, 4],
        [x1 - 4, 220, 4],
      ]),
      NEUTRAL.tyre,
    ) +
    ribs +
    line(x1, 207, x2, 207, highlight, 3)
  );
}

/** A tonneau cover over a pickup's bed, rolled back a little at the cab end. */
export function tonneau(fill: string): string {
  const ribs = Array.from({ length: 8 }, (_, i) => line(44 + i * 26, 114, 44 + i * 26, 124, NEUTRAL.steel, 2, { opacity: 0.7 })).join("");
  return (
    path(
      rounded([
        [26, 126, 4],
        [28, 114, 6],
        [250, 112, 6],
        [252, 126, 4],
      ]),
      fill,
    ) +
    ribs +
    circle(256, 116, 9, fill) +
    circle(256, 116, 4, NEUTRAL.steel)
  );
}

/** The technician of the shop: navy uniform, brand cap. */
export function technician(ctx: SubjectContext, o: Partial<PersonStyle> = {}): PersonStyle {
  return {
    skin: NATURE.skinMid,
    hair: NATURE.hairDark,
    shirt: ctx.theme.brand === "ziebart" ? BRAND.red : BRAND.navy,
    pants: TINT.navySoft,
    cap: ctx.theme.main,
    ...o,
  };
}

export function techFigure(ctx: SubjectContext, x: number, y: number, h: number, o: Partial<PersonStyle> = {}): string {
  return person(x, y, h, technician(ctx, o));
}

/** The camera behind the windshield looking at a target on a stand (side view, SUV). */
export function adasSide(ctx: SubjectContext): Subject {
  return sideSubject(ctx, "suv", paint(ctx, "white"), {
    padRight: 260,
    front: target(780, 240, 210) + cameraBeam(420, 82, 780, 82, 34),
  });
}

/** A remote-started car: the fob sends its signal, the exhaust puffs, the lights come on (side view). */
export function remoteStarted(ctx: SubjectContext, kind: SideKind, style: VehicleStyle): Subject {
  return sideSubject(
    ctx,
    kind,
    { ...style, lights: true },
    {
      padLeft: 150,
      padTop: 120,
      behind: exhaust(20, 200, 34),
      front: fob(-90, -40, 130) + waves(-30, -70, 30, ctx.theme.accent),
    },
  );
}

/** A remote-started car with snow still on its roof (it sits in remoteStarted's padding). */
export function remoteStartedInSnow(ctx: SubjectContext, kind: SideKind, style: VehicleStyle): Subject {
  const base = remoteStarted(ctx, kind, style);
  return { ...base, body: base.body + translate(150, 120, snowCap(kind)) };
}

/** Snow on a vehicle's roof. */
export function snowCap(kind: SideKind): string {
  const p = sidePoints(kind);
  return path(
    `M${p.roofFrom - 6} ${p.roofY + 4}Q${p.roofFrom} ${p.roofY - 16} ${(p.roofFrom + p.roofTo) / 2} ${p.roofY - 14}Q${p.roofTo} ${p.roofY - 16} ${p.roofTo + 8} ${p.roofY + 4}Z`,
    NEUTRAL.snow,
  );
}

/** A chip on the front view's windshield, and its zoom bubble to the right. */
export function frontWithChip(ctx: SubjectContext, style: FrontStyle, bubble: boolean, at: readonly [number, number] = [240, 112]): Subject {
  const onGlass = chip(at[0], at[1], 7);
  if (!bubble) return frontSubject(ctx, { ...style, onGlass });
  const clip = ctx.defs.clip(circle(0, 0, 70, "#000"));
  const inside = rect(-80, -80, 160, 160, TINT.glass) + line(-60, 40, 10, -70, NEUTRAL.white, 10, { opacity: 0.4 }) + chip(0, 0, 20);
  const bubbleSvg = group(
    line(560, 80, at[0], at[1], ctx.theme.accent, 3, { "stroke-dasharray": "2 8" }) +
      circle(at[0], at[1], 12, "none", { stroke: ctx.theme.accent, "stroke-width": 3 }) +
      circle(560, 80, 78, NEUTRAL.white) +
      group(group(inside, { "clip-path": clip }), { transform: "translate(560 80)" }) +
      circle(560, 80, 70, "none", { stroke: ctx.theme.accent, "stroke-width": 6 }),
  );
  return frontSubject(ctx, { ...style, onGlass }, { padTop: 80, padRight: 260, front: bubbleSvg });
}

/** The windshield lifted off, about to be set with suction cups. */
export function newWindshield(ctx: SubjectContext): Subject {
  const glass = ctx.defs.linear([
    [0, TINT.glassDeep],
    [1, TINT.sky],
  ]);
  const lifted = translate(
    0,
    -110,
    path(rounded(FRONT_GLASS), glass) +
      line(150, 140, 196, 80, NEUTRAL.white, 10, { opacity: 0.4 }) +
      [150, 250]
        .map((x) => circle(x, 110, 16, NEUTRAL.tyre) + rect(x - 6, 70, 12, 34, NEUTRAL.slate, { rx: 5 }) + rect(x - 24, 62, 48, 12, BRAND.yellow, { rx: 6 }))
        .join(""),
  );
  const arrows = [160, 240]
    .map((x) =>
      polygon(
        [
          [x - 10, 36],
          [x + 10, 36],
          [x, 52],
        ],
        ctx.theme.accent,
      ),
    )
    .join("");
  return frontSubject(ctx, { ...paint(ctx, "silver"), glassFill: NEUTRAL.tyre }, { padTop: 180, front: lifted + arrows });
}

export function sparkles(points: ReadonlyArray<readonly [number, number, number]>, fill: string = NEUTRAL.white): string {
  return points.map(([x, y, r]) => sparkle(x, y, r, fill)).join("");
}

/** A big protection shield behind a vehicle. */
export function shieldBehind(ctx: SubjectContext, x: number, y: number, s: number): string {
  return circle(x, y, s * 0.62, ctx.theme.far) + shield(x, y, s, ctx.theme.main);
}

export { rearCar, topCar };
