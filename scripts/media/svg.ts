/**
 * Small helpers to write SVG by hand: numbers rounded to one decimal (smaller
 * files, identical output on every machine), shapes as strings, gradients with
 * ids unique within one image.
 */

export type Attrs = Record<string, string | number | undefined | null | false>;

/** A number as SVG writes it: at most one decimal, no "-0". */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

function attrs(values: Attrs): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? n(value) : value}"`)
    .join("");
}

export function el(tag: string, values: Attrs, children?: string): string {
  return children === undefined ? `<${tag}${attrs(values)}/>` : `<${tag}${attrs(values)}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) => el("rect", { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el("path", { d, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...extra });
export const polygon = (points: ReadonlyArray<readonly [number, number]>, fill: string, extra: Attrs = {}) =>
  el("polygon", { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), fill, ...extra });
export const polyline = (points: ReadonlyArray<readonly [number, number]>, stroke: string, width: number, extra: Attrs = {}) =>
  el("polyline", {
    points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(" "),
    fill: "none",
    stroke,
    "stroke-width": width,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    ...extra,
  });

export const group = (children: string, extra: Attrs = {}) => el("g", extra, children);
export const translate = (x: number, y: number, children: string, scale = 1) =>
  group(children, { transform: scale === 1 ? `translate(${n(x)} ${n(y)})` : `translate(${n(x)} ${n(y)}) scale(${Math.round(scale * 1e4) / 1e4})` });

/**
 * Gradient definitions of one image. Each call returns `url(#id)` and keeps
 * the definition for `defs()`; ids are numbered, so the same drawing gives the
 * same file.
 */
export class Defs {
  private readonly items: string[] = [];

  private add(kind: string, body: string, values: Attrs): string {
    const id = `g${this.items.length}`;
    this.items.push(el(kind, { id, ...values }, body));
    return `url(#${id})`;
  }

  /** Vertical (default) or any-direction linear gradient; stops as [offset 0-1, colour, opacity?]. */
  linear(stops: ReadonlyArray<readonly [number, string, number?]>, direction: [number, number, number, number] = [0, 0, 0, 1]): string {
    const [x1, y1, x2, y2] = direction;
    return this.add("linearGradient", stopsOf(stops), { x1, y1, x2, y2 });
  }

  radial(stops: ReadonlyArray<readonly [number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.add("radialGradient", stopsOf(stops), { cx, cy, r });
  }

  /** A clip path; use as clip-path="url(#id)". */
  clip(body: string): string {
    return this.add("clipPath", body, {});
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

function stopsOf(stops: ReadonlyArray<readonly [number, string, number?]>): string {
  return stops
    .map(([offset, color, opacity]) =>
      el("stop", { offset, "stop-color": color, "stop-opacity": opacity === undefined || opacity === 1 ? undefined : opacity }),
    )
    .join("");
}

export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs.toString()}${body}</svg>`;
}

/** A deterministic pseudo-random sequence (mulberry32) seeded by a string. */
export function randomFrom(seedText: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i += 1) seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
