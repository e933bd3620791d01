/**
 * A store's five lists (coupons, reviews, partners, social networks,
 * categories) are kept in the cache with the store's revision: the next build
 * reuses them without a request while the revision is the same, and asks for
 * them again when it changed. A store without a revision has its lists asked
 * for at every build. Real HTTP against the fixture API; the cache is a Map,
 * as Gatsby's is kept between builds.
 */
import { createHash } from "node:crypto";
import { sourceUniglass } from "../../plugins/gatsby-source-uniglass/source-nodes";
import { fakeGatsbyApi, nodeById, nodesOf, PanicError } from "./support/fake-gatsby-api";
import { fixtureHandler, perStore, stores } from "./support/fixture-api";
import { startServer, type Handler, type TestServer } from "./support/http-server";

type Locale = "fr" | "en";
const TROIS_RIVIERES = "uniglass-trois-rivieres-des-forges";
const LAVAL = "ziebart-laval";
const QUEBEC = "uniglass-quebec-lebourgneuf";

/** What the fixture API sends this build: each store's revision (by slug, or "en:slug" for one locale; none: no field), and a review added to a store. */
interface ApiState {
  revisions: Record<string, string | undefined>;
  addedReview?: { slug: string; locale: Locale; text: string };
}

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

function handler(state: ApiState): Handler {
  const answer = fixtureHandler({
    override(url, path) {
      const locale: Locale = url.searchParams.get("locale") === "en" ? "en" : "fr";
      if (path === "/api/stores") {
        const records = stores(locale).map((s) => {
          const revision = state.revisions[`${locale}:${s.slug}`] ?? state.revisions[s.slug];
          return revision === undefined ? s : { ...s, revision };
        });
        const page = Number(url.searchParams.get("page") ?? 1);
        const perPage = Number(url.searchParams.get("itemsPerPage") ?? 30);
        return { body: records.slice((page - 1) * perPage, page * perPage) };
      }
      const added = state.addedReview;
      if (added && locale === added.locale && path === `/api/stores/${added.slug}/testimonials`) {
        const reviews = perStore(locale, `/stores/${added.slug}/testimonials`) ?? [];
        return { body: [...reviews, { id: 900, store: added.slug, author: "Nouvel avis", rating: 5, date: "2026-11-20", text: added.text }] };
      }
      return undefined;
    },
  });
  // Every answer comes with an ETag, as the sample API's do, so the fetcher would keep it for a conditional request.
  return async (...args) => {
    const sent = await answer(...args);
    const etag = `"${createHash("sha1")
      .update(JSON.stringify(sent.body ?? null))
      .digest("hex")}"`;
    return { ...sent, headers: { ...sent.headers, ETag: etag } };
  };
}

/** "fr ziebart-laval" when the URL asks for one of a store's lists in a locale, else null. */
function storeOfList(url: URL): string | null {
  const match = /^\/api\/(?:coupons|stores)\/([a-z0-9-]+)(?:\/[a-z_]+)?$/.exec(url.pathname);
  return match && match[1] !== "privilege" ? `${url.searchParams.get("locale")} ${match[1]}` : null;
}

/** One build's sourcing, the cache kept between builds: its nodes, the stores whose lists were asked for, and the log. */
async function build(state: ApiState, cache: Map<string, unknown>, port = 0) {
  server = await startServer(handler(state), port);
  const api = fakeGatsbyApi();
  const infos: string[] = [];
  api.reporter.info = (message) => infos.push(message);
  api.cache = { get: async (key) => cache.get(key), set: async (key, value) => cache.set(key, value) };
  let panic: PanicError | null = null;
  try {
    await sourceUniglass(api, { apiUrl: `${server.url}/api`, wordpressUrl: `${server.url}/blog`, itemsPerPage: 2, retryDelayMs: 1 });
  } catch (error) {
    if (!(error instanceof PanicError)) throw error;
    panic = error;
  }
  const requests = [...server.requests];
  const usedPort = Number(new URL(server.url).port);
  await server.close();
  /** Every store and locale whose lists were asked for (once, whatever the number of calls). */
  const asked = new Set(requests.flatMap((request) => storeOfList(new URL(request, "http://x")) ?? []));
  return { api, panic, asked, infos, port: usedPort };
}

/** The stores whose list answers the cache keeps for ETags ("fr ziebart-laval"). */
const keptAnswers = (cache: Map<string, unknown>) =>
  [...new Set([...cache.keys()].flatMap((key) => (key.startsWith("answer:") ? (storeOfList(new URL(key.slice("answer:".length))) ?? []) : [])))].sort();

const digests = (api: ReturnType<typeof fakeGatsbyApi>) => api.nodes.map((n) => `${n.id} ${n.internal.contentDigest}`).sort();
const everyStore = ["fr", "en"].flatMap((locale) => [TROIS_RIVIERES, LAVAL, QUEBEC].map((slug) => `${locale} ${slug}`)).sort();

