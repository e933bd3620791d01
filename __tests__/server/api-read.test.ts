/**
 * GET endpoints of the sample API over the fixture seed: every answer parses
 * with the contract, pagination, locale, 404s, store search, WordPress posts,
 * static site serving.
 */
import { z } from "zod";
import {
  bookableCategorySchema,
  careerSchema,
  couponSchema,
  featuredServiceSchema,
  partnerSchema,
  promoPageSchema,
  promotionSchema,
  serviceCategorySchema,
  serviceSchema,
  slideSchema,
  socialNetworkSchema,
  storeSchema,
  testimonialSchema,
  transcriptSchema,
  wpPostSchema,
} from "../../src/contract";
import { buildApp } from "../../server/app";
import { FIXTURE_SEED, FIXTURE_SITE, startTestApp, type TestApp } from "./helpers";
import type { FastifyInstance } from "fastify";

// Opening an embedded database takes seconds when the machine is busy (beforeAll).
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function get(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, headers: res.headers, body: res.json<unknown>() };
}
async function list<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>[]> {
  const res = await get(url);
  expect(res.status).toBe(200);
  expect(res.headers["x-total-count"]).toBeDefined();
  return z.array(schema).parse(res.body);
}
async function one<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  const res = await get(url);
  expect(res.status).toBe(200);
  return schema.parse(res.body);
}
async function expect404(url: string) {
  const res = await get(url);
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ notFound: true, message: expect.any(String) });
}

describe("conditional requests", () => {
  it("tags every JSON answer and answers 304 with no body when the client holds that version", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/stores?locale=fr" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await t.app.inject({ method: "GET", url: "/api/stores?locale=fr", headers: { "if-none-match": `"other", ${etag}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const stale = await t.app.inject({ method: "GET", url: "/api/stores?locale=en", headers: { "if-none-match": etag } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(etag);
    const blog = await t.app.inject({ method: "GET", url: "/blog/wp-json/wp/v2/posts" });
    expect(blog.statusCode).toBe(200);
    expect(blog.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });
});

describe("stores", () => {
  it("lists stores with coupon summaries in the locale, paginated", async () => {
    const fr = await list("/api/stores", storeSchema);
    expect(fr.map((s) => s.slug)).toEqual(["uniglass-montreal-plateau", "uniglass-trois-rivieres-des-forges", "ziebart-saint-jerome", "uniglass-chibougamau"]);
    expect(fr[0].coupons).toEqual([
      { id: 1, title: "20 % sur la réparation d’éclat", imageMedium: "/media/coupons/chip-repair-medium.webp" },
      { id: 2, title: "50 $ sur un pare-brise", imageMedium: "/media/coupons/windshield-medium.webp" },
    ]);
    const en = await list("/api/stores?locale=en", storeSchema);
    expect(en[0].coupons[0].title).toBe("20% off chip repair");
    // Coordinates as the real API sends them: strings and "0" (unknown).
    expect(fr[1].latitude).toBeCloseTo(46.3595);
    expect(fr[3].latitude).toBeNull();

    const page = await get("/api/stores?page=2&itemsPerPage=3");
    expect(page.headers["x-total-count"]).toBe("4");
    expect((page.body as { slug: string }[]).map((s) => s.slug)).toEqual(["uniglass-chibougamau"]);
    expect((await get("/api/stores?page=3&itemsPerPage=3")).body).toEqual([]);
  });

  it("rejects bad list parameters with 400 invalid_query naming the parameter", async () => {
    for (const [query, field, message] of [
      ["itemsPerPage=501", "itemsPerPage", "too_long"],
      ["page=0", "page", "too_short"],
      ["locale=de", "locale", "invalid_choice"],
      ["page=1&page=2", "page", "invalid"],
    ]) {
      const res = await get(`/api/stores?${query}`);
      expect([query, res.status, res.body]).toEqual([query, 400, { message: "invalid_query", violations: [{ propertyPath: field, message }] }]);
    }
    const careers = await get(`/api/careers/search?city=${"a".repeat(201)}`);
    expect([careers.status, careers.body]).toEqual([400, { message: "invalid_query", violations: [{ propertyPath: "city", message: "too_long" }] }]);
  });

  it("finds a store by slug or id, 404 otherwise", async () => {
    expect((await one("/api/stores/ziebart-saint-jerome", storeSchema)).isZiebart).toBe(true);
    expect((await one("/api/stores/2", storeSchema)).slug).toBe("uniglass-trois-rivieres-des-forges");
    await expect404("/api/stores/uniglass-nowhere");
    await expect404("/api/stores/999");
  });
});

