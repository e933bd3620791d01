/**
 * Read-only GET endpoints over the seed: careers, coupons, promotions,
 * services and categories, slides, partners, social networks, featured
 * services, testimonials, promo pages, insurers.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Locale } from "../../src/config/site";
import type { CatalogContext } from "../context";
import { findBySlug, type LocaleView } from "../lib/catalog";
import { notFound, paginate, parseListQuery, parseOr400 } from "../lib/http";
import { localizeDeep, pick, allValues } from "../lib/localize";
import { normalizeText } from "../../src/lib/normalize-text";
import type { SeedStore } from "../lib/seed-types";

type Json = Record<string, unknown>;
type Params = Record<string, string>;

const storeFilter = z.object({ store: z.string().max(200).optional() });
const careerFilters = z.object({
  category: z.string().max(200).optional(),
  city: z.string().max(200).optional(),
  store: z.string().max(200).optional(),
});

export function registerCatalogRoutes(app: FastifyInstance, ctx: CatalogContext): void {
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

  /** GET `path`: a page of the records `select` picks in the request's locale (from its view, path and query). */
  function list(path: string, select: (records: LocaleView, request: FastifyRequest, locale: Locale) => Json[]) {
    app.get(path, async (request, reply) => {
      const q = parseListQuery(request.query);
      return paginate(reply, select(view(q.locale), request, q.locale), q);
    });
  }
  /** GET `path`: the record `find` gives in the request's locale, or a 404 naming it (`what`). */
  function one(path: string, what: (params: Params) => string, find: (records: LocaleView, params: Params, locale: Locale) => Json | undefined) {
    app.get(path, async (request) => {
      const q = parseListQuery(request.query);
      const params = request.params as Params;
      const record = find(view(q.locale), params, q.locale);
      if (!record) throw notFound(what(params));
      return record;
    });
  }

  // Careers -----------------------------------------------------------------
  list("/careers", (v) => v.careers);
  list("/careers/search", (v, request) => {
    const f = parseOr400(careerFilters, request.query);
    return v.careers.filter((career, index) => {
      const seed = catalog.seed.careers[index];
      if (f.category && !allValues(seed.category).includes(f.category)) return false;
      if (f.city && normalizeText(String(career.city)) !== normalizeText(f.city)) return false;
      if (f.store && career.store !== f.store) return false;
      return true;
    });
  });
  one(
    "/careers/:slug",
    ({ slug }) => `Career "${slug}"`,
    (v, { slug }) => v.careers.find((c) => c.slug === slug),
  );
  list("/stores/:slug/careers", (v, request) => {
    const { slug } = request.params as Params;
    storeBySlug(slug);
    return v.careers.filter((c) => c.store === slug);
  });

  // Coupons and promotions ---------------------------------------------------
  list("/coupons/privilege", (v) => v.coupons.filter((c) => c.kind === "privilege"));
  list("/coupons/:slug", (_v, request, locale) => catalog.lists.coupons(storeBySlug((request.params as Params).slug), locale));
  one(
    "/coupons/:couponId/:slug",
    ({ couponId, slug }) => `Coupon ${couponId} at "${slug}"`,
    (v, { couponId, slug }) => {
      const store = storeBySlug(slug);
      const id = Number(couponId);
      const coupon = v.coupons.find((c) => c.id === id);
      return coupon && (store.coupons?.includes(id) || coupon.kind === "national") ? coupon : undefined;
    },
  );
  list("/promotions", (v) => v.promotions);

  // Services and categories ----------------------------------------------------
  list("/services", (v, request, locale) => {
    const { category } = parseOr400(z.object({ category: z.string().max(200).optional() }), request.query);
    if (!category) return v.services;
    const cat = findBySlug(catalog.seed.serviceCategories, category, locale);
    return cat ? v.services.filter((s) => s.category === pick(cat.slug, locale)) : [];
  });
  one(
    "/services/:key",
    ({ key }) => `Service "${key}"`,
    (v, { key }, locale) => byIdOrSlug(v.services, catalog.seed.services, key, locale),
  );
  one(
    "/services/:slug/:transcriptSlug",
    ({ slug, transcriptSlug }) => `Transcript "${slug}/${transcriptSlug}"`,
    (_v, { slug, transcriptSlug }, locale) => {
      const service = findBySlug(catalog.seed.services, slug, locale);
      const category = service ? undefined : findBySlug(catalog.seed.serviceCategories, slug, locale);
      const transcript = catalog.seed.transcripts.find(
        (t) => ((service && t.serviceId === service.id) || (category && t.categoryId === category.id)) && allValues(t.slug).includes(transcriptSlug),
      );
      if (!transcript) return undefined;
      const out = localizeDeep(transcript, locale) as Json;
      return { slug: out.slug, title: out.title, content: out.content };
    },
  );
  list("/services_categories", (v, request) => {
    const { navigation } = parseOr400(z.object({ navigation: z.enum(["true", "false"]).optional() }), request.query);
    return v.serviceCategories.filter((c) => navigation !== "true" || c.isNavigation === true);
  });
  one(
    "/services_categories/:key",
    ({ key }) => `Service category "${key}"`,
    (v, { key }, locale) => byIdOrSlug(v.serviceCategories, catalog.seed.serviceCategories, key, locale),
  );

  // Slides -----------------------------------------------------------------
  list("/slides", (v) => v.slides);
  one(
    "/slides/:id",
    ({ id }) => `Slide ${id}`,
    (v, { id }) => v.slides.find((s) => String(s.id) === id),
  );

  // Per-store lists, served both as /stores/{slug}/x and /x?store={slug} ------------
  function perStore(name: string, handler: (store: SeedStore | null, locale: Locale) => Json[]) {
    for (const path of [`/${name}`, `/stores/:slug/${name}`]) list(path, (_v, request, locale) => handler(optionalStore(request), locale));
  }

  perStore("partners", (store, locale) => catalog.lists.partners(store, locale));
  perStore("social_networks", (store) => catalog.lists.socialNetworks(store));
  perStore("categories", (store, locale) => catalog.lists.categories(store, locale));
  perStore("featured-services", (store, locale) => {
    if (!store) return view(locale).featuredServices;
    const allowed = new Set(
      view(locale)
        .serviceCategories.filter((c) => Boolean(c.isZiebart) === Boolean(store.isZiebart))
        .map((c) => c.slug),
    );
    return view(locale).featuredServices.filter((f) => allowed.has(f.category));
  });
  perStore("testimonials", (store) => catalog.lists.testimonials(store));

  // Insurers an estimate request's claim can name (sorted by name; "other" is the form's own choice).
  list("/insurers", (v) => v.insurers);

  // Promo pages ---------------------------------------------------------------
  list("/promo_pages", (v) => v.promoPages);
  one(
    "/promo_pages/:slug",
    ({ slug }) => `Promo page "${slug}"`,
    (v, { slug }, locale) => byIdOrSlug(v.promoPages, catalog.seed.promoPages, slug, locale),
  );
}
