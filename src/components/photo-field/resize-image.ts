/**
 * A picked photo made ready to send, in the browser: decoded (turned upright
 * from its EXIF orientation), drawn on a canvas no larger than
 * PHOTO_LIMITS.maxLongSide on its longest side, and encoded again as WebP (or
 * JPEG where the browser cannot encode WebP). Re-encoding keeps only the
 * pixels: the EXIF data, GPS position included, stays behind. A small JPEG
 * thumbnail (a data: URL, kept in memory only) is drawn too.
 */
import { PHOTO_LIMITS } from "../../contract/constants";
import { fitWithin } from "../../lib/photos";

export interface PreparedPhoto {
  blob: Blob;
  type: "image/webp" | "image/jpeg";
  width: number;
  height: number;
  /** data:image/jpeg URL, about 160 px. */
  preview: string;
}

export class UnreadableImageError extends Error {}

const QUALITY = 0.85;
const PREVIEW_SIDE = 160;

function canvasOf(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new UnreadableImageError("no 2d context");
  // A transparent PNG becomes a photo on white, not on black, once it is a JPEG.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

export async function prepareImage(file: Blob): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    throw new UnreadableImageError("the browser cannot decode this file");
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, PHOTO_LIMITS.maxLongSide);
    const canvas = canvasOf(bitmap, size.width, size.height);
    // A browser that cannot write WebP silently writes PNG instead: then JPEG.
    let blob = await encode(canvas, "image/webp");
    let type: PreparedPhoto["type"] = "image/webp";
    if (!blob || blob.type !== "image/webp") {
      blob = await encode(canvas, "image/jpeg");
      type = "image/jpeg";
    }
    if (!blob) throw new UnreadableImageError("the browser could not encode the photo");
    const small = fitWithin(size.width, size.height, PREVIEW_SIDE);
    const preview = canvasOf(canvas, small.width, small.height).toDataURL("image/jpeg", 0.7);
    return { blob, type, width: size.width, height: size.height, preview };
  } finally {
    bitmap.close();
  }
}
