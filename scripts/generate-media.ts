/**
 * Renders the sample images the seed files reference. Scans every
 * server/seed/*.json file for strings starting with "/media/" and, for each one
 * missing under server/seed/media/, draws a branded illustration with sharp
 * (Uniglass blue and navy, Ziebart red for paths containing "ziebart", a car
 * with its windshield, and the file's name as caption) at the size implied by
 * the path. Existing files are never touched: running it again fills in only
 * what is missing.
 *
 * Run: npx tsx scripts/generate-media.ts [--seed-dir server/seed]
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readJson } from "./seed/json-file";
import { SEED_DIR } from "./seed/sources";

export interface MediaRef {
  /** Site-relative path, e.g. "/media/coupons/chip-repair-medium.webp". */
  path: string;
  /** width/height found next to the path in the JSON, if any. */
  width?: number;
  height?: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Largest size a file may have; the quality is lowered until it fits. */
export const MAX_FILE_BYTES = 40 * 1024;

const COUPON_VARIANTS: Record<string, Size> = {
  small: { width: 215, height: 161 },
  medium: { width: 429, height: 322 },
  large: { width: 1288, height: 966 },
};
const COUPON_IMAGE: Size = { width: 858, height: 644 };
const DEFAULT_SIZE: Size = { width: 800, height: 500 };

function isPositiveInt(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 4000;
}

/** Every "/media/..." string of a JSON value, with the width/height of the object holding it. */
export function collectFromJson(value: unknown, found: MediaRef[] = []): MediaRef[] {
  if (Array.isArray(value)) {
    for (const item of value) collectFromJson(item, found);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const { width, height } = record;
    for (const item of Object.values(record)) {
      if (typeof item === "string" && item.startsWith("/media/")) {
        found.push(isPositiveInt(width) && isPositiveInt(height) ? { path: item, width, height } : { path: item });
      } else {
        collectFromJson(item, found);
      }
    }
  } else if (typeof value === "string" && value.startsWith("/media/")) {
    found.push({ path: value });
  } else if (typeof value === "string") {
    // HTML fields (hero slides, descriptions) name their images in src attributes.
    for (const match of value.matchAll(/\ssrc="(\/media\/[^"]+)"/g)) found.push({ path: match[1] });
  }
  return found;
}

