/** A car from above (240×440, front up), for the sunroof. */
import { BRAND, NEUTRAL, TINT } from "./palette";
import { rounded, roundRect, star } from "./shape";
import { Defs, group, line, path, rect } from "./svg";
import type { VehicleStyle } from "./vehicles";

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
