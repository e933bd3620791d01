/** A real node:http server on 127.0.0.1:0 for the plugin and client tests. */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

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
  // close() ends the wait of answers held back (delayMs), so no timer outlives the server.
  const closing = new AbortController();
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
        if (answer.delayMs) await sleep(answer.delayMs, undefined, { signal: closing.signal }).catch(() => undefined);
        if (!closing.signal.aborted && !response.destroyed) {
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
        closing.abort();
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
