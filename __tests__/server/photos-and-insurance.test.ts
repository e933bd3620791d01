/**
 * Damage photos and insurance details of an estimate request, on the sample
 * API: uploads checked by content and size, stored beside the database,
 * linked to the request that lists them, never left behind by a refused, cut
 * or abandoned upload; the insurers list and the claim's required fields.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { z } from "zod";
import { estimatePhotoSchema, insurerSchema, PHOTO_LIMITS } from "../../src/contract";
import { PHOTO_PENDING_HOURS, sweepPhotos } from "../../server/routes/photos";
import { readImageInfo } from "../../src/lib/image-type";
import { multipartBody, pngOf } from "../support/images";
import { ESTIMATE_REQUEST, postJson, startTestApp, TOKEN, type TestApp } from "./helpers";

// Opening a database (PGlite) takes seconds on a busy 2-core machine.
jest.setTimeout(60_000);

let t: TestApp;
let photosDir: string;
beforeAll(async () => {
  t = await startTestApp();
  photosDir = path.join(t.dataDir, "photos");
});
afterAll(async () => {
  await t?.close();
});

const estimate = ESTIMATE_REQUEST;

function upload(content: Buffer, filename = "eclat.png", type = "image/png", headers: Record<string, string> = { "x-xsrf-token": TOKEN }) {
  const { body, contentType } = multipartBody("file", filename, type, content);
  return t.app.inject({
    method: "POST",
    url: "/api/estimate_photos",
    headers: { "content-type": contentType, ...headers },
    cookies: { "XSRF-TOKEN": TOKEN },
    payload: body,
  });
}

/** Every file under the photo folder, unfinished uploads included. */
function filesOnDisk(): string[] {
  const incoming = path.join(photosDir, ".incoming");
  return [
    ...fs.readdirSync(photosDir).filter((f) => f !== ".incoming"),
    ...(fs.existsSync(incoming) ? fs.readdirSync(incoming).map((f) => `.incoming/${f}`) : []),
  ].sort();
}

/** The port of the app over real HTTP (listening from the first call on). */
async function port(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  return (t.app.server.address() as AddressInfo).port;
}

const rows = async (sql: string, params: unknown[] = []) => (await t.db.query<Record<string, unknown>>(sql, params)).rows;

