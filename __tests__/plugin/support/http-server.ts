/** A real node:http server on 127.0.0.1:0 for the plugin and client tests. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type Handler = (url: URL, request: IncomingMessage, body: string) => Answer | Promise<Answer>;

export interface TestServer {
  url: string;
  /** Path + query of every request, in arrival order. */
  requests: string[];
  /** Highest number of requests in flight at once. */
  maxInFlight: number;
  close(): Promise<void>;
}

/** port 0 (default) lets the system choose a free port. */
export async function startServer(handler: Handler, port = 0): Promise<TestServer> {
  const state = { requests: [] as string[], inFlight: 0, maxInFlight: 0 };
  // Answers held back (delayMs): close() ends their wait, so no timer outlives the server.
  const delays = new Map<NodeJS.Timeout, () => void>();
  let closed = false;
  const delay = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        delays.delete(timer);
        resolve();
      }, ms);
      delays.set(timer, resolve);
    });
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      state.requests.push(request.url ?? "");
      state.inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      try {
        const url = new URL(request.url ?? "/", "http://127.0.0.1");
        const answer = await handler(url, request, Buffer.concat(chunks).toString("utf8"));
        if (answer.delayMs) await delay(answer.delayMs);
        if (!closed && !response.destroyed) {
          response.writeHead(answer.status ?? 200, { "Content-Type": "application/json", ...answer.headers });
          response.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
        }
      } finally {
        state.inFlight -= 1;
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests: state.requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        closed = true;
        for (const [timer, end] of delays) {
          clearTimeout(timer);
          end();
        }
        delays.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** API Platform style pagination over an array (page, itemsPerPage; defaults 1 and 30). */
export function paginate<T>(items: readonly T[], url: URL): T[] {
  const page = Number(url.searchParams.get("page") ?? 1);
  const perPage = Number(url.searchParams.get("itemsPerPage") ?? 30);
  return items.slice((page - 1) * perPage, page * perPage);
}
