/**
 * The finder's search: the first page of shops within the radius, then
 * "show more" a page at a time. When the next page cannot be had, the shops
 * shown stay, the button is offered again, and the visitor is told why.
 */
import { act, renderHook, waitFor } from "@testing-library/react";
import { useStoreSearch } from "../../src/hooks/use-store-search";
import { askFinder } from "../../src/api-client/finder-remote";
import { RemoteCallError } from "../../src/api-client/errors";
import type { Store } from "../../src/contract/store";

jest.mock("../../src/api-client/finder-remote", () => ({ askFinder: jest.fn(), warmFinder: jest.fn() }));
jest.mock("../../src/lib/analytics", () => ({ track: jest.fn() }));
const ask = askFinder as jest.MockedFunction<typeof askFinder>;

const ORIGIN = { latitude: 45.5, longitude: -73.6 };
const shop = (n: number) => ({ slug: `atelier-${n}`, name: `Atelier ${n}`, distance: n }) as unknown as Store;
const page = (from: number, count: number) => ({
  answer: { stores: Array.from({ length: count }, (_, i) => shop(from + i)), total: 25, origin: ORIGIN },
  checkedHere: false,
});

beforeEach(() => ask.mockReset());

function done(result: ReturnType<typeof useStoreSearch>["result"]) {
  if (result.status !== "done") throw new Error(`the search is ${result.status}`);
  return result;
}

describe("useStoreSearch", () => {
  it("shows the next page with show more", async () => {
    ask.mockResolvedValueOnce(page(1, 10)).mockResolvedValueOnce(page(11, 10));
    const { result } = renderHook(() => useStoreSearch({ kind: "key", key: "H2X 1Y4" }, "fr"));
    await waitFor(() => expect(result.current.result.status).toBe("done"));
    expect(done(result.current.result).stores).toHaveLength(10);
    act(() => result.current.showMore());
    await waitFor(() => expect(done(result.current.result).stores).toHaveLength(20));
    expect(done(result.current.result)).toMatchObject({ loadingMore: false, hasMore: true });
    expect(done(result.current.result).moreError).toBeUndefined();
  });

  it("keeps the shops shown and says why when the next page cannot be had, then clears it on the next try", async () => {
    // Too many requests: the API answered (an unreachable API would hand the search to the built index).
    const refused = new RemoteCallError({ kind: "rate_limited", key: "api.rate_limited", message: "429", status: 429, fields: {}, retryAfterSeconds: 30 });
    ask.mockResolvedValueOnce(page(1, 10)).mockRejectedValueOnce(refused).mockResolvedValueOnce(page(11, 10));
    const { result } = renderHook(() => useStoreSearch({ kind: "key", key: "H2X 1Y4" }, "fr"));
    await waitFor(() => expect(result.current.result.status).toBe("done"));
    act(() => result.current.showMore());
    await waitFor(() => expect(done(result.current.result).moreError?.kind).toBe("rate_limited"));
    expect(done(result.current.result)).toMatchObject({ loadingMore: false, hasMore: true });
    expect(done(result.current.result).stores).toHaveLength(10);
    act(() => result.current.showMore());
    expect(done(result.current.result).moreError).toBeUndefined();
    await waitFor(() => expect(done(result.current.result).stores).toHaveLength(20));
  });
});
