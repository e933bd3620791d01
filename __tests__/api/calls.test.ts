/** One function per call of the REST API: each hits the right method, path and query. */
import * as api from "../../src/api-client";
import { apiClient } from "../../src/api-client/client";
import { startApiServer, store, type ApiServer } from "./support/api-server";

const coupon = { id: 10, title: "20 % sur un pare-brise", image: "/media/coupons/a.webp", imageMedium: "/media/coupons/a-m.webp" };
const category = { id: 1, slug: "pare-brise", name: "Pare-brise" };
const service = { id: 11, slug: "remplacement-de-pare-brise", category: "pare-brise", name: "Remplacement de pare-brise" };
const career = {
  id: 1,
  slug: "technicien-vitrier",
  title: "Technicien vitrier",
  category: "technicien-vitrier",
  categoryName: "Technicien vitrier",
  city: "Trois-Rivières",
  store: "uniglass-trois-rivieres-des-forges",
  employmentType: "FULL_TIME",
  description: "<p>x</p>",
  postedAt: "2026-08-01",
};
const answers: Record<string, unknown> = {
  "/stores": [store],
  "/stores/1": store,
  "/stores/search": [store],
  "/stores/uniglass-laval/careers": [career],
  "/stores/uniglass-laval/partners": [{ id: 7, name: "Assurances Beauchemin" }],
  "/stores/uniglass-laval/social_networks": [{ id: 5, type: "facebook", url: "https://www.facebook.com/uniglass" }],
  "/stores/uniglass-laval/categories": [category],
  "/stores/uniglass-laval/featured-services": [{ id: 1, service: service.slug, category: "pare-brise", title: "Neuf" }],
  "/stores/uniglass-laval/testimonials": [{ id: 1, store: "uniglass-laval", author: "Josée B.", rating: 5, date: "2026-03-02", text: "Parfait" }],
  "/coupons/10/uniglass-laval": coupon,
  "/coupons/uniglass-laval": [coupon],
  "/coupons/privilege": [{ ...coupon, kind: "privilege" }],
  "/promotions": [{ id: 1, slug: "printemps", title: "Printemps" }],
  "/services": [service],
  "/services/11": service,
  "/services/pare-brise/transcription": { slug: "transcription", title: "Transcription", content: "<p>…</p>" },
  "/services_categories": [category],
  "/services_categories/1": category,
  "/slides": [{ id: 1, content: "<h2>Bonjour</h2>" }],
  "/slides/1": { id: 1, content: "<h2>Bonjour</h2>" },
  "/careers": [career],
  "/careers/technicien-vitrier": career,
  "/careers/search": [career],
  "/promo_pages": [{ id: 4, slug: "concours", title: "Concours", content: "<p>x</p>" }],
  "/promo_pages/concours": { id: 4, slug: "concours", title: "Concours", content: "<p>x</p>" },
  "/location_services/uniglass-laval/categories": [{ id: 3, name: "Remplacement", durationMinutes: 120 }],
  "/location_services/availabilities": [{ date: "2026-10-05", available: true }],
  "/location_services/times_window": [{ start: "08:00", end: "09:00", available: true }],
  "/blog/en/wp-json/wp/v2/posts": [
    { id: 4, date: "2026-01-14T09:30:00", slug: "winter", title: { rendered: "Winter" }, content: { rendered: "" }, excerpt: { rendered: "" } },
  ],
  "/blog/wp-json/wp/v2/posts": [],
};

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer(({ method, path }) =>
    method === "POST" ? { status: 201, body: { id: 1 } } : path.replace(/^\/api/, "") in answers ? { body: answers[path.replace(/^\/api/, "")] } : undefined,
  );
  apiClient.defaults.baseURL = `${server.url}/api`;
});
afterAll(() => server.close());

const fr = { locale: "fr" };
const list = { page: "1", itemsPerPage: "30" };

