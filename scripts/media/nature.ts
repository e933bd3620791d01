/**
 * Nature for the backdrops and scenes: rolling hills, pines (snowy or not),
 * round trees, snowflakes and clouds, each drawn at a point and a size.
 */
import { NATURE, NEUTRAL } from "./palette";
import { circle, ellipse, group, line, path, polygon, randomFrom, rect } from "./svg";

/** Rolling hills: a closed path along the width around `y`, `amp` high. */
export function hills(w: number, h: number, y: number, amp: number, waves: number, phase: number, fill: string, extra = {}): string {
  let d = `M0 ${h}L0 ${y}`;
  const steps = 24;
  for (let i = 1; i <= steps; i += 1) {
    const x = (w * i) / steps;
    const v = y - amp * (0.5 + 0.5 * Math.sin(phase + (i / steps) * Math.PI * waves));
    d += `L${x.toFixed(1)} ${v.toFixed(1)}`;
  }
  return path(`${d}L${w} ${h}Z`, fill, extra);
}

export function pine(x: number, base: number, size: number, fill: string, snow = false): string {
  const tiers = [0, 1, 2].map((i) => {
    const top = base - size * (0.45 + i * 0.3);
    const half = size * (0.34 - i * 0.07);
    const bottom = base - size * (0.12 + i * 0.28);
    const tier = polygon(
      [
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ],
      fill,
    );
    const cap = snow
      ? polygon(
          [
            [x, top],
            [x + half * 0.45, top + (bottom - top) * 0.45],
            [x - half * 0.45, top + (bottom - top) * 0.45],
          ],
          NEUTRAL.white,
        )
      : "";
    return tier + cap;
  });
  return rect(x - size * 0.04, base - size * 0.14, size * 0.08, size * 0.14, NATURE.rustDark) + tiers.join("");
}

export function roundTree(x: number, base: number, size: number, fill: string): string {
  return (
    rect(x - size * 0.05, base - size * 0.45, size * 0.1, size * 0.45, NATURE.rustDark) +
    circle(x, base - size * 0.62, size * 0.3, fill) +
    circle(x - size * 0.14, base - size * 0.5, size * 0.2, fill)
  );
}

export function snowflake(x: number, y: number, r: number, color: string = NEUTRAL.white, opacity = 0.9): string {
  const arms = [0, 60, 120].map((deg) => {
    const a = (deg * Math.PI) / 180;
    return line(x - Math.cos(a) * r, y - Math.sin(a) * r, x + Math.cos(a) * r, y + Math.sin(a) * r, color, Math.max(1.5, r * 0.22));
  });
  return group(arms.join(""), { opacity });
}

export function cloud(x: number, y: number, s: number, fill: string): string {
  return group(ellipse(x, y, s, s * 0.42, fill) + circle(x - s * 0.35, y - s * 0.15, s * 0.36, fill) + circle(x + s * 0.2, y - s * 0.3, s * 0.45, fill));
}

/**
 * Snow falling over a whole stage: `count` flakes of 3 to 3 + `spread` px,
 * placed by the stage's seed and `key` (each scene family has its own, so
 * its pictures stay as they were drawn).
 */
export const snowfall = (count: number, key: string, spread: number) => (stage: { w: number; h: number; seed: string }) => {
  const rnd = randomFrom(`${stage.seed}:${key}`);
  let out = "";
  for (let i = 0; i < count; i += 1) out += snowflake(rnd() * stage.w, rnd() * stage.h, 3 + rnd() * spread);
  return out;
};
