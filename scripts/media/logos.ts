/**
 * Partner logo marks (240×120): a symbol each, no lettering. The partner's
 * name is the image's alt text (and the store page shows it beside the
 * mark): letters drawn here would depend on the fonts of the machine that
 * renders them, could not be read by everyone, and would imitate brands.
 */
import { BRAND, NATURE, NEUTRAL, TINT } from "./palette";
import { rounded, roundRect, star } from "./shape";
import { circle, Defs, ellipse, group, line, path, polygon, rect, svgDocument } from "./svg";

type Mark = (cx: number, cy: number, s: number) => string;

const shieldMark =
  (fill: string, inner: string): Mark =>
  (cx, cy, s) =>
    path(
      `M${cx} ${cy - s}L${cx + s * 0.8} ${cy - s * 0.7}L${cx + s * 0.8} ${cy}Q${cx + s * 0.8} ${cy + s * 0.6} ${cx} ${cy + s}Q${cx - s * 0.8} ${cy + s * 0.6} ${cx - s * 0.8} ${cy}L${cx - s * 0.8} ${cy - s * 0.7}Z`,
      fill,
    ) +
    path(`M${cx} ${cy - s * 0.55}L${cx + s * 0.45} ${cy - s * 0.38}L${cx + s * 0.45} ${cy}Q${cx + s * 0.45} ${cy + s * 0.35} ${cx} ${cy + s * 0.58}Z`, inner);

