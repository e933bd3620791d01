/**
 * Hostile photo uploads (POST /api/estimate_photos, multipart) against the
 * sample API, over real HTTP where the cost or the connection matters:
 *
 * - bodies built to make the multipart parser work (empty parts by the
 *   million, sent chunked with no length, a preamble that never ends, a
 *   part with thousands of header lines): answered 413 or 422 at once, the
 *   rest never parsed, and the connection closed instead of read to its
 *   end. What one costs is the CPU time of the event loop's thread
 *   (scripts/lib/thread-cpu.ts) while an attacker in another thread sends it
 *   (scripts/lib/stream-attack.ts): the server's work alone;
 * - the disk: pending photos are capped per client (429 with Retry-After)
 *   and overall (507), before the body is read;
 * - files whose header claims absurd dimensions, bodies that are not
 *   multipart at all or end without their closing boundary: a 4xx whose
 *   message the site translates, never a 500;
 * - metadata: what is stored and served back carries no EXIF (GPS position,
 *   camera) whatever sent it, with the orientation applied to the pixels.
 */
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { PHOTO_BODY_MAX_BYTES } from "../../server/routes/photos";
import { emptyPartsChunk, serverCpuOf, type StreamAttack, type StreamAttackResult } from "../../scripts/lib/stream-attack";
import { CPU_CLOCK } from "../../scripts/lib/thread-cpu";
import frErrors from "../../locales/fr/error.json";
import enErrors from "../../locales/en/error.json";
import { cameraPhoto, gpsExifSegment, multipartBody, pngOf, withGpsExif } from "../support/images";
import { appOn, ESTIMATE_REQUEST, postJson, startTestApp, TOKEN, type TestApp } from "./helpers";

jest.setTimeout(180_000);

/**
 * The most CPU time of the event loop's thread one of these bodies may cost,
 * whatever its size. Parsed in full, 40 MB of empty parts cost 40 s; refused
 * as they are, these bodies take 10–40 ms on a quiet machine and up to about
 * 55 ms on a loaded 2-core one (a photo followed by 20 MB, in CI): the bound
 * leaves room for the load and still fails a body that gets parsed.
 */
const MAX_ATTACK_CPU_MS = 100;
const MB = 1024 * 1024;

/** The largest buffer the kernel gives a TCP socket, from /proc/sys/net/ipv4/tcp_{w,r}mem (its third figure), else 16 MB. */
function largestSocketBuffer(which: "wmem" | "rmem"): number {
  try {
    return Number(fs.readFileSync(`/proc/sys/net/ipv4/tcp_${which}`, "utf8").trim().split(/\s+/)[2]) || 16 * MB;
  } catch {
    return 16 * MB;
  }
}

/**
 * The most body bytes an attacker's socket can have taken when the server stops reading past one photo's
 * worth and closes: that, plus what the kernel holds on a local connection (the attacker's send buffer and
 * the server's receive buffer, at their largest; on a loaded machine they fill before the close arrives).
 * A body longer than this by several megabytes shows whether the server read it to its end.
 */
const MOST_TAKEN_BEFORE_CLOSE = PHOTO_BODY_MAX_BYTES + largestSocketBuffer("wmem") + largestSocketBuffer("rmem");
/** Whole 64 KB chunks past that bound. */
const BEYOND_BUFFERS = Math.ceil((MOST_TAKEN_BEFORE_CLOSE + 8 * MB) / (64 * 1024)) * 64 * 1024;
const xsrf = { "X-XSRF-TOKEN": TOKEN, Cookie: `XSRF-TOKEN=${TOKEN}` };

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

const photosDir = () => path.join(t.dataDir, "photos");
/** Every file under the photo folder, unfinished uploads included. */
function filesOnDisk(dir = photosDir()): string[] {
  const incoming = path.join(dir, ".incoming");
  return [
    ...fs.readdirSync(dir).filter((f) => f !== ".incoming"),
    ...(fs.existsSync(incoming) ? fs.readdirSync(incoming).map((f) => `.incoming/${f}`) : []),
  ].sort();
}

/** A message key, and whether the site has it in French and in English (error:field.*). */
const translated = (key: string) => [key, key in frErrors.field, key in enErrors.field];