describe("store search", () => {
  const slugs = (stores: { slug: string }[]) => stores.map((s) => s.slug);

  it("geocodes a full postal code and sorts by distance in km", async () => {
    const stores = await list(`/api/stores/search?key=${encodeURIComponent("H2X 1Y4")}`, storeSchema);
    expect(stores[0].slug).toBe("uniglass-montreal-plateau");
    expect(stores[0].distance).toBeLessThan(3);
    const distances = stores.map((s) => s.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Unknown coordinates ("0") are left out of distance results.
    expect(slugs(stores)).not.toContain("uniglass-chibougamau");
    expect(stores).toHaveLength(3);
  });

  it("gives each shop its reviews' average and count, and none without a review", async () => {
    const stores = await list(`/api/stores/search?key=${encodeURIComponent("H2X 1Y4")}`, storeSchema);
    const reviews = testimonialSchema.array().parse((await get("/api/testimonials?itemsPerPage=100")).body);
    for (const store of stores) {
      const ratings = reviews.filter((r) => r.store === store.slug).map((r) => r.rating);
      if (ratings.length === 0) expect(store).not.toHaveProperty("reviewCount");
      else
        expect(store).toMatchObject({ reviewCount: ratings.length, ratingAverage: Math.round((ratings.reduce((a, b) => a + b) / ratings.length) * 10) / 10 });
    }
    expect(stores.find((s) => s.slug === "uniglass-montreal-plateau")).toMatchObject({ ratingAverage: 4.5, reviewCount: 2 });
    expect(stores.find((s) => s.slug === "ziebart-saint-jerome")).not.toHaveProperty("ratingAverage");
  });

  it("accepts a partial postal code", async () => {
    const stores = await list("/api/stores/search?key=j7y", storeSchema);
    expect(stores[0].slug).toBe("ziebart-saint-jerome");
  });

  it.each(["trois rivieres", "Trois-Rivières", "TROIS-RIVIERES, QC"])("finds Trois-Rivières from %s", async (key) => {
    const stores = await list(`/api/stores/search?key=${encodeURIComponent(key)}`, storeSchema);
    expect(stores[0].slug).toBe("uniglass-trois-rivieres-des-forges");
    expect(stores[0].distance).toBeLessThan(5);
  });

  it.each(["St-Jérôme", "st jerome", "Saint-Jérôme"])("treats %s as Saint-Jérôme", async (key) => {
    const stores = await list(`/api/stores/search?key=${encodeURIComponent(key)}`, storeSchema);
    expect(stores[0].slug).toBe("ziebart-saint-jerome");
  });

  it("finds a store address", async () => {
    const stores = await list(`/api/stores/search?key=${encodeURIComponent("3325 boul. des Forges")}`, storeSchema);
    expect(stores[0].slug).toBe("uniglass-trois-rivieres-des-forges");
    expect(stores[0].distance).toBe(0);
  });

  it("searches around coordinates", async () => {
    const stores = await list("/api/stores/search?latitude=46.35&longitude=-72.55", storeSchema);
    expect(stores[0].slug).toBe("uniglass-trois-rivieres-des-forges");
    expect(stores[1].slug).toBe("uniglass-montreal-plateau");
    expect(stores[1].distance).toBeGreaterThan(100);
    expect(stores[1].distance).toBeLessThan(140);
  });

  it("answers [] for a key that matches nothing, with no searched point", async () => {
    const res = await get("/api/stores/search?key=zzzz%20qwerty%20blorp");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers["x-total-count"]).toBe("0");
    expect(res.headers["x-search-origin"]).toBeUndefined();
  });

  it("keeps the stores within a radius (km), the total counting only them, and says the searched point", async () => {
    const near = await get("/api/stores/search?latitude=46.35&longitude=-72.55&radius=100");
    expect(slugs(near.body as { slug: string }[])).toEqual(["uniglass-trois-rivieres-des-forges"]);
    expect(near.headers["x-total-count"]).toBe("1");
    expect(near.headers["x-search-origin"]).toBe("46.35000,-72.55000");
    const wider = await get("/api/stores/search?latitude=46.35&longitude=-72.55&radius=125&itemsPerPage=1&page=2");
    expect(wider.headers["x-total-count"]).toBe("2");
    expect(slugs(wider.body as { slug: string }[])).toEqual(["uniglass-montreal-plateau"]);
    const geocoded = await get(`/api/stores/search?key=${encodeURIComponent("H2X 1Y4")}&radius=5`);
    expect(geocoded.headers["x-search-origin"]).toMatch(/^45\.5\d+,-73\.5\d+$/);
    expect((geocoded.body as { distance: number }[]).every((s) => s.distance <= 5)).toBe(true);
    // Toronto: nothing within 100 km, but the nearest without a radius.
    const far = await get("/api/stores/search?latitude=43.65&longitude=-79.38&radius=100");
    expect([far.body, far.headers["x-total-count"]]).toEqual([[], "0"]);
    expect((await list("/api/stores/search?latitude=43.65&longitude=-79.38&itemsPerPage=3", storeSchema)).length).toBeGreaterThan(0);
  });

  it.each(["0", "-5", "abc", "20001"])("refuses a radius of %s, naming it", async (radius) => {
    const res = await get(`/api/stores/search?key=Laval&radius=${radius}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: "invalid_radius", violations: [{ propertyPath: "radius" }] });
  });

  it("refuses a key longer than 200 characters, naming it", async () => {
    expect((await get(`/api/stores/search?key=${"a".repeat(200)}`)).status).toBe(200);
    const res = await get(`/api/stores/search?key=${"a".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "key_too_long",
      detail: expect.stringContaining("200"),
      violations: [{ propertyPath: "key", message: "too_long" }],
    });
  });

  it("refuses a key with control characters, naming it", async () => {
    for (const key of ["Laval%00", "Laval%1B", "%07"]) {
      const res = await get(`/api/stores/search?key=${key}`);
      expect([key, res.status, res.body]).toEqual([
        key,
        400,
        { message: "invalid_query", violations: [{ propertyPath: "key", message: "invalid_characters" }] },
      ]);
    }
  });

  it("refuses coordinates out of range, naming the one", async () => {
    for (const [query, field] of [
      ["latitude=95&longitude=-73", "latitude"],
      ["latitude=45&longitude=-181", "longitude"],
      ["latitude=45&longitude=x", "longitude"],
    ]) {
      const res = await get(`/api/stores/search?${query}`);
      expect([query, res.status, res.body]).toMatchObject([query, 400, { message: "invalid_coordinates", violations: [{ propertyPath: field }] }]);
    }
  });
});

