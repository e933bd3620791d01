import { act, renderHook } from "@testing-library/react";
import { AxiosError, AxiosHeaders } from "axios";
import { useSubmission } from "../../src/hooks/use-submission";

function answered(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, "ERR_BAD_RESPONSE", config, null, {
    status,
    statusText: "",
    headers: {},
    config,
    data: {},
  });
}
const networkError = () => new AxiosError("Network Error", "ERR_NETWORK", { headers: new AxiosHeaders() });

async function keysAfter(first: Error): Promise<[string, string]> {
  const send = jest.fn().mockRejectedValueOnce(first).mockResolvedValueOnce({ status: 201, id: 1 });
  const { result } = renderHook(() => useSubmission<{ email: string }>(send));
  await act(() => result.current.submit({ email: "lea@exemple.ca" }));
  expect(result.current.state.status).toBe("error");
  await act(() => result.current.submit({ email: "lea@exemple.ca" }));
  expect(result.current.state.status).toBe("success");
  return [send.mock.calls[0][1].idempotencyKey, send.mock.calls[1][1].idempotencyKey];
}

describe("useSubmission's Idempotency-Key", () => {
  it.each([
    ["a network error", networkError()],
    ["a 503", answered(503)],
    ["a 500", answered(500)],
  ])("keeps the key after %s: the first try may have been stored", async (_name, error) => {
    const [first, retry] = await keysAfter(error);
    expect(first).toEqual(expect.any(String));
    expect(retry).toBe(first);
  });

  it.each([
    ["a 422", answered(422)],
    ["a 409", answered(409)],
    ["a 404", answered(404)],
  ])("takes a new key after %s: nothing was stored and the next try is another request", async (_name, error) => {
    const [first, retry] = await keysAfter(error);
    expect(retry).toEqual(expect.any(String));
    expect(retry).not.toBe(first);
  });

  it("starts a new key for the next fill after a success, and ignores a submit while one is in flight", async () => {
    let release: (value: { status: number; id: number }) => void = () => undefined;
    const send = jest
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce({ status: 201, id: 2 });
    const { result } = renderHook(() => useSubmission<{ email: string }>(send));
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.submit({ email: "a@exemple.ca" });
      void result.current.submit({ email: "a@exemple.ca" });
    });
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => {
      release({ status: 201, id: 1 });
      await pending;
    });
    await act(() => result.current.submit({ email: "b@exemple.ca" }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][1].idempotencyKey).not.toBe(send.mock.calls[0][1].idempotencyKey);
  });
});

describe("the Idempotency-Key itself", () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("is a random UUID from the cryptographic generator, never from Math.random, also where crypto.randomUUID is missing (plain HTTP)", async () => {
    // React's act() draws one number the first time it runs (to find its scheduler): before the spy.
    await act(async () => undefined);
    const random = jest.spyOn(Math, "random");
    const getRandomValues = jest.spyOn(crypto, "getRandomValues");
    // As on a plain-HTTP page: no randomUUID at all.
    const owner = Object.prototype.hasOwnProperty.call(crypto, "randomUUID") ? crypto : Object.getPrototypeOf(crypto);
    const descriptor = Object.getOwnPropertyDescriptor(owner, "randomUUID");
    try {
      delete (owner as { randomUUID?: unknown }).randomUUID;
      expect("randomUUID" in crypto).toBe(false);
      const keys = new Set<string>();
      for (let i = 0; i < 50; i++) {
        const send = jest.fn().mockResolvedValue({ status: 201, id: i });
        const { result } = renderHook(() => useSubmission<{ email: string }>(send));
        await act(() => result.current.submit({ email: "lea@exemple.ca" }));
        keys.add(send.mock.calls[0][1].idempotencyKey);
      }
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
      expect(getRandomValues).toHaveBeenCalled();
      expect(random).not.toHaveBeenCalled();
    } finally {
      if (descriptor) Object.defineProperty(owner, "randomUUID", descriptor);
      random.mockRestore();
      getRandomValues.mockRestore();
    }
  });
});
