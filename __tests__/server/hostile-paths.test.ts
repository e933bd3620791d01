/**
 * Hostile addresses and slow clients against the sample server and the site
 * it serves (a copy of the fixture site with its _headers, and the .br and
 * .gz copies a build writes), over real HTTP where the raw request matters:
 *
 * - paths holding encoded line breaks, U+2028, NUL and other odd
 *   characters (a list, then random ones): every answer keeps the security
 *   headers (the site's, or the API's on the API);
 * - static files sent precompressed, whatever Accept-Encoding asks: a file
 *   a shared cache keeps carries no XSRF cookie;
 * - addresses that make the static file server redirect ("/.//x/../en"):
 *   the Location stays on the site's origin;
 * - bodies refused before they are read (over the JSON limit, of another
 *   type): answered, then read only so far before the connection is closed;
 * - clients that send their headers or their body very slowly: the server
 *   answers 408 or closes the connection once the time is up, on a route
 *   and on an unknown path alike.
 */
import fs from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { isApiPath, requestPath, siteLocation } from "../../server/lib/request-path";
import { formatHeadersFile, securityHeaders } from "../../src/lib/security-headers";
import type { Db } from "../../server/db/database";
import { openTestDatabase } from "./test-database";
import { serverCpuOf } from "../../scripts/lib/stream-attack";
import { appOn, FIXTURE_SITE, TOKEN } from "./helpers";

jest.setTimeout(120_000);

let dataDir: string;
let db: Db;
let site: string;
let app: FastifyInstance;
let port: number;

const SCRIPT = "app-3f2a1b9c8d7e6f50.js";
const STYLE = "static/d/123/logo.css";

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-hostile-paths-"));
  db = await openTestDatabase(dataDir);
  site = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-site-"));
  fs.cpSync(FIXTURE_SITE, site, { recursive: true });
  fs.writeFileSync(path.join(site, "_headers"), formatHeadersFile([{ path: "/*", headers: securityHeaders({}, []) }]));
  // What the build writes beside every text file.
  for (const file of [SCRIPT, STYLE, "index.html", "en/index.html"]) {
    const content = fs.readFileSync(path.join(site, file));
    fs.writeFileSync(path.join(site, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(site, `${file}.gz`), zlib.gzipSync(content));
  }
  app = await appOn(db, { publicDir: site });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  for (const dir of [site, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose target is sent exactly as written (fetch and inject would normalize it). */
function raw(target: string, headers: Record<string, string> = {}, method = "GET", listening = port): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: listening, method, path: target, headers, agent: false });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

const SITE_HEADERS = ["content-security-policy", "x-content-type-options", "referrer-policy", "permissions-policy", "strict-transport-security"];

/** What is wrong with an answer's security headers ([] when nothing). */
function missingHeaders(target: string, answer: RawAnswer): string[] {
  const problems: string[] = [];
  const csp = String(answer.headers["content-security-policy"] ?? "");
  if (!/frame-ancestors 'none'/.test(csp)) problems.push("content-security-policy with frame-ancestors");
  if (answer.headers["x-content-type-options"] !== "nosniff") problems.push("x-content-type-options");
  if (!isApiPath(requestPath(target), "/api")) {
    for (const name of SITE_HEADERS) if (!answer.headers[name]) problems.push(name);
  }
  return problems;
}

describe("security headers whatever the path", () => {
  const odd = [
    "/en/%0a",
    "/%0d",
    "/x%E2%80%A8",
    "/x%E2%80%A9",
    "/media/%0a",
    "/%0a",
    "/%0d%0a/en/",
    "/en/%0d%0a",
    "/a-propos/%0a",
    "/static/%0a.js",
    "/page-data/%0a/page-data.json",
    "/%00",
    "/%C2%85",
    "/%E0%A4%A%0a",
    "/%0a/../en/",
    "/blog/%0a",
    "/api%0a/stores",
    "/api/%0a",
    "/%0a?x=1",
    "/en/%0a#x",
    "/%E2%80%A8/en/",
  ];

  it.each(odd)("%s keeps every security header", async (target) => {
    const answer = await raw(target);
    expect([target, answer.status < 500, missingHeaders(target, answer)]).toEqual([target, true, []]);
  });

  it("answers an address the router cannot read (a broken escape) with the site's 404 page in its language, headers included", async () => {
    const answer = await raw("/en/%E0%A4%A");
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.body.toString("utf8")).toBe(fs.readFileSync(path.join(site, "en", "404.html"), "utf8"));
    expect(missingHeaders("/en/%E0%A4%A", answer)).toEqual([]);
    const api = await raw("/api/%E0%A4%A");
    expect([api.status, JSON.parse(api.body.toString("utf8")).message, missingHeaders("/api/%E0%A4%A", api)]).toEqual([400, "invalid_url", []]);
  });

  it("keeps them on random paths of percent-encoded characters (property-based)", async () => {
    const segment = fc.string({ unit: "binary", minLength: 1, maxLength: 12 }).map((s) => encodeURIComponent(s));
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.constantFrom("", "/", "/en/", "/media/", "/static/"), async (segments, prefix) => {
        const target = `${prefix}${segments.join("/")}`.replace(/^(?!\/)/, "/");
        const answer = await raw(target);
        if (answer.status >= 500) throw new Error(`${target} answered ${answer.status}`);
        const missing = missingHeaders(target, answer);
        if (missing.length) throw new Error(`${target} (${answer.status}) lacks ${missing.join(", ")}`);
      }),
      { numRuns: 150, seed: Number(process.env.FC_SEED ?? Date.now() % 1e9) },
    );
  });
});

