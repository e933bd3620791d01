/**
 * Blog headers (1200×630): each post's picture, drawn from what its alt text
 * says (the seed's blog-posts.json).
 */
import { snowfall } from "./nature";
import { driverView, footwell, hoodCloseup, rockerCompare, windshieldCloseup } from "./closeups";
import type { Scene } from "./compose";
import { BRAND, NATURE, NEUTRAL } from "./palette";
import { exhaust, fob, waves } from "./props-gear";
import { crack, target } from "./props-glass";
import { person } from "./props-people";
import { frontSubject, hitchBikes, paint, sideSubject, snowCap, techFigure } from "./subjects";
import { circle, line, path, rect, translate } from "./svg";
import { sideVehicle } from "./vehicles";

/** The blog's snow: its own placement, flakes up to 9 px. */
const blogSnow = (count: number) => snowfall(count, "fall", 6);

export const BLOG: Record<string, Scene> = {
  "blog/pare-brise-chauffant": {
    brand: "uniglass",
    place: "winter",
    full: (stage) => windshieldCloseup(stage, { outside: "winter", frost: true, filaments: true, wipers: "rest", paint: [BRAND.navy, "#06162b"] }),
  },
  "blog/calibrage-adas": {
    brand: "uniglass",
    place: "garage",
    subject: (ctx) => {
      const car = frontSubject(ctx, paint(ctx, "silver"), { padLeft: 300 });
      return { ...car, body: car.body + target(90, car.h, 240) + techFigure(ctx, 200, car.h, 300, { reach: 200 }) };
    },
  },
  "blog/reclamation-assurance": {
    brand: "uniglass",
    place: "city",
    subject: (ctx) => {
      const onGlass = crack(
        [
          [110, 134],
          [150, 118],
          [190, 122],
          [230, 98],
          [276, 92],
        ],
        2.5,
      );
      const car = frontSubject(ctx, { ...paint(ctx, "red"), onGlass }, { padLeft: 200 });
      return {
        ...car,
        body:
          car.body + person(110, car.h, 330, { skin: NATURE.skinLight, hair: NATURE.hairBrown, shirt: BRAND.blue, pants: BRAND.navy, phone: true, reach: 70 }),
      };
    },
  },
  "blog/supports-a-velos": {
    brand: "uniglass",
    place: "spring",
    subject: (ctx) => {
      const sign =
        rect(-330, 40, 12, 200, NEUTRAL.slate) +
        circle(-324, 40, 46, BRAND.blue) +
        circle(-338, 50, 14, "none", { stroke: NEUTRAL.white, "stroke-width": 5 }) +
        circle(-308, 50, 14, "none", { stroke: NEUTRAL.white, "stroke-width": 5 }) +
        path("M-338 50L-326 28L-308 50", "none", { stroke: NEUTRAL.white, "stroke-width": 5 });
      return sideSubject(ctx, "suv", paint(ctx, "white"), { padLeft: 400, padTop: 40, front: hitchBikes(30, 3, [BRAND.red, BRAND.yellow, BRAND.blue]) + sign });
    },
  },
  "blog/mythes-antirouille": { brand: "ziebart", place: "studio", full: rockerCompare },
  "blog/eclat-avant-hiver": {
    brand: "uniglass",
    place: "winter",
    full: (stage) => windshieldCloseup(stage, { outside: "winter", frost: true, chip: [0.5, 0.45], wipers: "rest", snowOnHood: true }),
    overlay: blogSnow(20),
  },
  "blog/demarreur-a-distance": {
    brand: "uniglass",
    place: "winter",
    subject: (ctx) => {
      const car = sideSubject(ctx, "sedan", paint(ctx, "blue", { lights: true }), {
        padLeft: 140,
        padTop: 30,
        behind: exhaust(20, 200, 36),
        front: snowCap("sedan") + path("M30 150Q60 132 160 134L150 142L32 156Z", NEUTRAL.snow),
      });
      return { ...car, body: car.body + fob(70, 130, 170) + waves(140, 90, 28, BRAND.yellow) };
    },
    overlay: blogSnow(30),
  },
  "blog/tapis-auto-hiver": { brand: "uniglass", place: "studio", full: (stage) => footwell(stage, true) },
  "blog/visibilite-hiver": { brand: "uniglass", place: "winter", full: (stage) => driverView(stage, "winter"), overlay: blogSnow(25) },
  "blog/fissure-pare-brise": {
    brand: "uniglass",
    place: "road",
    full: (stage) => windshieldCloseup(stage, { outside: "road", chip: [0.16, 0.7], crack: true, wipers: "rest", paint: [NEUTRAL.frost, NEUTRAL.steel] }),
  },
  "blog/essuie-glaces": {
    brand: "uniglass",
    place: "winter",
    full: (stage) => windshieldCloseup(stage, { outside: "winter", frost: true, wipers: "lifted", snowOnHood: true, paint: [BRAND.red, "#8f0b21"] }),
    overlay: blogSnow(20),
  },
  "blog/entretien-flotte": {
    brand: "uniglass",
    place: "yard",
    subject: (ctx) => {
      const van = (x: number, s: number) =>
        translate(
          x,
          240 * (1 - s),
          sideVehicle(ctx.defs, "van", paint(ctx, "white")) + rect(40, 150, 500, 14, BRAND.blue) + rect(40, 166, 500, 5, BRAND.yellow),
          s,
        );
      return { w: 1300, h: 240, body: van(760, 0.8) + van(380, 0.9) + van(0, 1) };
    },
  },
  "blog/traitement-ceramique": { brand: "ziebart", place: "studio", full: (stage) => hoodCloseup(stage, { beads: true }) },
  "blog/teintage-vitres": {
    brand: "ziebart",
    place: "city",
    subject: (ctx) =>
      sideSubject(ctx, "suv", paint(ctx, "white", { glass: "tinted" }), {
        padTop: 120,
        front:
          circle(520, -50, 40, BRAND.yellow) +
          [0, 1, 2].map((i) => line(480 - i * 30, -10 + i * 10, 330 - i * 60, 90, BRAND.yellow, 3, { opacity: 0.5, "stroke-dasharray": "10 10" })).join(""),
      }),
  },
};
