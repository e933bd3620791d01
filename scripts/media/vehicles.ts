/**
 * Vehicles, flat style: seen from the side (a 600×240 box, tyres on y=240)
 * or from the front (a 400×280 box, tyres on y=280). Each returns an SVG
 * fragment in its box; scenes place and scale it.
 */
import { BRAND, NEUTRAL, TINT } from "./palette";
import { rounded, roundRect, type Corner } from "./shape";
import { circle, Defs, ellipse, group, line, path, rect } from "./svg";

export type SideKind = "sedan" | "suv" | "pickup" | "van";

export interface VehicleStyle {
  body: string;
  /** Lower, shaded part of the body. */
  shade: string;
  /** Window glass: "clear" (light blue), "tinted" (dark), or a colour. */
  glass?: "clear" | "tinted";
  /** Headlights on (a warm beam). */
  lights?: boolean;
}

interface Profile {
  body: Corner[];
  windows: Corner[][];
  wheels: readonly [number, number];
  wheelR: number;
  belt: number;
  doors: number[];
  mirror: readonly [number, number];
}

const PROFILES: Record<SideKind, Profile> = {
  sedan: {
    body: [
      [30, 214, 8],
      [24, 150, 22],
      [158, 134, 16],
      [230, 74, 28],
      [364, 72, 28],
      [452, 128, 12],
      [566, 146, 26],
      [576, 214, 8],
    ],
    windows: [
      [
        [180, 130, 4],
        [234, 86, 12],
        [296, 84, 3],
        [296, 130, 3],
      ],
      [
        [308, 84, 3],
        [356, 84, 12],
        [424, 130, 4],
        [308, 130, 3],
      ],
    ],
    wheels: [140, 462],
    wheelR: 38,
    belt: 136,
    doors: [302, 432],
    mirror: [438, 128],
  },
  suv: {
    body: [
      [30, 214, 8],
      [36, 76, 30],
      [396, 68, 32],
      [466, 126, 12],
      [570, 140, 24],
      [576, 214, 8],
    ],
    windows: [
      [
        [56, 126, 3],
        [58, 92, 14],
        [164, 88, 3],
        [164, 126, 3],
      ],
      [
        [176, 88, 3],
        [290, 88, 3],
        [290, 126, 3],
        [176, 126, 3],
      ],
      [
        [302, 88, 3],
        [388, 88, 14],
        [446, 126, 4],
        [302, 126, 3],
      ],
    ],
    wheels: [138, 466],
    wheelR: 42,
    belt: 130,
    doors: [170, 296, 446],
    mirror: [452, 124],
  },
  pickup: {
    body: [
      [26, 210, 6],
      [26, 126, 6],
      [262, 126, 4],
      [272, 74, 20],
      [394, 70, 28],
      [464, 124, 12],
      [572, 136, 22],
      [576, 210, 8],
    ],
    windows: [
      [
        [288, 122, 3],
        [290, 86, 10],
        [318, 84, 3],
        [318, 122, 3],
      ],
      [
        [330, 84, 3],
        [386, 84, 12],
        [446, 122, 4],
        [330, 122, 3],
      ],
    ],
    wheels: [130, 470],
    wheelR: 42,
    belt: 126,
    doors: [324, 450],
    mirror: [450, 120],
  },
  van: {
    body: [
      [24, 212, 6],
      [28, 50, 26],
      [452, 46, 40],
      [528, 116, 14],
      [572, 138, 24],
      [578, 212, 8],
    ],
    windows: [
      [
        [452, 118, 4],
        [454, 70, 10],
        [474, 64, 10],
        [516, 118, 4],
      ],
    ],
    wheels: [122, 480],
    wheelR: 38,
    belt: 120,
    doors: [300, 440],
    mirror: [522, 118],
  },
};

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
  const bodyFill = defs.linear([
    [0, style.body],
    [0.62, style.body],
    [0.62, style.shade],
    [1, style.shade],
  ]);
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

export interface FrontStyle extends VehicleStyle {
  /** Extra drawing on the windshield, in the car's box (chip, crack, camera...). */
  onGlass?: string;
  /** Windshield fill, when the scene has its own (frost, rain). */
  glassFill?: string;
}

/** The windshield of the front view: its corners in the 400×280 box. */
export const FRONT_GLASS: Corner[] = [
  [104, 146, 8],
  [132, 74, 14],
  [268, 74, 14],
  [296, 146, 8],
];

/** A car seen from the front, windshield toward the viewer. */
export function frontCar(defs: Defs, style: FrontStyle): string {
  const glass =
    style.glassFill ??
    defs.linear([
      [0, TINT.glassDeep],
      [0.55, TINT.glass],
      [1, TINT.sky],
    ]);
  const bodyFill = defs.linear([
    [0, style.body],
    [0.7, style.body],
    [0.7, style.shade],
    [1, style.shade],
  ]);
  const clip = defs.clip(path(rounded(FRONT_GLASS), "#000"));
  return group(
    ellipse(200, 276, 190, 8, NEUTRAL.tyre, { opacity: 0.2 }) +
      rect(46, 226, 52, 52, NEUTRAL.tyre, { rx: 10 }) +
      rect(302, 226, 52, 52, NEUTRAL.tyre, { rx: 10 }) +
      path(
        rounded([
          [88, 152, 10],
          [122, 62, 18],
          [278, 62, 18],
          [312, 152, 10],
        ]),
        style.body,
      ) +
      path(
        rounded([
          [28, 164, 22],
          [80, 138, 16],
          [320, 138, 16],
          [372, 164, 22],
          [376, 246, 14],
          [24, 246, 14],
        ]),
        bodyFill,
      ) +
      path(rounded(FRONT_GLASS), glass) +
      group(
        line(150, 140, 196, 80, NEUTRAL.white, 10, { opacity: 0.35 }) + line(178, 140, 214, 92, NEUTRAL.white, 5, { opacity: 0.3 }) + (style.onGlass ?? ""),
        { "clip-path": clip },
      ) +
      path(roundRect(44, 122, 34, 22, 8), style.shade) +
      path(roundRect(322, 122, 34, 22, 8), style.shade) +
      path(
        rounded([
          [44, 172, 8],
          [118, 176, 8],
          [112, 196, 8],
          [48, 192, 8],
        ]),
        style.lights ? BRAND.yellow : NEUTRAL.snow,
      ) +
      path(
        rounded([
          [356, 172, 8],
          [282, 176, 8],
          [288, 196, 8],
          [352, 192, 8],
        ]),
        style.lights ? BRAND.yellow : NEUTRAL.snow,
      ) +
      path(roundRect(146, 180, 108, 30, 10), NEUTRAL.tyre, { opacity: 0.85 }) +
      line(160, 195, 240, 195, NEUTRAL.steel, 3) +
      path(roundRect(120, 222, 160, 14, 7), NEUTRAL.tyre, { opacity: 0.55 }),
  );
}
