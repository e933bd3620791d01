/**
 * Draws the sample images the seed files name. Scans every
 * server/seed/*.json file for strings starting with "/media/" (HTML fields
 * included) and renders each one as a flat illustration (scripts/media/):
 * a scene per picture, laid out for its slot (hero wide and narrow crops,
 * cards, coupons, blog headers, landing banners, partner marks), in the
 * brand's colours, with no text in the pixels. SVG drawn by hand, rendered by
 * sharp: the same seed gives the same files, byte for byte.
 *
 * By default every referenced image is rendered again and files of the media
 * folder that no seed names are removed: the folder is exactly what the seed
 * needs. `--missing` only adds what is missing (for generated seed folders).
 *
 * Run: npx tsx scripts/generate-media.ts [--seed-dir server/seed] [--missing]
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readJson } from "./seed/json-file";
import { SEED_DIR } from "./seed/sources";
import { sceneFor, sceneKey, slotFor } from "./media/catalog";
import { renderScene, type Slot } from "./media/compose";
import { logoSvg } from "./media/logos";
import { wpImageSizes } from "../server/lib/wordpress";

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
/** Per slot: the hero's crops are the home page's largest paint (its first image loads with the page), kept small. */
export const MAX_BYTES_BY_SLOT: Record<Slot | "logo", number> = {
  hero: 14 * 1024,
  narrow: 10 * 1024,
  card: 30 * 1024,
  coupon: 30 * 1024,
  blog: 40 * 1024,
  banner: 36 * 1024,
  logo: 8 * 1024,
};

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
    // HTML fields (hero slides, descriptions) name their images in src and srcset attributes.
    for (const match of value.matchAll(/\s(?:src|srcset)="(\/media\/[^"\s,]+)/g)) found.push({ path: match[1] });
  }
  return found;
}

/** A blog upload and the smaller sizes WordPress makes of it (the sample blog lists them in media_details.sizes). */
function withWordPressSizes(ref: MediaRef): MediaRef[] {
  if (!ref.path.startsWith("/media/blog/") || ref.width === undefined || ref.height === undefined) return [ref];
  return Object.values(wpImageSizes(ref.path, ref.width, ref.height)).map((size) => ({ path: size.source_url, width: size.width, height: size.height }));
}

