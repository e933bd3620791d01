/**
 * Props drawn for one coupon each: floor mats, a rack on a van's roof, a
 * mortarboard, a member card, an umbrella, a door with its window, water
 * beads and a film on the front view's nose, a spray can.
 */
import type { SubjectContext } from "./compose";
import { BRAND, NEUTRAL, TINT } from "./palette";
import { drop } from "./props-glass";
import { rounded, roundRect, star } from "./shape";
import { circle, ellipse, group, line, path, rect } from "./svg";

export function matPair(): string {
  const mat = (x: number, y: number, r: number) =>
    group(
      path(
        rounded([
          [0, 0, 14],
          [120, -6, 14],
          [130, 170, 14],
          [6, 176, 14],
        ]),
        NEUTRAL.asphalt,
      ) + Array.from({ length: 6 }, (_, i) => line(22, 30 + i * 22, 108, 28 + i * 22, NEUTRAL.tyre, 6)).join(""),
      { transform: `translate(${x} ${y}) rotate(${r})` },
    );
  return mat(70, 70, -8) + mat(220, 60, 6) + drop(190, 250, 30, TINT.glassDeep) + drop(330, 250, 22, TINT.glassDeep);
}

export function rackOnVan(): string {
  return (
    path("M150 120L190 60L230 120", "none", { stroke: NEUTRAL.slate, "stroke-width": 6 }) +
    path("M160 118L190 70L205 90L180 118Z", TINT.glass, { opacity: 0.9 })
  );
}

export function mortarboard(x: number, y: number): string {
  return (
    path(`M${x - 40} ${y}L${x} ${y - 18}L${x + 40} ${y}L${x} ${y + 18}Z`, NEUTRAL.tyre) +
    rect(x - 20, y, 40, 16, NEUTRAL.tyre) +
    line(x + 30, y + 2, x + 34, y + 30, BRAND.yellow, 3)
  );
}

export function memberCard(): string {
  return group(
    path(roundRect(70, 80, 260, 160, 18), BRAND.navy) +
      path(roundRect(70, 80, 260, 160, 18), "none", { stroke: BRAND.yellow, "stroke-width": 4 }) +
      rect(70, 112, 260, 26, BRAND.blue) +
      path(roundRect(96, 168, 46, 34, 6), BRAND.yellow) +
      path(star(280, 196, 26, 11, 5), BRAND.yellow),
    { transform: "rotate(-8 200 160)" },
  );
}

export function umbrella(): string {
  return (
    path("M300 120A70 70 0 0 1 380 120Z", BRAND.yellow) +
    line(340, 120, 340, 190, NEUTRAL.tyre, 5) +
    path("M340 190q0 12 -12 12", "none", { stroke: NEUTRAL.tyre, "stroke-width": 5 })
  );
}

export function doorWithWindow(ctx: SubjectContext): string {
  const glass = ctx.defs.linear(
    [
      [0, TINT.glassDeep],
      [1, TINT.sky],
    ],
    [0, 0, 1, 1],
  );
  return (
    path(
      rounded([
        [70, 130, 10],
        [120, 40, 30],
        [330, 40, 10],
        [330, 270, 14],
        [70, 270, 14],
      ]),
      ctx.theme.main,
    ) +
    path(
      rounded([
        [96, 128, 6],
        [136, 62, 20],
        [306, 62, 6],
        [306, 128, 6],
      ]),
      glass,
    ) +
    line(180, 118, 220, 74, NEUTRAL.white, 8, { opacity: 0.5 }) +
    path(roundRect(260, 160, 46, 12, 6), ctx.theme.mainDark) +
    [0, 1]
      .map((i) =>
        path(`M${186} ${108 - i * 20}l16 -14l16 14`, "none", {
          stroke: BRAND.yellow,
          "stroke-width": 6,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
      )
      .join("")
  );
}

/** Water beads on the front view's hood and bumper. */
export function hoodBeads(): string {
  const spots: Array<[number, number, number]> = [
    [70, 160, 8],
    [110, 150, 6],
    [300, 156, 7],
    [330, 166, 9],
    [60, 214, 6],
    [340, 220, 7],
    [140, 222, 5],
    [260, 218, 6],
    [200, 162, 5],
  ];
  return spots
    .map(([x, y, r]) => ellipse(x, y, r, r * 0.8, NEUTRAL.white, { opacity: 0.55 }) + circle(x - r * 0.3, y - r * 0.3, r * 0.32, NEUTRAL.white))
    .join("");
}

/** A clear film laid over the front view's nose, one corner lifting. */
export function filmOnNose(): string {
  return (
    path("M34 160L360 148L372 236L28 244Z", NEUTRAL.white, { opacity: 0.3 }) +
    path("M34 160L360 148L372 236L28 244Z", "none", { stroke: NEUTRAL.white, "stroke-width": 3 }) +
    path("M372 236Q330 222 340 196L372 206Z", NEUTRAL.white, { opacity: 0.8 })
  );
}

export function sprayCan(x: number, y: number): string {
  return (
    path(roundRect(x - 34, y - 150, 68, 150, 14), NEUTRAL.frost) +
    rect(x - 34, y - 110, 68, 50, BRAND.red) +
    rect(x - 14, y - 176, 28, 28, NEUTRAL.slate, { rx: 6 }) +
    path(`M${x - 20} ${y - 170}l-50 -20l0 40Z`, BRAND.red, { opacity: 0.35 })
  );
}
