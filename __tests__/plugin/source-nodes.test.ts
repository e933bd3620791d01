/**
 * sourceNodes against a real HTTP server (127.0.0.1:0) serving a small API and
 * WordPress in both locales: nodes, relations, pagination, retries, failures.
 */
import { sourceUniglass } from "../../plugins/gatsby-source-uniglass/source-nodes";
import type { UniglassPluginOptions } from "../../plugins/gatsby-source-uniglass/plugin-options-schema";
import { fakeGatsbyApi, nodeById, nodesOf, PanicError } from "./support/fake-gatsby-api";
import { CODES } from "../../plugins/gatsby-source-uniglass/report";
import { fixtureHandler, type FixtureOverrides } from "./support/fixture-api";
import { startServer, type TestServer } from "./support/http-server";

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

async function source(overrides: FixtureOverrides = {}, options: Partial<UniglassPluginOptions> = {}) {
  server = await startServer(fixtureHandler(overrides));
  const api = fakeGatsbyApi();
  let panic: PanicError | null = null;
  try {
    await sourceUniglass(api, {
      apiUrl: `${server.url}/api`,
      wordpressUrl: `${server.url}/blog`,
      itemsPerPage: 2,
      retryDelayMs: 1,
      ...options,
    });
  } catch (error) {
    if (!(error instanceof PanicError)) throw error;
    panic = error;
  }
  return { api, panic, requests: server.requests };
}

