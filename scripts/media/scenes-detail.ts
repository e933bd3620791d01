/**
 * One picture per service (cards and service pages, 800×500): what is done,
 * close enough to recognise it.
 */
import { footwell, hoodCloseup, windshieldCloseup } from "./closeups";
import type { Scene } from "./compose";
import { BRAND, NEUTRAL } from "./palette";
import { boot, exhaust, phone, waves } from "./props-gear";
import { cameraBeam, shield, sparkle, target } from "./props-glass";
import { roundRect } from "./shape";
import {
  frontSubject,
  newWindshield,
  paint,
  rearSubject,
  remoteStartedInSnow,
  roofBike,
  roofBox,
  runningBoard,
  sideSubject,
  sparkles,
  tonneau,
  topSubject,
} from "./subjects";
import { circle, group, line, path, polygon, rect, translate } from "./svg";
import { sidePoints } from "./vehicles";

/** Chevrons going up inside a side window: the new glass sliding into place. */
function risingGlass(color: string): string {
  const p = sidePoints("sedan");
  const w = p.windows[1];
  const x = (w[0][0] + w[2][0]) / 2;
  return (
    path(`M${w.map((c) => `${c[0]} ${c[1]}`).join("L")}Z`, "none", { stroke: BRAND.yellow, "stroke-width": 5, "stroke-linejoin": "round" }) +
    [0, 1]
      .map((i) =>
        path(`M${x - 16} ${118 - i * 18}L${x} ${104 - i * 18}L${x + 16} ${118 - i * 18}`, "none", {
          stroke: color,
          "stroke-width": 5,
          "stroke-linecap": "round",
          "stroke-linejoin": "round",
        }),
      )
      .join("")
  );
}

/** A sun with rays, for the scenes that need it close to the subject. */
function sun(x: number, y: number, r: number): string {
  const rays = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return line(x + Math.cos(a) * r * 1.3, y + Math.sin(a) * r * 1.3, x + Math.cos(a) * r * 1.7, y + Math.sin(a) * r * 1.7, BRAND.yellow, r * 0.14);
  });
  return circle(x, y, r, BRAND.yellow) + rays.join("");
}

