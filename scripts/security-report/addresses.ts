/**
 * The security report's attacks through the address and the connection,
 * against a small built site the report serves (its _headers written as the
 * build writes them, its files precompressed as the build leaves them):
 * paths holding encoded line breaks and U+2028 (the security headers must
 * stay), a hashed script asked for in every encoding (no XSRF cookie on what
 * a shared cache keeps), addresses that make the file server redirect (the
 * Location must stay on the site), and clients that send their headers or
 * their body a byte at a time (cut once their time is up). Each row also
 * gives a verdict: refused or not.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { buildPath } from "../../src/config/routes";
import { LOCALES } from "../../src/config/site";
import { formatHeadersFile, securityHeaders, siteHeaderRules } from "../../src/lib/security-headers";
import { DEFAULT_HTTP_TIMEOUTS } from "../../server/app";
import { TOKEN, type Answer, type Probe } from "./probe";

/** The hashed script of the report's site. */
const SCRIPT = "/app-3f2a1b9c8d7e6f50.js";

/** Writes a small built site into `dir`: pages in both languages, a 404, a hashed script, precompressed copies, _headers. */
export function writeReportSite(dir: string): void {
  const page = (title: string) => `<!doctype html><html lang="fr"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  const files: Record<string, string> = {
    "index.html": page("Accueil"),
    "en/index.html": page("Home"),
    "404.html": page("Page introuvable"),
    "en/404.html": page("Page not found"),
    "rendez-vous/gerer/index.html": page("Gérer mon rendez-vous"),
    [SCRIPT.slice(1)]: `(()=>{${"/* the site's code */".repeat(40)}})();`,
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
  }
  const privatePages = LOCALES.map((locale) => buildPath("appointment-manage", locale));
  fs.writeFileSync(path.join(dir, "_headers"), formatHeadersFile(siteHeaderRules(securityHeaders({}, []), privatePages)));
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** A GET whose target is sent exactly as written (fetch would normalize it). */
function rawGet(base: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: target, headers, agent: false });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, ms: performance.now() - started }));
    });
    request.on("error", reject);
    request.end();
  });
}

const asAnswer = (raw: RawAnswer): Answer => ({ status: raw.status, body: {}, ms: raw.ms, cpuMs: 0 });

export async function addressAttacks(probe: Probe): Promise<void> {
  const { base } = probe;

  // 3. Odd paths: the security headers stay on every answer.
  {
    const odd = ["/en/%0a", "/%0d", "/x%E2%80%A8", "/x%E2%80%A9", "/media/%0a", "/%0d%0a/en/", "/a-propos/%0a", "/%E0%A4%A%0a", "/%00", "/en/%0a?x=1"];
    probe.stall.reset();
    const answers = await Promise.all(odd.map((target) => rawGet(base, target)));
    const missing = answers.filter(
      (a) =>
        !/frame-ancestors 'none'/.test(String(a.headers["content-security-policy"])) ||
        a.headers["x-content-type-options"] !== "nosniff" ||
        !a.headers["referrer-policy"],
    );
    await probe.record(
      `Paths holding encoded line breaks, U+2028/U+2029, NUL, a broken escape (${odd.join(" ")})`,
      "GET (the site)",
      answers.map((answer) => ({ answer: asAnswer(answer) })),
    );
    probe.verdict(
      "Security headers lost on odd paths (/en/%0a, /%0d, /x%E2%80%A8, /media/%0a)",
      missing.length === 0,
      missing.length
        ? `${missing.length} answers WITHOUT the headers`
        : `${answers.length} answers (${[...new Set(answers.map((a) => a.status))].join(", ")}), each with CSP frame-ancestors 'none', nosniff, Referrer-Policy`,
    );
  }

  // 4. A hashed script in every encoding: never a cookie on what a shared cache keeps.
  {
    const encodings = ["br", "gzip", "br, gzip", "*", "identity", ""];
    probe.stall.reset();
    const answers = await Promise.all(encodings.map((accept) => rawGet(base, SCRIPT, accept ? { "accept-encoding": accept } : {})));
    const cookies = answers.filter((a) => a.headers["set-cookie"] !== undefined || !/immutable/.test(String(a.headers["cache-control"])));
    await probe.record(
      `A hashed script asked for with Accept-Encoding ${encodings.map((e) => e || "(none)").join(", ")} (served precompressed)`,
      `GET ${SCRIPT}`,
      answers.map((answer) => ({ answer: asAnswer(answer) })),
    );
    probe.verdict(
      "The XSRF cookie on immutable files served precompressed",
      cookies.length === 0,
      cookies.length
        ? `${cookies.length} answers with a cookie or not immutable`
        : `${answers.length} answers (${[...new Set(answers.map((a) => a.headers["content-encoding"] ?? "plain"))].join(", ")}): public, immutable, no Set-Cookie`,
    );
  }

  // 10. Redirects built from odd addresses.
  {
    const targets = ["/.//x/../en", "//en", "/.//en", "/.//evil.example/../en", "/\\\\evil.example/../en", "/en/.././/a-propos"];
    probe.stall.reset();
    const answers = await Promise.all(targets.map((target) => rawGet(base, target)));
    const away = answers.filter((a) => a.headers.location !== undefined && new URL(String(a.headers.location), `${base}/`).origin !== base);
    await probe.record(
      `Addresses that make the file server redirect (${targets.join(" ")})`,
      "GET (the site)",
      answers.map((answer) => ({ answer: asAnswer(answer) })),
    );
    probe.verdict(
      "A redirect to another origin (/.//x/../en answered Location: //en/)",
      away.length === 0,
      away.length
        ? `${away.length} Location headers leave the site: ${away.map((a) => String(a.headers.location)).join(" ")}`
        : `Location: ${[...new Set(answers.map((a) => String(a.headers.location ?? "(none)")))].join(", ")}`,
    );
  }
}

interface SlowClient {
  /** When the server closed the connection, ms after the first byte; null if it had not after `giveUpMs`. */
  closedAfterMs: number | null;
  /** The start of the server's answer, if any. */
  answer: string;
}

/** A client that sends `head`, then one byte of `drip` every `everyMs`, until the server closes the connection or `giveUpMs` pass. */
function slowClient(base: string, head: string, drip: string, everyMs: number, giveUpMs: number): Promise<SlowClient> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname);
    let answer = "";
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length) socket.write(drip[sent++]);
    }, everyMs);
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    function finish(closedAfterMs: number | null) {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer: answer.slice(0, 200) });
    }
    socket.on("data", (data) => (answer += data.toString("latin1")));
    socket.on("close", () => finish(Date.now() - started));
    socket.on("error", () => undefined);
    socket.write(head);
  });
}

/**
 * 9. Slow clients, started at the beginning of the report and judged at its
 * end (the server's own timeouts decide: DEFAULT_HTTP_TIMEOUTS): 15 bodies
 * sent a byte every 2 s to a route, 5 to an unknown path, 2 sets of headers
 * sent a byte every 2 s. `judge` records the row and the verdict.
 */
export function startSlowClients(probe: Probe): { judge: () => Promise<void> } {
  const { headersMs, requestMs, checkEveryMs } = DEFAULT_HTTP_TIMEOUTS;
  const giveUpMs = requestMs + 3 * checkEveryMs + 5_000;
  const post = (target: string, i: number) =>
    `POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nX-Forwarded-For: 203.0.113.${200 + i}\r\nX-XSRF-TOKEN: ${TOKEN}\r\nCookie: XSRF-TOKEN=${TOKEN}\r\n\r\n`;
  const body = `{"email":"lent@example.com","consent":true,"pad":"${"x".repeat(960)}"}`;
  const started = performance.now();
  const clients = [
    ...Array.from({ length: 15 }, (_, i) => slowClient(probe.base, post("/api/newsletter_subscribers", i), body, 2000, giveUpMs)),
    ...Array.from({ length: 5 }, (_, i) => slowClient(probe.base, post("/nowhere/at/all", 20 + i), body, 2000, giveUpMs)),
    ...Array.from({ length: 2 }, () => slowClient(probe.base, "GET / HTTP/1.1\r\n", "Host: x\r\nX-Slow: ".padEnd(400, "a"), 2000, giveUpMs)),
  ];
  return {
    judge: async () => {
      const results = await Promise.all(clients);
      const open = results.filter((r) => r.closedAfterMs === null);
      const answers: Answer[] = results.map((r) => ({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(r.answer)?.[1] ?? 0),
        body: {},
        ms: r.closedAfterMs ?? performance.now() - started,
        cpuMs: 0,
      }));
      probe.stall.reset();
      await probe.record(
        `22 slow clients (15 bodies a byte every 2 s to a route, 5 to an unknown path, 2 sets of headers a byte every 2 s; limits ${headersMs / 1000} s for headers, ${requestMs / 1000} s for a request): the longest answer is when the last was cut`,
        "POST /newsletter_subscribers, POST /nowhere/at/all, GET /",
        answers.map((answer) => ({ answer })),
        true,
      );
      const times = results.map((r) => r.closedAfterMs ?? Infinity);
      probe.verdict(
        "No request timeout: slow-body POSTs held open past 120 s",
        open.length === 0,
        open.length
          ? `${open.length} still open after ${(giveUpMs / 1000).toFixed(0)} s`
          : `all cut (408 or closed) after ${(Math.min(...times) / 1000).toFixed(0)} to ${(Math.max(...times) / 1000).toFixed(0)} s`,
      );
    },
  };
}
