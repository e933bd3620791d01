/**
 * The security report's attacks on the photo upload (POST /estimate_photos,
 * multipart): files that are not images whatever their name, files over
 * 5 MB, more photos than allowed, and uploads cut mid-way. After them, the
 * photo folder must hold no file that the database does not know.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PHOTO_LIMITS } from "../../src/contract/constants";
import { multipartBody, pngOf } from "../../__tests__/support/images";
import type { Json } from "../lib/hostile-requests";
import { cpuClockMs } from "../lib/thread-cpu";
import { TOKEN, fastest, type Answer, type Probe } from "./probe";

export type Multipart = { body: Buffer; contentType: string };

/** A multipart body of one file in the part `file`. */
export const file = (name: string, type: string, content: Buffer): Multipart => multipartBody("file", name, type, content);

/** Two files in one body. */
function twoFiles(): Multipart {
  const boundary = "----uniglass-report-two-files";
  const part = (name: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
      pngOf(20, 20),
      Buffer.from("\r\n"),
    ]);
  return {
    body: Buffer.concat([part("a.png"), part("b.png"), Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Files under the photo folder: stored ones, and unfinished uploads (.incoming). */
function filesIn(dir: string): { stored: string[]; incoming: string[] } {
  const incoming = path.join(dir, ".incoming");
  return {
    stored: fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name !== ".incoming") : [],
    incoming: fs.existsSync(incoming) ? fs.readdirSync(incoming) : [],
  };
}

/**
 * An upload over a plain socket (node:http, whose cost beside the server's
 * is small: the in-process fetch spends about 100 ms of CPU to send 20 MB).
 * With `cutIn` (the photo folder), only half the body is sent and the
 * connection is closed once the server writes the file; the answer is then
 * the time until the unfinished file is gone, with status 0 (no HTTP answer).
 * From `ip` (X-Forwarded-For), a new client by default.
 */
export function upload(probe: Probe, { body, contentType }: Multipart, { cutIn, ip }: { cutIn?: string; ip?: string } = {}): Promise<Answer> {
  const { hostname, port } = new URL(probe.base);
  const cpu = cpuClockMs();
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, text: string) => {
      let parsed: Record<string, unknown>;
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { text };
      }
      resolve({ status, body: parsed, ms: performance.now() - started, cpuMs: cpuClockMs() - cpu });
    };
    const request = http.request({
      host: hostname,
      port,
      method: "POST",
      path: "/api/estimate_photos",
      headers: {
        "content-type": contentType,
        "content-length": body.length,
        "x-xsrf-token": TOKEN,
        cookie: `XSRF-TOKEN=${TOKEN}`,
        "x-forwarded-for": ip ?? probe.nextClient(),
      },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => done(response.statusCode ?? 0, text));
    });
    // A server that answered before reading the whole body may close the connection under the rest of it.
    request.on("error", () => {
      if (!cutIn) done(0, "");
    });
    if (!cutIn) {
      request.end(body);
      return;
    }
    request.write(body.subarray(0, Math.floor(body.length / 2)));
    const writing = setInterval(() => {
      if (filesIn(cutIn).incoming.length === 0) return;
      clearInterval(writing);
      request.destroy();
      const cleaning = setInterval(() => {
        if (filesIn(cutIn).incoming.length > 0) return;
        clearInterval(cleaning);
        done(0, "");
      }, 5);
    }, 5);
  });
}

/** The photo attacks, a row each; `photosDir` is the API's photo folder. */
export async function photoAttacks(probe: Probe, bodies: Record<string, Json>, photosDir: string): Promise<void> {
  const send = (multipart: Multipart) => fastest(() => upload(probe, multipart));
  const rows = (answers: Answer[], endpoint = "/estimate_photos") => answers.map((answer) => ({ path: endpoint, answer }));

  const notImages = [
    file("pare-brise.jpg", "image/jpeg", Buffer.from("Facture 2026-0412\nRemplacement de pare-brise : 489,00 $\n".repeat(20))),
    file("eclat.png", "image/png", Buffer.from("<!doctype html><script>alert(document.cookie)</script>")),
    file("eclat.webp", "image/webp", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')),
    file("coupe.png", "image/png", pngOf(10, 10).subarray(0, 12)),
    file("photo.jpg", "image/jpeg", Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(4096)])),
    file("vide.jpg", "image/jpeg", Buffer.alloc(0)),
  ];
  const refusedTypes: Answer[] = [];
  for (const body of notImages) refusedTypes.push(await send(body));
  await probe.record(
    "Not an image, whatever its name and declared type: a text, HTML with a script, an SVG with scripts, a PNG cut after its signature, an executable, an empty file",
    "POST /estimate_photos: file",
    rows(refusedTypes),
  );

  const png = pngOf(10, 10);
  const large = [PHOTO_LIMITS.maxBytes + 1, 20 * 1024 * 1024].map((size) =>
    file("grande.png", "image/png", Buffer.concat([png, Buffer.alloc(size - png.length)])),
  );
  // Making the bodies is the client's work, not the server's: not part of the row's event-loop delay.
  probe.stall.reset();
  const tooLarge: Answer[] = [];
  for (const body of large) tooLarge.push(await send(body));
  await probe.record("Too large: 5 MB and 1 byte, 20 MB (a PNG followed by zeros)", "POST /estimate_photos: file", rows(tooLarge));

  // Photos to list: uploaded first (not part of the row), then listed too many times over.
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) ids.push(String((await upload(probe, file(`p${i}.png`, "image/png", pngOf(30 + i, 30)))).body.id));
  const estimate = (photos: string[]) => probe.sendBest("POST", "/api/request_estimates", { ...bodies["/request_estimates"], photos });
  const taken = await estimate([ids[3]]);
  await probe.record(
    `Too many: two files in one upload; a request listing 4 photos, one photo twice, a photo another request took${taken.status === 201 ? "" : " (NOT TAKEN)"}, an unknown id`,
    "POST /estimate_photos: file; POST /request_estimates: photos",
    [
      ...rows([await send(twoFiles())]),
      ...rows([await estimate(ids), await estimate([ids[0], ids[0]]), await estimate([ids[3]]), await estimate(["A".repeat(22)])], "/request_estimates"),
    ],
  );

  const before = filesIn(photosDir).stored.length;
  const cut: Answer[] = [];
  const photo = file("eclat.png", "image/png", Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024, 7)]));
  probe.stall.reset();
  for (let i = 0; i < 3; i++) cut.push(await upload(probe, photo, { cutIn: photosDir }));
  const known = new Set((await probe.db.query<{ file: string }>("SELECT file FROM estimate_photos")).rows.map((r) => r.file));
  const after = filesIn(photosDir);
  const stray = after.stored.filter((name) => !known.has(name)).length + after.incoming.length;
  await probe.record(
    `Cut mid-way: the connection dropped halfway through a 3 MB upload (answer: until the unfinished file was gone); files added ${after.stored.length - before}, files no row knows ${stray}`,
    "POST /estimate_photos: file",
    rows(cut),
  );
}
