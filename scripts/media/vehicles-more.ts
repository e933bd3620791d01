/**
 * A car from behind (400×280, tyres on y=280) and from above (240×440, front
 * up), for the rear window and the sunroof.
 */
import { BRAND, NEUTRAL, TINT } from "./palette";
import { rounded, roundRect, star } from "./shape";
import { circle, Defs, ellipse, group, line, path, rect } from "./svg";
import type { VehicleStyle } from "./vehicles";

/** A car from behind: rear window with its defroster lines and wiper, red lights. */
export function rearCar(defs: Defs, style: VehicleStyle): string {
  const glass = defs.linear([
    [0, TINT.glassDeep],
    [1, TINT.glass],
  ]);
  const bodyFill = defs.linear([
    [0, style.body],
    [0.68, style.body],
    [0.68, style.shade],
    [1, style.shade],
  ]);
  const windowCorners: [number, number, number][] = [
    [100, 150, 10],
    [130, 76, 16],
    [270, 76, 16],
    [300, 150, 10],
  ];
  const clip = defs.clip(path(rounded(windowCorners), "#000"));
  const lines = Array.from({ length: 7 }, (_, i) => line(96, 90 + i * 9, 304, 90 + i * 9, BRAND.yellow, 1.6, { opacity: 0.7 })).join("");
  return group(
    ellipse(200, 276, 190, 8, NEUTRAL.tyre, { opacity: 0.2 }) +
      rect(46, 226, 52, 52, NEUTRAL.tyre, { rx: 10 }) +
      rect(302, 226, 52, 52, NEUTRAL.tyre, { rx: 10 }) +
      path(
        rounded([
          [86, 156, 10],
          [120, 62, 18],
          [280, 62, 18],
          [314, 156, 10],
        ]),
        style.body,
      ) +
      path(
        rounded([
          [26, 166, 22],
          [78, 142, 16],
          [322, 142, 16],
          [374, 166, 22],
          [376, 248, 14],
          [24, 248, 14],
        ]),
        bodyFill,
      ) +
      path(rounded(windowCorners), glass) +
      group(lines + line(150, 140, 190, 84, NEUTRAL.white, 8, { opacity: 0.3 }), { "clip-path": clip }) +
      line(200, 148, 252, 104, NEUTRAL.tyre, 5) +
      circle(200, 148, 6, NEUTRAL.tyre) +
      path(
        rounded([
          [40, 176, 8],
          [120, 174, 8],
          [118, 198, 8],
          [44, 196, 8],
        ]),
        BRAND.red,
      ) +
      path(
        rounded([
          [360, 176, 8],
          [280, 174, 8],
          [282, 198, 8],
          [356, 196, 8],
        ]),
        BRAND.red,
      ) +
      path(roundRect(150, 190, 100, 26, 6), NEUTRAL.white, { opacity: 0.9 }) +
      path(roundRect(120, 226, 160, 14, 7), NEUTRAL.tyre, { opacity: 0.55 }),
  );
}

/** A car from above, front toward the top, with a glass sunroof letting the sun in. */
export function topCar(defs: Defs, style: VehicleStyle): string {
  const glass = defs.linear(
    [
      [0, TINT.glassDeep],
      [1, TINT.glass],
    ],
    [0, 0, 1, 1],
  );
  const roof = defs.linear(
    [
      [0, TINT.navySoft],
      [0.5, TINT.glassDeep],
      [1, TINT.navySoft],
    ],
    [0, 0, 1, 0],
  );
  return group(
    rect(14, 70, 26, 60, NEUTRAL.tyre, { rx: 8 }) +
      rect(200, 70, 26, 60, NEUTRAL.tyre, { rx: 8 }) +
      rect(14, 310, 26, 60, NEUTRAL.tyre, { rx: 8 }) +
      rect(200, 310, 26, 60, NEUTRAL.tyre, { rx: 8 }) +
      path(
        rounded([
          [30, 40, 40],
          [120, 6, 40],
          [210, 40, 40],
          [216, 400, 34],
          [120, 436, 30],
          [24, 400, 34],
        ]),
        style.body,
      ) +
      path(
        rounded([
          [18, 150, 6],
          [32, 140, 6],
          [32, 160, 6],
        ]),
        style.shade,
      ) +
      path(
        rounded([
          [222, 150, 6],
          [208, 140, 6],
          [208, 160, 6],
        ]),
        style.shade,
      ) +
      path(
        rounded([
          [44, 142, 14],
          [196, 142, 14],
          [184, 110, 18],
          [56, 110, 18],
        ]),
        glass,
      ) +
      path(
        rounded([
          [52, 150, 14],
          [188, 150, 14],
          [188, 330, 14],
          [52, 330, 14],
        ]),
        style.shade,
      ) +
      path(roundRect(72, 170, 96, 110, 12), roof) +
      line(92, 260, 134, 186, NEUTRAL.white, 7, { opacity: 0.5 }) +
      line(118, 268, 150, 212, NEUTRAL.white, 4, { opacity: 0.4 }) +
      path(
        rounded([
          [54, 336, 14],
          [186, 336, 14],
          [178, 368, 16],
          [62, 368, 16],
        ]),
        glass,
      ) +
      path(roundRect(44, 20, 40, 16, 8), NEUTRAL.snow) +
      path(roundRect(156, 20, 40, 16, 8), NEUTRAL.snow) +
      path(roundRect(44, 412, 36, 12, 6), BRAND.red) +
      path(roundRect(160, 412, 36, 12, 6), BRAND.red) +
      line(120, 50, 120, 100, NEUTRAL.white, 2, { opacity: 0.25 }) +
      path(star(150, 196, 12, 4, 4), NEUTRAL.white),
  );
}
