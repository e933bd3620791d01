/**
 * A small HTTP proxy in front of the sample API that injects faults: for the
 * paths a rule matches, the first requests answer 503 or have their
 * connection reset (transient), or every request answers 500 (permanent).
 * It counts what it did so the tests can show the faults really happened.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Fault = "503" | "reset" | "500";

export interface FaultRule {
  /** Matched against the path without its query string. */
  path: RegExp;
  /** Faults for the first requests of each matching path, in order; then requests pass. */
  first?: Fault[];
  /** A fault for every request. */
  always?: Fault;
}

export interface FaultProxy {
  origin: string;
  /** "503 /api/slides" → count */
  injected: Map<string, number>;
  passed: number;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1: the proxy's origin is in what it resolves with. */
export function startFaultProxy(target: string, rules: FaultRule[]): Promise<FaultProxy> {
  const seen = new Map<string, number>();
  const injected = new Map<string, number>();
  const state = { passed: 0 };
  const targetUrl = new URL(target);

  function faultFor(pathname: string): Fault | null {
    for (const rule of rules) {
      if (!rule.path.test(pathname)) continue;
      if (rule.always) return rule.always;
      const n = seen.get(pathname) ?? 0;
      seen.set(pathname, n + 1);
      return rule.first?.[n] ?? null;
    }
    return null;
  }

  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    const fault = faultFor(pathname);
    if (fault) {
      const key = `${fault} ${pathname}`;
      injected.set(key, (injected.get(key) ?? 0) + 1);
      if (fault === "reset") {
        req.socket.destroy();
        return;
      }
      res.writeHead(Number(fault), { "content-type": "application/json" });
      res.end(JSON.stringify({ message: `injected ${fault}` }));
      return;
    }
    state.passed += 1;
    const upstream = http.request(
      { hostname: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers: { ...req.headers, host: targetUrl.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        injected,
        get passed() {
          return state.passed;
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
