/**
 * The side profiles of the vehicles (a 600×240 box, tyres on y=240): the
 * body's and windows' corners, where the wheels, doors and mirror are.
 */
import type { Corner } from "./shape";

export type SideKind = "sedan" | "suv" | "pickup" | "van";

export interface Profile {
  body: Corner[];
  windows: Corner[][];
  wheels: readonly [number, number];
  wheelR: number;
  belt: number;
  doors: number[];
  mirror: readonly [number, number];
}

export const PROFILES: Record<SideKind, Profile> = {
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
