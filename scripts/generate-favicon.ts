/**
 * Draws static/favicon.ico from scripts/favicon.svg (the drawing, kept out
 * of static/ so that it is not deployed): one icon file holding
 * the drawing at 16, 32 and 48 px (PNG entries), the only icon the pages
 * name. A raster icon because Chromium draws an SVG icon as an image
 * document on the page's own main thread, on every first visit.
 *
 * Run after changing the drawing: npx tsx scripts/generate-favicon.ts
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

export const FAVICON_SIZES = [16, 32, 48] as const;
const STATIC_DIR = path.join(__dirname, "..", "static");
export const FAVICON_DRAWING = path.join(__dirname, "favicon.svg");

/** An ICO file from PNG images of the given square sizes (each entry: width, height, planes, bits, length, offset). */
export function icoFile(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0); // 256 px is written as 0
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The favicon.ico bytes for an SVG drawing, rendered sharp at each size. */
export async function renderFavicon(svg: Buffer): Promise<Buffer> {
  const { width = 64 } = await sharp(svg).metadata();
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      // Rasterized at 8× the target before the downscale: smooth edges at 16 px.
      png: await sharp(svg, { density: (72 * 8 * size) / width })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  return icoFile(images);
}

if (require.main === module) {
  renderFavicon(fs.readFileSync(FAVICON_DRAWING))
    .then((ico) => fs.writeFileSync(path.join(STATIC_DIR, "favicon.ico"), ico))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
