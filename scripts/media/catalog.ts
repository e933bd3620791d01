/**
 * Which scene each media path gets, and in which slot. Every image the seed
 * names has its own scene (keyed "folder/name" without the size suffix);
 * a path this catalogue does not know (generated or test seeds) gets one of
 * a few generic scenes, picked from its name, in Ziebart red when its path
 * says "ziebart".
 */
import path from "node:path";
import type { Scene, Slot } from "./compose";
import { BRAND, NEUTRAL } from "./palette";
import { BLOG } from "./scenes-blog";
import { DETAIL } from "./scenes-detail";
import { OFFERS } from "./scenes-offers";
import { SHOWCASE } from "./scenes-showcase";
import { frontSubject, paint, sideSubject, sparkles } from "./subjects";

export const SCENES: Readonly<Record<string, Scene>> = { ...SHOWCASE, ...DETAIL, ...OFFERS, ...BLOG };

/** Suffixes of the sizes of one picture: coupons' small/medium/large, the hero's narrow crop, WordPress' "-768x403". */
const SIZE_SUFFIX = /-(small|medium|large|narrow|\d+x\d+)$/;

/** "/media/coupons/chip-repair-medium.webp" → "coupons/chip-repair". */
export function sceneKey(mediaPath: string): string {
  const relative = mediaPath.replace(/^\/media\//, "").split(/[?#]/)[0];
  const dir = path.posix.dirname(relative);
  const base = path.posix.basename(relative, path.posix.extname(relative)).replace(SIZE_SUFFIX, "");
  return dir === "." ? base : `${dir}/${base}`;
}

export function slotFor(mediaPath: string): Slot {
  const [, , folder = ""] = mediaPath.split("/");
  const base = path.posix.basename(mediaPath, path.posix.extname(mediaPath));
  if (folder === "slides") return base.endsWith("-narrow") ? "narrow" : "hero";
  if (folder === "coupons") return "coupon";
  if (folder === "blog") return "blog";
  if (folder === "landing") return "banner";
  return "card";
}

const GENERIC: ReadonlyArray<(brand: "uniglass" | "ziebart") => Scene> = [
  (brand) => ({ brand, place: "road", subject: (ctx) => sideSubject(ctx, "sedan", paint(ctx, "main"), { padTop: 30, front: sparkles([[300, 60, 14]]) }) }),
  (brand) => ({ brand, place: "garage", subject: (ctx) => frontSubject(ctx, paint(ctx, "white"), { padLeft: 60, padRight: 60 }) }),
  (brand) => ({ brand, place: "city", subject: (ctx) => sideSubject(ctx, "suv", paint(ctx, "silver")) }),
  (brand) => ({
    brand,
    place: "studio",
    subject: (ctx) =>
      sideSubject(ctx, "pickup", paint(ctx, "navy"), { padTop: 40, front: sparkles([[200, 40, 16]], brand === "ziebart" ? BRAND.yellow : NEUTRAL.white) }),
  }),
];

export function sceneFor(mediaPath: string): Scene {
  const known = SCENES[sceneKey(mediaPath)];
  if (known) return known;
  let hash = 0;
  for (const c of sceneKey(mediaPath)) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return GENERIC[hash % GENERIC.length](/ziebart/i.test(mediaPath) ? "ziebart" : "uniglass");
}