describe("sourcing both locales", () => {
  it("creates every node type in fr and en, with relations inside one locale", async () => {
    const { api, panic } = await source();
    expect(panic).toBeNull();

    for (const locale of ["fr", "en"]) {
      expect(nodesOf(api, "UniglassStore", locale)).toHaveLength(3);
      expect(nodesOf(api, "UniglassServiceCategory", locale)).toHaveLength(2);
      expect(nodesOf(api, "UniglassService", locale)).toHaveLength(2);
      expect(
        nodesOf(api, "UniglassCoupon", locale)
          .map((n) => n.entityId)
          .sort(),
      ).toEqual([10, 30]);
      expect(nodesOf(api, "UniglassTranscript", locale)).toHaveLength(2);
      expect(nodesOf(api, "UniglassCareer", locale)).toHaveLength(2);
      expect(nodesOf(api, "UniglassTestimonial", locale)).toHaveLength(2);
      expect(nodesOf(api, "UniglassPartner", locale)).toHaveLength(1); // same partner for every store, once
      expect(nodesOf(api, "UniglassPromoPage", locale)).toHaveLength(0);
    }

    const storeFr = nodesOf(api, "UniglassStore", "fr").find((n) => n.slug === "uniglass-trois-rivieres-des-forges");
    const storeEn = nodesOf(api, "UniglassStore", "en").find((n) => n.slug === "uniglass-trois-rivieres-des-forges");
    expect(storeFr?.id).not.toEqual(storeEn?.id);
    const couponsFr = (storeFr?.coupons as string[]).map((id) => nodeById(api, id));
    expect(couponsFr.map((c) => [c?.entityId, c?.locale])).toEqual([
      [10, "fr"],
      [30, "fr"],
    ]);
    expect(couponsFr[0]?.title).toBe("Coupon 10 : 20 % sur un pare-brise");
    const couponsEn = (storeEn?.coupons as string[]).map((id) => nodeById(api, id));
    expect(couponsEn[0]?.title).toBe("Coupon 10: 20% off a windshield");

    const categoriesEn = (storeEn?.serviceCategories as string[]).map((id) => nodeById(api, id)?.slug);
    expect(categoriesEn).toEqual(["windshield", "accessories"]);
    const careersFr = (storeFr?.careers as string[]).map((id) => nodeById(api, id));
    expect(careersFr.map((c) => c?.slug)).toEqual(["technicien-vitrier-trois-rivieres"]);
    expect(careersFr[0]?.store).toBe(storeFr?.id);

    const serviceEn = nodesOf(api, "UniglassService", "en").find((n) => n.entityId === 11);
    expect(nodeById(api, serviceEn?.category)?.slug).toBe("windshield");
    expect(nodeById(api, serviceEn?.transcript)).toMatchObject({ title: "Transcript: replacement", locale: "en", parentSlug: "windshield-replacement" });
    const categoryFr = nodesOf(api, "UniglassServiceCategory", "fr").find((n) => n.entityId === 1);
    expect((categoryFr?.services as string[]).map((id) => nodeById(api, id)?.slug)).toEqual([
      "reparation-de-pare-brise", // position 1
      "remplacement-de-pare-brise",
    ]);
    expect(nodeById(api, categoryFr?.transcript)?.content).toBe("<p>…</p>"); // iframe gone

    const featuredFr = nodesOf(api, "UniglassFeaturedService", "fr")[0];
    expect(nodeById(api, featuredFr.service)).toMatchObject({ slug: "remplacement-de-pare-brise", locale: "fr" });
    expect(api.warnings).toEqual([]);
  });

  it("turns coordinates into floats, '0' into null, and drops unknown fields", async () => {
    const { api } = await source();
    const bySlug = (slug: string) => nodesOf(api, "UniglassStore", "fr").find((n) => n.slug === slug);
    expect(bySlug("uniglass-trois-rivieres-des-forges")).toMatchObject({ latitude: 46.3432, longitude: -72.5477 });
    expect(bySlug("ziebart-laval")).toMatchObject({ latitude: null, longitude: null, isZiebart: true });
    expect(bySlug("uniglass-quebec-lebourgneuf")).toMatchObject({ latitude: 46.833, longitude: -71.288 });
    expect(bySlug("uniglass-trois-rivieres-des-forges")).not.toHaveProperty("internalNote");
  });

  it("follows the API's pagination and WordPress' X-WP-TotalPages", async () => {
    const { api, requests } = await source();
    // 3 stores with itemsPerPage=2: pages 1 and 2, then stop (page 2 holds fewer than 2).
    expect(requests.filter((r) => r.startsWith("/api/stores?") && r.includes("locale=fr"))).toEqual([
      "/api/stores?locale=fr&page=1&itemsPerPage=2",
      "/api/stores?locale=fr&page=2&itemsPerPage=2",
    ]);
    expect(requests.filter((r) => r.startsWith("/blog/wp-json"))).toEqual([
      "/blog/wp-json/wp/v2/posts?_embed&per_page=100&page=1",
      "/blog/wp-json/wp/v2/posts?_embed&per_page=100&page=2",
    ]);
    expect(requests.filter((r) => r.startsWith("/blog/en/wp-json"))).toEqual(["/blog/en/wp-json/wp/v2/posts?_embed&per_page=100&page=1"]);
    expect(nodesOf(api, "BlogPost", "fr").map((n) => n.slug)).toEqual(["hiver-et-pare-brise", "eclats", "calibrage"]);
    expect(nodesOf(api, "BlogPost", "en").map((n) => n.slug)).toEqual(["winter-and-your-windshield"]);
  });

  it("builds BlogPost nodes with a plain-text title and sanitized HTML", async () => {
    const { api } = await source();
    const [first, second] = nodesOf(api, "BlogPost", "fr");
    expect(first).toMatchObject({
      wpId: 1,
      title: "L’hiver et votre pare-brise & vous",
      date: "2026-01-14T09:30:00",
      author: "Émilie Gagnon",
      featuredImage: { url: "/media/blog/a.jpg", alt: "Un pare-brise", width: 1200, height: 800 },
      content: '<p>Texte</p><img src="/media/blog/a.jpg" alt="" />',
    });
    expect(second.title).toBe("Les éclats : réparer ou remplacer?");
  });

  it("keeps per-store calls under the concurrency limit", async () => {
    const perStoreCall = (url: URL) => /^\/api\/(coupons\/(?!privilege)|stores\/)[a-z-]+/.test(url.pathname);
    const { panic } = await source({ delayMs: (url) => (perStoreCall(url) ? 25 : 0) }, { concurrency: 2 });
    expect(panic).toBeNull();
    // Only per-store answers are slow, so requests overlap only there: 3 stores, 2 at a time.
    expect(server.maxInFlight).toBe(2);
    await server.close();
    await source({ delayMs: (url) => (perStoreCall(url) ? 25 : 0) }, { concurrency: 8 });
    expect(server.maxInFlight).toBe(3);
  });

  it("gives the same node ids and digests on a second build of unchanged data", async () => {
    const first = await source();
    await server.close();
    const second = await source();
    const key = (n: { id: string; internal: { contentDigest: string } }) => `${n.id}:${n.internal.contentDigest}`;
    expect(second.api.nodes.map(key)).toEqual(first.api.nodes.map(key));
  });
});