describe("careers", () => {
  it("lists, searches and finds careers", async () => {
    expect(await list("/api/careers", careerSchema)).toHaveLength(3);
    const en = await list("/api/careers/search?category=glass-technician&locale=en", careerSchema);
    expect(en.map((c) => [c.slug, c.title])).toEqual([["technicien-vitrier-montreal-plateau", "Glass technician"]]);
    expect(await list("/api/careers/search?city=trois%20rivieres", careerSchema)).toHaveLength(1);
    expect(await list("/api/careers/search?city=Montr%C3%A9al&store=uniglass-montreal-plateau", careerSchema)).toHaveLength(1);
    expect((await one("/api/careers/comptable-siege-social", careerSchema)).store).toBeNull();
    await expect404("/api/careers/astronaute");
    expect(await list("/api/stores/uniglass-trois-rivieres-des-forges/careers", careerSchema)).toHaveLength(1);
    await expect404("/api/stores/nowhere/careers");
  });
});

describe("coupons and promotions", () => {
  it("serves the coupons of a store, one coupon of a store, privilege coupons", async () => {
    const coupons = await list("/api/coupons/uniglass-montreal-plateau?locale=en", couponSchema);
    expect(coupons.map((c) => c.title)).toEqual(["20% off chip repair", "$50 off a windshield"]);
    expect((await one("/api/coupons/1/uniglass-trois-rivieres-des-forges", couponSchema)).expiresAt).toBe("2026-12-31");
    // A national coupon is good at every store; a store coupon only where offered.
    expect((await one("/api/coupons/4/ziebart-saint-jerome", couponSchema)).kind).toBe("national");
    await expect404("/api/coupons/2/uniglass-trois-rivieres-des-forges");
    await expect404("/api/coupons/nowhere");
    await expect404("/api/coupons/1/nowhere");
    expect((await list("/api/coupons/privilege", couponSchema)).map((c) => c.id)).toEqual([3]);
    expect((await list("/api/promotions?locale=en", promotionSchema))[0].ctaLabel).toBe("Book now");
  });
});

