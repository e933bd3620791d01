/**
 * Real image files for tests, built byte by byte: a PNG of any size (zlib
 * from node), and EXIF with a GPS position to splice into a JPEG (what a
 * phone's camera writes, and what the estimate form must not upload).
 */
import zlib from "node:zlib";
import sharp from "sharp";

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey RGB PNG of width × height pixels. */
export function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const row = Buffer.alloc(1 + width * 3, 0x80);
  row[0] = 0; // no filter
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An APP1 EXIF segment holding only a GPS position (46.81° N, 71.21° W: Québec City), little-endian TIFF. */
export function gpsExifSegment(): Buffer {
  const entries = (list: [number, number, number, Buffer | number][], dataStart: number) => {
    // Each entry: tag, type, count, value or offset to a value stored after the IFD.
    const ifd = Buffer.alloc(2 + list.length * 12 + 4);
    ifd.writeUInt16LE(list.length, 0);
    const extra: Buffer[] = [];
    let offset = dataStart + ifd.length;
    list.forEach(([tag, type, count, value], i) => {
      const at = 2 + i * 12;
      ifd.writeUInt16LE(tag, at);
      ifd.writeUInt16LE(type, at + 2);
      ifd.writeUInt32LE(count, at + 4);
      if (typeof value === "number") ifd.writeUInt32LE(value, at + 8);
      else if (value.length <= 4) value.copy(ifd, at + 8);
      else {
        ifd.writeUInt32LE(offset, at + 8);
        extra.push(value);
        offset += value.length;
      }
    });
    return Buffer.concat([ifd, ...extra]);
  };
  const rationals = (...pairs: [number, number][]) => {
    const b = Buffer.alloc(pairs.length * 8);
    pairs.forEach(([n, d], i) => {
      b.writeUInt32LE(n, i * 8);
      b.writeUInt32LE(d, i * 8 + 4);
    });
    return b;
  };
  const ifd0Size = 2 + 12 + 4;
  const gpsStart = 8 + ifd0Size;
  const ifd0 = entries([[0x8825, 4, 1, gpsStart]], 8); // GPSInfo pointer
  const gps = entries(
    [
      [1, 2, 2, Buffer.from("N\0")],
      [2, 5, 3, rationals([46, 1], [48, 1], [3600, 100])],
      [3, 2, 2, Buffer.from("W\0")],
      [4, 5, 3, rationals([71, 1], [12, 1], [3600, 100])],
    ],
    gpsStart,
  );
  const tiff = Buffer.concat([Buffer.from("II*\0", "binary"), Buffer.from([8, 0, 0, 0]), ifd0, gps]);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "binary"), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** The JPEG with the GPS EXIF segment right after its start-of-image marker. */
export function withGpsExif(jpeg: Buffer): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), gpsExifSegment(), jpeg.subarray(2)]);
}

/**
 * A camera's photo as a phone writes it, made by sharp: a plain picture of
 * `width` × `height`, turned a quarter (EXIF orientation 6), with a GPS
 * position (46.81° N, 71.21° W: Québec City).
 */
export function cameraPhoto(format: "jpeg" | "png" | "webp", width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 190, g: 40, b: 30 } } })
    .toFormat(format)
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "46/1 48/1 3600/100", GPSLongitudeRef: "W", GPSLongitude: "71/1 12/1 3600/100" } })
    .toBuffer();
}

/** A multipart/form-data body with one file part. */
export function multipartBody(field: string, filename: string, type: string, content: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----uniglass${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
