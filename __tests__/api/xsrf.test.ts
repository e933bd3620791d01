/**
 * The anti-forgery cookie XSRF-TOKEN is echoed as X-XSRF-TOKEN, to the same
 * origin only. Runs in jsdom (a real browser-like XHR and cookie jar), the
 * page origin being the local server's, hence the fixed port below.
 *
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1:39217/"}
 */
import { apiClient } from "../../src/api-client/client";
import { toVisitorError } from "../../src/api-client/errors";
import { listStores } from "../../src/api-client/stores";
import { startApiServer, store, type ApiServer } from "./support/api-server";

const PAGE_ORIGIN_PORT = 39217;
let sameOrigin: ApiServer;
let otherOrigin: ApiServer;

beforeAll(async () => {
  const answer = () => ({ body: [store], headers: { "Access-Control-Allow-Origin": `http://127.0.0.1:${PAGE_ORIGIN_PORT}` } });
  sameOrigin = await startApiServer(answer, PAGE_ORIGIN_PORT);
  otherOrigin = await startApiServer(answer);
  document.cookie = "XSRF-TOKEN=tok-5f2a9c; path=/";
});
afterAll(async () => {
  await sameOrigin.close();
  await otherOrigin.close();
});

it("runs in a browser-like page on the server's origin", () => {
  expect(window.location.origin).toBe(sameOrigin.url);
});

it("echoes the cookie as X-XSRF-TOKEN on same-origin calls (the default /api base)", async () => {
  apiClient.defaults.baseURL = "/api";
  const stores = await listStores({ locale: "fr" });
  expect(stores.map((s) => s.slug)).toEqual([store.slug]);
  expect(sameOrigin.last()).toMatchObject({ path: "/api/stores", query: { locale: "fr", page: "1", itemsPerPage: "30" } });
  expect(sameOrigin.last().headers["x-xsrf-token"]).toBe("tok-5f2a9c");
  expect(sameOrigin.last().headers.accept).toBe("application/json, text/plain, */*");
});

it("does not leak the token to another origin", async () => {
  apiClient.defaults.baseURL = `${otherOrigin.url}/api`;
  await listStores();
  expect(otherOrigin.last().path).toBe("/api/stores");
  expect(otherOrigin.last().headers["x-xsrf-token"]).toBeUndefined();
});

it("reports a refused connection with the browser's 'Network Error'", async () => {
  const closed = await startApiServer(() => undefined);
  const url = closed.url;
  await closed.close();
  apiClient.defaults.baseURL = `${url}/api`;
  // jsdom also logs the refused connection on its virtual console, as a browser would.
  const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const error = await listStores().catch((e: unknown) => e);
  expect(toVisitorError(error)).toMatchObject({ kind: "network", message: "Network Error" });
  expect(String(logged.mock.calls[0]?.[0])).toContain("ECONNREFUSED");
  logged.mockRestore();
});