describe("services and categories", () => {
  it("lists services with their category slug in the locale, filters by category", async () => {
    const en = await list("/api/services?locale=en", serviceSchema);
    expect(en.map((s) => `${s.category}/${s.slug}`)).toEqual(["windshield/chip-repair", "rustproofing/rust-protection", "windshield/windshield-replacement"]);
    const filtered = await list("/api/services?category=pare-brise", serviceSchema);
    expect(filtered.map((s) => s.slug)).toEqual(["reparation-eclat", "remplacement-pare-brise"]);
    expect(await list("/api/services?category=nothing", serviceSchema)).toEqual([]);
  });

  it("finds a service by id or slug in either language, 404 otherwise", async () => {
    expect((await one("/api/services/2", serviceSchema)).slug).toBe("remplacement-pare-brise");
    expect((await one("/api/services/chip-repair?locale=en", serviceSchema)).accordion[0].title).toBe("How long?");
    expect((await one("/api/services/chip-repair?locale=fr", serviceSchema)).slug).toBe("reparation-eclat");
    await expect404("/api/services/nothing-here");
  });

  it("serves transcripts of a service and of a category", async () => {
    expect((await one("/api/services/reparation-eclat/transcription", transcriptSchema)).title).toBe("Transcription : réparation d’éclat");
    expect((await one("/api/services/windshield/transcript?locale=en", transcriptSchema)).content).toBe("<p>The windshield…</p>");
    await expect404("/api/services/remplacement-pare-brise/transcription");
  });

  it("lists categories, the navigation ones, one by id or slug", async () => {
    expect((await list("/api/services_categories", serviceCategorySchema)).map((c) => c.id)).toEqual([1, 2, 3]);
    expect((await list("/api/services_categories?navigation=true", serviceCategorySchema)).map((c) => c.id)).toEqual([1, 3]);
    const rust = await one("/api/services_categories/antirouille?locale=en", serviceCategorySchema);
    expect(rust.seo?.title).toBe("Ziebart rustproofing");
    expect((await one("/api/services_categories/1", serviceCategorySchema)).slug).toBe("pare-brise");
    await expect404("/api/services_categories/nothing");
  });

  it("offers Ziebart categories at Ziebart shops and the others elsewhere", async () => {
    expect((await list("/api/stores/ziebart-saint-jerome/categories", serviceCategorySchema)).map((c) => c.id)).toEqual([3]);
    expect((await list("/api/categories?store=uniglass-montreal-plateau", serviceCategorySchema)).map((c) => c.id)).toEqual([1, 2]);
    expect(await list("/api/categories", serviceCategorySchema)).toHaveLength(3);
    await expect404("/api/stores/nowhere/categories");
  });

  it("lists featured services with service and category slugs", async () => {
    const all = await list("/api/featured-services?locale=en", featuredServiceSchema);
    expect(all.map((f) => `${f.category}/${f.service}`)).toEqual(["windshield/chip-repair", "rustproofing/rust-protection"]);
    const zb = await list("/api/stores/ziebart-saint-jerome/featured-services", featuredServiceSchema);
    expect(zb.map((f) => f.id)).toEqual([2]);
  });
});

