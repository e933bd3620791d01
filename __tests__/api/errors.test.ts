/** toVisitorError: every failure a call can meet → a stable kind (and per-field keys). */
import { AxiosError } from "axios";
import { z } from "zod";
import { apiClient, InvalidResponseError } from "../../src/api-client/client";
import { toVisitorError, VISITOR_ERROR_KINDS } from "../../src/api-client/errors";
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
    return Number.isInteger(status) ? { status, body: { detail: "x" } } : undefined;
  });
  apiClient.defaults.baseURL = server.url;
});
afterAll(() => server.close());

const failWith = (status: number) => apiClient.post(`/${status}`, {}).then(
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
    });
  });

  it.each([
    [400, "validation"],
    [401, "forbidden"],
    [403, "forbidden"],
    [404, "not_found"],
    [410, "not_found"],
    [409, "conflict"],
    [429, "unknown"],
    [500, "server"],
    [502, "server"],
    [503, "server"],
  ])("%i → %s", async (status, kind) => {
    const error = await failWith(status);
    expect(error).toMatchObject({ kind, status, message: `Request failed with status code ${status}`, key: `api.${kind}` });
    if (kind !== "validation") expect(error.fields).toEqual({});
  });
});

describe("toVisitorError with what the browser adapter throws", () => {
  it("maps the browser's messages (SPEC §8)", () => {
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
    expect(new Set(VISITOR_ERROR_KINDS).size).toBe(9);
  });
});
