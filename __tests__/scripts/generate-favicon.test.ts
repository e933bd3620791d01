/**
 * The favicon generator: an ICO file whose directory names each PNG entry's
 * size, length and place, and the committed static/favicon.ico is what the
 * drawing (scripts/favicon.svg) renders to, byte for byte.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { FAVICON_DRAWING, FAVICON_SIZES, icoFile, renderFavicon } from "../../scripts/generate-favicon";

const STATIC_DIR = path.join(__dirname, "..", "..", "static");

describe("icoFile", () => {
  it("writes the header, one directory entry per image and the images after them", () => {
    const images = [
      { size: 16, png: Buffer.from("aaaa") },
      { size: 256, png: Buffer.from("bbbbbb") },
    ];
    const ico = icoFile(images);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect([ico[6], ico[7], ico.readUInt32LE(6 + 8), ico.readUInt32LE(6 + 12)]).toEqual([16, 16, 4, 38]);
    expect([ico[22], ico.readUInt32LE(22 + 8), ico.readUInt32LE(22 + 12)]).toEqual([0, 6, 42]);
    expect(ico.subarray(38).toString()).toBe("aaaabbbbbb");
  });
});

describe("renderFavicon", () => {
  it("renders the committed drawing into the committed favicon.ico, a PNG of each size", async () => {
    const ico = await renderFavicon(fs.readFileSync(FAVICON_DRAWING));
    expect(ico.equals(fs.readFileSync(path.join(STATIC_DIR, "favicon.ico")))).toBe(true);
    for (const [i, size] of FAVICON_SIZES.entries()) {
      const length = ico.readUInt32LE(6 + 16 * i + 8);
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      const { width, height, format } = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect({ width, height, format }).toEqual({ width: size, height: size, format: "png" });
    }
  });
});