describe("no XSRF cookie on what a shared cache keeps, whatever the encoding", () => {
  const encodings = ["br", "gzip", "br, gzip", "gzip;q=1, br;q=0.5", "*", "identity", ""];

  it.each([SCRIPT, STYLE])("/%s: public and immutable in every encoding, never a Set-Cookie", async (file) => {
    const plain = fs.readFileSync(path.join(site, file));
    for (const accept of encodings) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await raw(`/${file}`, accept ? { "accept-encoding": accept } : {}, method);
        const where = `${method} ${accept || "(no Accept-Encoding)"}`;
        expect([where, answer.status, answer.headers["cache-control"], answer.headers["set-cookie"]]).toEqual([
          where,
          200,
          "public, max-age=31536000, immutable",
          undefined,
        ]);
        if (method === "GET") {
          const encoding = answer.headers["content-encoding"];
          const body = encoding === "br" ? zlib.brotliDecompressSync(answer.body) : encoding === "gzip" ? zlib.gunzipSync(answer.body) : answer.body;
          expect(body.equals(plain)).toBe(true);
        }
      }
    }
  });

  it("sets the cookie on pages (never cached by others), compressed or not", async () => {
    for (const accept of encodings) {
      const answer = await raw("/en/", accept ? { "accept-encoding": accept } : {});
      expect(answer.status).toBe(200);
      expect(String(answer.headers["set-cookie"])).toMatch(/^XSRF-TOKEN=/);
      expect(answer.headers["cache-control"]).toBe("private, no-cache");
    }
  });
});

describe("redirects stay on the site", () => {
  const targets = [
    "/.//x/../en",
    "//en",
    "///en",
    "/.//en",
    "/./\\en",
    "/.//evil.example/../en",
    "/\\\\evil.example/../en",
    "/.//%2Fevil.example/../en",
    "//evil.example/%2e%2e/en",
    "/.\\/evil.example/..\\en",
    "/en/.././/a-propos",
  ];

  it("keeps any redirect target on the site, as a browser would read it", () => {
    expect(siteLocation("//en/")).toBe("/en/");
    expect(siteLocation("/\\evil.example/")).toBe("/evil.example/");
    expect(siteLocation("\\/evil.example/")).toBe("/evil.example/");
    expect(siteLocation("/\t/evil.example/")).toBe("/evil.example/");
    expect(siteLocation("/en/?q=1")).toBe("/en/?q=1");
  });

  it.each(targets)("%s redirects, if at all, to an address of the site's origin", async (target) => {
    const answer = await raw(target);
    const origin = `http://127.0.0.1:${port}`;
    if (answer.status >= 300 && answer.status < 400) {
      const location = String(answer.headers.location);
      expect([target, location, new URL(location, `${origin}${"/"}`).origin]).toEqual([target, location, origin]);
      expect(location).toMatch(/^\/(?![/\\])/);
    }
    expect(answer.status).toBeLessThan(500);
  });
});