describe("slides, partners, social networks, testimonials, promo pages", () => {
  it("orders slides by position and finds one", async () => {
    expect((await list("/api/slides?locale=en", slideSchema)).map((s) => s.content)).toEqual(["<h2>First</h2>", "<h2>Second</h2>"]);
    expect((await one("/api/slides/2", slideSchema)).border).toBe("red");
    await expect404("/api/slides/99");
  });

  it("lists partners of a store (chain-wide ones included)", async () => {
    expect((await list("/api/stores/uniglass-montreal-plateau/partners", partnerSchema)).map((p) => p.id)).toEqual([1, 2]);
    expect((await list("/api/partners?store=uniglass-trois-rivieres-des-forges", partnerSchema)).map((p) => p.id)).toEqual([1]);
  });

  it("lists a store's own social networks, else the chain's", async () => {
    expect((await list("/api/stores/uniglass-montreal-plateau/social_networks", socialNetworkSchema)).map((n) => n.type)).toEqual(["instagram"]);
    expect((await list("/api/social_networks", socialNetworkSchema)).map((n) => n.type)).toEqual(["facebook", "youtube"]);
    expect(await list("/api/stores/ziebart-saint-jerome/social_networks", socialNetworkSchema)).toHaveLength(2);
  });

  it("lists every review of a store whatever the locale, newest first", async () => {
    const reviews = await list("/api/stores/uniglass-montreal-plateau/testimonials?locale=en", testimonialSchema);
    expect(reviews.map((r) => r.author)).toEqual(["John P.", "Marie-Ève T."]);
    expect(await list("/api/testimonials?store=uniglass-trois-rivieres-des-forges", testimonialSchema)).toHaveLength(1);
    await expect404("/api/testimonials?store=nowhere");
  });

  it("serves promo pages by localized slug", async () => {
    expect(await list("/api/promo_pages", promoPageSchema)).toHaveLength(1);
    const page = await one("/api/promo_pages/winter-contest?locale=en", promoPageSchema);
    expect(page.formFields.map((f) => f.label)).toContain("I accept the rules");
    expect(page.seo?.noIndex).toBe(true);
    expect((await one("/api/promo_pages/concours-hiver", promoPageSchema)).title).toBe("Concours d’hiver");
    await expect404("/api/promo_pages/nothing");
  });

  it("lists bookable categories of a store", async () => {
    const cats = await list("/api/location_services/ziebart-saint-jerome/categories?locale=en", bookableCategorySchema);
    expect(cats.map((c) => c.name)).toEqual(["Chip repair", "Rustproofing"]);
    await expect404("/api/location_services/nowhere/categories");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    await expect404("/api/nothing/here");
  });
});

