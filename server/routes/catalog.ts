/**
 * Read-only GET endpoints over the seed: careers, coupons, promotions,
 * services and categories, slides, partners, social networks, featured
 * services, testimonials, promo pages, insurers.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Locale } from "../../src/config/site";
import type { AppContext } from "../context";
import { findBySlug } from "../lib/catalog";
import { notFound, paginate, parseListQuery, parseOr400 } from "../lib/http";
import { localizeDeep, pick, allValues } from "../lib/localize";
import { normalizeText } from "../geo/normalize";
import type { SeedStore } from "../lib/seed-types";

type Json = Record<string, unknown>;
type Params = Record<string, string>;

const storeFilter = z.object({ store: z.string().max(200).optional() });
const careerFilters = z.object({
  category: z.string().max(200).optional(),
  city: z.string().max(200).optional(),
  store: z.string().max(200).optional(),
});

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { catalog } = ctx;
  const view = (locale: Locale) => catalog.views[locale];

  function storeBySlug(slug: string): SeedStore {
    const entry = catalog.storesBySlug.get(slug);
    if (!entry) throw notFound(`Store "${slug}"`);
    return entry.seed;
  }
  function optionalStore(request: FastifyRequest): SeedStore | null {
    const params = request.params as Params;
    const slug = params.slug ?? parseOr400(storeFilter, request.query).store;
    return slug ? storeBySlug(slug) : null;
  }
  /** A record of a localized view found by id or by slug (in either language). */
  function byIdOrSlug(records: Json[], seedRecords: { id: number; slug: unknown }[], key: string, locale: Locale) {
    const id = /^\d+$/.test(key) ? Number(key) : (findBySlug(seedRecords, key, locale)?.id ?? null);
    return id === null ? undefined : records.find((r) => r.id === id);
  }

  // Careers -----------------------------------------------------------------
  app.get("/careers", async (request, reply) => {
    const q = parseListQuery(request.query);
    return paginate(reply, view(q.locale).careers, q);
  });
  app.get("/careers/search", async (request, reply) => {
    const q = parseListQuery(request.query);
    const f = parseOr400(careerFilters, request.query);
    const items = view(q.locale).careers.filter((career, index) => {
      const seed = catalog.seed.careers[index];
      if (f.category && !allValues(seed.category).includes(f.category)) return false;
      if (f.city && normalizeText(String(career.city)) !== normalizeText(f.city)) return false;
      if (f.store && career.store !== f.store) return false;
      return true;
    });
    return paginate(reply, items, q);
  });
  app.get("/careers/:slug", async (request) => {
    const q = parseListQuery(request.query);
    const { slug } = request.params as Params;
    const career = view(q.locale).careers.find((c) => c.slug === slug);
    if (!career) throw notFound(`Career "${slug}"`);
    return career;
  });
  app.get("/stores/:slug/careers", async (request, reply) => {
    const q = parseListQuery(request.query);
    const { slug } = request.params as Params;
    storeBySlug(slug);
    return paginate(
      reply,
      view(q.locale).careers.filter((c) => c.store === slug),
      q,
    );
  });

  // Coupons and promotions ---------------------------------------------------
  app.get("/coupons/privilege", async (request, reply) => {
    const q = parseListQuery(request.query);
    return paginate(
      reply,
      view(q.locale).coupons.filter((c) => c.kind === "privilege"),
      q,
    );
  });
  app.get("/coupons/:slug", async (request, reply) => {
    const q = parseListQuery(request.query);
    const store = storeBySlug((request.params as Params).slug);
    const ids = new Set(store.coupons ?? []);
    return paginate(
      reply,
      view(q.locale).coupons.filter((c) => ids.has(c.id as number)),
      q,
    );
  });
  app.get("/coupons/:couponId/:slug", async (request) => {
    const q = parseListQuery(request.query);
    const { couponId, slug } = request.params as Params;
    const store = storeBySlug(slug);
    const id = Number(couponId);
    const coupon = view(q.locale).coupons.find((c) => c.id === id);
    const offered = coupon && (store.coupons?.includes(id) || coupon.kind === "national");
    if (!coupon || !offered) throw notFound(`Coupon ${couponId} at "${slug}"`);
    return coupon;
  });
  app.get("/promotions", async (request, reply) => {
    const q = parseListQuery(request.query);
    return paginate(reply, view(q.locale).promotions, q);
  });

  // Services and categories ----------------------------------------------------
  app.get("/services", async (request, reply) => {
    const q = parseListQuery(request.query);
    const { category } = parseOr400(z.object({ category: z.string().max(200).optional() }), request.query);
    let items = view(q.locale).services;
    if (category) {
      const cat = findBySlug(catalog.seed.serviceCategories, category, q.locale);
      if (!cat) return paginate(reply, [], q);
      const slug = pick(cat.slug, q.locale);
      items = items.filter((s) => s.category === slug);
    }
    return paginate(reply, items, q);
  });
  app.get("/services/:key", async (request) => {
    const q = parseListQuery(request.query);
    const { key } = request.params as Params;
    const service = byIdOrSlug(view(q.locale).services, catalog.seed.services, key, q.locale);
    if (!service) throw notFound(`Service "${key}"`);
    return service;
  });
  app.get("/services/:slug/:transcriptSlug", async (request) => {
    const q = parseListQuery(request.query);
    const { slug, transcriptSlug } = request.params as Params;
    const service = findBySlug(catalog.seed.services, slug, q.locale);
    const category = service ? undefined : findBySlug(catalog.seed.serviceCategories, slug, q.locale);
    const transcript = catalog.seed.transcripts.find(
      (t) => ((service && t.serviceId === service.id) || (category && t.categoryId === category.id)) && allValues(t.slug).includes(transcriptSlug),
    );
    if (!transcript) throw notFound(`Transcript "${slug}/${transcriptSlug}"`);
    const out = localizeDeep(transcript, q.locale) as Json;
    return { slug: out.slug, title: out.title, content: out.content };
  });
  app.get("/services_categories", async (request, reply) => {
    const q = parseListQuery(request.query);
    const { navigation } = parseOr400(z.object({ navigation: z.enum(["true", "false"]).optional() }), request.query);
    const items = view(q.locale).serviceCategories.filter((c) => navigation !== "true" || c.isNavigation === true);
    return paginate(reply, items, q);
  });
  app.get("/services_categories/:key", async (request) => {
    const q = parseListQuery(request.query);
    const { key } = request.params as Params;
    const category = byIdOrSlug(view(q.locale).serviceCategories, catalog.seed.serviceCategories, key, q.locale);
    if (!category) throw notFound(`Service category "${key}"`);
    return category;
  });

  // Slides -----------------------------------------------------------------
  app.get("/slides", async (request, reply) => {
    const q = parseListQuery(request.query);
    return paginate(reply, view(q.locale).slides, q);
  });
  app.get("/slides/:id", async (request) => {
    const q = parseListQuery(request.query);
    const { id } = request.params as Params;
    const slide = view(q.locale).slides.find((s) => String(s.id) === id);
    if (!slide) throw notFound(`Slide ${id}`);
    return slide;
  });

  // Per-store lists, served both as /stores/{slug}/x and /x?store={slug} ------------
  function perStore(name: string, handler: (store: SeedStore | null, locale: Locale) => Json[]) {
    const route = async (request: FastifyRequest, reply: import("fastify").FastifyReply) => {
      const q = parseListQuery(request.query);
      return paginate(reply, handler(optionalStore(request), q.locale), q);
    };
    app.get(`/${name}`, route);
    app.get(`/stores/:slug/${name}`, route);
  }

  perStore("partners", (store, locale) =>
    catalog.seed.partners
      .filter((p) => !store || !p.stores?.length || p.stores.includes(store.slug))
      .map((p) => {
        const { stores: _stores, ...rest } = localizeDeep(p, locale) as Json;
        return rest;
      }),
  );
  perStore("social_networks", (store) => {
    const own = store ? catalog.seed.socialNetworks.filter((n) => n.store === store.slug) : [];
    const list = own.length ? own : catalog.seed.socialNetworks.filter((n) => !n.store);
    return list.map(({ store: _store, ...rest }) => rest);
  });
  perStore("categories", (store, locale) => view(locale).serviceCategories.filter((c) => !store || Boolean(c.isZiebart) === Boolean(store.isZiebart)));
  perStore("featured-services", (store, locale) => {
    if (!store) return view(locale).featuredServices;
    const allowed = new Set(
      view(locale)
        .serviceCategories.filter((c) => Boolean(c.isZiebart) === Boolean(store.isZiebart))
        .map((c) => c.slug),
    );
    return view(locale).featuredServices.filter((f) => allowed.has(f.category));
  });
  perStore("testimonials", (store) =>
    catalog.seed.testimonials
      .filter((t) => !store || t.store === store.slug)
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ language: _language, ...rest }) => rest),
  );

  // Promo pages ---------------------------------------------------------------
  // Insurers an estimate request's claim can name (sorted by name; "other" is the form's own choice).
  app.get("/insurers", async (request, reply) => {
    const q = parseListQuery(request.query);
    return paginate(reply, view(q.locale).insurers, q);
  });

  app.get("/promo_pages", async (request, reply) => {
    const q = parseListQuery(request.query);
    return paginate(reply, view(q.locale).promoPages, q);
  });
  app.get("/promo_pages/:slug", async (request) => {
    const q = parseListQuery(request.query);
    const { slug } = request.params as Params;
    const page = byIdOrSlug(view(q.locale).promoPages, catalog.seed.promoPages, slug, q.locale);
    if (!page) throw notFound(`Promo page "${slug}"`);
    return page;
  });
}
