/**
 * A scene (a place and a subject) laid out for the slot it fills: the hero's
 * wide and narrow crops keep the left part calm for the slide's text and put
 * the subject on the right; cards, coupons, banners and blog headers centre it.
 */
import { backdrop, type Place } from "./backdrops";
import type { Stage } from "./stage";
import { THEMES, type Brand, type Theme } from "./palette";
import { Defs, randomFrom, svgDocument, translate } from "./svg";

export type Slot = "hero" | "narrow" | "card" | "coupon" | "blog" | "banner";

export interface SubjectContext {
  defs: Defs;
  theme: Theme;
  rnd: () => number;
}

/** What a scene draws in its own box, `w`×`h`; grounded subjects stand on the box's bottom edge. */
export interface Subject {
  w: number;
  h: number;
  body: string;
  grounded?: boolean;
}

export interface Scene {
  brand: Brand;
  place: Place;
  subject?: (ctx: SubjectContext) => Subject;
  /** A scene that fills the frame itself (close-ups), instead of a place and a subject. */
  full?: (stage: Stage) => string;
  /** Drawn over everything, in the image's pixels (falling snow, sparkles). */
  overlay?: (stage: Stage) => string;
}

interface Layout {
  horizon: number;
  /** Where the subject fits: left, right, top, ground (fractions of the image). */
  box: readonly [number, number, number, number];
}

const LAYOUTS: Record<Slot, Layout> = {
  hero: { horizon: 0.78, box: [0.45, 0.99, 0.05, 0.93] },
  narrow: { horizon: 0.78, box: [0.22, 0.9, 0.3, 0.88] },
  card: { horizon: 0.78, box: [0.06, 0.94, 0.08, 0.9] },
  coupon: { horizon: 0.78, box: [0.08, 0.92, 0.1, 0.9] },
  blog: { horizon: 0.78, box: [0.12, 0.88, 0.08, 0.9] },
  banner: { horizon: 0.78, box: [0.16, 0.84, 0.08, 0.9] },
};

export function stageFor(slot: Slot, width: number, height: number, brand: Brand, seed: string): Stage {
  return { defs: new Defs(), w: width, h: height, horizon: Math.round(height * LAYOUTS[slot].horizon), theme: THEMES[brand], seed };
}

/** The SVG document of a scene for a slot at a size. `seed` names the image (its small random placements). */
export function renderScene(scene: Scene, slot: Slot, width: number, height: number, seed: string): string {
  const stage = stageFor(slot, width, height, scene.brand, seed);
  let body: string;
  if (scene.full) {
    body = scene.full(stage);
  } else {
    body = backdrop(scene.place, stage);
    if (scene.subject) {
      const subject = scene.subject({ defs: stage.defs, theme: stage.theme, rnd: randomFrom(`${seed}:subject`) });
      const [left, right, top, ground] = LAYOUTS[slot].box;
      const boxW = (right - left) * width;
      const boxH = (ground - top) * height;
      const scale = Math.min(boxW / subject.w, boxH / subject.h);
      const x = left * width + (boxW - subject.w * scale) / 2;
      const y = subject.grounded === false ? top * height + (boxH - subject.h * scale) / 2 : ground * height - subject.h * scale;
      body += translate(x, y, subject.body, scale);
    }
  }
  if (scene.overlay) body += scene.overlay(stage);
  return svgDocument(width, height, stage.defs, body);
}
