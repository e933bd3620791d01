/** The built site's text files, compressed once by the build and sent as the browser accepts. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { listTextFiles, precompress } from "../../gatsby/precompress";
import { FIXTURE_SEED, FIXTURE_SITE, startTestApp, type TestApp } from "./helpers";

let t: TestApp;
let site: FastifyInstance;
let publicDir: string;
const page = `<!DOCTYPE html><html lang="fr"><body>${"<p>Réparation de pare-brise à Québec</p>".repeat(200)}</body></html>`;

beforeAll(async () => {
  t = await startTestApp();
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-precompress-"));
  fs.cpSync(FIXTURE_SITE, publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, "a-propos", "index.html"), page);
  await precompress(publicDir);
  site = await buildApp({ seedDir: FIXTURE_SEED, publicDir, db: t.db });
}, 60000);

afterAll(async () => {
  await site?.close();
  await t?.close();
  fs.rmSync(publicDir, { recursive: true, force: true });
});

describe("precompressed files of the built site", () => {
  it("writes .gz and .br copies of text files of 1 KB or more, the same bytes on every run", async () => {
    const file = path.join(publicDir, "a-propos", "index.html");
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(page);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(page);
    const before = fs.readFileSync(`${file}.br`);
    await precompress(publicDir);
    expect(fs.readFileSync(`${file}.br`).equals(before)).toBe(true);
    // A file written again (as a rebuild writes a changed page) gets new copies; the others are left as they were.
    const changed = page.replace("Québec", "Lévis");
    const copyTime = fs.statSync(`${file}.br`).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    fs.writeFileSync(file, changed);
    const report = await precompress(publicDir);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(changed);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(changed);
    expect(report.unchanged).toBe(report.files - 1);
    expect(fs.statSync(`${file}.br`).mtimeMs).toBeGreaterThan(copyTime);
    fs.writeFileSync(file, page);
    await precompress(publicDir);
    // Too small to gain anything: left alone.
    expect(fs.existsSync(path.join(publicDir, "static", "d", "123", "logo.css.gz"))).toBe(false);
  });

  it("removes the copies of a page the rebuild deleted or shrank below the threshold, and the folder left empty", async () => {
    const closed = path.join(publicDir, "emplacement", "fermee", "index.html");
    // Two folders deep, with two pages: both folders go, and their parent left empty.
    const archived = [path.join(publicDir, "archives", "2019", "un", "index.html"), path.join(publicDir, "archives", "2019", "deux", "index.html")];
    const shrunk = path.join(publicDir, "a-propos", "index.html");
    for (const file of [closed, ...archived]) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, page);
    }
    await precompress(publicDir);
    expect(fs.existsSync(`${closed}.br`)).toBe(true);
    for (const file of [closed, ...archived]) fs.rmSync(file);
    fs.writeFileSync(shrunk, "<!DOCTYPE html><p>Court</p>");
    const report = await precompress(publicDir);
    expect(report.removed).toBe(8);
    expect(fs.existsSync(path.join(publicDir, "archives"))).toBe(false);
    expect(fs.existsSync(path.dirname(shrunk))).toBe(true);
    expect(fs.existsSync(path.dirname(closed))).toBe(false);
    expect(fs.existsSync(`${shrunk}.br`) || fs.existsSync(`${shrunk}.gz`)).toBe(false);
    const served = await site.inject({ method: "GET", url: "/a-propos/", headers: { "accept-encoding": "br, gzip" } });
    expect(served.headers["content-encoding"]).toBeUndefined();
    expect(served.body).toBe("<!DOCTYPE html><p>Court</p>");
    fs.writeFileSync(shrunk, page);
    await precompress(publicDir);
  });

  it("compresses the pages after the work given to run meanwhile, so their copies hold what it wrote", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-precompress-while-"));
    try {
      const pageFile = path.join(dir, "index.html");
      const script = path.join(dir, "app.js");
      fs.writeFileSync(pageFile, page);
      fs.writeFileSync(script, "window.uniglass=1;".repeat(200));
      const listing = listTextFiles(dir);
      const rewritten = page.replace("<body>", '<body data-ready="1">');
      const report = await precompress(dir, listing, {
        whileCompressing: () => {
          fs.writeFileSync(pageFile, rewritten);
          const { mtimeMs, size } = fs.statSync(pageFile);
          listing.set(pageFile, { mtimeMs, size });
        },
      });
      expect(report.files).toBe(2);
      expect(zlib.gunzipSync(fs.readFileSync(`${pageFile}.gz`)).toString()).toBe(rewritten);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${pageFile}.br`)).toString()).toBe(rewritten);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${script}.br`)).toString()).toBe("window.uniglass=1;".repeat(200));
      expect(report.bytes).toBe(Buffer.byteLength(rewritten) + 200 * "window.uniglass=1;".length);
      // When that work fails, the error comes out and the threads end (jest would report them left open).
      await expect(
        precompress(dir, undefined, {
          whileCompressing: () => {
            throw new Error("an unknown inline script");
          },
        }),
      ).rejects.toThrow("an unknown inline script");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("sends brotli, gzip or plain bytes as the request accepts, for a folder's page too", async () => {
    const br = await site.inject({ method: "GET", url: "/a-propos/", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gz = await site.inject({ method: "GET", url: "/a-propos/", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(page);
    const plain = await site.inject({ method: "GET", url: "/a-propos/" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(page);
  });
});
