/** The pure node builder, fed with the fixture API's answers parsed by the contract. */
import { buildNodes } from "../../plugins/gatsby-source-uniglass/build-nodes";
import { fakeGatsbyApi, nodeById, nodesOf } from "./support/fake-gatsby-api";
import { localeData, type Locale } from "./support/locale-data";
import type { LocaleData } from "../../plugins/gatsby-source-uniglass/build-nodes";

function build(locale: Locale, change: (data: LocaleData) => void = () => undefined) {
  const api = fakeGatsbyApi();
  const data = localeData(locale);
  change(data);
  const { nodes, warnings } = buildNodes(data, api);
  api.nodes.push(...nodes);
  return { api, warnings };
}

describe("buildNodes", () => {
  it("gives every node its locale, its API id as entityId and a content digest", () => {
    const { api } = build("en");
    expect(api.nodes.length).toBeGreaterThan(20);
    for (const node of api.nodes) {
      expect(node.locale).toBe("en");
      expect(node.internal.contentDigest).toMatch(/^[0-9a-f]{32}$/);
      if (!["UniglassTranscript", "BlogPost"].includes(node.internal.type)) expect(typeof node.entityId).toBe("number");
    }
    expect(new Set(api.nodes.map((n) => n.id)).size).toBe(api.nodes.length);
  });

  it("makes different node ids for the same record in fr and en", () => {
    const fr = build("fr").api;
    const en = build("en").api;
    const frIds = new Set(fr.nodes.map((n) => n.id));
    expect(en.nodes.filter((n) => frIds.has(n.id))).toEqual([]);
  });

  it("links stores to coupons, reviews, partners, networks, categories and careers", () => {
    const { api } = build("fr");
    const laval = nodesOf(api, "UniglassStore").find((n) => n.slug === "ziebart-laval");
    const links = (field: string) => (laval?.[field] as string[]).map((id) => nodeById(api, id));
    expect(links("coupons").map((n) => n?.entityId)).toEqual([10]);
    expect(links("testimonials")).toEqual([]);
    expect(links("partners").map((n) => n?.name)).toEqual(["Assurances Beauchemin"]);
    expect(links("socialNetworks").map((n) => n?.url)).toEqual(["https://www.facebook.com/ziebartlaval"]);
    expect(links("serviceCategories").map((n) => n?.slug)).toEqual(["accessoires"]);
    expect(links("careers")).toEqual([]);
    expect(laval?.storesAvailabilities).toEqual([
      { weekDay: "WORKDAY", availability: "OPEN", openTime: "08:00", closedTime: "17:30" },
      { weekDay: "SATURDAY", availability: "OPEN", openTime: "09:00", closedTime: "12:00" },
      { weekDay: "SUNDAY", availability: "CLOSED", openTime: null, closedTime: null },
    ]);
    const headOffice = nodesOf(api, "UniglassCareer").find((n) => n.slug === "comptable-siege-social");
    expect(headOffice).toMatchObject({ store: null, storeSlug: null });
  });

  it("sanitizes every HTML field and leaves plain text alone", () => {
    const { api } = build("fr");
    const service = nodesOf(api, "UniglassService").find((n) => n.entityId === 11);
    expect(service?.description).toBe('<p>Rapide.</p><img src="x.jpg" alt="Pare-brise" />');
    expect(service?.accordion).toEqual([
      {
        title: "Combien de temps?",
        content: '<p><a>clic</a> <a href="https://uniglass.ca/" target="_blank" rel="noopener noreferrer">uniglass.ca</a></p>',
      },
    ]);
    expect(nodesOf(api, "UniglassSlide")[0].content).toBe("<h2>Bienvenue</h2><p>Ok</p>");
    expect(nodesOf(api, "UniglassCoupon")[0].description).toBe("<p>Valide en magasin.</p><a>x</a>");
    expect(nodesOf(api, "UniglassPromoPage")[0]).toMatchObject({ content: "<p>Gagnez!</p><a>go</a>", title: "Concours d'hiver" });
    expect(nodesOf(api, "UniglassTranscript").map((n) => n.content)).toEqual(["<p>…</p>", "<p>Bonjour.</p>"]);
    expect(nodesOf(api, "UniglassCareer")[0].description).toBe("<ul><li>Temps plein</li></ul>");
  });

  it("drops fields the contract does not know", () => {
    const { api } = build("fr");
    const promo = nodesOf(api, "UniglassPromoPage")[0];
    expect(promo).not.toHaveProperty("secretBudget");
    expect(promo.seo).toEqual({
      title: "Concours",
      description: null,
      noIndex: true,
      noFollow: false,
      noDescription: false,
      scripts: [{ type: "application/ld+json", content: "{}" }],
    });
    expect(nodesOf(api, "UniglassStore")[0]).not.toHaveProperty("internalNote");
  });

  it("reports dangling relations as warnings and links them to null", () => {
    const { api, warnings } = build("en", (data) => {
      data.featuredServices[0] = { ...data.featuredServices[0], service: "no-such-service" };
      data.careers[0] = { ...data.careers[0], store: "uniglass-closed-store" };
    });
    expect(warnings).toEqual([
      'Career 1 (en) names an unknown store "uniglass-closed-store"',
      'Featured service 1 (en) names an unknown service "no-such-service"',
    ]);
    expect(nodesOf(api, "UniglassFeaturedService")[0]).toMatchObject({ service: null, serviceSlug: "no-such-service" });
    expect(nodesOf(api, "UniglassCareer")[0]).toMatchObject({ store: null, storeSlug: "uniglass-closed-store" });
  });

  it("loads the images of the first slide shown (lowest position) at once, the others' lazily", () => {
    const img = (n: number) => `<p>${n}</p><img src="/media/slides/${n}.webp" alt="${n}">`;
    const { api } = build("fr", (data) => {
      data.slides = [
        { ...data.slides[0], id: 31, position: 2, content: img(31) },
        { ...data.slides[0], id: 32, position: 1, content: img(32) },
        { ...data.slides[0], id: 33, position: 3, content: img(33) },
      ];
    });
    const content = (id: number) => nodesOf(api, "UniglassSlide").find((n) => n.entityId === id)?.content;
    expect(content(32)).toBe('<p>32</p><img src="/media/slides/32.webp" alt="32" loading="eager" fetchpriority="high" />');
    expect(content(31)).toBe('<p>31</p><img src="/media/slides/31.webp" alt="31" loading="lazy" decoding="async" />');
    expect(content(33)).toContain('loading="lazy" decoding="async"');
  });

  it("changes a node's digest only when its content changes", () => {
    const before = build("fr").api;
    const after = build("fr", (data) => {
      data.slides[0] = { ...data.slides[0], content: "<p>Nouveau</p>" };
    }).api;
    const digests = (api: typeof before) => new Map(api.nodes.map((n) => [n.id, n.internal.contentDigest]));
    const a = digests(before);
    const b = digests(after);
    const changed = [...a.keys()].filter((id) => a.get(id) !== b.get(id));
    expect(changed).toEqual([nodesOf(before, "UniglassSlide")[0].id]);
  });

  it("keeps only http(s), mailto, tel and relative URLs in link and image fields", () => {
    const { api, warnings } = build("fr", (data) => {
      const laval = data.stores.find((b) => b.store.slug === "ziebart-laval")!;
      // Partners and coupons are shared between stores: the first copy of an id is the node.
      for (const b of data.stores) {
        b.partners = b.partners.map((p) => ({ ...p, url: "javascript:window.__pwned()", logo: "data:image/svg+xml,<svg onload=x()>" }));
        b.coupons = b.coupons.map((c) => (c.id === laval.coupons[0].id ? { ...c, image: "javascript:x()" } : c));
      }
      laval.socialNetworks = [...laval.socialNetworks, { ...laval.socialNetworks[0], id: 990, url: " JaVa\tScRiPt:window.__pwned()" }];
      data.promotions[0] = { ...data.promotions[0], ctaUrl: "vbscript:msgbox(1)", image: "javascript:x()" };
      data.services[0] = { ...data.services[0], image: "/media/services/ok.jpg" };
      data.blogPosts[0] = {
        ...data.blogPosts[0],
        _embedded: { ...data.blogPosts[0]._embedded, "wp:featuredmedia": [{ source_url: "javascript:x()", alt_text: "" }] },
      };
    });
    const laval = nodesOf(api, "UniglassStore").find((n) => n.slug === "ziebart-laval");
    const links = (field: string) => (laval?.[field] as string[]).map((id) => nodeById(api, id));
    expect(links("partners").map((n) => [n?.url, n?.logo])).toEqual([[null, null]]);
    expect(links("socialNetworks").map((n) => n?.url)).toEqual(["https://www.facebook.com/ziebartlaval"]);
    expect(nodesOf(api, "UniglassSocialNetwork").map((n) => n.entityId)).not.toContain(990);
    expect(links("coupons")).toEqual([]);
    expect(nodesOf(api, "UniglassPromotion")[0]).toMatchObject({ ctaUrl: null, image: null });
    expect(nodesOf(api, "UniglassService").find((n) => n.entityId === data0ServiceId())?.image).toBe("/media/services/ok.jpg");
    expect(nodesOf(api, "BlogPost").find((n) => n.wpId === localeData("fr").blogPosts[0].id)?.featuredImage).toBeNull();
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Coupon 10 \(fr\) has an image URL that is not http\(s\) or relative/),
        expect.stringMatching(/^Social network 990 \(fr\) has a URL that is not/),
      ]),
    );
    for (const node of api.nodes) expect(JSON.stringify(node)).not.toMatch(/javascript:|vbscript:|data:image/i);
  });
});

function data0ServiceId(): number {
  return localeData("fr").services[0].id;
}
