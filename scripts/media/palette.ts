/**
 * The colours of the illustrations: the site's design tokens
 * (src/styles/tokens.css) and a few tints of them, plus the neutrals and the
 * two or three natural colours a scene needs (tyres, skin, rust).
 */
export const BRAND = {
  blue: "#0057b8",
  navy: "#0b2545",
  light: "#e8f1fb",
  red: "#c8102e",
  yellow: "#ffc72c",
} as const;

export const TINT = {
  sky: "#cfe3f8",
  skyDeep: "#8dbbeb",
  glass: "#a9d0f5",
  glassDeep: "#5d9be0",
  blueMid: "#2f78cc",
  navySoft: "#1d3a63",
  navyMist: "#3c5a84",
  redDeep: "#8f0b21",
  redSoft: "#e8566b",
  redMist: "#f7d6db",
  yellowSoft: "#ffe08a",
  yellowPale: "#fff4d1",
} as const;

export const NEUTRAL = {
  white: "#ffffff",
  snow: "#f4f8fc",
  frost: "#e4edf6",
  mist: "#c9d3de",
  steel: "#8a98ab",
  slate: "#4a5363",
  asphalt: "#39424f",
  tyre: "#1b2433",
} as const;

export const NATURE = {
  leaf: "#2f7d5b",
  leafLight: "#5aa57d",
  pine: "#1f5c4a",
  lake: "#3f86c9",
  rust: "#b5562a",
  rustDark: "#7a3417",
  autumn: "#e07a22",
  skinLight: "#f2c9a5",
  skinMid: "#d39b72",
  skinDeep: "#8d5a3b",
  hairDark: "#2b1d16",
  hairGrey: "#b9bec7",
  hairBrown: "#6b4226",
} as const;

/** The two families: Uniglass blue, and Ziebart red for the protection sub-brand. */
export type Brand = "uniglass" | "ziebart";

export interface Theme {
  brand: Brand;
  /** Main colour of the subject (car body, uniform). */
  main: string;
  mainDark: string;
  /** Backdrop colours, far to near. */
  far: string;
  near: string;
  accent: string;
}

export const THEMES: Record<Brand, Theme> = {
  uniglass: { brand: "uniglass", main: BRAND.blue, mainDark: TINT.navySoft, far: TINT.sky, near: BRAND.light, accent: BRAND.yellow },
  ziebart: { brand: "ziebart", main: BRAND.red, mainDark: TINT.redDeep, far: TINT.redMist, near: "#fbeef0", accent: BRAND.yellow },
};
