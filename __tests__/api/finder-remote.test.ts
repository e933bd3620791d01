/**
 * The finder's worker can be started before the first search (warmFinder):
 * the search then goes to that same worker, never to a second one.
 */
import type { FinderRequest } from "../../src/api-client/finder-sources";
import type { WorkerMessage, WorkerReply } from "../../src/api-client/finder-remote";

/** A worker of the page's side: what was posted to it, and its listeners to answer through. */
class MockWorker {
  posted: WorkerMessage[] = [];
  listeners: Record<string, ((event: { data: WorkerReply }) => void)[]> = {};
  postMessage(message: WorkerMessage) {
    this.posted.push(message);
  }
  addEventListener(type: string, listener: (event: { data: WorkerReply }) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  terminate() {}
  reply(data: WorkerReply) {
    for (const listener of this.listeners.message ?? []) listener({ data });
  }
}

const mockStarted: MockWorker[] = [];
jest.mock("../../src/api-client/finder-worker-start", () => ({
  startFinderWorker: () => {
    const worker = new MockWorker();
    mockStarted.push(worker);
    return worker;
  },
}));

const request: FinderRequest = { type: "api", search: { kind: "key", key: "Laval" }, locale: "fr", query: { page: 1, itemsPerPage: 10 } };

it("starts the worker once, before the first search, and sends that search to it", async () => {
  const { warmFinder, askFinder } = await import("../../src/api-client/finder-remote");
  warmFinder();
  expect(mockStarted).toHaveLength(1);
  expect(mockStarted[0].posted).toEqual([]);
  warmFinder();
  expect(mockStarted).toHaveLength(1);

  const answer = askFinder(request);
  expect(mockStarted).toHaveLength(1);
  const [message] = mockStarted[0].posted;
  expect(message).toEqual({ type: "ask", id: expect.any(Number), request });
  const value = { items: [], totalItems: 0 } as unknown as Extract<WorkerReply, { ok: true }>["value"];
  mockStarted[0].reply({ id: (message as { id: number }).id, ok: true, value });
  await expect(answer).resolves.toEqual({ answer: value, checkedHere: false });
});

it("sends the worker the answer the head's script received for that very search, so that it does not ask again", async () => {
  const { askFinder } = await import("../../src/api-client/finder-remote");
  const { EARLY_ANSWER_KEY } = await import("../../src/lib/finder-flag");
  const early = { body: "[]", headers: { "x-total-count": "0" } };
  const page = globalThis as unknown as { window?: Record<string, unknown> };
  page.window = {
    location: { href: "http://site.test/emplacement/?key=Laval" },
    [EARLY_ANSWER_KEY]: { url: "/api/stores/search?key=Laval&locale=fr&page=1&itemsPerPage=10", answer: Promise.resolve(early) },
  };
  try {
    void askFinder(request);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockStarted[0].posted.at(-1)).toEqual({ type: "ask", id: expect.any(Number), request, early });
    // Another search later asks the API itself.
    void askFinder(request);
    expect(mockStarted[0].posted.at(-1)).toEqual({ type: "ask", id: expect.any(Number), request });
  } finally {
    delete page.window;
  }
});