/** The JSON body of an answer the attacker received. */
function bodyOf(response: string): Record<string, unknown> {
  const start = response.indexOf("\r\n\r\n");
  try {
    return JSON.parse(response.slice(start + 4)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The attack's cost, sent again while over the bound (up to three times
 * more): its cheapest try. A garbage collection or a first compilation lands
 * in one request by chance; a body slow to handle is slow every time.
 */
async function leastCpu(sent: StreamAttack): Promise<StreamAttackResult & { cpuMs: number }> {
  let result = await serverCpuOf(sent);
  for (let retry = 0; retry < 3 && result.cpuMs >= MAX_ATTACK_CPU_MS; retry++) {
    const again = await serverCpuOf(sent);
    if (again.cpuMs < result.cpuMs) result = again;
  }
  return result;
}

const attack = (over: Partial<StreamAttack> & Pick<StreamAttack, "chunk" | "totalBytes" | "chunked">): StreamAttack => ({
  port,
  path: "/api/estimate_photos",
  headers: { "Content-Type": "multipart/form-data; boundary=B", ...xsrf },
  ...over,
});

describe("multipart bodies built to burn the CPU", () => {
  beforeAll(async () => {
    // A running server is warm: the first request through a code path also compiles it. One upload and one refusal.
    const { body, contentType } = multipartBody("file", "eclat.png", "image/png", pngOf(8, 8));
    await serverCpuOf(attack({ chunk: body, totalBytes: body.length, chunked: true, headers: { "Content-Type": contentType, ...xsrf } }), 0);
    await serverCpuOf(attack({ chunk: emptyPartsChunk("B"), totalBytes: 4 * 64 * 1024, chunked: true }), 0);
  });

  it.each([
    ["40 MB (or more than the sockets can buffer) sent chunked, with no length", Math.max(40 * MB, BEYOND_BUFFERS), true],
    ["5 MB with its length declared", 5 * MB, false],
  ])("a body of empty parts (--B\\r\\n over and over), %s: answered at once, the rest never parsed, under 100 ms of CPU", async (_what, size, chunked) => {
    const before = filesOnDisk();
    const chunk = emptyPartsChunk("B");
    const totalBytes = Math.floor(size / chunk.length) * chunk.length;
    const result = await leastCpu(attack({ chunk, totalBytes, chunked }));
    console.log(
      `${(totalBytes / MB).toFixed(0)} MB of empty parts${chunked ? ", chunked" : ""}: ${result.cpuMs.toFixed(1)} ms of CPU ` +
        `(${CPU_CLOCK === "thread" ? "the event loop's thread" : "the process"}), answered ${result.status}, ` +
        `${(result.sentBytes / MB).toFixed(1)} MB taken before the connection ${result.ended === "closed" ? "was closed" : "ended"}, ${result.ms} ms`,
    );
    expect(result.status).toBe(422);
    expect(bodyOf(result.response)).toMatchObject({ violations: [{ propertyPath: "file", message: "one_photo_per_request" }] });
    // Past one photo's worth, the server stops reading: it closes the connection long before the attacker is done.
    // Within it, the rest is read without being parsed, so that a client still sending gets the answer.
    if (totalBytes > PHOTO_BODY_MAX_BYTES) {
      expect(result.ended).toBe("closed");
      expect(result.sentBytes).toBeLessThan(MOST_TAKEN_BEFORE_CLOSE);
    }
    expect(result.cpuMs).toBeLessThan(MAX_ATTACK_CPU_MS);
    expect(filesOnDisk()).toEqual(before);
  });

  it("counts the bytes of a chunked body: a preamble with no boundary, longer than a photo and the sockets' buffers, is refused with 413 once past a photo's size, and not read further", async () => {
    const chunk = Buffer.alloc(64 * 1024, "x");
    const result = await leastCpu(attack({ chunk, totalBytes: BEYOND_BUFFERS, chunked: true }));
    expect(result.status).toBe(413);
    expect(bodyOf(result.response)).toMatchObject({ message: "photo_too_large", violations: [{ propertyPath: "file", message: "photo_too_large" }] });
    expect(result.ended).toBe("closed");
    expect(result.sentBytes).toBeLessThan(MOST_TAKEN_BEFORE_CLOSE);
    expect(result.cpuMs).toBeLessThan(MAX_ATTACK_CPU_MS);
  });

  it("counts what follows the photo too: a valid photo then 20 MB after the closing boundary is refused with 413", async () => {
    const { body, contentType } = multipartBody("file", "eclat.png", "image/png", pngOf(30, 30));
    const result = await leastCpu(
      attack({ prefix: body, chunk: Buffer.alloc(64 * 1024, "\r\n"), totalBytes: 20 * MB, chunked: true, headers: { "Content-Type": contentType, ...xsrf } }),
    );
    expect([result.status, result.ended]).toEqual([413, "closed"]);
    expect(result.cpuMs).toBeLessThan(MAX_ATTACK_CPU_MS);
  });

  it("answers a part with 20,000 header lines, a text field, a second file and a part with no name: 422, cheaply, nothing stored", async () => {
    const before = filesOnDisk();
    const boundary = "----uniglass-hostile";
    const png = pngOf(20, 20);
    const disposition = 'Content-Disposition: form-data; name="file"; filename="eclat.png"\r\n';
    const bodies: [string, Buffer][] = [
      [
        "header lines before the disposition",
        Buffer.concat([
          Buffer.from(`--${boundary}\r\n${"X-Filler: a\r\n".repeat(20_000)}${disposition}Content-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      ],
      [
        "a text field first",
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nbonjour\r\n--${boundary}\r\n${disposition}\r\nxx\r\n--${boundary}--\r\n`,
        ),
      ],
      [
        "two files",
        Buffer.concat([
          Buffer.from(`--${boundary}\r\n${disposition}Content-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}\r\n${disposition}Content-Type: image/png\r\n\r\n`),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      ],
      ["a part with no name", Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)])],
    ];
    for (const [what, body] of bodies) {
      const result = await leastCpu(
        attack({ chunk: body, totalBytes: body.length, chunked: false, headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, ...xsrf } }),
      );
      expect([what, result.status]).toEqual([what, 422]);
      expect([what, result.cpuMs < MAX_ATTACK_CPU_MS]).toEqual([what, true]);
    }
    expect(filesOnDisk()).toEqual(before);
  });

  it("still takes an ordinary photo sent chunked, and a photo whose part has a few extra headers", async () => {
    const png = pngOf(64, 48);
    const { body, contentType } = multipartBody("file", "eclat.png", "image/png", png);
    const result = await serverCpuOf(attack({ chunk: body, totalBytes: body.length, chunked: true, headers: { "Content-Type": contentType, ...xsrf } }), 50);
    expect(result.status).toBe(201);
    expect(bodyOf(result.response)).toMatchObject({ type: "image/png", width: 64, height: 48 });
    const boundary = "----uniglass-extra";
    const extra = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="eclat.png"\r\nContent-Type: image/png\r\nContent-Transfer-Encoding: binary\r\nX-Note: a\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/estimate_photos",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "x-xsrf-token": TOKEN },
      cookies: { "XSRF-TOKEN": TOKEN },
      payload: extra,
    });
    expect(res.statusCode).toBe(201);
  });
});

