/** A small real API on 127.0.0.1:0 for the browser client tests: records requests, answers by route. */
import type { IncomingHttpHeaders } from "node:http";
import { startServer, type Answer, type TestServer } from "../../plugin/support/http-server";

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ApiServer extends TestServer {
  seen: Seen[];
  last(): Seen;
}

export const store = {
  id: 1,
  storeId: "UG-TR-01",
  name: "Uniglass Trois-Rivières des Forges",
  slug: "uniglass-trois-rivieres-des-forges",
  streetAddress: "4520, boulevard des Forges",
  city: "Trois-Rivières",
  state: "QC",
  zipCode: "G8Y 1W4",
  latitude: "46.3432",
  longitude: "0",
  distance: 2.4567,
  phone: "819-555-0142",
};

export async function startApiServer(route: (seen: Seen) => Answer | undefined, port = 0): Promise<ApiServer> {
  const seen: Seen[] = [];
  const server = await startServer((url, request, body) => {
    let parsed: unknown = body;
    try {
      parsed = body ? JSON.parse(body) : undefined;
    } catch {
      // keep the raw text
    }
    const entry: Seen = {
      method: request.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: parsed,
    };
    seen.push(entry);
    return route(entry) ?? { status: 404, body: { detail: "Not Found" } };
  }, port);
  return Object.assign(server, { seen, last: () => seen[seen.length - 1] });
}
