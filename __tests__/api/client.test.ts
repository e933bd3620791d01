/** The browser client against a real local HTTP server (node project). */
import axios from "axios";
import { apiClient, createApiClient, getList, InvalidResponseError } from "../../src/api-client/client";
import { storeSchema } from "../../src/contract";
import { toVisitorError } from "../../src/api-client/errors";
import { listStores, searchStores, getStore } from "../../src/api-client/stores";
import { sendCoupon } from "../../src/api-client/coupons";
import { requestEstimate } from "../../src/api-client/forms";
import { startApiServer, store, type ApiServer } from "./support/api-server";

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer(({ path, query }) => {
    if (path === "/stores/search" && query.key === "slow") return { body: [store], delayMs: 300 };
    if (path === "/stores" || path === "/stores/search") return { body: [store] };
    if (path === "/stores/hydra") return { body: { "hydra:member": [store], "hydra:totalItems": 1 } };
    if (path === "/stores/uniglass-trois-rivieres-des-forges") return { body: store };
    if (path === "/stores/broken") return { body: { ...store, name: "" } };
    if (path.startsWith("/status/")) return { status: Number(path.slice(8)), body: { detail: "x" } };
    if (path === "/slow") return { body: [], delayMs: Number(query.ms ?? 300) };
    if (path === "/coupons_emails" || path === "/coupons_phones" || path === "/request_estimates") return { status: 201, body: { id: 77 } };
    return undefined;
  });
  apiClient.defaults.baseURL = server.url;
});
afterAll(() => server.close());

describe("client defaults: 2xx succeeds, no timeout, JSON, the anti-forgery header", () => {
  it("uses /api on the same origin, JSON, no timeout and the XSRF names", () => {
    const client = createApiClient();
    expect(client.defaults.baseURL).toBe("/api");
    expect(client.defaults.timeout).toBe(0);
    expect(client.defaults.headers.Accept).toBe("application/json, text/plain, */*");
    expect(client.defaults.xsrfCookieName).toBe("XSRF-TOKEN");
    expect(client.defaults.xsrfHeaderName).toBe("X-XSRF-TOKEN");
    expect(client.defaults.withXSRFToken).toBeUndefined(); // same origin only
    const ok = client.defaults.validateStatus as (status: number) => boolean;
    expect([199, 200, 204, 299, 300, 404].map(ok)).toEqual([false, true, true, true, false, false]);
  });

  it("sends Accept and no body headers on a GET", async () => {
    await listStores();
    expect(server.last().headers.accept).toBe("application/json, text/plain, */*");
    expect(server.last().headers["content-type"]).toBeUndefined();
  });
});

describe("list calls", () => {
  it("default to page=1 and itemsPerPage=30", async () => {
    await listStores();
    expect(server.last()).toMatchObject({ method: "GET", path: "/stores", query: { page: "1", itemsPerPage: "30" } });
    await searchStores({ key: "G8Y 1W4", locale: "en" });
    expect(server.last()).toMatchObject({ path: "/stores/search", query: { key: "G8Y 1W4", locale: "en", page: "1", itemsPerPage: "30" } });
  });

  it("pass query parameters through as supplied", async () => {
    await listStores({ page: 3, itemsPerPage: 10, locale: "en", region: "Mauricie", isZiebart: true, skipped: undefined });
    expect(server.last().query).toEqual({ page: "3", itemsPerPage: "10", locale: "en", region: "Mauricie", isZiebart: "true" });
  });

  it("validate answers with the contract: strings to floats, 0 to null, distance kept", async () => {
    const [first] = await listStores();
    expect(first).toMatchObject({ slug: store.slug, latitude: 46.3432, longitude: null, distance: 2.4567, isZiebart: false });
    const one = await getStore("uniglass-trois-rivieres-des-forges", { locale: "fr" });
    expect(one.name).toBe(store.name);
    expect(server.last().query).toEqual({ locale: "fr" });
  });

  it("accept a Hydra collection", async () => {
    const stores = await getList(storeSchema, "/stores/hydra");
    expect(stores.map((s) => s.latitude)).toEqual([46.3432]);
  });

  it("reject an answer that breaks the contract, as a server error", async () => {
    const error = await getStore("broken").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as Error).message).toContain("/stores/broken");
    expect((error as Error).message).toContain("name");
    expect(toVisitorError(error).kind).toBe("server");
  });
});

