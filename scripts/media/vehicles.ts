/**
 * Vehicles, flat style, seen from the side (a 600×240 box, tyres on y=240;
 * the views from the front, behind and above are in vehicle-ends.ts and
 * vehicle-top.ts). Each returns an SVG fragment in its box; scenes place and
 * scale it.
 */
import { BRAND, NEUTRAL, TINT } from "./palette";
import { rounded, roundRect } from "./shape";
import { PROFILES, type SideKind } from "./side-profiles";
import { circle, Defs, ellipse, group, line, path, rect } from "./svg";

export interface VehicleStyle {
  body: string;
  /** Lower, shaded part of the body. */
  shade: string;
  /** Window glass: "clear" (light blue), "tinted" (dark), or a colour. */
  glass?: "clear" | "tinted";
  /** Headlights on (a warm beam). */
  lights?: boolean;
}

export type { SideKind };

/** The body's fill: its colour, then its shade below `at` (0 to 1 of the height). */
export function twoTone(defs: Defs, style: VehicleStyle, at: number): string {
  return defs.linear([
    [0, style.body],
    [at, style.body],
    [at, style.shade],
    [1, style.shade],
  ]);
}

function wheel(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, NEUTRAL.tyre) + circle(cx, cy, r * 0.6, NEUTRAL.mist) + circle(cx, cy, r * 0.46, NEUTRAL.steel) + circle(cx, cy, r * 0.16, NEUTRAL.mist)
  );
}

/** A vehicle from the side, facing right. */
export function sideVehicle(defs: Defs, kind: SideKind, style: VehicleStyle): string {
  const p = PROFILES[kind];
  const [w1, w2] = p.wheels;
  const wheelY = 240 - p.wheelR;
  const bodyFill = twoTone(defs, style, 0.62);
  const glass =
    style.glass === "tinted"
      ? defs.linear(
          [
            [0, NEUTRAL.tyre],
            [1, TINT.navySoft],
          ],
          [0, 0, 1, 1],
        )
      : defs.linear(
          [
            [0, TINT.glass],
            [1, TINT.sky],
          ],
          [0, 0, 1, 1],
        );
  const arch = (cx: number) =>
    path(`M${cx - p.wheelR - 7} 214A${p.wheelR + 7} ${p.wheelR + 7} 0 0 1 ${cx + p.wheelR + 7} 214Z`, NEUTRAL.tyre, { opacity: 0.85 });
  const windows = p.windows.map((w) => path(rounded(w), glass)).join("");
  const glints = p.windows
    .map((w) => {
      const xs = w.map((c) => c[0]);
      const x = Math.min(...xs) + (Math.max(...xs) - Math.min(...xs)) * 0.35;
      return line(x, p.belt - 8, x + 22, p.belt - 34, NEUTRAL.white, 5, { opacity: style.glass === "tinted" ? 0.18 : 0.55 });
    })
    .join("");
  const front = Math.max(...p.body.map((c) => c[0]));
  const rear = Math.min(...p.body.map((c) => c[0]));
  const bed = kind === "pickup" ? rect(34, 126, 222, 10, style.shade, { rx: 3 }) + line(34, 132, 256, 132, NEUTRAL.tyre, 2, { opacity: 0.35 }) : "";
  const beam = style.lights ? path(`M${front - 6} 160L${front + 60} 142L${front + 60} 196Z`, BRAND.yellow, { opacity: 0.35 }) : "";
  return group(
    ellipse(300, 238, 290, 9, NEUTRAL.tyre, { opacity: 0.18 }) +
      beam +
      path(rounded(p.body), bodyFill) +
      bed +
      windows +
      glints +
      p.doors.map((x) => line(x, p.belt + 4, x, 196, style.shade, 2, { opacity: 0.6 })).join("") +
      p.doors
        .slice(0, -1)
        .map((x) => rect(x - 40, p.belt + 14, 22, 6, style.shade, { rx: 3 }))
        .join("") +
      rect(rear + 20, 196, front - rear - 40, 12, NEUTRAL.tyre, { rx: 6, opacity: 0.55 }) +
      path(roundRect(front - 26, 150, 22, 12, 5), BRAND.yellow) +
      path(roundRect(rear + 2, kind === "pickup" ? 138 : kind === "sedan" ? 156 : 100, 12, kind === "sedan" ? 12 : 26, 4), BRAND.red) +
      path(roundRect(p.mirror[0] - 10, p.mirror[1] - 12, 20, 12, 5), style.shade) +
      arch(w1) +
      arch(w2) +
      wheel(w1, wheelY, p.wheelR) +
      wheel(w2, wheelY, p.wheelR),
  );
}

/** Where things attach on a side vehicle (roof, rear hitch, sill, bed, windows), in its 600×240 box. */
export function sidePoints(kind: SideKind) {
  const p = PROFILES[kind];
  const roofY = Math.min(...p.body.map((c) => c[1]));
  const roofXs = p.body.filter((c) => c[1] <= roofY + 10).map((c) => c[0]);
  return {
    roofY,
    roofFrom: Math.min(...roofXs),
    roofTo: Math.max(...roofXs),
    rearX: Math.min(...p.body.map((c) => c[0])),
    wheels: p.wheels,
    wheelR: p.wheelR,
    belt: p.belt,
    windows: p.windows,
  };
}