describe("photo uploads", () => {
  it("stores an image recognised by its content, answers its id and size, serves it back while pending, deletes it on request", async () => {
    const res = await upload(pngOf(640, 480), "IMG_2041.HEIC", "application/octet-stream");
    expect(res.statusCode).toBe(201);
    const photo = estimatePhotoSchema.parse(res.json());
    expect(photo).toMatchObject({ type: "image/png", width: 640, height: 480 });
    expect(Date.parse(photo.expiresAt) - Date.now()).toBeGreaterThan((PHOTO_PENDING_HOURS - 1) * 3_600_000);
    expect(filesOnDisk()).toContain(`${photo.id}.png`);
    const back = await t.app.inject({ url: `/api/estimate_photos/${photo.id}` });
    expect(back.statusCode).toBe(200);
    expect(back.headers["content-type"]).toBe("image/png");
    expect(back.headers["cache-control"]).toMatch(/no-store/);
    // The photo as stored: written again from its pixels (no metadata), the same image.
    expect(readImageInfo(back.rawPayload)).toEqual({ type: "image/png", width: 640, height: 480 });
    expect(back.rawPayload.length).toBe(photo.size);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/estimate_photos/${photo.id}`,
      headers: { "x-xsrf-token": TOKEN },
      cookies: { "XSRF-TOKEN": TOKEN },
    });
    expect(removed.statusCode).toBe(204);
    expect(filesOnDisk()).not.toContain(`${photo.id}.png`);
    expect((await t.app.inject({ url: `/api/estimate_photos/${photo.id}` })).statusCode).toBe(404);
  });

  it("refuses a file that is not an image whatever its name (422 not_an_image), one over 5 MB (413), a missing part, a JSON body, no XSRF: nothing stays on disk", async () => {
    const before = filesOnDisk();
    const text = await upload(Buffer.from("Facture 2024 – Garage Bouchard\n".repeat(40)), "pare-brise.jpg", "image/jpeg");
    expect(text.statusCode).toBe(422);
    expect(text.json().violations).toEqual([{ propertyPath: "file", message: "not_an_image" }]);

    const big = Buffer.concat([pngOf(10, 10), Buffer.alloc(PHOTO_LIMITS.maxBytes)]);
    const large = await upload(big);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ message: "photo_too_large", violations: [{ propertyPath: "file", message: "photo_too_large" }] });

    const { body, contentType } = multipartBody("image", "eclat.png", "image/png", pngOf(10, 10));
    const wrongField = await t.app.inject({
      method: "POST",
      url: "/api/estimate_photos",
      headers: { "content-type": contentType, "x-xsrf-token": TOKEN },
      cookies: { "XSRF-TOKEN": TOKEN },
      payload: body,
    });
    expect(wrongField.statusCode).toBe(422);
    expect((await t.app.inject(postJson("/api/estimate_photos", { file: "x" }))).statusCode).toBe(415);
    expect((await upload(pngOf(10, 10), "eclat.png", "image/png", {})).statusCode).toBe(403);
    expect(filesOnDisk()).toEqual(before);
    expect(await rows("SELECT id FROM estimate_photos WHERE estimate_id IS NULL")).toHaveLength(before.length);
  });

  it("refuses two files in one upload (422 one_photo_per_request) and stores neither: the second is not dropped unseen", async () => {
    const before = filesOnDisk();
    const boundary = "----uniglass-two-files";
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
        pngOf(20, 20),
        Buffer.from("\r\n"),
      ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/estimate_photos",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "x-xsrf-token": TOKEN },
      cookies: { "XSRF-TOKEN": TOKEN },
      payload: Buffer.concat([part("a.png"), part("b.png"), Buffer.from(`--${boundary}--\r\n`)]),
    });
    expect([res.statusCode, res.json().violations]).toEqual([422, [{ propertyPath: "file", message: "one_photo_per_request" }]]);
    expect(filesOnDisk()).toEqual(before);
    expect(await rows("SELECT id FROM estimate_photos WHERE estimate_id IS NULL")).toHaveLength(before.length);
  });

  it("refuses a body declared longer than a photo and its headers before reading it: 413 at once, no file written", async () => {
    const before = filesOnDisk();
    const listening = await port();
    const { body, contentType } = multipartBody("file", "panorama.png", "image/png", pngOf(10, 10));
    // 20 MB declared, a few hundred bytes sent: the answer cannot wait for the rest.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        host: "127.0.0.1",
        port: listening,
        method: "POST",
        path: "/api/estimate_photos",
        headers: { "content-type": contentType, "content-length": 20 * 1024 * 1024, "x-xsrf-token": TOKEN, cookie: `XSRF-TOKEN=${TOKEN}` },
      });
      const timer = setTimeout(() => {
        request.destroy();
        reject(new Error("no answer before the body was sent"));
      }, 5000);
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          clearTimeout(timer);
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: text });
        });
      });
      request.on("error", () => undefined);
      request.write(body);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: "photo_too_large", violations: [{ propertyPath: "file", message: "photo_too_large" }] });
    expect(filesOnDisk()).toEqual(before);
  });

  it("leaves no file and no row when the upload is cut mid-way", async () => {
    const before = filesOnDisk();
    const listening = await port();
    const photo = Buffer.concat([pngOf(10, 10), crypto.randomBytes(3 * 1024 * 1024)]);
    const { body, contentType } = multipartBody("file", "eclat.png", "image/png", photo);
    let sawPartialFile = false;
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: "127.0.0.1",
        port: listening,
        method: "POST",
        path: "/api/estimate_photos",
        headers: { "content-type": contentType, "content-length": body.length, "x-xsrf-token": TOKEN, cookie: `XSRF-TOKEN=${TOKEN}` },
      });
      request.on("error", () => undefined);
      request.write(body.subarray(0, Math.floor(body.length / 2)));
      // Once the server is writing the file, drop the connection.
      const poll = setInterval(() => {
        if (!filesOnDisk().some((f) => f.endsWith(".part"))) return;
        sawPartialFile = true;
        clearInterval(poll);
        request.destroy();
        resolve();
      }, 10);
    });
    expect(sawPartialFile).toBe(true);
    // The server notices the closed connection and cleans up.
    for (let i = 0; i < 50 && filesOnDisk().length !== before.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(filesOnDisk()).toEqual(before);
    expect(await rows("SELECT id FROM estimate_photos")).toHaveLength(before.length);
  });

  it("deletes pending photos past their time and files no row knows", async () => {
    const kept = estimatePhotoSchema.parse((await upload(pngOf(20, 20))).json());
    const old = estimatePhotoSchema.parse((await upload(pngOf(30, 30))).json());
    await t.db.query("UPDATE estimate_photos SET created_at = now() - interval '25 hours' WHERE id = $1", [old.id]);
    fs.writeFileSync(path.join(photosDir, "crash-leftover.webp"), "x");
    fs.writeFileSync(path.join(photosDir, ".incoming", "crash.part"), "x");
    expect(await sweepPhotos(t.db, photosDir, new Date(), 0)).toEqual({ expired: 1, stray: 2 });
    expect(filesOnDisk()).toContain(`${kept.id}.png`);
    expect(filesOnDisk()).not.toContain(`${old.id}.png`);
    expect(filesOnDisk().some((f) => f.includes("crash"))).toBe(false);
    expect((await t.app.inject({ url: `/api/estimate_photos/${old.id}` })).statusCode).toBe(404);
  });
});

describe("an estimate request with photos", () => {
  const uploaded = async () => estimatePhotoSchema.parse((await upload(pngOf(50, 40))).json()).id;

  it("links the listed photos, in order, to the stored request; a photo goes with one request only", async () => {
    const [a, b] = [await uploaded(), await uploaded()];
    const res = await t.app.inject(postJson("/api/request_estimates", { ...estimate, photos: [b, a] }));
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(await rows("SELECT id, position FROM estimate_photos WHERE estimate_id = $1 ORDER BY position", [id])).toEqual([
      { id: b, position: 1 },
      { id: a, position: 2 },
    ]);
    // Linked: no longer served to whoever holds the id, and not deletable.
    expect((await t.app.inject({ url: `/api/estimate_photos/${a}` })).statusCode).toBe(404);

    const before = (await rows("SELECT count(*)::int AS n FROM request_estimates"))[0].n;
    const again = await t.app.inject(postJson("/api/request_estimates", { ...estimate, photos: [a] }));
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([{ propertyPath: "photos", message: "photo_unavailable" }]);
    expect((await rows("SELECT count(*)::int AS n FROM request_estimates"))[0].n).toBe(before);
  });

  it("refuses unknown ids, duplicates and more than three photos", async () => {
    const ids = [await uploaded(), await uploaded(), await uploaded(), await uploaded()];
    const unknown = await t.app.inject(postJson("/api/request_estimates", { ...estimate, photos: ["AAAAAAAAAAAAAAAAAAAAAA"] }));
    expect(unknown.json().violations).toEqual([{ propertyPath: "photos", message: "photo_unavailable" }]);
    const four = await t.app.inject(postJson("/api/request_estimates", { ...estimate, photos: ids }));
    expect(four.statusCode).toBe(422);
    expect(four.json().violations).toEqual([{ propertyPath: "photos", message: "too_many_photos" }]);
    const twice = await t.app.inject(postJson("/api/request_estimates", { ...estimate, photos: [ids[0], ids[0]] }));
    expect(twice.json().violations).toEqual([{ propertyPath: "photos", message: "photo_unavailable" }]);
    // The refused requests linked nothing.
    expect(await rows("SELECT id FROM estimate_photos WHERE id = ANY($1::text[]) AND estimate_id IS NULL", [ids])).toHaveLength(4);
  });
});

describe("insurance details", () => {
  it("lists the insurers, sorted by name, in each language", async () => {
    const fr = z.array(insurerSchema).parse((await t.app.inject({ url: "/api/insurers?locale=fr" })).json());
    const en = z.array(insurerSchema).parse((await t.app.inject({ url: "/api/insurers?locale=en" })).json());
    expect(fr.map((i) => i.name)).toEqual(["Beneva", "Desjardins Assurances", "Intact Assurance"]);
    expect(en.find((i) => i.slug === "intact-assurance")?.name).toBe("Intact Insurance");
  });

  it("asks for the insurer and the policy holder of a claim, the name of an insurer not listed, and refuses an unknown insurer", async () => {
    const claim = { ...estimate, insuranceClaim: true };
    const missing = await t.app.inject(postJson("/api/request_estimates", claim));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: "insurer", message: "required" },
        { propertyPath: "policyHolder", message: "required" },
      ]),
    );
    const other = await t.app.inject(postJson("/api/request_estimates", { ...claim, insurer: "other", policyHolder: "Geneviève Côté" }));
    expect(other.json().violations).toEqual([{ propertyPath: "insurerOther", message: "required" }]);
    const unknown = await t.app.inject(postJson("/api/request_estimates", { ...claim, insurer: "assurance-inconnue", policyHolder: "Geneviève Côté" }));
    expect(unknown.json().violations).toEqual([{ propertyPath: "insurer", message: "unknown_insurer" }]);

    const ok = await t.app.inject(
      postJson("/api/request_estimates", {
        ...claim,
        insurer: "other",
        insurerOther: "Mutuelle de l'Estrie",
        policyHolder: "Geneviève Côté",
        claimNumber: "QC-2026-00417",
      }),
    );
    expect(ok.statusCode).toBe(201);
    const stored = (await rows("SELECT data FROM request_estimates WHERE id = $1", [ok.json().id]))[0].data;
    expect(stored).toMatchObject({
      insuranceClaim: true,
      insurer: "other",
      insurerOther: "Mutuelle de l'Estrie",
      policyHolder: "Geneviève Côté",
      claimNumber: "QC-2026-00417",
    });
  });

  it("keeps no claim details when the box is not ticked", async () => {
    const res = await t.app.inject(postJson("/api/request_estimates", { ...estimate, insurer: "beneva", policyHolder: "Quelqu'un" }));
    expect(res.statusCode).toBe(201);
    const stored = (await rows("SELECT data FROM request_estimates WHERE id = $1", [res.json().id]))[0].data as Record<string, unknown>;
    expect(stored.insurer).toBeUndefined();
    expect(stored.policyHolder).toBeUndefined();
  });
});
