/**
 * Built places for the backdrops: the shop's garage (doors, lights, floor), a
 * city street and a shop's yard, drawn for any stage.
 */
import { NEUTRAL, TINT } from "./palette";
import { line, polygon, rect, randomFrom } from "./svg";
import { sky, type Stage } from "./stage";

export function garage(stage: Stage): string {
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
    sky(stage, "#d3dfed", "#c4d3e4") +
    rect(0, 0, w, h * 0.05, TINT.navyMist) +
    doors.join("") +
    rect(0, horizon - h * 0.055, w, h * 0.022, theme.main) +
    rect(0, horizon - h * 0.033, w, h * 0.033, "#aebfd3") +
    lights.join("") +
    rect(0, horizon, w, h - horizon, floor) +
    [0.22, 0.5, 0.85].map((f) => line(0, horizon + (h - horizon) * f, w, horizon + (h - horizon) * f, NEUTRAL.white, 2, { opacity: 0.3 })).join("")
  );
}

export function city(stage: Stage): string {
  const { w, h, horizon } = stage;
  const red = stage.theme.brand === "ziebart";
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

export function yard(stage: Stage): string {
  const { w, h, horizon, theme } = stage;
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