it("reuses the lists kept with an unchanged revision without asking, and builds the same nodes", async () => {
  const cache = new Map<string, unknown>();
  const state: ApiState = { revisions: { [TROIS_RIVIERES]: "a1", [LAVAL]: "b1", [QUEBEC]: "c1" } };
  const first = await build(state, cache);
  expect(first.panic).toBeNull();
  expect([...first.asked].sort()).toEqual(everyStore);
  expect(first.infos).toContain("[gatsby-source-uniglass] stores' lists: 0 kept from the last build (same revision), 6 asked for");
  // The lists are kept once, with the revision, not a second time as answers for ETags.
  expect(keptAnswers(cache)).toEqual([]);

  const second = await build(state, cache, first.port);
  expect(second.panic).toBeNull();
  expect([...second.asked]).toEqual([]);
  expect(second.infos).toContain("[gatsby-source-uniglass] stores' lists: 6 kept from the last build (same revision), 0 asked for");
  expect(digests(second.api)).toEqual(digests(first.api));
});

it("asks again for the lists of the one store whose revision changed, in that locale only", async () => {
  const cache = new Map<string, unknown>();
  const state: ApiState = { revisions: { [TROIS_RIVIERES]: "a1", [LAVAL]: "b1", [QUEBEC]: "c1" } };
  const first = await build(state, cache);

  // A new review of Laval in English, but the same revision: the kept lists are used, as the revision promises
  // they are still what the API sends (an API whose revisions miss a change shows the old lists until the next one).
  const changed = await build(
    { revisions: { ...state.revisions }, addedReview: { slug: LAVAL, locale: "en", text: "Great rustproofing." } },
    cache,
    first.port,
  );
  expect([...changed.asked]).toEqual([]);
  const lavalEn = nodesOf(changed.api, "UniglassStore", "en").find((n) => n.slug === LAVAL);
  expect((lavalEn?.testimonials as string[]).map((id) => nodeById(changed.api, id)?.text)).toEqual([]);

  const revised = await build(
    { revisions: { ...state.revisions, [`en:${LAVAL}`]: "b2" }, addedReview: { slug: LAVAL, locale: "en", text: "Great rustproofing." } },
    cache,
    first.port,
  );
  expect([...revised.asked]).toEqual([`en ${LAVAL}`]);
  const reviews = (locale: Locale) =>
    (nodesOf(revised.api, "UniglassStore", locale).find((n) => n.slug === LAVAL)?.testimonials as string[]).map((id) => nodeById(revised.api, id)?.text);
  expect(reviews("en")).toEqual(["Great rustproofing."]);
  expect(reviews("fr")).toEqual([]);
  // Everything else is as the first build made it.
  const others = (api: ReturnType<typeof fakeGatsbyApi>) =>
    digests({ ...api, nodes: api.nodes.filter((n) => !(n.slug === LAVAL && n.locale === "en") && n.entityId !== 900) });
  expect(others(revised.api)).toEqual(others(first.api));
});

it("asks for the lists of a store without a revision at every build", async () => {
  const cache = new Map<string, unknown>();
  const state: ApiState = { revisions: { [TROIS_RIVIERES]: "a1", [LAVAL]: undefined, [QUEBEC]: "c1" } };
  const first = await build(state, cache);
  const second = await build(state, cache, first.port);
  expect([...second.asked].sort()).toEqual([`en ${LAVAL}`, `fr ${LAVAL}`]);
  expect(digests(second.api)).toEqual(digests(first.api));
  // Only its answers are kept for conditional requests.
  expect(keptAnswers(cache)).toEqual([`en ${LAVAL}`, `fr ${LAVAL}`]);
});

it("asks again when the kept lists no longer pass the contract, and fails only on what the API sends", async () => {
  const cache = new Map<string, unknown>();
  const state: ApiState = { revisions: { [TROIS_RIVIERES]: "a1", [LAVAL]: "b1", [QUEBEC]: "c1" } };
  const first = await build(state, cache);
  const key = [...cache.keys()].find((k) => k.startsWith("store-lists:") && k.endsWith(`:fr:${TROIS_RIVIERES}`));
  expect(key).toBeDefined();
  const kept = cache.get(key!) as { lists: { testimonials: { items: Array<Record<string, unknown>> }[] } };
  kept.lists.testimonials[0].items[0].rating = "five stars";

  const second = await build(state, cache, first.port);
  expect(second.panic).toBeNull();
  expect([...second.asked]).toEqual([`fr ${TROIS_RIVIERES}`]);
  expect(digests(second.api)).toEqual(digests(first.api));
});

it("drops a store the list no longer holds, with its lists", async () => {
  const cache = new Map<string, unknown>();
  const first = await build({ revisions: { [TROIS_RIVIERES]: "a1", [LAVAL]: "b1", [QUEBEC]: "c1" } }, cache);
  server = await startServer(
    fixtureHandler({
      override: (url, path) =>
        path === "/api/stores" ? { body: url.searchParams.get("page") === "1" ? [{ ...stores("fr")[2], revision: "c1" }] : [] } : undefined,
    }),
    first.port,
  );
  const api = fakeGatsbyApi();
  api.cache = { get: async (k) => cache.get(k), set: async (k, v) => cache.set(k, v) };
  await sourceUniglass(api, { apiUrl: `${server.url}/api`, wordpressUrl: `${server.url}/blog`, itemsPerPage: 2, retryDelayMs: 1 });
  expect(nodesOf(api, "UniglassStore").map((n) => n.slug)).toEqual([QUEBEC, QUEBEC]);
  // Trois-Rivières' reviews went with it: no node is left for a store the API no longer lists.
  expect(nodesOf(api, "UniglassTestimonial")).toEqual([]);
  expect(server.requests.filter((r) => r.includes(QUEBEC))).toEqual([]);
});