/** The references of every *.json file of a seed folder, one per path (the first with a size wins). */
export function collectMediaRefs(seedDir: string): MediaRef[] {
  const byPath = new Map<string, MediaRef>();
  const files = fs
    .readdirSync(seedDir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  for (const file of files) {
    for (const ref of collectFromJson(readJson(path.join(seedDir, file))).flatMap(withWordPressSizes)) {
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
  if (folder === "slides") return base.endsWith("-narrow") ? { width: 800, height: 600 } : { width: 1600, height: 600 };
  if (folder === "landing") return { width: 1200, height: 500 };
  if (folder === "blog") {
    const wordPressSize = /-(\d+)x(\d+)$/.exec(base);
    return wordPressSize ? { width: Number(wordPressSize[1]), height: Number(wordPressSize[2]) } : { width: 1200, height: 630 };
  }
  if (folder === "services" || folder === "categories" || folder === "service-categories") return { width: 800, height: 500 };
  if (folder === "partners") return { width: 240, height: 120 };
  if (ref.width !== undefined && ref.height !== undefined) return { width: ref.width, height: ref.height };
  return DEFAULT_SIZE;
}

/** The SVG of one referenced image. */
export function illustrationSvg(mediaPath: string, size: Size): string {
  if (mediaPath.startsWith("/media/partners/")) return logoSvg(path.basename(sceneKey(mediaPath)), size.width, size.height);
  return renderScene(sceneFor(mediaPath), slotFor(mediaPath), size.width, size.height, sceneKey(mediaPath));
}

/** Encodes to the extension's format, lowering the quality until the file is under `maxBytes`. */
export async function encode(svg: string, extension: string, maxBytes = MAX_FILE_BYTES): Promise<Buffer> {
  const input = Buffer.from(svg);
  let last: Buffer | undefined;
  for (const quality of [82, 72, 62, 50, 40, 32]) {
    const image = sharp(input).flatten({ background: "#ffffff" });
    switch (extension) {
      case ".webp":
        last = await image.webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
        break;
      case ".avif":
        last = await image.avif({ quality: Math.round(quality * 0.75), effort: 6 }).toBuffer();
        break;
      case ".jpg":
      case ".jpeg":
        last = await image.jpeg({ quality, mozjpeg: true }).toBuffer();
        break;
      case ".png":
        last = await image.png({ palette: true, quality, colours: 48, compressionLevel: 9, effort: 10 }).toBuffer();
        break;
      case ".gif":
        last = await image.gif({ colours: 48 }).toBuffer();
        break;
      default:
        throw new Error(`Unsupported image extension "${extension}"`);
    }
    if (last.length <= maxBytes) return last;
  }
  if (!last) throw new Error("nothing encoded");
  return last;
}

export function maxBytesFor(mediaPath: string): number {
  return mediaPath.startsWith("/media/partners/") ? MAX_BYTES_BY_SLOT.logo : MAX_BYTES_BY_SLOT[slotFor(mediaPath)];
}

export interface GenerateMediaResult {
  /** Rendered and written (new, or different from the file that was there). */
  written: string[];
  /** Rendered and identical to the file already there. */
  unchanged: number;
  /** Left as they were (only with `missing`). */
  existing: number;
  skipped: string[];
  /** Files of the media folder no seed names, removed. */
  removed: string[];
}

const SUPPORTED = new Set([".webp", ".avif", ".jpg", ".jpeg", ".png", ".gif", ".svg"]);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export async function generateMedia(seedDir = SEED_DIR, options: { missing?: boolean } = {}): Promise<GenerateMediaResult> {
  const mediaRoot = path.join(seedDir, "media");
  const result: GenerateMediaResult = { written: [], unchanged: 0, existing: 0, skipped: [], removed: [] };
  const wanted = new Set<string>();
  for (const ref of collectMediaRefs(seedDir)) {
    const relative = ref.path.slice("/media/".length).split(/[?#]/)[0];
    const target = path.resolve(mediaRoot, relative);
    const extension = path.extname(relative).toLowerCase();
    if (!target.startsWith(mediaRoot + path.sep) || !SUPPORTED.has(extension)) {
      result.skipped.push(ref.path);
      continue;
    }
    wanted.add(target);
    if (options.missing && fs.existsSync(target)) {
      result.existing += 1;
      continue;
    }
    const svg = illustrationSvg(ref.path, sizeFor(ref));
    const bytes = extension === ".svg" ? Buffer.from(svg) : await encode(svg, extension, maxBytesFor(ref.path));
    if (fs.existsSync(target) && fs.readFileSync(target).equals(bytes)) {
      result.unchanged += 1;
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
    result.written.push(ref.path);
  }
  if (!options.missing) {
    for (const file of filesUnder(mediaRoot)) {
      if (wanted.has(file) || !SUPPORTED.has(path.extname(file).toLowerCase())) continue;
      fs.rmSync(file);
      result.removed.push(`/media/${path.relative(mediaRoot, file).split(path.sep).join("/")}`);
    }
  }
  return result;
}

function folderBytes(dir: string): number {
  return filesUnder(dir).reduce((sum, file) => sum + fs.statSync(file).size, 0);
}

if (require.main === module) {
  const flag = process.argv.indexOf("--seed-dir");
  const seedDir = flag > 0 && process.argv[flag + 1] ? path.resolve(process.argv[flag + 1]) : SEED_DIR;
  generateMedia(seedDir, { missing: process.argv.includes("--missing") })
    .then((result) => {
      for (const skipped of result.skipped) console.warn(`skipped (unsupported or outside media/): ${skipped}`);
      for (const removed of result.removed) console.log(`removed (no seed names it): ${removed}`);
      const total = folderBytes(path.join(seedDir, "media"));
      console.log(
        `${result.written.length} image(s) written, ${result.unchanged} unchanged, ${result.existing} left as they were; media folder: ${(total / 1024 / 1024).toFixed(2)} MB`,
      );
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
