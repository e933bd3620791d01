/**
 * The browser's API client against the real sample API over HTTP: what the
 * client asks for, the server answers in the contract's shape, and the
 * server's refusals reach the visitor as the right kind of error.
 */
import fs from "fs";
import os from "os";
import path from "path";
import type { AddressInfo } from "net";
import type { FastifyInstance } from "fastify";
import * as api from "../../src/api-client";
import { apiClient } from "../../src/api-client/client";
import { toVisitorError } from "../../src/api-client/errors";
import { buildApp } from "../../server/app";

let app: FastifyInstance;
let dataDir: string;
const originalBase = apiClient.defaults.baseURL;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-client-"));
  app = await buildApp({ dataDir, publicDir: path.join(dataDir, "no-site") });
  await app.listen({ port: 0, host: "127.0.0.1" });
  apiClient.defaults.baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
}, 60_000);

afterAll(async () => {
  apiClient.defaults.baseURL = originalBase;
  delete apiClient.defaults.headers.common.Cookie;
  delete apiClient.defaults.headers.common["X-XSRF-TOKEN"];
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("reading", () => {
  it("lists stores 30 at a time by default", async () => {
    expect(await api.listStores()).toHaveLength(30);
    expect(await api.listStores({ page: 2, itemsPerPage: 50 })).toHaveLength(50);
  });

  it("searches by place and sorts by distance", async () => {
    const stores = await api.searchStores({ key: "trois rivieres" });
    expect(stores[0].city).toBe("Trois-Rivières");
    const distances = stores.map((s) => s.distance ?? Infinity);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });

  it("fetches a store by slug in English and its coupons", async () => {
    const [first] = await api.listStores({ itemsPerPage: 1 });
    const store = await api.getStore(first.slug, { locale: "en" });
    expect(store.slug).toBe(first.slug);
    const withCoupons = (await api.listStores({ itemsPerPage: 200 })).find((s) => s.coupons.length > 0)!;
    const coupons = await api.getStoreCoupons(withCoupons.slug, { locale: "en" });
    expect(coupons.map((c) => c.id)).toEqual(expect.arrayContaining(withCoupons.coupons.map((c) => c.id)));
  });

  it("cancels a search when asked", async () => {
    const controller = new AbortController();
    const pending = api.searchStores({ key: "Montréal" }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: "canceled" });
  });

  it("turns an unknown store into a not_found error", async () => {
    const error = await api.getStore("no-such-shop").catch((e: unknown) => e);
    expect(toVisitorError(error)).toMatchObject({ kind: "not_found", status: 404, message: "Request failed with status code 404" });
  });
});

describe("submitting", () => {
  const body = { email: "client-test@exemple.ca", consent: true as const, locale: "fr" as const };

  it("is refused without the anti-forgery header", async () => {
    const error = await api.subscribeToNewsletter(body).catch((e: unknown) => e);
    expect(toVisitorError(error)).toMatchObject({ kind: "forbidden", status: 403 });
  });

  it("is stored once with the XSRF cookie echoed and an Idempotency-Key", async () => {
    const probe = await fetch(`${apiClient.defaults.baseURL}/slides`);
    const token = /XSRF-TOKEN=([^;]+)/.exec(probe.headers.get("set-cookie") ?? "")?.[1];
    expect(token).toBeTruthy();
    // In a browser axios reads the cookie itself; in node we hand it over.
    apiClient.defaults.headers.common.Cookie = `XSRF-TOKEN=${token}`;
    apiClient.defaults.headers.common["X-XSRF-TOKEN"] = token!;
    const first = await api.subscribeToNewsletter(body, { idempotencyKey: "client-test-1" });
    const again = await api.subscribeToNewsletter(body, { idempotencyKey: "client-test-1" });
    expect(first.status).toBe(201);
    expect(again.id).toBe(first.id);
  });

  it("reports the server's field errors as validation keys", async () => {
    const error = await api.sendCoupon("email", { coupons: [999999], name: "client-test@exemple.ca", stores: ["uniglass-nowhere"] }).catch((e: unknown) => e);
    const visitorError = toVisitorError(error);
    expect(visitorError).toMatchObject({ kind: "validation", status: 422 });
    expect(Object.keys(visitorError.fields).length).toBeGreaterThan(0);
  });
});