/** The references of every *.json file of a seed folder, one per path (the first with a size wins). */
export function collectMediaRefs(seedDir: string): MediaRef[] {
  const byPath = new Map<string, MediaRef>();
  const files = fs
    .readdirSync(seedDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  for (const file of files) {
    for (const ref of collectFromJson(readJson(path.join(seedDir, file)))) {
      const known = byPath.get(ref.path);
      if (!known || (known.width === undefined && ref.width !== undefined)) byPath.set(ref.path, ref);
    }
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** The size an image is drawn at, from its folder, its name, or the size next to it. */
export function sizeFor(ref: MediaRef): Size {
  const [, , folder = ""] = ref.path.split("/");
  const base = path.basename(ref.path, path.extname(ref.path));
  if (folder === "coupons") {
    const variant = /-(small|medium|large)$/.exec(base)?.[1];
    return variant ? COUPON_VARIANTS[variant] : COUPON_IMAGE;
  }
  if (folder === "slides") return { width: 1600, height: 600 };
  if (folder === "blog") return { width: 1200, height: 630 };
  if (folder === "services" || folder === "categories" || folder === "service-categories") return { width: 800, height: 500 };
  if (folder === "partners") return { width: 240, height: 120 };
  if (ref.width !== undefined && ref.height !== undefined) return { width: ref.width, height: ref.height };
  return DEFAULT_SIZE;
}

/** "chip-repair-medium" → "Chip repair". */
export function captionFor(mediaPath: string): string {
  const base = path
    .basename(mediaPath, path.extname(mediaPath))
    .replace(/-(small|medium|large)$/, "")
    .replace(/[-_]+/g, " ")
    .trim();
  return base.charAt(0).toUpperCase() + base.slice(1);
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PALETTES = {
  uniglass: { from: "#0057b8", to: "#0b2545", accent: "#8fd3ff", body: "#ffffff" },
  ziebart: { from: "#d71920", to: "#4a0a0d", accent: "#ffd1d3", body: "#ffffff" },
} as const;

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** A car seen from the side, windshield highlighted, drawn in a 420×200 box. */
function carShape(accent: string, body: string): string {
  return `
    <path d="M18 142 L36 108 Q46 96 70 93 L128 88 L172 50 Q182 42 198 42 L288 42 Q304 42 314 52 L350 88 L376 93 Q398 98 400 118 L402 142 Q402 152 392 152 L28 152 Q18 152 18 142 Z" fill="${body}" fill-opacity="0.92"/>
    <path d="M140 88 L178 54 L238 54 L238 88 Z" fill="${accent}"/>
    <path d="M250 54 L300 54 Q308 54 314 60 L338 88 L250 88 Z" fill="${accent}" fill-opacity="0.8"/>
    <path d="M160 84 L186 60" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-opacity="0.85"/>
    <circle cx="98" cy="152" r="28" fill="#1b2a3a"/><circle cx="98" cy="152" r="12" fill="#c9d3de"/>
    <circle cx="322" cy="152" r="28" fill="#1b2a3a"/><circle cx="322" cy="152" r="12" fill="#c9d3de"/>`;
}

/** A partner's logo: light card, the partner name in navy. */
function logoSvg(size: Size, caption: string | null): string {
  const { width, height } = size;
  const text = caption
    ? `<text x="${width / 2}" y="${height / 2}" font-family="${FONT}" font-weight="bold" font-size="${Math.round(height * 0.15)}" fill="#0b2545" text-anchor="middle" dominant-baseline="middle">${escapeXml(caption)}</text>`
    : `<path d="M${width * 0.3} ${height * 0.7} L${width * 0.4} ${height * 0.3} L${width * 0.6} ${height * 0.3} L${width * 0.7} ${height * 0.7} Z" fill="#0057b8"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" rx="${Math.round(height * 0.08)}" fill="#f4f7fb"/>
  <rect x="0" y="${height - 6}" width="${width}" height="6" fill="#0057b8"/>
  ${text}
</svg>`;
}

export function illustrationSvg(mediaPath: string, size: Size, withCaption: boolean): string {
  const caption = withCaption ? captionFor(mediaPath) : null;
  if (mediaPath.startsWith("/media/partners/")) return logoSvg(size, caption);
  const palette = /ziebart/i.test(mediaPath) ? PALETTES.ziebart : PALETTES.uniglass;
  const { width, height } = size;
  const wide = width / height >= 1.75;
  // The car takes the right half of wide images, the upper part of the others.
  const scale = wide ? Math.min((width * 0.42) / 420, (height * 0.6) / 200) : Math.min((width * 0.62) / 420, (height * 0.5) / 200);
  const carX = wide ? width * 0.94 - 420 * scale : (width - 420 * scale) / 2;
  const carY = wide ? (height - 200 * scale) / 2 : height * 0.1;
  // DejaVu Sans Bold glyphs average ~0.62 em: keep the caption inside its column.
  const textWidth = wide ? width * 0.46 : width * 0.9;
  const fitted = textWidth / (Math.max(8, caption?.length ?? 0) * 0.62);
  const fontSize = Math.max(11, Math.round(Math.min(height * (wide ? 0.1 : 0.085), fitted)));
  const text = caption
    ? `<text x="${wide ? width * 0.06 : width / 2}" y="${wide ? height / 2 : height * 0.84}" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" fill="#ffffff" text-anchor="${wide ? "start" : "middle"}" dominant-baseline="middle">${escapeXml(caption)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.05}" r="${height * 0.55}" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="${width * 0.08}" cy="${height * 1.05}" r="${height * 0.45}" fill="#ffffff" fill-opacity="0.05"/>
  <rect x="0" y="${height - Math.max(4, height * 0.02)}" width="${width}" height="${Math.max(4, height * 0.02)}" fill="${palette.accent}" fill-opacity="0.7"/>
  <g transform="translate(${carX.toFixed(1)} ${carY.toFixed(1)}) scale(${scale.toFixed(4)})">${carShape(palette.accent, palette.body)}</g>
  ${text}
</svg>`;
}

let textRenders: Promise<boolean> | undefined;

/** Whether this machine has a font that draws glyphs (if not, captions are dropped). */
export function canRenderText(): Promise<boolean> {
  textRenders ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><text x="4" y="30" font-family="${FONT}" font-size="28" fill="#000">Ag</text></svg>`,
    ),
  )
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => {
      // Opaque pixels on a transparent canvas mean glyphs were drawn.
      for (let i = info.channels - 1; i < data.length; i += info.channels) if (data[i] > 0) return true;
      return false;
    })
    .catch(() => false);
  return textRenders;
}

/** Encodes to the extension's format, lowering the quality until the file is under MAX_FILE_BYTES. */
export async function encode(svg: string, extension: string): Promise<Buffer> {
  const input = Buffer.from(svg);
  let last: Buffer | undefined;
  for (const quality of [75, 60, 45, 30]) {
    const image = sharp(input).flatten({ background: "#ffffff" });
    switch (extension) {
      case ".webp":
        last = await image.webp({ quality, effort: 5 }).toBuffer();
        break;
      case ".jpg":
      case ".jpeg":
        last = await image.jpeg({ quality, mozjpeg: true }).toBuffer();
        break;
      case ".png":
        last = await image.png({ palette: true, quality, colours: Math.max(16, quality * 2), compressionLevel: 9 }).toBuffer();
        break;
      case ".gif":
        last = await image.gif({ colours: Math.max(16, quality * 2) }).toBuffer();
        break;
      default:
        throw new Error(`Unsupported image extension "${extension}"`);
    }
    if (last.length <= MAX_FILE_BYTES) return last;
  }
  if (!last) throw new Error("nothing encoded");
  return last;
}

export interface GenerateMediaResult {
  created: string[];
  existing: number;
  skipped: string[];
  captions: boolean;
}

const SUPPORTED = new Set([".webp", ".jpg", ".jpeg", ".png", ".gif", ".svg"]);

export async function generateMedia(seedDir = SEED_DIR): Promise<GenerateMediaResult> {
  const mediaRoot = path.join(seedDir, "media");
  const captions = await canRenderText();
  const result: GenerateMediaResult = { created: [], existing: 0, skipped: [], captions };
  for (const ref of collectMediaRefs(seedDir)) {
    const relative = ref.path.slice("/media/".length).split(/[?#]/)[0];
    const target = path.resolve(mediaRoot, relative);
    const extension = path.extname(relative).toLowerCase();
    if (!target.startsWith(mediaRoot + path.sep) || !SUPPORTED.has(extension)) {
      result.skipped.push(ref.path);
      continue;
    }
    if (fs.existsSync(target)) {
      result.existing += 1;
      continue;
    }
    const svg = illustrationSvg(ref.path, sizeFor(ref), captions);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, extension === ".svg" ? svg : await encode(svg, extension));
    result.created.push(ref.path);
  }
  return result;
}

function folderBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderBytes(full) : fs.statSync(full).size);
  }, 0);
}

if (require.main === module) {
  const flag = process.argv.indexOf("--seed-dir");
  const seedDir = flag > 0 && process.argv[flag + 1] ? path.resolve(process.argv[flag + 1]) : SEED_DIR;
  generateMedia(seedDir)
    .then((result) => {
      if (!result.captions) console.warn("No font draws glyphs here: images are rendered without captions.");
      for (const skipped of result.skipped) console.warn(`skipped (unsupported or outside media/): ${skipped}`);
      const total = folderBytes(path.join(seedDir, "media"));
      console.log(
        `${result.created.length} image(s) created, ${result.existing} already present; media folder: ${(total / 1024 / 1024).toFixed(2)} MB`,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