describe("bodies refused before they are read", () => {
  it.each([
    ["a JSON route, the body over its limit", "/api/newsletter_subscribers", "application/json", 413],
    ["an unknown path", "/nowhere/at/all", "application/json", 413],
    ["a JSON route, the body of another type", "/api/newsletter_subscribers", "text/plain", 415],
    ["a JSON route, a multipart body", "/api/newsletter_subscribers", "multipart/form-data; boundary=B", 415],
  ])("%s: 40 MB sent chunked get their answer, and the connection is closed long before the end", async (_what, target, type, status) => {
    const result = await serverCpuOf({
      port,
      path: target,
      headers: { "Content-Type": type, "X-XSRF-TOKEN": TOKEN, Cookie: `XSRF-TOKEN=${TOKEN}` },
      chunk: Buffer.alloc(64 * 1024, " "),
      totalBytes: 40 * 1024 * 1024,
      chunked: true,
    });
    expect([result.status, result.ended]).toEqual([status, "closed"]);
    expect(result.sentBytes).toBeLessThan(16 * 1024 * 1024);
  });

  it("a client that reads only after it has sent all it could still gets its answer, then the end of the connection", async () => {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    // Not read until later: what the server sends waits in the client's buffers, as on a busy phone.
    socket.pause();
    socket.on("error", () => undefined);
    socket.write(
      [
        "POST /api/newsletter_subscribers HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        "Content-Type: text/plain",
        `X-XSRF-TOKEN: ${TOKEN}`,
        `Cookie: XSRF-TOKEN=${TOKEN}`,
        "Transfer-Encoding: chunked",
        "",
        "",
      ].join("\r\n"),
    );
    const chunk = Buffer.alloc(64 * 1024, " ");
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    // 40 MB handed to the socket at once: past the server's drain limit (5 MB and some), it stops reading.
    for (let i = 0; i < 640; i++) socket.write(frame);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { answer, ended } = await new Promise<{ answer: string; ended: boolean }>((resolve) => {
      let answer = "";
      socket.on("data", (data: Buffer) => (answer += data.toString("latin1")));
      socket.once("end", () => resolve({ answer, ended: true }));
      socket.once("close", () => resolve({ answer, ended: false }));
      // Neither an answer nor an end within 10 s: what came so far.
      setTimeout(() => resolve({ answer, ended: false }), 10_000).unref();
      socket.resume();
    });
    socket.destroy();
    expect([answer.slice(0, 13), ended]).toEqual(["HTTP/1.1 415 ", true]);
  });
});

describe("clients too slow to send", () => {
  let quick: FastifyInstance;
  let quickPort: number;
  beforeAll(async () => {
    quick = await appOn(db, { publicDir: site, httpTimeouts: { headersMs: 400, requestMs: 1000, checkEveryMs: 100 } });
    await quick.listen({ port: 0, host: "127.0.0.1" });
    quickPort = (quick.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await quick?.close();
  });

  /** Opens a connection, sends `head`, then a byte of `drip` every 150 ms; resolves with what came back and when the server closed it. */
  function slow(head: string, drip: string, limitMs = 6000): Promise<{ answer: string; closedAfterMs: number | null }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect(quickPort, "127.0.0.1");
      let answer = "";
      let sent = 0;
      const timer = setInterval(() => {
        if (sent < drip.length) socket.write(drip[sent++]);
      }, 150);
      const giveUp = setTimeout(() => finish(null), limitMs);
      function finish(closedAfterMs: number | null) {
        clearInterval(timer);
        clearTimeout(giveUp);
        socket.destroy();
        resolve({ answer, closedAfterMs });
      }
      socket.on("data", (data) => (answer += data.toString("latin1")));
      socket.on("close", () => finish(Date.now() - started));
      socket.on("error", () => undefined);
      socket.write(head);
    });
  }

  const post = (target: string, length: number) =>
    `POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nX-XSRF-TOKEN: ${TOKEN}\r\nCookie: XSRF-TOKEN=${TOKEN}\r\n\r\n`;

  it.each([
    ["a route", "/api/newsletter_subscribers"],
    ["an unknown path", "/nowhere/at/all"],
    ["the photo upload", "/api/estimate_photos"],
  ])("a body sent a byte at a time to %s is cut once the request's time is up (408 or closed)", async (_what, target) => {
    const body = JSON.stringify({ email: "lent@example.com", consent: true, pad: "x".repeat(200) });
    const head =
      target === "/api/estimate_photos" ? post(target, body.length).replace("application/json", "multipart/form-data; boundary=B") : post(target, body.length);
    const { answer, closedAfterMs } = await slow(head, body);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(3000);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("headers sent a byte at a time are cut once the headers' time is up", async () => {
    const { closedAfterMs } = await slow("GET / HTTP/1.1\r\n", "Host: x\r\nX-Slow: ".padEnd(200, "a"));
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(2000);
  });

  it("has production timeouts by default: headers within 10 s, a whole request within 60 s", () => {
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(60_000);
  });
});