const GETS: [string, () => Promise<unknown>, string, Record<string, string>][] = [
  ["listStores", () => api.listStores(fr), "/api/stores", { ...fr, ...list }],
  ["getStore", () => api.getStore(1, fr), "/api/stores/1", fr],
  ["searchStores", () => api.searchStores({ latitude: 46.34, longitude: -72.54 }), "/api/stores/search", { latitude: "46.34", longitude: "-72.54", ...list }],
  ["getStoreCareers", () => api.getStoreCareers("uniglass-laval"), "/api/stores/uniglass-laval/careers", list],
  ["getStorePartners", () => api.getStorePartners("uniglass-laval", fr), "/api/stores/uniglass-laval/partners", fr],
  ["getStoreSocialNetworks", () => api.getStoreSocialNetworks("uniglass-laval"), "/api/stores/uniglass-laval/social_networks", {}],
  ["getStoreCategories", () => api.getStoreCategories("uniglass-laval"), "/api/stores/uniglass-laval/categories", {}],
  ["getStoreFeaturedServices", () => api.getStoreFeaturedServices("uniglass-laval"), "/api/stores/uniglass-laval/featured-services", {}],
  ["getStoreTestimonials", () => api.getStoreTestimonials("uniglass-laval"), "/api/stores/uniglass-laval/testimonials", {}],
  ["getCoupon", () => api.getCoupon(10, "uniglass-laval", fr), "/api/coupons/10/uniglass-laval", fr],
  ["getStoreCoupons", () => api.getStoreCoupons("uniglass-laval"), "/api/coupons/uniglass-laval", {}],
  ["getPrivilegeCoupons", () => api.getPrivilegeCoupons(fr), "/api/coupons/privilege", fr],
  ["listPromotions", () => api.listPromotions(fr), "/api/promotions", fr],
  ["listServices", () => api.listServices(fr), "/api/services", fr],
  ["getService", () => api.getService(11), "/api/services/11", {}],
  ["getTranscript", () => api.getTranscript("pare-brise", "transcription", fr), "/api/services/pare-brise/transcription", fr],
  ["listServiceCategories", () => api.listServiceCategories({ isNavigation: true }), "/api/services_categories", { isNavigation: "true" }],
  ["getServiceCategory", () => api.getServiceCategory(1), "/api/services_categories/1", {}],
  ["listSlides", () => api.listSlides(fr), "/api/slides", fr],
  ["getSlide", () => api.getSlide(1), "/api/slides/1", {}],
  ["listCareers", () => api.listCareers(), "/api/careers", {}],
  ["getCareer", () => api.getCareer("technicien-vitrier"), "/api/careers/technicien-vitrier", {}],
  ["searchCareers", () => api.searchCareers({ city: "Laval" }), "/api/careers/search", { city: "Laval", ...list }],
  ["listPromoPages", () => api.listPromoPages(), "/api/promo_pages", {}],
  ["getPromoPage", () => api.getPromoPage("concours"), "/api/promo_pages/concours", {}],
  ["getBookableCategories", () => api.getBookableCategories("uniglass-laval"), "/api/location_services/uniglass-laval/categories", {}],
  [
    "getAvailabilities",
    () => api.getAvailabilities({ store: "uniglass-laval", category: 3, from: "2026-10-01", to: "2026-10-31" }),
    "/api/location_services/availabilities",
    { store: "uniglass-laval", category: "3", from: "2026-10-01", to: "2026-10-31" },
  ],
  [
    "getTimeWindows",
    () => api.getTimeWindows({ store: "uniglass-laval", category: 3, date: "2026-10-05" }),
    "/api/location_services/times_window",
    { store: "uniglass-laval", category: "3", date: "2026-10-05" },
  ],
];

describe("GET calls", () => {
  it.each(GETS)("%s", async (_name, call, path, query) => {
    const result = await call();
    expect(server.last()).toMatchObject({ method: "GET", path, query });
    expect(Object.keys(server.last().query).sort()).toEqual(Object.keys(query).sort());
    expect(result).toBeTruthy();
  });

  it("reads the blog from the web host, without a locale segment for French", async () => {
    const { BLOG_BASE_URL } = await import("../../src/api-client/client");
    expect(BLOG_BASE_URL).toBe("/blog");
    expect(api.blogPostsPath("fr")).toBe("/wp-json/wp/v2/posts");
    expect(api.blogPostsPath("en")).toBe("/en/wp-json/wp/v2/posts");
    const posts = await api.listBlogPosts("en", { per_page: 10 }, { blogBaseUrl: `${server.url}/blog` });
    expect(posts.map((p) => p.slug)).toEqual(["winter"]);
    expect(server.last()).toMatchObject({ method: "GET", path: "/blog/en/wp-json/wp/v2/posts", query: { per_page: "10" } });
    await expect(api.listBlogPosts("fr", {}, { blogBaseUrl: `${server.url}/blog` })).resolves.toEqual([]);
    expect(server.last().path).toBe("/blog/wp-json/wp/v2/posts");
  });
});

const utm = { utmSource: "infolettre" };
const contact = { firstName: "Josée", lastName: "Bélanger", email: "josee.b@example.com", preferredContact: "email" as const };
const vehicle = { vehicleYear: 2019, vehicleMake: "Toyota", vehicleModel: "RAV4" };

describe("POST calls", () => {
  it.each<[string, () => Promise<unknown>, string]>([
    [
      "requestEstimate",
      () => api.requestEstimate({ store: "uniglass-laval", ...contact, ...vehicle, glassType: "windshield", damageType: "chip", consent: true, utm }),
      "/api/request_estimates",
    ],
    [
      "bookAppointment",
      () => api.bookAppointment({ store: "uniglass-laval", category: 3, date: "2026-10-05", startTime: "08:00", ...contact, ...vehicle, consent: true }),
      "/api/appointments",
    ],
    ["subscribeToNewsletter", () => api.subscribeToNewsletter({ email: "josee.b@example.com", consent: true, locale: "en" }), "/api/newsletter_subscribers"],
    ["applyForFranchise", () => api.applyForFranchise({ ...contact, phone: "418-555-0190", city: "Lévis", consent: true }), "/api/franchise_opportunities"],
    [
      "submitPromoPage",
      () => api.submitPromoPage({ promoPage: "concours", data: { email: "josee.b@example.com", rules: true } }),
      "/api/promo_page_submissions",
    ],
    ["sendCoupon email", () => api.sendCoupon("email", { coupons: [10], name: "josee.b@example.com", stores: ["uniglass-laval"] }), "/api/coupons_emails"],
    ["sendCoupon phone", () => api.sendCoupon("phone", { coupons: [10], name: "(450) 555-0177", stores: ["uniglass-laval"] }), "/api/coupons_phones"],
  ])("%s", async (_name, call, path) => {
    await expect(call()).resolves.toEqual({ status: 201, id: 1, body: { id: 1 } });
    expect(server.last()).toMatchObject({ method: "POST", path });
    expect(server.last().headers["content-type"]).toBe("application/json");
  });

  it("sends the defaults the contract fills in", async () => {
    await api.subscribeToNewsletter({ email: "josee.b@example.com", consent: true }, { idempotencyKey: "k-1" });
    expect(server.last().body).toEqual({ email: "josee.b@example.com", consent: true, locale: "fr", utm: {} });
    expect(server.last().headers["idempotency-key"]).toBe("k-1");
  });
});
