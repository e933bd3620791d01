/**
 * Backdrops: where a scene happens, drawn for any width and height with the
 * ground line at `horizon` (a y in pixels). Flat layers, far to near, in the
 * brand's blues (or Ziebart's reds) with a few natural colours.
 */
import { BRAND, NATURE, NEUTRAL, TINT } from "./palette";
import { cloud, hills, pine, roundTree, snowflake } from "./nature";
import { ground, scatter, sky, type Stage } from "./stage";
import { city, garage, yard } from "./town";
import { star } from "./shape";
import { circle, ellipse, line, path, rect } from "./svg";

export type Place = "garage" | "road" | "winter" | "lake" | "autumn" | "spring" | "city" | "yard" | "studio" | "night";

function road(stage: Stage, farHill: string, nearHill: string, groundFill: string): string {
  const { w, h, horizon } = stage;
  return (
    hills(w, h, horizon - h * 0.06, h * 0.2, 2.2, 0.7, farHill) +
    hills(w, h, horizon - h * 0.01, h * 0.1, 3.1, 2.1, nearHill) +
    rect(0, horizon, w, h - horizon, groundFill) +
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
        ground(stage, NEUTRAL.snow, NEUTRAL.frost) +
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
        ground(stage, NATURE.leafLight, NATURE.leaf, horizon - h * 0.025)
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
        ground(stage, "#c98b4f", "#a86a36") +
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
        ground(stage, "#7cc08a", NATURE.leaf) +
        scatter(stage, Math.round(w / 25), (x, y, r) => circle(x, y, 3 * r, r > 1.1 ? NEUTRAL.white : r > 0.9 ? BRAND.yellow : TINT.redSoft), horizon + 8, h)
      );
    case "city":
      return city(stage);
    case "yard":
      return yard(stage);
    case "night":
      return (
        sky(stage, TINT.navySoft, "#2c4d7a") +
        scatter(stage, Math.round(w / 30), (x, y, r) => circle(x, y, r * 1.4, NEUTRAL.white, { opacity: 0.7 }), 0, horizon * 0.7) +
        circle(w * 0.82, horizon * 0.25, h * 0.07, BRAND.yellow, { opacity: 0.9 }) +
        hills(w, h, horizon - h * 0.04, h * 0.14, 2.5, 1, "#233f68") +
        ground(stage, "#dfe9f5", "#b8c9dd")
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
