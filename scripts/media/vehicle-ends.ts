/**
 * A car seen from the front (windshield toward the viewer) or from behind
 * (rear window, red lights), in a 400×280 box with the tyres on y=280. Both
 * views share their frame: shadow, tyres, cabin, body, a window with what is
 * drawn on it, a pair of lamps mirrored about the middle, and the bumper.
 */
import { BRAND, NEUTRAL, TINT } from "./palette";
import { rounded, roundRect, type Corner } from "./shape";
import { circle, Defs, ellipse, group, line, path, rect } from "./svg";
import { twoTone, type VehicleStyle } from "./vehicles";

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

interface EndView {
  cabin: Corner[];
  body: Corner[];
  bodyFill: string;
  window: Corner[];
  windowFill: string;
  /** Drawn on the window, clipped to it by `clip`. */
  onWindow: string;
  clip: string;
  /** Drawn before the lamps (mirrors, a wiper). */
  beside: string;
  /** The left lamp; the right one is its mirror image. */
  lamp: Corner[];
  lampFill: string;
  /** Drawn between the lamps and the bumper (grille, plate). */
  below: string;
  /** The top of the bumper. */
  bumperY: number;
}

const mirrored = (corners: Corner[]): Corner[] => corners.map(([x, y, r]) => [400 - x, y, r]);

function carEnd(style: VehicleStyle, view: EndView): string {
  return group(
    ellipse(200, 276, 190, 8, NEUTRAL.tyre, { opacity: 0.2 }) +
      rect(46, 226, 52, 52, NEUTRAL.tyre, { rx: 10 }) +
      rect(302, 226, 52, 52, NEUTRAL.tyre, { rx: 10 }) +
      path(rounded(view.cabin), style.body) +
      path(rounded(view.body), view.bodyFill) +
      path(rounded(view.window), view.windowFill) +
      group(view.onWindow, { "clip-path": view.clip }) +
      view.beside +
      path(rounded(view.lamp), view.lampFill) +
      path(rounded(mirrored(view.lamp)), view.lampFill) +
      view.below +
      path(roundRect(120, view.bumperY, 160, 14, 7), NEUTRAL.tyre, { opacity: 0.55 }),
  );
}

/** A car seen from the front, windshield toward the viewer. */
export function frontCar(defs: Defs, style: FrontStyle): string {
  const glass =
    style.glassFill ??
    defs.linear([
      [0, TINT.glassDeep],
      [0.55, TINT.glass],
      [1, TINT.sky],
    ]);
  const bodyFill = twoTone(defs, style, 0.7);
  const clip = defs.clip(path(rounded(FRONT_GLASS), "#000"));
  return carEnd(style, {
    cabin: [
      [88, 152, 10],
      [122, 62, 18],
      [278, 62, 18],
      [312, 152, 10],
    ],
    body: [
      [28, 164, 22],
      [80, 138, 16],
      [320, 138, 16],
      [372, 164, 22],
      [376, 246, 14],
      [24, 246, 14],
    ],
    bodyFill,
    window: FRONT_GLASS,
    windowFill: glass,
    onWindow:
      line(150, 140, 196, 80, NEUTRAL.white, 10, { opacity: 0.35 }) + line(178, 140, 214, 92, NEUTRAL.white, 5, { opacity: 0.3 }) + (style.onGlass ?? ""),
    clip,
    beside: path(roundRect(44, 122, 34, 22, 8), style.shade) + path(roundRect(322, 122, 34, 22, 8), style.shade),
    lamp: [
      [44, 172, 8],
      [118, 176, 8],
      [112, 196, 8],
      [48, 192, 8],
    ],
    lampFill: style.lights ? BRAND.yellow : NEUTRAL.snow,
    below: path(roundRect(146, 180, 108, 30, 10), NEUTRAL.tyre, { opacity: 0.85 }) + line(160, 195, 240, 195, NEUTRAL.steel, 3),
    bumperY: 222,
  });
}

/** A car from behind: rear window with its defroster lines and wiper, red lights. */
export function rearCar(defs: Defs, style: VehicleStyle): string {
  const glass = defs.linear([
    [0, TINT.glassDeep],
    [1, TINT.glass],
  ]);
  const bodyFill = twoTone(defs, style, 0.68);
  const windowCorners: Corner[] = [
    [100, 150, 10],
    [130, 76, 16],
    [270, 76, 16],
    [300, 150, 10],
  ];
  const clip = defs.clip(path(rounded(windowCorners), "#000"));
  const lines = Array.from({ length: 7 }, (_, i) => line(96, 90 + i * 9, 304, 90 + i * 9, BRAND.yellow, 1.6, { opacity: 0.7 })).join("");
  return carEnd(style, {
    cabin: [
      [86, 156, 10],
      [120, 62, 18],
      [280, 62, 18],
      [314, 156, 10],
    ],
    body: [
      [26, 166, 22],
      [78, 142, 16],
      [322, 142, 16],
      [374, 166, 22],
      [376, 248, 14],
      [24, 248, 14],
    ],
    bodyFill,
    window: windowCorners,
    windowFill: glass,
    onWindow: lines + line(150, 140, 190, 84, NEUTRAL.white, 8, { opacity: 0.3 }),
    clip,
    beside: line(200, 148, 252, 104, NEUTRAL.tyre, 5) + circle(200, 148, 6, NEUTRAL.tyre),
    lamp: [
      [40, 176, 8],
      [120, 174, 8],
      [118, 198, 8],
      [44, 196, 8],
    ],
    lampFill: BRAND.red,
    below: path(roundRect(150, 190, 100, 26, 6), NEUTRAL.white, { opacity: 0.9 }),
    bumperY: 226,
  });
}