/** An upload from `ip` (injected, as a client at that address). */
function uploadFrom(app: TestApp["app"], ip: string, content: Buffer, filename = "eclat.png", type = "image/png") {
  const { body, contentType } = multipartBody("file", filename, type, content);
  return app.inject({
    method: "POST",
    url: "/api/estimate_photos",
    headers: { "content-type": contentType, "x-xsrf-token": TOKEN },
    cookies: { "XSRF-TOKEN": TOKEN },
    payload: body,
    remoteAddress: ip,
  });
}

describe("pending photos and the disk", () => {
  it("caps the pending photos of one client, by count and by bytes: 429 with Retry-After, nothing written; another client still uploads; a photo sent with its request no longer counts", async () => {
    const app = await appOn(t.db, { limits: { pendingPhotosPerClient: 2, pendingPhotoBytesPerClient: 40_000, pendingPhotoBytesTotal: 10 * MB } });
    try {
      const a = "203.0.113.31";
      const first = await uploadFrom(app, a, pngOf(40, 40));
      const second = await uploadFrom(app, a, pngOf(41, 41));
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const third = await uploadFrom(app, a, pngOf(42, 42));
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ message: "too_many_pending_photos", violations: [{ propertyPath: "file", message: "photo_rate_limited" }] });
      expect(translated("photo_rate_limited")).toEqual(["photo_rate_limited", true, true]);
      const retryAfter = Number(third.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      // Another client is not held back.
      expect((await uploadFrom(app, "198.51.100.31", pngOf(43, 43))).statusCode).toBe(201);

      // Bytes: two photos of noise, about 30 KB each as stored, go over 40 KB.
      const b = "203.0.113.32";
      const noisy = await sharp({ create: { width: 100, height: 100, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
        .png()
        .toBuffer();
      const kept = await uploadFrom(app, b, noisy);
      expect(kept.statusCode).toBe(201);
      expect(kept.json<{ size: number }>().size).toBeGreaterThan(20_000);
      const over = await uploadFrom(app, b, noisy);
      expect([over.statusCode, over.json().message]).toEqual([429, "too_many_pending_photos"]);

      // Sending the estimate request frees the client's room.
      const id = first.json<{ id: string }>().id;
      const sent = await app.inject({ ...postJson("/api/request_estimates", { ...ESTIMATE_REQUEST, photos: [id] }), remoteAddress: a });
      expect(sent.statusCode).toBe(201);
      expect((await uploadFrom(app, a, pngOf(44, 44))).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it("caps the pending photos of everyone together: 507 photo_storage_full, before the body is read, nothing written", async () => {
    const app = await appOn(t.db, { limits: { pendingPhotosPerClient: 100, pendingPhotoBytesPerClient: 100 * MB, pendingPhotoBytesTotal: 1 } });
    try {
      const res = await uploadFrom(app, "192.0.2.50", pngOf(30, 30));
      expect(res.statusCode).toBe(507);
      expect(res.json()).toMatchObject({ message: "photo_storage_full", violations: [{ propertyPath: "file", message: "photo_storage_full" }] });
      expect(translated("photo_storage_full")).toEqual(["photo_storage_full", true, true]);
    } finally {
      await app.close();
    }
  });

  it("an app on another's database keeps its photos in a folder of its own, removed when the app closes", async () => {
    // The app's folder is made in the OS temp dir: a private one here, to find it.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-own-photos-"));
    const tmpdir = jest.spyOn(os, "tmpdir").mockReturnValue(tmp);
    let app: Awaited<ReturnType<typeof appOn>>;
    try {
      app = await appOn(t.db);
    } finally {
      tmpdir.mockRestore();
    }
    try {
      const folders = fs.readdirSync(tmp);
      expect(folders).toEqual([expect.stringMatching(/^uniglass-photos-/)]);
      expect((await uploadFrom(app, "192.0.2.51", pngOf(31, 31))).statusCode).toBe(201);
      expect(fs.readdirSync(path.join(tmp, folders[0])).some((file) => file !== ".incoming")).toBe(true);
      await app.close();
      expect(fs.readdirSync(tmp)).toEqual([]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});

/** A PNG whose header claims this size (its pixels do not follow: only the header is read). */
function pngClaiming(width: number, height: number): Buffer {
  const png = pngOf(2, 2);
  png.writeUInt32BE(width >>> 0, 16);
  png.writeUInt32BE(height >>> 0, 20);
  return png;
}

describe("malformed photos and bodies", () => {
  const upload = (payload: Buffer, contentType: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/estimate_photos",
      headers: { "content-type": contentType, "x-xsrf-token": TOKEN },
      cookies: { "XSRF-TOKEN": TOKEN },
      payload,
    });

  it.each([
    ["a width of 2^31", pngClaiming(2 ** 31, 10)],
    ["a width of 2^32 - 1", pngClaiming(2 ** 32 - 1, 2 ** 32 - 1)],
    ["30,000 × 30,000", pngClaiming(30_000, 30_000)],
  ])("refuses a PNG whose header claims %s: 422 naming the file, never a 500", async (_what, png) => {
    const { body, contentType } = multipartBody("file", "eclat.png", "image/png", png);
    const res = await upload(body, contentType);
    expect(res.statusCode).toBe(422);
    const message = res.json<{ violations: { propertyPath: string; message: string }[] }>().violations[0];
    expect(message.propertyPath).toBe("file");
    expect(translated(message.message)).toEqual([message.message, true, true]);
  });

  it.each([
    ["only a line break", Buffer.from("\r\n")],
    ["nothing", Buffer.alloc(0)],
    [
      "a part with no closing boundary",
      Buffer.concat([Buffer.from('--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'), pngOf(4, 4)]),
    ],
    ["a closing boundary only", Buffer.from("--B--\r\n")],
    ["garbage", Buffer.from("\u0000\u00ff".repeat(500), "latin1")],
  ])("answers a multipart body of %s with a 4xx whose message the site translates", async (_what, payload) => {
    const res = await upload(payload, "multipart/form-data; boundary=B");
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const violations = res.json<{ violations?: { propertyPath: string; message: string }[] }>().violations ?? [];
    expect(violations.map((v) => v.propertyPath)).toEqual(["file"]);
    expect(translated(violations[0].message)).toEqual([violations[0].message, true, true]);
  });

  it("answers a multipart type without a boundary with 4xx too", async () => {
    const res = await upload(Buffer.from("x"), "multipart/form-data");
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("photo metadata", () => {
  const upload = async (content: Buffer, filename: string) => {
    const { body, contentType } = multipartBody("file", filename, "application/octet-stream", content);
    return t.app.inject({
      method: "POST",
      url: "/api/estimate_photos",
      headers: { "content-type": contentType, "x-xsrf-token": TOKEN },
      cookies: { "XSRF-TOKEN": TOKEN },
      payload: body,
    });
  };
  /** The photo as stored and as served back, after checking the answer's type and size. */
  async function keptCopies(sent: Buffer, type: string, width: number, height: number): Promise<Buffer[]> {
    const res = await upload(sent, "IMG_0001.bin");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type, width, height });
    const { id, size } = res.json<{ id: string; size: number }>();
    const served = (await t.app.inject({ url: `/api/estimate_photos/${id}` })).rawPayload;
    const file = fs.readFileSync(
      path.join(
        photosDir(),
        fs.readdirSync(photosDir()).find((f) => f.startsWith(id))!,
      ),
    );
    expect(size).toBe(file.length);
    expect(served.equals(file)).toBe(true);
    return [file];
  }
  const noMetadata = async (bytes: Buffer) => {
    const meta = await sharp(bytes).metadata();
    expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(bytes.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    expect(bytes.includes(Buffer.from("eXIf", "latin1"))).toBe(false);
  };

  it.each([
    ["a JPEG", "jpeg", "image/jpeg"],
    ["a PNG", "png", "image/png"],
    ["a WebP", "webp", "image/webp"],
  ] as const)(
    "strips the EXIF (GPS position, orientation) of %s sent by anything but the site's form, and turns the pixels upright",
    async (_what, format, type) => {
      const sent = await cameraPhoto(format, 40, 20);
      const exif = (await sharp(sent).metadata()).exif!;
      expect(exif.includes(Buffer.from("N\0", "latin1"))).toBe(true);
      // Orientation 6 (turned a quarter): the stored photo is upright, 20 × 40.
      for (const bytes of await keptCopies(sent, type, 20, 40)) {
        await noMetadata(bytes);
        expect(bytes.includes(exif)).toBe(false);
      }
    },
  );

  it("strips a GPS segment spliced into a JPEG, as the site's own tests do to a camera photo", async () => {
    const sent = withGpsExif(
      await sharp({ create: { width: 30, height: 30, channels: 3, background: "#336699" } })
        .jpeg()
        .toBuffer(),
    );
    expect(sent.includes(gpsExifSegment())).toBe(true);
    for (const bytes of await keptCopies(sent, "image/jpeg", 30, 30)) {
      await noMetadata(bytes);
      expect(bytes.includes(gpsExifSegment().subarray(10))).toBe(false);
    }
  });

  it("keeps an ordinary photo whole: same type, size in pixels, and about the same colours", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const [kept] = await keptCopies(jpeg, "image/jpeg", 64, 48);
    const { dominant } = await sharp(kept).stats();
    expect(Math.abs(dominant.b - 200)).toBeLessThan(24);
  });
});
