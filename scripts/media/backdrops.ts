/**
 * Backdrops: where a scene happens, drawn for any width and height with the
 * ground line at `horizon` (a y in pixels). Flat layers, far to near, in the
 * brand's blues (or Ziebart's reds) with a few natural colours.
 */
import { BRAND, NATURE, NEUTRAL, TINT, type Theme } from "./palette";
import { star } from "./shape";
import { circle, Defs, ellipse, group, line, path, polygon, rect, randomFrom } from "./svg";

export type Place = "garage" | "road" | "winter" | "lake" | "autumn" | "spring" | "city" | "yard" | "studio" | "night";

export interface Stage {
  defs: Defs;
  w: number;
  h: number;
  horizon: number;
  theme: Theme;
  /** Seeds the placement of small things (trees, flakes), so each image differs yet is stable. */
  seed: string;
}

/** Rolling hills: a closed path along the width around `y`, `amp` high. */
function hills(w: number, h: number, y: number, amp: number, waves: number, phase: number, fill: string, extra = {}): string {
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

function cloud(x: number, y: number, s: number, fill: string): string {
  return group(ellipse(x, y, s, s * 0.42, fill) + circle(x - s * 0.35, y - s * 0.15, s * 0.36, fill) + circle(x + s * 0.2, y - s * 0.3, s * 0.45, fill));
}

function sky(stage: Stage, top: string, bottom: string): string {
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

function scatter(stage: Stage, count: number, draw: (x: number, y: number, r: number) => string, yFrom = 0, yTo = stage.horizon): string {
  const rnd = randomFrom(`${stage.seed}:scatter`);
  let out = "";
  for (let i = 0; i < count; i += 1) out += draw(rnd() * stage.w, yFrom + rnd() * (yTo - yFrom), 0.6 + rnd() * 0.8);
  return out;
}

function garage(stage: Stage): string {
  const { w, h, horizon, defs, theme } = stage;
  const doorH = horizon * 0.58;
  const doorW = doorH * 1.15;
  const top = horizon - doorH - h * 0.06;
  const doors = [];
  for (let x = w * 0.03; x < w; x += doorW * 1.3) {
    const slats = Array.from({ length: 5 }, (_, i) =>
      line(x + 6, top + (doorH * (i + 1)) / 6, x + doorW - 6, top + (doorH * (i + 1)) / 6, NEUTRAL.mist, 2),
    ).join("");
    doors.push(
      rect(x - 8, top - 8, doorW + 16, doorH + 8, "#c3d1e1", { rx: 6 }) +
        rect(x, top, doorW, doorH, NEUTRAL.snow, { rx: 3 }) +
        slats +
        rect(x + doorW * 0.1, top + doorH * 0.2, doorW * 0.8, doorH * 0.13, TINT.glass, { rx: 3 }),
    );
  }
  const lights = [];
  for (let x = w * 0.14; x < w; x += w * 0.28) {
    lights.push(
      polygon(
        [
          [x - 20, 12],
          [x + 20, 12],
          [x + h * 0.25, horizon],
          [x - h * 0.25, horizon],
        ],
        NEUTRAL.white,
        { opacity: 0.16 },
      ) + rect(x - 30, 0, 60, 12, NEUTRAL.white, { rx: 6 }),
    );
  }
  const floor = defs.linear([
    [0, "#b9c7d8"],
    [1, "#93a5bb"],
  ]);
  return (
    rect(
      0,
      0,
      w,
      horizon + 2,
      defs.linear([
        [0, "#d3dfed"],
        [1, "#c4d3e4"],
      ]),
    ) +
    rect(0, 0, w, h * 0.05, TINT.navyMist) +
    doors.join("") +
    rect(0, horizon - h * 0.055, w, h * 0.022, theme.main) +
    rect(0, horizon - h * 0.033, w, h * 0.033, "#aebfd3") +
    lights.join("") +
    rect(0, horizon, w, h - horizon, floor) +
    [0.22, 0.5, 0.85].map((f) => line(0, horizon + (h - horizon) * f, w, horizon + (h - horizon) * f, NEUTRAL.white, 2, { opacity: 0.3 })).join("")
  );
}

function road(stage: Stage, farHill: string, nearHill: string, ground: string): string {
  const { w, h, horizon } = stage;
  return (
    hills(w, h, horizon - h * 0.06, h * 0.2, 2.2, 0.7, farHill) +
    hills(w, h, horizon - h * 0.01, h * 0.1, 3.1, 2.1, nearHill) +
    rect(0, horizon, w, h - horizon, ground) +
    rect(0, horizon + (h - horizon) * 0.18, w, (h - horizon) * 0.5, NEUTRAL.asphalt) +
    Array.from({ length: Math.ceil(w / 120) }, (_, i) =>
      rect(i * 120 + 20, horizon + (h - horizon) * 0.41, 60, Math.max(3, (h - horizon) * 0.04), BRAND.yellow, { rx: 2 }),
    ).join("")
  );
}

export function backdrop(place: Place, stage: Stage): string {
  const { w, h, horizon, defs, theme } = stage;
  const red = theme.brand === "ziebart";
  switch (place) {
    case "garage":
      return garage(stage);
    case "road":
      return (
        sky(stage, red ? "#f6d9dd" : TINT.skyDeep, red ? "#fdf1f2" : TINT.sky) +
        cloud(w * 0.2, horizon * 0.3, h * 0.08, NEUTRAL.white) +
        cloud(w * 0.72, horizon * 0.2, h * 0.06, NEUTRAL.white) +
        road(stage, red ? "#e9a9b2" : "#9cc3ec", red ? "#d96a7b" : "#6ea4de", red ? "#b8394d" : "#4d8bd3") +
        scatter(stage, Math.round(w / 160), (x, _y, r) => pine(x, horizon - h * 0.01, h * 0.16 * r, red ? TINT.redDeep : TINT.navySoft), horizon, horizon)
      );
    case "winter":
      return (
        sky(stage, "#b9d4f0", "#eaf2fb") +
        hills(w, h, horizon - h * 0.07, h * 0.18, 2.4, 1.3, "#dde9f5") +
        hills(w, h, horizon - h * 0.01, h * 0.08, 3.6, 0.4, NEUTRAL.snow) +
        scatter(stage, Math.round(w / 140), (x, _y, r) => pine(x, horizon - h * 0.02 * r, h * 0.18 * r, NATURE.pine, true), horizon, horizon) +
        rect(
          0,
          horizon,
          w,
          h - horizon,
          defs.linear([
            [0, NEUTRAL.snow],
            [1, NEUTRAL.frost],
          ]),
        ) +
        scatter(stage, Math.round((w * h) / 9000), (x, y, r) => snowflake(x, y, 4 * r + 2), 0, h)
      );
    case "lake":
      return (
        sky(stage, "#9fc8f0", "#fdf1cf") +
        circle(w * 0.78, horizon * 0.38, h * 0.1, BRAND.yellow) +
        circle(w * 0.78, horizon * 0.38, h * 0.15, BRAND.yellow, { opacity: 0.25 }) +
        hills(w, h, horizon - h * 0.12, h * 0.12, 1.8, 2.2, "#7fa9d6") +
        scatter(stage, Math.round(w / 70), (x, _y, r) => pine(x, horizon - h * 0.11, h * 0.08 * r, TINT.navyMist), horizon, horizon) +
        rect(0, horizon - h * 0.12, w, h * 0.1, NATURE.lake) +
        Array.from({ length: 6 }, (_, i) =>
          line(w * (0.1 + i * 0.15), horizon - h * (0.09 - (i % 3) * 0.02), w * (0.16 + i * 0.15), horizon - h * (0.09 - (i % 3) * 0.02), NEUTRAL.white, 3, {
            opacity: 0.5,
          }),
        ).join("") +
        rect(
          0,
          horizon - h * 0.025,
          w,
          h - horizon + h * 0.025,
          defs.linear([
            [0, NATURE.leafLight],
            [1, NATURE.leaf],
          ]),
        )
      );
    case "autumn":
      return (
        sky(stage, "#f9d9a9", "#fff4d1") +
        hills(w, h, horizon - h * 0.05, h * 0.18, 2, 0.2, "#e9b08a") +
        scatter(
          stage,
          Math.round(w / 120),
          (x, _y, r) => roundTree(x, horizon, h * 0.2 * r, [NATURE.autumn, BRAND.red, BRAND.yellow][Math.floor(r * 10) % 3]),
          horizon,
          horizon,
        ) +
        rect(
          0,
          horizon,
          w,
          h - horizon,
          defs.linear([
            [0, "#c98b4f"],
            [1, "#a86a36"],
          ]),
        ) +
        scatter(
          stage,
          Math.round(w / 60),
          (x, y, r) =>
            ellipse(x, y, 6 * r, 3 * r, r > 1 ? NATURE.autumn : BRAND.yellow, { transform: `rotate(${Math.round(r * 90)} ${x.toFixed(1)} ${y.toFixed(1)})` }),
          0,
          h,
        )
      );
    case "spring":
      return (
        sky(stage, red ? "#f9dfe3" : "#bfe0f7", "#fdfaf0") +
        cloud(w * 0.3, horizon * 0.25, h * 0.07, NEUTRAL.white) +
        hills(w, h, horizon - h * 0.04, h * 0.16, 2.3, 1.6, "#9ccf9f") +
        scatter(stage, Math.round(w / 140), (x, _y, r) => roundTree(x, horizon - h * 0.01, h * 0.17 * r, NATURE.leafLight), horizon, horizon) +
        rect(
          0,
          horizon,
          w,
          h - horizon,
          defs.linear([
            [0, "#7cc08a"],
            [1, NATURE.leaf],
          ]),
        ) +
        scatter(stage, Math.round(w / 25), (x, y, r) => circle(x, y, 3 * r, r > 1.1 ? NEUTRAL.white : r > 0.9 ? BRAND.yellow : TINT.redSoft), horizon + 8, h)
      );
    case "city": {
      const rnd = randomFrom(`${stage.seed}:city`);
      let blocks = "";
      for (let x = -10; x < w;) {
        const bw = 50 + rnd() * 90;
        const bh = horizon * (0.3 + rnd() * 0.5);
        const fill = rnd() > 0.5 ? (red ? "#e7b8c0" : "#9fbfe4") : red ? "#f1cfd5" : "#bcd3ee";
        blocks += rect(x, horizon - bh, bw, bh, fill);
        for (let wy = horizon - bh + 14; wy < horizon - 20; wy += 22)
          for (let wx = x + 10; wx < x + bw - 14; wx += 20) blocks += rect(wx, wy, 8, 10, NEUTRAL.white, { opacity: 0.55 });
        x += bw + 6;
      }
      return (
        sky(stage, red ? "#f8e3e6" : TINT.sky, NEUTRAL.snow) +
        blocks +
        rect(0, horizon, w, h - horizon, NEUTRAL.asphalt) +
        rect(0, horizon, w, (h - horizon) * 0.12, NEUTRAL.steel)
      );
    }
    case "yard": {
      const lines = Array.from({ length: Math.ceil(w / 150) + 1 }, (_, i) =>
        line(i * 150, horizon + (h - horizon) * 0.1, i * 150 - 40, h, NEUTRAL.white, 4, { opacity: 0.7 }),
      ).join("");
      return (
        sky(stage, TINT.sky, NEUTRAL.snow) +
        rect(0, horizon * 0.35, w, horizon * 0.65, "#dfe7f1") +
        rect(0, horizon * 0.35, w, horizon * 0.06, theme.main) +
        Array.from({ length: Math.ceil(w / 90) }, (_, i) => rect(i * 90 + 14, horizon * 0.52, 54, horizon * 0.22, TINT.glass, { rx: 3 })).join("") +
        rect(0, horizon, w, h - horizon, "#5b6675") +
        lines
      );
    }
    case "night":
      return (
        sky(stage, TINT.navySoft, "#2c4d7a") +
        scatter(stage, Math.round(w / 30), (x, y, r) => circle(x, y, r * 1.4, NEUTRAL.white, { opacity: 0.7 }), 0, horizon * 0.7) +
        circle(w * 0.82, horizon * 0.25, h * 0.07, BRAND.yellow, { opacity: 0.9 }) +
        hills(w, h, horizon - h * 0.04, h * 0.14, 2.5, 1, "#233f68") +
        rect(
          0,
          horizon,
          w,
          h - horizon,
          defs.linear([
            [0, "#dfe9f5"],
            [1, "#b8c9dd"],
          ]),
        )
      );
    case "studio":
    default:
      return (
        rect(
          0,
          0,
          w,
          h,
          defs.linear(
            [
              [0, theme.near],
              [1, theme.far],
            ],
            [0, 0, 1, 1],
          ),
        ) +
        circle(w * 0.82, h * 0.18, Math.max(w, h) * 0.32, theme.far, { opacity: 0.7 }) +
        circle(w * 0.1, h * 0.95, Math.max(w, h) * 0.25, NEUTRAL.white, { opacity: 0.5 }) +
        path(star(w * 0.12, h * 0.2, h * 0.04, h * 0.015, 4), theme.accent, { opacity: 0.8 }) +
        path(star(w * 0.9, h * 0.78, h * 0.03, h * 0.011, 4), theme.main, { opacity: 0.35 })
      );
  }
}
