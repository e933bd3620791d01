import { extensionOf, readImageInfo, sniffImageType } from "../../src/lib/image-type";
import {
  canRetry,
  fitWithin,
  MAX_ORIGINAL_BYTES,
  originalProblem,
  photoProblemMessage,
  restorePhotoRefs,
  splitByRoom,
  uploadProblem,
} from "../../src/lib/photos";
import { gpsExifSegment, pngOf } from "../support/images";
import frErrors from "../../locales/fr/error.json";
import enErrors from "../../locales/en/error.json";

/** A baseline JPEG header: SOI, a JFIF APP0, then a start-of-frame giving 1200 × 900. */
function jpegHeader(extra: Buffer = Buffer.alloc(0)): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x03, 0x84, 0x04, 0xb0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, extra, sof0, Buffer.from([0xff, 0xd9])]);
}

/** A WebP header of each kind. */
function webp(chunk: "VP8 " | "VP8L" | "VP8X", width: number, height: number): Buffer {
  const b = Buffer.alloc(40);
  b.write("RIFF", 0, "ascii");
  b.writeUInt32LE(32, 4);
  b.write("WEBP", 8, "ascii");
  b.write(chunk, 12, "ascii");
  if (chunk === "VP8 ") {
    b.set([0x9d, 0x01, 0x2a], 23);
    b.writeUInt16LE(width, 26);
    b.writeUInt16LE(height, 28);
  } else if (chunk === "VP8L") {
    b[20] = 0x2f;
    const bits = (width - 1) | ((height - 1) << 14);
    b.writeUInt32LE(bits >>> 0, 21);
  } else {
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
  }
  return b;
}

describe("what an image file is, from its bytes", () => {
  it("recognises JPEG, PNG and WebP by their magic bytes, with their size", () => {
    expect(readImageInfo(pngOf(640, 480))).toEqual({ type: "image/png", width: 640, height: 480 });
    expect(readImageInfo(jpegHeader())).toEqual({ type: "image/jpeg", width: 1200, height: 900 });
    // A phone photo's EXIF segment comes before the frame header.
    expect(readImageInfo(jpegHeader(gpsExifSegment()))).toEqual({ type: "image/jpeg", width: 1200, height: 900 });
    expect(readImageInfo(webp("VP8 ", 1600, 1200))).toEqual({ type: "image/webp", width: 1600, height: 1200 });
    expect(readImageInfo(webp("VP8L", 1024, 768))).toEqual({ type: "image/webp", width: 1024, height: 768 });
    expect(readImageInfo(webp("VP8X", 4000, 3000))).toEqual({ type: "image/webp", width: 4000, height: 3000 });
    expect(extensionOf("image/jpeg")).toBe("jpg");
  });

  it("refuses text, a PDF, an SVG, a GIF, a truncated header or a zero size, whatever the file is called", () => {
    const refused = [
      Buffer.from("Facture nº 2041, pare-brise.jpg"),
      Buffer.from("%PDF-1.7\n"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from("GIF89a\x01\x00\x01\x00"),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]),
      pngOf(1, 1).subarray(0, 20),
      webp("VP8X", 1, 1).fill(0, 24, 30).subarray(0, 20),
      Buffer.alloc(0),
    ];
    for (const bytes of refused) expect(readImageInfo(bytes)).toBeNull();
    expect(sniffImageType(Buffer.from("hello"))).toBeNull();
    const zero = pngOf(1, 1);
    zero.writeUInt32BE(0, 16);
    expect(readImageInfo(zero)).toBeNull();
  });
});

describe("damage photos in the form", () => {
  it("resizes to 1,600 px on the longest side, keeping proportions, never enlarging", () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(8000, 10)).toEqual({ width: 1600, height: 2 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it("judges a picked file by its first bytes and its size before decoding it", () => {
    expect(originalProblem(1000, pngOf(1, 1))).toBeNull();
    expect(originalProblem(1000, Buffer.from("pas une photo"))).toBe("not_an_image");
    expect(originalProblem(MAX_ORIGINAL_BYTES + 1, pngOf(1, 1))).toBe("photo_too_large");
    expect(originalProblem(MAX_ORIGINAL_BYTES, pngOf(1, 1))).toBeNull();
  });

  it("takes the files of a pick while there is room for them (three in all)", () => {
    expect(splitByRoom(["a", "b", "c", "d"], 0)).toEqual({ fit: ["a", "b", "c"], over: ["d"] });
    expect(splitByRoom(["a", "b"], 2)).toEqual({ fit: ["a"], over: ["b"] });
    expect(splitByRoom(["a"], 3)).toEqual({ fit: [], over: ["a"] });
  });

  it("restores from a draft only well-formed references (ids and names, never images), three at most, once each", () => {
    const id = (n: number) => `${"abcdefghijklmnopqrstu"}${n}`;
    expect(restorePhotoRefs([{ id: id(1), name: "eclat.jpg" }, { id: id(1), name: "twice" }, { id: "short", name: "x" }, "nope", null, { id: id(2) }])).toEqual(
      [
        { id: id(1), name: "eclat.jpg" },
        { id: id(2), name: "" },
      ],
    );
    expect(restorePhotoRefs([1, 2, 3, 4, 5, 6].map((n) => ({ id: id(n), name: `${n}.jpg` })))).toHaveLength(3);
    expect(restorePhotoRefs("data:image/jpeg;base64,AAAA")).toEqual([]);
  });

  it("says what the API found wrong with an upload, else to try again", () => {
    expect(uploadProblem({ status: 413, fields: {} })).toBe("photo_too_large");
    expect(uploadProblem({ status: 422, fields: { file: "not_an_image" } })).toBe("not_an_image");
    expect(uploadProblem({ status: null, fields: {} })).toBe("photo_upload_failed");
    expect(uploadProblem({ status: 500, fields: {} })).toBe("photo_upload_failed");
    // No room for waiting photos (507) and too many sent by this visitor (429): each says so, in both languages.
    expect(uploadProblem({ status: 507, fields: { file: "photo_storage_full" } })).toBe("photo_storage_full");
    expect(uploadProblem({ status: 429, fields: {} })).toBe("photo_rate_limited");
    expect(uploadProblem({ status: 400, fields: { file: "photo_upload_failed" } })).toBe("photo_upload_failed");
    for (const problem of ["photo_storage_full", "photo_rate_limited", "photo_too_large", "not_an_image"]) {
      expect([problem, problem in frErrors.field, problem in enErrors.field]).toEqual([problem, true, true]);
    }
  });

  it("keeps a photo refused for the moment (429, the connection, the server) to be sent again, not one refused for what it is", () => {
    expect(uploadProblem({ status: 429, fields: {} })).toBe("photo_rate_limited");
    expect(canRetry("photo_rate_limited")).toBe(true);
    expect(canRetry("photo_upload_failed")).toBe(true);
    expect(canRetry("not_an_image")).toBe(false);
    expect(canRetry("photo_too_large")).toBe(false);
    expect(photoProblemMessage("photo_rate_limited", 90)).toEqual({ key: "photo_rate_limited_minutes", count: 2 });
    expect(photoProblemMessage("photo_rate_limited", 5)).toEqual({ key: "photo_rate_limited_minutes", count: 1 });
    expect(photoProblemMessage("photo_rate_limited")).toEqual({ key: "photo_rate_limited" });
    expect(photoProblemMessage("photo_upload_failed", 30)).toEqual({ key: "photo_upload_failed" });
  });
});