const MARKS: Record<string, Mark> = {
  "intact-assurance": shieldMark(BRAND.navy, BRAND.yellow),
  "desjardins-assurances": (cx, cy, s) => path(star(cx, cy, s, s * 0.45, 6, Math.PI / 6), NATURE.leaf) + circle(cx, cy, s * 0.3, NEUTRAL.white),
  beneva: (cx, cy, s) =>
    path(`M${cx - s} ${cy + s * 0.7}L${cx} ${cy - s}L${cx + s} ${cy + s * 0.7}Z`, BRAND.blue) +
    path(`M${cx - s * 0.5} ${cy + s * 0.7}L${cx} ${cy - s * 0.1}L${cx + s * 0.5} ${cy + s * 0.7}Z`, TINT.glass),
  belairdirect: (cx, cy, s) =>
    circle(cx, cy, s, BRAND.red) +
    path(`M${cx - s * 0.5} ${cy + s * 0.1}A${s * 0.5} ${s * 0.5} 0 0 1 ${cx + s * 0.5} ${cy + s * 0.1}Z`, NEUTRAL.white) +
    rect(cx - s * 0.05, cy + s * 0.1, s * 0.1, s * 0.45, NEUTRAL.white),
  "promutuel-assurance": (cx, cy, s) =>
    group([0, 1, 2].map((i) => circle(cx - s * 0.5 + i * s * 0.5, cy, s * 0.45, [BRAND.blue, NATURE.leafLight, BRAND.yellow][i], { opacity: 0.9 })).join("")),
  "carrosserie-gagnon-et-fils": (cx, cy, s) =>
    path(
      rounded([
        [cx - s * 1.2, cy + s * 0.4, 8],
        [cx - s, cy - s * 0.1, 10],
        [cx - s * 0.4, cy - s * 0.2, 12],
        [cx - s * 0.1, cy - s * 0.7, 12],
        [cx + s * 0.6, cy - s * 0.7, 12],
        [cx + s * 1.2, cy - s * 0.1, 10],
        [cx + s * 1.2, cy + s * 0.4, 8],
      ]),
      BRAND.navy,
    ) +
    circle(cx - s * 0.6, cy + s * 0.45, s * 0.28, BRAND.yellow) +
    circle(cx + s * 0.7, cy + s * 0.45, s * 0.28, BRAND.yellow),
  "garage-bouchard-mecanique": (cx, cy, s) =>
    group(
      rect(cx - s * 0.14, cy - s * 0.5, s * 0.28, s * 1.4, NEUTRAL.slate, { rx: s * 0.1 }) +
        circle(cx, cy - s * 0.65, s * 0.42, NEUTRAL.slate) +
        circle(cx, cy - s * 0.85, s * 0.2, NEUTRAL.white) +
        rect(cx - s * 0.1, cy - s * 1.1, s * 0.2, s * 0.3, NEUTRAL.white),
      { transform: `rotate(35 ${cx} ${cy})` },
    ),
  "pneus-lavoie-et-freres": (cx, cy, s) =>
    circle(cx, cy, s, NEUTRAL.tyre) +
    circle(cx, cy, s * 0.55, BRAND.yellow) +
    circle(cx, cy, s * 0.2, NEUTRAL.tyre) +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return line(cx + Math.cos(a) * s * 0.72, cy + Math.sin(a) * s * 0.72, cx + Math.cos(a) * s * 0.92, cy + Math.sin(a) * s * 0.92, NEUTRAL.steel, s * 0.08);
    }).join(""),
  "centre-du-camion-abitibi": (cx, cy, s) =>
    rect(cx - s * 1.3, cy - s * 0.7, s * 1.5, s * 1.1, BRAND.red, { rx: 6 }) +
    path(
      rounded([
        [cx + s * 0.25, cy + s * 0.4, 4],
        [cx + s * 0.25, cy - s * 0.4, 6],
        [cx + s * 0.85, cy - s * 0.4, 10],
        [cx + s * 1.2, cy, 8],
        [cx + s * 1.2, cy + s * 0.4, 4],
      ]),
      BRAND.navy,
    ) +
    circle(cx - s * 0.8, cy + s * 0.55, s * 0.25, NEUTRAL.tyre) +
    circle(cx + s * 0.75, cy + s * 0.55, s * 0.25, NEUTRAL.tyre),
  "debosselage-express-rive-sud": (cx, cy, s) =>
    circle(cx, cy, s, TINT.glass) +
    path(`M${cx - s * 0.6} ${cy + s * 0.2}Q${cx} ${cy - s * 0.6} ${cx + s * 0.6} ${cy + s * 0.2}`, "none", {
      stroke: BRAND.blue,
      "stroke-width": s * 0.22,
      "stroke-linecap": "round",
    }) +
    path(star(cx + s * 0.55, cy - s * 0.55, s * 0.35, s * 0.1, 4), BRAND.yellow),
  "location-beauce-auto": (cx, cy, s) =>
    circle(cx - s * 0.5, cy, s * 0.55, "none", { stroke: NATURE.leaf, "stroke-width": s * 0.24 }) +
    rect(cx - s * 0.05, cy - s * 0.12, s * 1.3, s * 0.24, NATURE.leaf, { rx: 4 }) +
    rect(cx + s * 0.75, cy, s * 0.18, s * 0.4, NATURE.leaf) +
    rect(cx + s * 1.05, cy, s * 0.18, s * 0.3, NATURE.leaf),
  "club-ski-de-fond-estrie": (cx, cy, s) =>
    line(cx - s, cy + s * 0.6, cx + s, cy - s * 0.6, BRAND.blue, s * 0.16) +
    line(cx - s, cy - s * 0.6, cx + s, cy + s * 0.6, BRAND.blue, s * 0.16) +
    path(star(cx, cy - s * 0.1, s * 0.42, s * 0.14, 6), NEUTRAL.white, { stroke: BRAND.navy, "stroke-width": 3 }),
};

const FALLBACK_COLOURS = [BRAND.blue, BRAND.navy, BRAND.red, NATURE.leaf] as const;

/** A partner's mark on a light tile. Unknown partners get a shape and colour from their name. */
export function logoSvg(name: string, width: number, height: number): string {
  const s = height * 0.3;
  const cx = width / 2;
  const cy = height / 2;
  const mark = MARKS[name];
  let body: string;
  if (mark) body = mark(cx, cy, s);
  else {
    let hash = 0;
    for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
    const fill = FALLBACK_COLOURS[hash % FALLBACK_COLOURS.length];
    body =
      hash % 2
        ? polygon(
            [
              [cx, cy - s],
              [cx + s, cy + s * 0.7],
              [cx - s, cy + s * 0.7],
            ],
            fill,
          )
        : path(roundRect(cx - s, cy - s * 0.7, s * 2, s * 1.4, s * 0.3), fill) + ellipse(cx, cy, s * 0.5, s * 0.3, NEUTRAL.white);
  }
  return svgDocument(width, height, new Defs(), rect(0, 0, width, height, NEUTRAL.white) + body);
}
