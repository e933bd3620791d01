/**
 * The big pictures: hero slides, landing page banners, service categories
 * and national promotions. Keys are the media paths without folder prefix
 * "/media/" and extension ("slides/eclat-pare-brise").
 */
import { snowfall } from "./nature";
import { windshieldCloseup } from "./closeups";
import type { Scene } from "./compose";
import { BRAND, NEUTRAL, TINT } from "./palette";
import { gift } from "./props-gear";
import { cameraBeam, injector, shield, sparkle, target } from "./props-glass";
import { person } from "./props-people";
import {
  adasSide,
  frontSubject,
  frontWithChip,
  hitchBikes,
  paint,
  remoteStartedInSnow,
  roofBox,
  shieldBehind,
  sideSubject,
  sparkles,
  techFigure,
  tonneau,
} from "./subjects";
import { circle, group, line, path, polygon, rect, translate } from "./svg";
import { sideVehicle } from "./vehicles";

/** A kayak on the roof bars of a pickup's cab. */
const kayak = (fill: string) =>
  rect(280, 62, 110, 6, NEUTRAL.tyre, { rx: 3 }) +
  path("M150 58Q330 30 520 52Q330 70 150 58Z", fill) +
  path("M300 50Q330 44 360 50Q330 56 300 50Z", NEUTRAL.tyre, { opacity: 0.7 });

/** The showcase's snow: its own placement, flakes up to 8 px. */
const falling = (count: number) => snowfall(count, "snow", 5);