describe("WordPress posts", () => {
  const posts = z.array(wpPostSchema);

  it("serves French posts newest first with WP headers and _embed", async () => {
    const res = await get("/blog/wp-json/wp/v2/posts?_embed");
    expect(res.status).toBe(200);
    expect(res.headers["x-wp-total"]).toBe("3");
    expect(res.headers["x-wp-totalpages"]).toBe("1");
    const list = posts.parse(res.body);
    expect(list.map((p) => p.slug)).toEqual(["article-3", "article-2", "article-1"]);
    const second = list[1];
    expect(second.title.rendered).toBe("Article 2");
    expect(second._embedded?.author?.[0].name).toBe("Julie Gagnon");
    expect(second._embedded?.["wp:featuredmedia"]?.[0]).toMatchObject({
      source_url: "/media/blog/post-2.jpg",
      alt_text: "Image 2",
      media_details: { width: 1200, height: 630 },
    });
    // The sizes WordPress would have made of a 1200×630 upload, beside it.
    expect(
      (res.body as { _embedded: { "wp:featuredmedia": { media_details: { sizes: unknown } }[] } }[])[1]._embedded["wp:featuredmedia"][0].media_details.sizes,
    ).toEqual({
      medium: { file: "post-2-300x158.jpg", width: 300, height: 158, mime_type: "image/jpeg", source_url: "/media/blog/post-2-300x158.jpg" },
      medium_large: { file: "post-2-768x403.jpg", width: 768, height: 403, mime_type: "image/jpeg", source_url: "/media/blog/post-2-768x403.jpg" },
      large: { file: "post-2-1024x538.jpg", width: 1024, height: 538, mime_type: "image/jpeg", source_url: "/media/blog/post-2-1024x538.jpg" },
      full: { file: "post-2.jpg", width: 1200, height: 630, mime_type: "image/jpeg", source_url: "/media/blog/post-2.jpg" },
    });
    // Local Quebec time (EDT, UTC-4 in August) → GMT.
    expect((res.body as { date: string; date_gmt: string }[])[1]).toMatchObject({
      date: "2026-08-12T09:30:00",
      date_gmt: "2026-08-12T13:30:00",
      status: "publish",
    });
    expect(list[0].featured_media).toBe(0);
  });

  it("serves English posts, pages them and filters by slug", async () => {
    const first = await get("/blog/en/wp-json/wp/v2/posts?per_page=2");
    expect(first.headers["x-wp-totalpages"]).toBe("2");
    expect(posts.parse(first.body).map((p) => p.slug)).toEqual(["post-3", "post-2"]);
    expect((first.body as Record<string, unknown>[])[0]._embedded).toBeUndefined();
    const second = await get("/blog/en/wp-json/wp/v2/posts?per_page=2&page=2");
    expect(posts.parse(second.body).map((p) => p.slug)).toEqual(["post-1"]);
    const bySlug = await get("/blog/en/wp-json/wp/v2/posts?slug=post-1");
    expect(posts.parse(bySlug.body).map((p) => p.id)).toEqual([1]);
    expect(bySlug.headers["x-wp-total"]).toBe("1");
  });

  it("answers like WordPress past the last page and for a bad per_page", async () => {
    const res = await get("/blog/wp-json/wp/v2/posts?page=3");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "rest_post_invalid_page_number", data: { status: 400 } });
    expect((await get("/blog/wp-json/wp/v2/posts?per_page=101")).status).toBe(400);
  });
});

describe("media and the built site", () => {
  let site: FastifyInstance;
  beforeAll(async () => {
    // Same database as the API app: one PGlite per test file.
    site = await buildApp({ seedDir: FIXTURE_SEED, publicDir: FIXTURE_SITE, db: t.db, dataDir: t.dataDir });
  });
  afterAll(async () => {
    await site?.close();
  });

  it("serves media from the seed directory", async () => {
    const res = await t.app.inject({ method: "GET", url: "/media/coupons/chip-repair-medium.webp" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("RIFFfakewebp");
    expect((await t.app.inject({ method: "GET", url: "/media/coupons/missing.webp" })).statusCode).toBe(404);
  });

  it("serves pages, folders and cache headers", async () => {
    const home = await site.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Accueil");
    // A first visit gets its XSRF cookie with the page, which is then private to the visitor.
    expect(home.headers["cache-control"]).toBe("private, no-cache");
    const again = await site.inject({ method: "GET", url: "/", cookies: { "XSRF-TOKEN": "abc" } });
    expect(again.headers["cache-control"]).toBe("no-cache");
    const folder = await site.inject({ method: "GET", url: "/a-propos/" });
    expect(folder.statusCode).toBe(200);
    expect(folder.body).toContain("À propos");
    const redirect = await site.inject({ method: "GET", url: "/a-propos" });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/a-propos/");
    const js = await site.inject({ method: "GET", url: "/app-3f2a1b9c8d7e6f50.js" });
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const asset = await site.inject({ method: "GET", url: "/static/d/123/logo.css" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const pageData = await site.inject({ method: "GET", url: "/page-data/index/page-data.json", cookies: { "XSRF-TOKEN": "abc" } });
    expect(pageData.headers["cache-control"]).toBe("no-cache");
  });

  it("answers unknown pages with the 404 page and status 404, in English under /en", async () => {
    const fr = await site.inject({ method: "GET", url: "/nulle-part/" });
    expect(fr.statusCode).toBe(404);
    expect(fr.body).toContain("Page introuvable");
    const en = await site.inject({ method: "GET", url: "/en/nowhere/" });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain("Page not found");
    const api = await site.inject({ method: "GET", url: "/api/nothing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ notFound: true });
  });
});
