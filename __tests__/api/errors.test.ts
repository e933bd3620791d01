/** toVisitorError: every failure a call can meet → a stable kind (and per-field keys). */
import { AxiosError } from "axios";
import { z } from "zod";
import { apiClient, InvalidResponseError } from "../../src/api-client/client";
import { toVisitorError, visitorErrorText, visitorMessage, VISITOR_ERROR_KINDS } from "../../src/api-client/errors";
import { newsletterSubscriberSchema } from "../../src/contract";
import { startApiServer, type ApiServer } from "./support/api-server";

let server: ApiServer;
const violations = {
  title: "An error occurred",
  detail: "email: invalid_email",
  violations: [
    { propertyPath: "email", message: "invalid_email", code: "bd79c0ab" },
    { propertyPath: "email", message: "required" },
    { propertyPath: "", message: "consent_required" },
  ],
};
beforeAll(async () => {
  server = await startApiServer(({ path }) => {
    const status = Number(path.slice(1));
    if (status === 422) return { status, body: violations };
    if (path === "/429-seconds") return { status: 429, headers: { "Retry-After": "540" }, body: { message: "too_many_requests", retryAfter: 540 } };
    if (path === "/429-date")
      return {
        status: 429,
        headers: { "Retry-After": new Date(Date.now() + 3 * 3600_000).toUTCString() },
        body: { message: "too_many_messages_to_recipient" },
      };
    if (path === "/429-body") return { status: 429, body: { message: "too_many_requests", retryAfter: 61 } };
    if (path === "/429-bookings") return { status: 429, body: { message: "too_many_open_bookings", limit: 3 } };
    return Number.isInteger(status) ? { status, body: { detail: "x" } } : undefined;
  });
  apiClient.defaults.baseURL = server.url;
});
afterAll(() => server.close());

const failWith = (status: number) =>
  apiClient.post(`/${status}`, {}).then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => toVisitorError(error),
  );

describe("toVisitorError with real answers", () => {
  it("422 → validation with the server's violations per field (first message wins)", async () => {
    expect(await failWith(422)).toEqual({
      kind: "validation",
      status: 422,
      message: "Request failed with status code 422",
      fields: { email: "invalid_email", _form: "consent_required" },
      key: "api.validation",
      retryAfterSeconds: null,
    });
  });

  it.each([
    [400, "validation"],
    [401, "forbidden"],
    [403, "forbidden"],
    [404, "not_found"],
    [410, "not_found"],
    [409, "conflict"],
    [418, "unknown"],
    [500, "server"],
    [502, "server"],
    [503, "server"],
  ])("%i → %s", async (status, kind) => {
    const error = await failWith(status);
    expect(error).toMatchObject({ kind, status, message: `Request failed with status code ${status}`, key: `api.${kind}` });
    if (kind !== "validation") expect(error.fields).toEqual({});
  });
});

describe("429: too many attempts, and when to come back", () => {
  const failAt = (path: string) =>
    apiClient.post(path, {}).then(
      () => {
        throw new Error("expected a failure");
      },
      (error: unknown) => toVisitorError(error),
    );
  const t = (key: string, values?: { count: number }) => (values ? `${key}|${values.count}` : key);

  it("reads Retry-After in seconds and says it in minutes", async () => {
    const error = await failAt("/429-seconds");
    expect(error).toMatchObject({ kind: "rate_limited", status: 429, retryAfterSeconds: 540, key: "api.rate_limited" });
    expect(visitorMessage(error)).toEqual({ key: "error:api.rate_limited_minutes", values: { count: 9 } });
    expect(visitorErrorText(t, error)).toBe("error:api.rate_limited_minutes|9");
  });

  it("reads a Retry-After date, and says hours past two hours", async () => {
    const error = await failAt("/429-date");
    expect(error.retryAfterSeconds).toBeGreaterThan(3 * 3600 - 60);
    expect(visitorMessage(error)).toEqual({ key: "error:api.rate_limited_hours", values: { count: 3 } });
  });

  it("falls back on the body's retryAfter (a cross-origin API's header is not readable), then on no figure", async () => {
    const error = await failAt("/429-body");
    expect(visitorMessage(error)).toEqual({ key: "error:api.rate_limited_minutes", values: { count: 2 } });
    expect(visitorMessage({ ...error, retryAfterSeconds: null })).toEqual({ key: "error:api.rate_limited" });
  });

  it("tells the cap on upcoming bookings apart", async () => {
    const error = await failAt("/429-bookings");
    expect(error).toMatchObject({ kind: "booking_limit", retryAfterSeconds: null });
    expect(visitorMessage(error)).toEqual({ key: "error:api.booking_limit" });
  });
});

describe("toVisitorError with what the browser adapter throws", () => {
  it("maps the browser's messages", () => {
    expect(toVisitorError(new AxiosError("Network Error", AxiosError.ERR_NETWORK))).toMatchObject({ kind: "network", message: "Network Error" });
    expect(toVisitorError(new AxiosError("Request aborted", AxiosError.ECONNABORTED))).toMatchObject({ kind: "aborted", message: "Request aborted" });
    expect(toVisitorError(new AxiosError("timeout of 3800ms exceeded", AxiosError.ECONNABORTED))).toMatchObject({ kind: "timeout" });
    expect(toVisitorError(new AxiosError("timeout of 3800ms exceeded", AxiosError.ETIMEDOUT))).toMatchObject({ kind: "timeout" });
  });
});

describe("toVisitorError with other errors", () => {
  it("maps a zod error (form input) to validation with the contract's keys", () => {
    const result = newsletterSubscriberSchema.safeParse({ email: "pas-un-courriel", consent: false });
    expect(result.success).toBe(false);
    expect(toVisitorError(result.error)).toMatchObject({
      kind: "validation",
      status: null,
      fields: { email: "invalid_email", consent: "consent_required" },
    });
    expect(toVisitorError(z.string().safeParse(1).error)).toMatchObject({ kind: "validation", fields: { _form: expect.any(String) } });
  });

  it("maps a contract-breaking answer to server, anything else to unknown", () => {
    expect(toVisitorError(new InvalidResponseError("/stores", [{ path: [0, "name"], message: "Too small" }])).kind).toBe("server");
    expect(toVisitorError(new TypeError("x is undefined"))).toMatchObject({ kind: "unknown", message: "x is undefined" });
    expect(toVisitorError("weird")).toMatchObject({ kind: "unknown", message: "weird" });
  });

  it("lists every kind once", () => {
    expect(new Set(VISITOR_ERROR_KINDS).size).toBe(VISITOR_ERROR_KINDS.length);
  });
});
