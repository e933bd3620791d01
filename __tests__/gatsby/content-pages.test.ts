import { blogIndexRoute, planBlogPages } from "../../gatsby/create-blog-pages";
import { planJobPages, planLandingPages, planReviewPages, storeNodeIds } from "../../gatsby/create-content-pages";

const posts = (locale: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${locale}-${i}`, slug: `${locale}-post-${i}`, locale }));

describe("blog pages", () => {
  it("paginates each language: page 1 at /blog/, then /blog/page/2/ …", () => {
    const pages = planBlogPages([...posts("fr", 14), ...posts("en", 7)], 6);
    const index = pages.filter((p) => p.template === "blog").map((p) => p.path);
    expect(index).toEqual(["/blog/", "/blog/page/2/", "/blog/page/3/", "/en/blog/", "/en/blog/page/2/"]);
    const third = pages.find((p) => p.path === "/blog/page/3/")!;
    expect(third.context).toMatchObject({ skip: 12, limit: 6, page: 3, pageCount: 3, routeName: "blog-page", sitemap: true });
    // No third English page: its alternate is the English blog index.
    expect(third.context.alternates).toEqual({ fr: "/blog/page/3/", en: "/en/blog/" });
    expect(pages.find((p) => p.path === "/blog/page/2/")!.context.alternates).toEqual({ fr: "/blog/page/2/", en: "/en/blog/page/2/" });
  });

  it("links a post to its translation, through WordPress' translation links, and a post without one to the other blog's index", () => {
    const pages = planBlogPages(
      [
        { id: "fr-1", slug: "reparer-un-eclat-avant-l-hiver", locale: "fr", wpId: 12, translations: [{ locale: "en", wpId: 34 }] },
        { id: "en-1", slug: "fix-a-chip-before-winter", locale: "en", wpId: 34, translations: [{ locale: "fr", wpId: 12 }] },
        // Its translation is not published (or not in this build): the index, never a 404.
        { id: "fr-2", slug: "pare-brise-chauffant", locale: "fr", wpId: 13, translations: [{ locale: "en", wpId: 99 }] },
      ],
      6,
    );
    const alternates = (path: string) => pages.find((p) => p.path === path)!.context.alternates;
    expect(alternates("/blog/reparer-un-eclat-avant-l-hiver/")).toEqual({
      fr: "/blog/reparer-un-eclat-avant-l-hiver/",
      en: "/en/blog/fix-a-chip-before-winter/",
    });
    expect(alternates("/en/blog/fix-a-chip-before-winter/")).toEqual({ fr: "/blog/reparer-un-eclat-avant-l-hiver/", en: "/en/blog/fix-a-chip-before-winter/" });
    expect(alternates("/blog/pare-brise-chauffant/")).toEqual({ fr: "/blog/pare-brise-chauffant/", en: "/en/blog/" });
  });

  it("creates one page per post whose other-language alternate, without translation links, is that language's blog index", () => {
    const pages = planBlogPages([...posts("fr", 2), ...posts("en", 1)], 6);
    const post = pages.find((p) => p.path === "/en/blog/en-post-0/")!;
    expect(post.template).toBe("blog-post");
    expect(post.context).toMatchObject({ id: "en-0", language: "en", routeName: "blog-post", sitemap: true });
    expect(post.context.alternates).toEqual({ fr: "/blog/", en: "/en/blog/en-post-0/" });
    expect((post.context.i18n as { originalPath: string }).originalPath).toBe("/blog/");
    expect(pages.filter((p) => p.template === "blog-post")).toHaveLength(3);
  });

  it("still creates the first index page without posts", () => {
    expect(planBlogPages([], 6).map((p) => p.path)).toEqual(["/blog/", "/en/blog/"]);
    expect(blogIndexRoute(1)).toEqual({ name: "blog", params: {} });
    expect(blogIndexRoute(4)).toEqual({ name: "blog-page", params: { page: 4 } });
  });
});

// Laval has a node in both languages, Lévis only in French.
const stores = storeNodeIds([
  { id: "laval-fr", locale: "fr", slug: "uniglass-laval" },
  { id: "laval-en", locale: "en", slug: "uniglass-laval" },
  { id: "levis-fr", locale: "fr", slug: "uniglass-levis" },
]);

describe("store job pages", () => {
  const careers = [
    { entityId: 1, locale: "fr", category: "technicien-vitrier", storeSlug: "uniglass-laval" },
    { entityId: 1, locale: "en", category: "glass-technician", storeSlug: "uniglass-laval" },
    { entityId: 2, locale: "fr", category: "technicien-vitrier", storeSlug: "uniglass-laval" },
    { entityId: 2, locale: "en", category: "glass-technician", storeSlug: "uniglass-laval" },
    { entityId: 3, locale: "fr", category: "siege-social", storeSlug: null },
    { entityId: 3, locale: "en", category: "head-office", storeSlug: null },
  ];

  it("creates one page per store and category with jobs, and one per head-office category, with translated category slugs", () => {
    const all = planJobPages(careers, stores);
    expect(all.filter((p) => p.template === "head-office-jobs").map((p) => [p.path, p.context.category, p.context.alternates])).toEqual([
      ["/carrieres/siege-social/siege-social/", "siege-social", { fr: "/carrieres/siege-social/siege-social/", en: "/en/careers/head-office/head-office/" }],
      ["/en/careers/head-office/head-office/", "head-office", { fr: "/carrieres/siege-social/siege-social/", en: "/en/careers/head-office/head-office/" }],
    ]);
    const pages = all.filter((p) => p.template === "job");
    expect(pages.map((p) => p.path)).toEqual([
      "/emplacement/uniglass-laval/carrieres/technicien-vitrier/",
      "/en/locations/uniglass-laval/jobs/glass-technician/",
    ]);
    // The page reads its jobs through its store, by node id.
    expect(pages.map((p) => p.context.storeNodeId)).toEqual(["laval-fr", "laval-en"]);
    expect(pages[0].context).toMatchObject({
      category: "technicien-vitrier",
      sitemap: false,
      alternates: {
        fr: "/emplacement/uniglass-laval/carrieres/technicien-vitrier/",
        en: "/en/locations/uniglass-laval/jobs/glass-technician/",
      },
    });
  });

  it("creates no page for a store that has no node in that language", () => {
    const pages = planJobPages(
      [
        { entityId: 4, locale: "fr", category: "technicien-vitrier", storeSlug: "uniglass-levis" },
        { entityId: 4, locale: "en", category: "glass-technician", storeSlug: "uniglass-levis" },
        { entityId: 5, locale: "fr", category: "technicien-vitrier", storeSlug: "uniglass-inconnu" },
      ],
      stores,
    );
    expect(pages.map((p) => [p.path, p.context.storeNodeId])).toEqual([["/emplacement/uniglass-levis/carrieres/technicien-vitrier/", "levis-fr"]]);
  });
});

describe("reviews and landing pages", () => {
  it("creates one reviews page per store with reviews, in each language the store has", () => {
    const pages = planReviewPages(["uniglass-laval", "uniglass-laval", "uniglass-levis", "uniglass-inconnu"], stores);
    expect(pages.map((p) => [p.path, p.context.storeNodeId])).toEqual([
      ["/emplacement/uniglass-laval/commentaires/", "laval-fr"],
      ["/en/locations/uniglass-laval/reviews/", "laval-en"],
      ["/emplacement/uniglass-levis/commentaires/", "levis-fr"],
    ]);
  });

  it("links a landing page's language versions through the API id", () => {
    const pages = planLandingPages([
      { id: "n1", entityId: 7, locale: "fr", slug: "pare-brise-hiver" },
      { id: "n2", entityId: 7, locale: "en", slug: "winter-windshield" },
    ]);
    expect(pages.map((p) => [p.path, p.context.id])).toEqual([
      ["/landing/pare-brise-hiver/", "n1"],
      ["/en/landing/winter-windshield/", "n2"],
    ]);
    expect(pages[0].context.alternates).toEqual({ fr: "/landing/pare-brise-hiver/", en: "/en/landing/winter-windshield/" });
  });
});
