import {
  ROUTES,
  RouteDefinitionError,
  UndefinedLinkValueError,
  buildPath,
  defineRoutes,
  localizePath,
  matchRoute,
  safePath,
  splitLocale,
} from "../../src/config/routes";

describe("route table", () => {
  it("holds every route of the site with both paths", () => {
    // The product's 35 routes, plus the blog's later index pages and its posts, a booking's private page, the head office's jobs and the instant quote.
    expect(ROUTES).toHaveLength(40);
    const byName = Object.fromEntries(ROUTES.map((r) => [r.name, r]));
    expect(byName["about"]).toMatchObject({ en: "/about", fr: "/a-propos" });
    expect(byName["job"]).toMatchObject({
      en: "/locations/:slug/jobs/:category",
      fr: "/emplacement/:slug/carrieres/:category",
      params: ["slug", "category"],
    });
    expect(byName["tonneau-covers"].fr).toBe("/services/accessoires/couvre-caisse");
    expect(byName["blog-page"]).toMatchObject({ fr: "/blog/page/:page", group: "blog", params: ["page"] });
    expect(byName["blog-post"]).toMatchObject({ en: "/blog/:slug", sitemap: true });
    expect(byName["appointment-manage"]).toMatchObject({ en: "/appointment/manage", fr: "/rendez-vous/gerer", sitemap: false });
    expect(byName["quote"]).toMatchObject({ en: "/quote", fr: "/soumission", page: "quote", sitemap: true });
    expect(byName["head-office-jobs"]).toMatchObject({ en: "/careers/head-office/:category", fr: "/carrieres/siege-social/:category", sitemap: false });
  });

  it("tells a blog index page from a post", () => {
    expect(matchRoute("/en/blog/page/2/")?.route.name).toBe("blog-page");
    expect(matchRoute("/blog/pare-brise-chauffant/")?.route.name).toBe("blog-post");
    expect(matchRoute("/blog/")?.route.name).toBe("blog");
  });

  it("leaves the private and query-driven routes out of the sitemap", () => {
    const excluded = ROUTES.filter((r) => !r.sitemap)
      .map((r) => r.name)
      .sort();
    expect(excluded).toEqual(
      [
        "redeem-coupons",
        "store-details",
        "transcript",
        "reviews",
        "job",
        "head-office-jobs",
        "service-category",
        "transcription",
        "service-details",
        "landing",
        "uniglass-plus",
        "site-map",
        "appointment-manage",
      ].sort(),
    );
  });

  it("refuses duplicate names and routes without a page", () => {
    expect(() =>
      defineRoutes([
        { name: "a", en: "/a", fr: "/a", page: "info", sitemap: true },
        { name: "a", en: "/b", fr: "/b", page: "info", sitemap: true },
      ]),
    ).toThrow('Route "a" already exists');
    expect(() => defineRoutes([{ name: "a", en: "/a", fr: "/a", sitemap: true }])).toThrow(new RouteDefinitionError("Missing page to render for route"));
  });
});

describe("buildPath", () => {
  it("puts French at the root and English under /en, with a trailing slash", () => {
    expect(buildPath("about", "fr")).toBe("/a-propos/");
    expect(buildPath("about", "en")).toBe("/en/about/");
    expect(buildPath("index", "fr")).toBe("/");
    expect(buildPath("index", "en")).toBe("/en/");
  });

  it("fills params and appends the query", () => {
    expect(buildPath("store-details", "fr", { slug: "uniglass-laval" })).toBe("/emplacement/uniglass-laval/");
    expect(buildPath("locations", "en", {}, { key: "H2X 1Y4", ctn: "abc" })).toBe("/en/locations/?key=H2X+1Y4&ctn=abc");
    expect(buildPath("job", "fr", { slug: "uniglass-gatineau", category: "technicien-vitrier" })).toBe(
      "/emplacement/uniglass-gatineau/carrieres/technicien-vitrier/",
    );
  });

  it("refuses an undefined param or query value, and safePath sends it to the 404 page", () => {
    expect(() => buildPath("store-details", "fr", {})).toThrow(UndefinedLinkValueError);
    expect(() => buildPath("locations", "fr", {}, { key: undefined })).toThrow(UndefinedLinkValueError);
    expect(safePath("store-details", "en", { slug: undefined })).toBe("/en/404/");
    expect(safePath("locations", "fr", {}, { key: undefined })).toBe("/404/");
  });

  it("skips null query values and encodes params", () => {
    expect(buildPath("locations", "fr", {}, { key: null })).toBe("/emplacement/");
    expect(buildPath("landing", "fr", { slug: "a b" })).toBe("/landing/a%20b/");
  });
});

describe("matchRoute", () => {
  it("prefers the static accessories routes over the service-details pattern", () => {
    expect(matchRoute("/services/accessoires/supports-a-velos/")?.route.name).toBe("bike-racks");
    expect(matchRoute("/en/services/accessories/floor-mats")?.route.name).toBe("floor-mats");
    expect(matchRoute("/services/pare-brise/reparation-de-pare-brise/")).toMatchObject({
      route: { name: "service-details" },
      params: { category: "pare-brise", slug: "reparation-de-pare-brise" },
    });
  });

  it("prefers the literal transcript route over service-details", () => {
    expect(matchRoute("/services/pare-brise/transcription/")?.route.name).toBe("transcript");
    expect(matchRoute("/en/services/windshield/transcript/")?.route.name).toBe("transcript");
  });

  it("tells a category's transcript from a service's when told which slugs are categories", () => {
    const categories = new Set(["pare-brise", "windshield"]);
    const isCategory = ({ route, params }: { route: { name: string }; params: Record<string, string> }) =>
      route.name === "transcript" ? categories.has(params.category) : route.name === "transcription" ? !categories.has(params.slug) : true;
    expect(matchRoute("/services/pare-brise/transcription/", isCategory)).toMatchObject({ route: { name: "transcript" }, params: { category: "pare-brise" } });
    expect(matchRoute("/services/reparation-de-pare-brise/transcription/", isCategory)).toMatchObject({
      route: { name: "transcription" },
      params: { slug: "reparation-de-pare-brise" },
    });
    expect(matchRoute("/en/services/windshield-repair/transcript/", isCategory)?.route.name).toBe("transcription");
    // Without the answer the path alone cannot tell: the result says so.
    expect(matchRoute("/services/reparation-de-pare-brise/transcription/")?.ambiguousWith).toEqual(["transcription"]);
    expect(matchRoute("/services/pare-brise/reparation-de-pare-brise/")?.ambiguousWith).toEqual([]);
  });

  it("knows the locale of a path and returns null for unknown paths", () => {
    expect(matchRoute("/en/about/")).toMatchObject({ locale: "en", route: { name: "about" } });
    expect(matchRoute("/about/")).toBeNull();
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/entretien")).toEqual({ locale: "fr", path: "/entretien" });
    expect(localizePath("/", "en")).toBe("/en/");
  });
});