export const DETAIL: Record<string, Scene> = {
  "services/reparation-de-pare-brise": {
    brand: "uniglass",
    place: "road",
    full: (stage) => windshieldCloseup(stage, { outside: "road", chip: [0.42, 0.48], injector: true }),
  },
  "services/remplacement-de-pare-brise": { brand: "uniglass", place: "garage", subject: newWindshield },
  "services/calibrage-de-camera-adas": {
    brand: "uniglass",
    place: "garage",
    subject: (ctx) => frontSubject(ctx, paint(ctx, "navy"), { padRight: 280, front: cameraBeam(200, 84, 620, 107, 30) + target(620, 280, 230) }),
  },
  "services/vitres-laterales": {
    brand: "uniglass",
    place: "city",
    subject: (ctx) =>
      sideSubject(ctx, "sedan", paint(ctx, "white"), {
        padTop: 30,
        front:
          risingGlass(ctx.theme.main) +
          sparkles(
            [
              [380, 80, 12],
              [340, 60, 7],
            ],
            BRAND.yellow,
          ),
      }),
  },
  "services/lunette-arriere": {
    brand: "uniglass",
    place: "winter",
    subject: (ctx) => ({
      ...rearSubject(ctx, paint(ctx, "blue")),
      body: rearSubject(ctx, paint(ctx, "blue")).body + path("M118 66Q200 40 282 66L280 74L120 74Z", NEUTRAL.snow),
    }),
  },
  "services/toit-ouvrant": {
    brand: "uniglass",
    place: "studio",
    full: (stage) => {
      const { w, h, defs } = stage;
      const lanes = Array.from({ length: 6 }, (_, i) => rect(w * 0.22, i * (h / 5) - 20, 10, h / 10, NEUTRAL.white, { opacity: 0.8 })).join("");
      const ctx = { defs, theme: stage.theme, rnd: () => 0.5 };
      const car = topSubject(ctx, paint(ctx, "blue"));
      const scale = Math.min((h * 0.72) / car.w, (w * 0.62) / car.h);
      return (
        rect(0, 0, w, h, NEUTRAL.asphalt) +
        lanes +
        rect(w * 0.78, 0, w * 0.22, h, "#7cc08a") +
        rect(w * 0.76, 0, w * 0.03, h, NEUTRAL.mist) +
        group(translate(0, 0, car.body), {
          transform: `translate(${(w * 0.46 + (car.h * scale) / 2).toFixed(1)} ${(h * 0.5 - (car.w * scale) / 2).toFixed(1)}) rotate(90) scale(${scale.toFixed(4)})`,
        }) +
        sun(w * 0.88, h * 0.2, h * 0.07)
      );
    },
  },
  "services/antirouille": {
    brand: "ziebart",
    place: "garage",
    subject: (ctx) => {
      const tip: readonly [number, number] = [548, 176];
      const cone = polygon([tip, [452, 150], [470, 214]], BRAND.red, { opacity: 0.35 });
      const drops = Array.from({ length: 14 }, (_, i) =>
        circle(470 + (i % 5) * 16, 160 + Math.floor(i / 5) * 18 + (i % 2) * 6, 2.5 + (i % 3), i % 3 ? BRAND.red : NEUTRAL.white, { opacity: 0.85 }),
      ).join("");
      const gun =
        line(tip[0], tip[1], 640, 150, NEUTRAL.tyre, 7) +
        path(roundRect(628, 138, 40, 24, 6), NEUTRAL.slate) +
        rect(640, 160, 12, 30, NEUTRAL.slate, { rx: 4 });
      return sideSubject(ctx, "pickup", paint(ctx, "silver"), { padTop: 70, padRight: 80, front: cone + drops + gun + shield(200, 20, 110, ctx.theme.main) });
    },
  },
  "services/film-protecteur": { brand: "ziebart", place: "studio", full: (stage) => hoodCloseup(stage, { film: true }) },
  "services/traitement-ceramique": {
    brand: "ziebart",
    place: "studio",
    subject: (ctx) =>
      sideSubject(ctx, "sedan", paint(ctx, "main"), {
        padTop: 50,
        front:
          path("M150 118Q300 60 450 118", "none", { stroke: NEUTRAL.white, "stroke-width": 10, opacity: 0.4 }) +
          sparkles(
            [
              [250, 40, 20],
              [470, 70, 14],
              [90, 120, 12],
              [380, 10, 10],
            ],
            BRAND.yellow,
          ),
      }),
  },
  "services/teintage-de-vitres": {
    brand: "ziebart",
    place: "city",
    subject: (ctx) =>
      sideSubject(ctx, "sedan", paint(ctx, "silver", { glass: "tinted" }), {
        padTop: 110,
        padRight: 40,
        front:
          sun(560, -40, 34) +
          sparkles([
            [260, 100, 10],
            [360, 96, 8],
          ]) +
          line(520, -10, 380, 90, BRAND.yellow, 4, { opacity: 0.6, "stroke-dasharray": "10 10" }),
      }),
  },
  "services/demarreur-a-distance": {
    brand: "uniglass",
    place: "winter",
    subject: (ctx) => remoteStartedInSnow(ctx, "suv", paint(ctx, "navy")),
  },
  "services/demarreur-application": {
    brand: "uniglass",
    place: "night",
    subject: (ctx) =>
      sideSubject(ctx, "sedan", paint(ctx, "silver", { lights: true }), {
        padLeft: 220,
        padTop: 80,
        behind: exhaust(20, 200, 30),
        front: phone(-120, 40, 230, ctx.theme.main) + waves(-40, 0, 24, ctx.theme.accent),
      }),
  },
  "services/supports-a-velos": {
    brand: "uniglass",
    place: "road",
    subject: (ctx) => sideSubject(ctx, "sedan", paint(ctx, "red"), { padTop: 120, front: translate(0, 0, roofBike("sedan", BRAND.yellow)) }),
  },
  "services/tapis-auto": { brand: "uniglass", place: "studio", full: (stage) => footwell(stage) },
  "services/coffre-toit": {
    brand: "uniglass",
    place: "autumn",
    subject: (ctx) => sideSubject(ctx, "suv", paint(ctx, "blue"), { padTop: 60, front: roofBox("suv", NEUTRAL.tyre, NEUTRAL.asphalt) }),
  },
  "services/marchepieds": {
    brand: "uniglass",
    place: "road",
    subject: (ctx) => {
      const clip = ctx.defs.clip(circle(0, 0, 80, "#000"));
      const inside =
        rect(-90, -90, 180, 180, NEUTRAL.snow) +
        rect(-90, 20, 180, 40, NEUTRAL.tyre) +
        [-60, -30, 0, 30, 60].map((x) => line(x - 8, 38, x + 8, 38, NEUTRAL.steel, 4)).join("") +
        boot(-40, 20, 90, BRAND.navy);
      const bubble =
        line(560, 10, 300, 206, BRAND.yellow, 3, { "stroke-dasharray": "2 8" }) +
        circle(560, 10, 88, NEUTRAL.white) +
        group(group(inside, { "clip-path": clip }), { transform: "translate(560 10)" }) +
        circle(560, 10, 80, "none", { stroke: BRAND.yellow, "stroke-width": 6 });
      return sideSubject(ctx, "pickup", paint(ctx, "white"), { padTop: 100, padRight: 60, front: runningBoard("pickup", BRAND.yellow) + bubble });
    },
  },
  "services/couvre-caisse": {
    brand: "uniglass",
    place: "lake",
    subject: (ctx) => sideSubject(ctx, "pickup", paint(ctx, "navy"), { front: tonneau(NEUTRAL.tyre) + sparkle(140, 96, 14, BRAND.yellow) }),
  },
};