export const SHOWCASE: Record<string, Scene> = {
  "slides/eclat-pare-brise": {
    brand: "uniglass",
    place: "garage",
    subject: (ctx) => {
      // The chip under the technician's injector, magnified in the bubble.
      const car = frontWithChip(ctx, paint(ctx, "blue"), true, [150, 104]);
      const tech = techFigure(ctx, 120, car.h, 330, { reach: 30, holds: injector(0, -6, 34) });
      return { ...car, w: car.w + 60, body: translate(60, 0, car.body) + tech };
    },
  },
  "slides/calibrage-adas": { brand: "uniglass", place: "garage", subject: adasSide },
  "slides/antirouille-ziebart": {
    brand: "ziebart",
    place: "garage",
    subject: (ctx) => {
      const floor = 362;
      const raised = floor - 240 - 120;
      const posts = [24, 576]
        .map((x) => rect(x - 14, 10, 28, floor - 10, NEUTRAL.steel, { rx: 6 }) + rect(x - 30, floor - 12, 60, 12, NEUTRAL.slate, { rx: 4 }))
        .join("");
      const arms = [130, 470].map((x) => rect(x - 70, raised + 212, 140, 10, NEUTRAL.slate, { rx: 4 })).join("");
      const mist = Array.from({ length: 28 }, (_, i) =>
        circle(
          300 + (i % 7) * 28 - Math.floor(i / 7) * 10,
          raised + 226 + Math.floor(i / 7) * 12 + (i % 3) * 4,
          3 + (i % 4),
          i % 2 ? BRAND.red : NEUTRAL.white,
          { opacity: 0.8 },
        ),
      ).join("");
      const truck = translate(0, raised, sideVehicle(ctx.defs, "pickup", paint(ctx, "silver")));
      const worker = person(640, floor, 230, {
        skin: "#d39b72",
        hair: "#2b1d16",
        shirt: BRAND.red,
        pants: TINT.navySoft,
        cap: BRAND.navy,
        reach: -150,
        holds: line(0, 0, -150, -50, NEUTRAL.tyre, 6),
      });
      return { w: 760, h: floor, body: posts + truck + arms + mist + worker };
    },
  },
  "slides/accessoires-ete": {
    brand: "uniglass",
    place: "lake",
    subject: (ctx) => sideSubject(ctx, "suv", paint(ctx, "blue"), { padLeft: 180, front: hitchBikes(30, 2, [BRAND.yellow, BRAND.red]) }),
  },
  "landing/promo-pare-brise-hiver": {
    brand: "uniglass",
    place: "winter",
    subject: (ctx) => {
      const car = frontWithChip(ctx, paint(ctx, "blue", { lights: true }), true);
      return { ...car, body: car.body + path("M120 140Q200 118 280 140L278 150L122 150Z", NEUTRAL.snow) };
    },
    overlay: falling(40),
  },
  "landing/promo-ziebart-printemps": {
    brand: "ziebart",
    place: "spring",
    subject: (ctx) => {
      const spray = [0, 1, 2]
        .map((i) =>
          path(`M${-40 + i * 10} ${40 + i * 26}Q${200 + i * 40} ${-60 + i * 20} ${420 + i * 30} ${70 + i * 20}`, "none", {
            stroke: TINT.glass,
            "stroke-width": 8 - i * 2,
            "stroke-dasharray": "1 16",
            "stroke-linecap": "round",
          }),
        )
        .join("");
      return sideSubject(ctx, "suv", paint(ctx, "main"), {
        padTop: 90,
        padLeft: 40,
        front:
          spray +
          sparkles([
            [480, 40, 18],
            [120, 60, 14],
            [560, 110, 10],
          ]),
      });
    },
  },
  "landing/promo-flotte-entreprise": {
    brand: "uniglass",
    place: "yard",
    subject: (ctx) => {
      const van = (x: number, y: number, s: number) =>
        translate(x, y, sideVehicle(ctx.defs, "van", paint(ctx, "white")) + rect(40, 150, 500, 14, BRAND.blue) + rect(40, 166, 500, 5, BRAND.yellow), s);
      return { w: 900, h: 300, body: van(300, 0, 0.9) + van(150, 36, 0.95) + van(0, 60, 1) };
    },
  },
  "categories/pare-brise": {
    brand: "uniglass",
    place: "road",
    subject: (ctx) =>
      frontSubject(ctx, paint(ctx, "blue"), {
        padLeft: 40,
        padRight: 40,
        padTop: 30,
        front: sparkles([
          [200, 60, 18],
          [300, 90, 11],
          [90, 100, 9],
        ]),
      }),
  },
  "categories/vitres-d-auto": {
    brand: "uniglass",
    place: "city",
    subject: (ctx) =>
      sideSubject(ctx, "sedan", paint(ctx, "silver"), {
        padTop: 40,
        front: sparkles([
          [260, 70, 18],
          [380, 96, 12],
          [200, 110, 9],
        ]),
      }),
  },
  "categories/protection-ziebart": {
    brand: "ziebart",
    place: "autumn",
    subject: (ctx) => sideSubject(ctx, "pickup", paint(ctx, "navy"), { padTop: 120, behind: shieldBehind(ctx, 430, 70, 150) }),
  },
  "categories/demarreurs-a-distance": {
    brand: "uniglass",
    place: "night",
    subject: (ctx) => remoteStartedInSnow(ctx, "sedan", paint(ctx, "blue")),
    overlay: falling(30),
  },
  "categories/accessoires": {
    brand: "uniglass",
    place: "road",
    subject: (ctx) =>
      sideSubject(ctx, "suv", paint(ctx, "white"), {
        padLeft: 170,
        padTop: 50,
        front: roofBox("suv", BRAND.navy, TINT.navySoft) + hitchBikes(30, 2, [BRAND.blue, BRAND.yellow]),
      }),
  },
  "promotions/winter-chip-repair": {
    brand: "uniglass",
    place: "winter",
    full: (stage) => windshieldCloseup(stage, { outside: "winter", frost: true, chip: [0.36, 0.5], wipers: "rest", snowOnHood: true }),
    overlay: falling(24),
  },
  "promotions/ziebart-fall-rustproofing": {
    brand: "ziebart",
    place: "autumn",
    subject: (ctx) =>
      sideSubject(ctx, "pickup", paint(ctx, "main"), {
        padRight: 140,
        padTop: 40,
        front: shield(680, 120, 150, BRAND.navy) + sparkle(760, 40, 14, BRAND.yellow),
      }),
  },
  "promotions/summer-accessories": {
    brand: "uniglass",
    place: "lake",
    subject: (ctx) => sideSubject(ctx, "pickup", paint(ctx, "blue"), { padTop: 40, front: tonneau(BRAND.navy) + kayak(BRAND.yellow) }),
  },
  "promotions/adas-calibration": {
    brand: "uniglass",
    place: "garage",
    subject: (ctx) => frontSubject(ctx, paint(ctx, "white"), { padLeft: 300, front: cameraBeam(200, 84, -240, 107, 30) + target(-240, 280, 230) }),
  },
  "promotions/holiday-gift-certificates": {
    brand: "uniglass",
    place: "studio",
    subject: () => {
      const sprig = (x: number, y: number, flip: number) =>
        group(
          Array.from({ length: 6 }, (_, i) =>
            polygon(
              [
                [x, y - i * 22],
                [x + flip * 60, y - i * 22 - 30],
                [x + flip * 20, y - i * 22 + 4],
              ],
              i % 2 ? "#1f5c4a" : "#2f7d5b",
            ),
          ).join(""),
        );
      return {
        w: 620,
        h: 340,
        body:
          sprig(40, 320, 1) +
          sprig(580, 320, -1) +
          gift(190, 340, 170, BRAND.blue, BRAND.yellow) +
          gift(380, 340, 220, BRAND.red, NEUTRAL.white) +
          gift(520, 340, 110, BRAND.yellow, BRAND.blue) +
          circle(300, 50, 10, BRAND.yellow) +
          sparkle(460, 60, 16, BRAND.yellow) +
          sparkle(110, 120, 12, BRAND.blue),
      };
    },
    overlay: falling(16),
  },
};
