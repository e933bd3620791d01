/**
 * The stage a scene is drawn on (size, ground line, theme, gradients, a seed
 * for stable randomness) and the layers every backdrop is made of: a sky, the
 * ground, and small things scattered over an area.
 */
import type { Theme } from "./palette";
import { Defs, rect, randomFrom } from "./svg";

export interface Stage {
  defs: Defs;
  w: number;
  h: number;
  horizon: number;
  theme: Theme;
  /** Seeds the placement of small things (trees, flakes), so each image differs yet is stable. */
  seed: string;
}

export function sky(stage: Stage, top: string, bottom: string): string {
  return rect(
    0,
    0,
    stage.w,
    stage.horizon + 2,
    stage.defs.linear([
      [0, top],
      [1, bottom],
    ]),
  );
}

/** The ground from `from` (the horizon unless given) to the bottom, shaded from `top` to `bottom`. */
export function ground(stage: Stage, top: string, bottom: string, from = stage.horizon): string {
  return rect(
    0,
    from,
    stage.w,
    stage.h - from,
    stage.defs.linear([
      [0, top],
      [1, bottom],
    ]),
  );
}

export function scatter(stage: Stage, count: number, draw: (x: number, y: number, r: number) => string, yFrom = 0, yTo = stage.horizon): string {
  const rnd = randomFrom(`${stage.seed}:scatter`);
  let out = "";
  for (let i = 0; i < count; i += 1) out += draw(rnd() * stage.w, yFrom + rnd() * (yTo - yFrom), 0.6 + rnd() * 0.8);
  return out;
}