describe("retries and failures", () => {
  it("retries a 5xx answer and succeeds on the third request", async () => {
    let failures = 0;
    const { api, panic, requests } = await source({
      override: (url) => {
        if (url.pathname === "/api/slides" && url.searchParams.get("locale") === "fr" && failures < 2) {
          failures += 1;
          return { status: 503, body: { detail: "Service Unavailable" } };
        }
        return undefined;
      },
    });
    expect(panic).toBeNull();
    expect(requests.filter((r) => r.startsWith("/api/slides?locale=fr"))).toHaveLength(3);
    expect(nodesOf(api, "UniglassSlide", "fr")).toHaveLength(1);
  });

  it("panics naming the endpoint and the status when a 5xx never ends, after 1 + retries requests", async () => {
    const { api, panic, requests } = await source({
      override: (url) => (url.pathname === "/api/promotions" ? { status: 500, body: { detail: "boom" } } : undefined),
    });
    expect(panic).not.toBeNull();
    expect(api.panics).toHaveLength(1);
    expect(api.panicCodes).toEqual([CODES.ServerError]);
    expect(api.panics[0]).toContain("/api/promotions?locale=fr&page=1&itemsPerPage=2");
    expect(api.panics[0]).toContain("status 500");
    // What to do, after the message: the fault is the API's, and which setting points at it.
    expect(api.panics[0]).toContain("The service at API_URL answered /api/promotions with a server error (500) on every retry");
    expect(requests.filter((r) => r.startsWith("/api/promotions"))).toHaveLength(4); // retries: 3
    expect(api.nodes).toEqual([]); // nothing half-built
  });

  it("does not retry a 4xx", async () => {
    const { api, requests } = await source({
      override: (url) => (url.pathname === "/api/stores/ziebart-laval/partners" ? { status: 404, body: { detail: "Not Found" } } : undefined),
    });
    expect(api.panics[0]).toMatch(/\/api\/stores\/ziebart-laval\/partners\?locale=fr.* failed with status 404/);
    expect(api.panicCodes).toEqual([CODES.Refused]);
    expect(api.panics[0]).toContain(`${server.url}/api (API_URL) refused /api/stores/ziebart-laval/partners with status 404`);
    expect(requests.filter((r) => r.startsWith("/api/stores/ziebart-laval/partners"))).toHaveLength(1);
  });

  it("panics naming the endpoint on a network error", async () => {
    server = await startServer(fixtureHandler());
    const closedUrl = server.url;
    await server.close();
    const api = fakeGatsbyApi();
    await expect(sourceUniglass(api, { apiUrl: `${closedUrl}/api`, wordpressUrl: `${closedUrl}/blog`, retries: 1, retryDelayMs: 1 })).rejects.toThrow(
      PanicError,
    );
    expect(api.panics[0]).toContain(`${closedUrl}/api/`);
    expect(api.panics[0]).toMatch(/network error \(.*ECONNREFUSED/);
    expect(api.panicCodes).toEqual([CODES.Unreachable]);
    expect(api.panics[0]).toContain(`Nothing answered at ${closedUrl}/api (API_URL)`);
  });

  it("panics naming the endpoint, the record and the field of an invalid record", async () => {
    const { api } = await source({
      override: (url) =>
        url.pathname === "/api/careers" && url.searchParams.get("page") === "1"
          ? {
              body: [
                {
                  id: 1,
                  slug: "ok-job",
                  title: "Ok",
                  category: "ok",
                  categoryName: "Ok",
                  city: "Lévis",
                  employmentType: "FULL_TIME",
                  description: "",
                  postedAt: "2026-08-01",
                },
                {
                  id: 9,
                  slug: "bad-job",
                  title: "Bad",
                  category: "ok",
                  categoryName: "Ok",
                  city: "Lévis",
                  employmentType: "SOMETIMES",
                  description: "",
                  postedAt: "1er août",
                },
              ],
            }
          : undefined,
    });
    expect(api.panics).toHaveLength(1);
    const [message] = api.panics;
    expect(message).toContain("/api/careers?locale=fr&page=1&itemsPerPage=2");
    expect(message).toContain("id=9 slug=bad-job");
    expect(message).toContain("employmentType:");
    expect(message).toContain("postedAt:");
    expect(api.panicCodes).toEqual([CODES.InvalidRecord]);
    expect(message).toContain("does not match the site's contract (src/contract)");
  });

  it("panics when the API ignores pagination instead of looping for ever", async () => {
    const { api } = await source({
      override: (url) =>
        url.pathname === "/api/slides"
          ? {
              body: [
                { id: 1, content: "a" },
                { id: 2, content: "b" },
              ],
            }
          : undefined,
    });
    expect(api.panics[0]).toContain("/api/slides?locale=fr&page=2");
    expect(api.panics[0]).toContain("ignore page/itemsPerPage");
    expect(api.panicCodes).toEqual([CODES.Pagination]);
  });

  it("reports progress with one activity per collection and locale", async () => {
    const { api } = await source();
    const stores = api.activities.find((a) => a.name === "Sourcing stores (fr)…");
    expect(stores).toEqual({ name: "Sourcing stores (fr)…", status: "3 stores", ended: true });
    expect(api.activities.find((a) => a.name === "Sourcing blog posts (en)…")?.status).toBe("1 blog posts");
  });
});
