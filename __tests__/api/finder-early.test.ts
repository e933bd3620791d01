/**
 * The finder page's head script asks the API for a search's first page
 * before the page's code runs; the finder's first request takes that answer
 * instead of asking again. Real HTTP: the script's fetch and the client's
 * requests go to a small API on 127.0.0.1.
 */
import { startApiServer, store, type ApiServer } from "./support/api-server";

type FinderFlag = typeof import("../../src/lib/finder-flag");
type FinderEarly = typeof import("../../src/lib/finder-early");
type FinderRemote = typeof import("../../src/api-client/finder-remote");
type StoreSearchLib = typeof import("../../src/lib/store-search");
type Site = typeof import("../../src/config/site");

let server: ApiServer;
let status = 200;
let flag: FinderFlag;
let early: FinderEarly;
let remote: FinderRemote;
let lib: StoreSearchLib;
let site: Site;

/** The page's window, as much of it as the head script and takeEarlyAnswer read. */
const page = globalThis as unknown as { window: Record<string, unknown> & { location: { href: string } } };

beforeAll(async () => {
  server = await startApiServer((seen) =>
    seen.path === "/api/stores/search"
      ? { status, body: status === 200 ? [store] : { detail: "down" }, headers: { "X-Total-Count": "1", "X-Search-Origin": "46.34,-72.54" } }
      : undefined,
  );
  // The API's base is read once, when the modules load (as the build inlines it).
  process.env.GATSBY_API_URL = `${server.url}/api`;
  flag = await import("../../src/lib/finder-flag");
  early = await import("../../src/lib/finder-early");
  remote = await import("../../src/api-client/finder-remote");
  lib = await import("../../src/lib/store-search");
  site = await import("../../src/config/site");
});

afterAll(async () => {
  delete process.env.GATSBY_API_URL;
  await server.close();
});

let submitHandlers: Array<(event: unknown) => void>;

/** Runs the head script as the finder page at `search` in language `lang` would. */
function runHeadScript(search: string, lang = "fr-CA", readyState = "loading"): void {
  const classes = new Set<string>();
  page.window = { location: { href: `http://site.test/emplacement/${search}` } };
  submitHandlers = [];
  const document = {
    documentElement: {
      lang,
      classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)), add: (c: string) => classes.add(c) },
    },
    querySelector: () => null,
    readyState,
  };
  const location = { search, pathname: "/emplacement/" };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the head's script is text the page runs as it is
  new Function("document", "location", "addEventListener", "window", flag.FINDER_SEARCH_SCRIPT)(
    document,
    location,
    (type: string, handler: (event: unknown) => void) => type === "submit" && submitHandlers.push(handler),
    page.window,
  );
}

const searchesSeen = () => server.seen.filter((seen) => seen.path === "/api/stores/search");
const firstQuery = () => ({ page: 1, itemsPerPage: site.FINDER.pageSize, radiusKm: site.FINDER.radiusKm });
const asStrings = (params: Record<string, string | number | boolean | null | undefined>) =>
  Object.fromEntries(Object.entries(params).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])));

beforeEach(() => {
  server.seen.length = 0;
  status = 200;
});

it("asks for the first page of the address's search exactly as the finder's first request would, which then asks nothing more", async () => {
  runHeadScript("?key=%20Montr%C3%A9al%20&ctn=spring");
  const asked = page.window[flag.EARLY_ANSWER_KEY] as { answer: Promise<unknown> };
  await asked.answer;
  const search = lib.searchFromQuery("?key=%20Montr%C3%A9al%20&ctn=spring")!;
  expect(searchesSeen().map((seen) => seen.query)).toEqual([asStrings(lib.searchParams(search, "fr", firstQuery()))]);

  const found = await remote.askFinder({ type: "api", search, locale: "fr", query: firstQuery() });
  expect(found.answer.stores.map((s) => s.slug)).toEqual([store.slug]);
  expect(found.answer.total).toBe(1);
  expect(found.answer.origin).toEqual({ latitude: 46.34, longitude: -72.54 });
  expect(searchesSeen()).toHaveLength(1);
  // Taken once: the next request asks the API.
  expect(page.window[flag.EARLY_ANSWER_KEY]).toBeUndefined();
  await remote.askFinder({ type: "api", search, locale: "fr", query: firstQuery() });
  expect(searchesSeen()).toHaveLength(2);
});

it("asks for a search sent from the box before the page ran, in the page's language", async () => {
  runHeadScript("", "en-CA");
  expect(page.window[flag.EARLY_ANSWER_KEY]).toBeUndefined();
  const form = { elements: { key: { value: "  Laval " } }, getAttribute: (name: string) => (name === "role" ? "search" : "/emplacement/") };
  const send = () => submitHandlers.forEach((handler) => handler({ target: form, defaultPrevented: false, preventDefault: () => {} }));
  send();
  // Pressed again while the page still loads: the same words are not asked for twice.
  send();
  await (page.window[flag.EARLY_ANSWER_KEY] as { answer: Promise<unknown> }).answer;
  expect(searchesSeen().map((seen) => seen.query)).toEqual([asStrings(lib.searchParams({ kind: "key", key: "Laval" }, "en", firstQuery()))]);
  // Other words are.
  form.elements.key.value = "Gatineau";
  send();
  await (page.window[flag.EARLY_ANSWER_KEY] as { answer: Promise<unknown> }).answer;
  expect(searchesSeen().map((seen) => seen.query.key)).toEqual(["Laval", "Gatineau"]);
});

it("asks nothing when Gatsby runs the script again on a move within the site: the finder asks for itself", async () => {
  runHeadScript("?key=Laval", "fr-CA", "complete");
  expect(page.window[flag.EARLY_ANSWER_KEY]).toBeUndefined();
});

it("asks nothing for a position, and another search than the one asked for is asked again", async () => {
  runHeadScript("?latitude=46.3&longitude=-72.5&key=Laval");
  expect(page.window[flag.EARLY_ANSWER_KEY]).toBeUndefined();

  runHeadScript("?key=Laval");
  const asked = (page.window[flag.EARLY_ANSWER_KEY] as { answer: Promise<unknown> }).answer;
  await remote.askFinder({ type: "api", search: { kind: "key", key: "Gatineau" }, locale: "fr", query: firstQuery() });
  await asked;
  expect(
    searchesSeen()
      .map((seen) => seen.query.key)
      .sort(),
  ).toEqual(["Gatineau", "Laval"]);
  // Taken by that first request even though it was not the same search.
  expect(early.takeEarlyAnswer(lib.searchParams({ kind: "key", key: "Laval" }, "fr", firstQuery()))).toBeNull();
});

it("drops an answer that failed: the finder asks again and shows that answer's error as usual", async () => {
  status = 503;
  runHeadScript("?key=Laval");
  await expect((page.window[flag.EARLY_ANSWER_KEY] as { answer: Promise<unknown> }).answer).resolves.toBeNull();
  await expect(remote.askFinder({ type: "api", search: { kind: "key", key: "Laval" }, locale: "fr", query: firstQuery() })).rejects.toMatchObject({
    status: 503,
  });
  expect(searchesSeen()).toHaveLength(2);
});