describe("errors with axios's messages", () => {
  it.each([400, 403, 404, 409, 422, 500, 503])("status %i → 'Request failed with status code {status}'", async (status) => {
    const error = await apiClient.get(`/status/${status}`).catch((e: unknown) => e);
    expect(axios.isAxiosError(error)).toBe(true);
    expect((error as Error).message).toBe(`Request failed with status code ${status}`);
  });

  it("timeout → 'timeout of {n}ms exceeded'", async () => {
    const error = await apiClient.get("/slow", { params: { ms: 500 }, timeout: 50 }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("timeout of 50ms exceeded");
    expect(toVisitorError(error).kind).toBe("timeout");
  });

  it("cancelled store list and search (AbortSignal) → aborted", async () => {
    const controller = new AbortController();
    const pending = searchStores({ key: "slow" }, { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(), 20);
    const error = await pending;
    expect(axios.isCancel(error)).toBe(true);
    expect((error as Error).message).toBe("canceled");
    expect(toVisitorError(error)).toMatchObject({ kind: "aborted", key: "api.aborted" });

    const already = new AbortController();
    already.abort();
    const before = server.seen.length;
    const error2 = await listStores({}, { signal: already.signal }).catch((e: unknown) => e);
    expect(axios.isCancel(error2)).toBe(true);
    expect(server.seen.length).toBe(before); // never sent
  });

  it("closed port → network", async () => {
    const closed = await startApiServer(() => undefined);
    const url = closed.url;
    await closed.close();
    const error = await apiClient.get("/stores", { baseURL: url }).catch((e: unknown) => e);
    expect(axios.isAxiosError(error)).toBe(true);
    expect(toVisitorError(error)).toMatchObject({ kind: "network", status: null });
  });
});

describe("POST helpers", () => {
  it("send the Idempotency-Key header and the validated JSON body", async () => {
    const result = await sendCoupon(
      "email",
      { coupons: [10], name: "josee.b@example.com", stores: ["uniglass-trois-rivieres-des-forges"] },
      { idempotencyKey: "6f1c2b7e-coupon-1" },
    );
    expect(result).toEqual({ status: 201, id: 77, body: { id: 77 } });
    expect(server.last()).toMatchObject({
      method: "POST",
      path: "/coupons_emails",
      headers: { "idempotency-key": "6f1c2b7e-coupon-1", "content-type": "application/json" },
      body: { coupons: [10], name: "josee.b@example.com", stores: ["uniglass-trois-rivieres-des-forges"], locale: "fr" },
    });
  });

  it("post a text-message coupon to /coupons_phones, without a key when none is given", async () => {
    await sendCoupon("phone", { coupons: [10], name: "819-555-0142", stores: ["uniglass-trois-rivieres-des-forges"], locale: "en" });
    expect(server.last()).toMatchObject({ path: "/coupons_phones", body: { name: "819-555-0142", locale: "en" } });
    expect(server.last().headers["idempotency-key"]).toBeUndefined();
  });

  it("refuse an invalid body before sending it, with per-field keys", async () => {
    const before = server.seen.length;
    const error = await sendCoupon("phone", { coupons: [10], name: "josee.b@example.com" }).catch((e: unknown) => e);
    expect(server.seen.length).toBe(before);
    expect(toVisitorError(error)).toMatchObject({ kind: "validation", fields: { name: "invalid_phone" } });

    const error2 = await requestEstimate({
      store: "uniglass-trois-rivieres-des-forges",
      firstName: "",
      lastName: "Tremblay",
      preferredContact: "email",
      vehicleYear: 2019,
      vehicleMake: "Toyota",
      vehicleModel: "RAV4",
      glassType: "windshield",
      damageType: "chip",
      consent: true,
    }).catch((e: unknown) => e);
    expect(toVisitorError(error2)).toMatchObject({ kind: "validation", fields: { firstName: "required", email: "required" } });
  });
});
