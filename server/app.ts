/**
 * The sample API as a Fastify instance, without listening (tests use
 * `app.inject`; server/index.ts listens). Everything is under /api except the
 * WordPress-style blog (/blog/...), the media (/media/...) and the built site.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from "fastify";
import type { AppContext, CatalogContext } from "./context";
import { DEFAULT_LIMITS, DEFAULT_SEED_DIR, type AbuseLimits } from "./config";
import { openDatabase, serverSecret, type Db } from "./db/database";
import { createGeocoder } from "../src/lib/geo/geocode";
import { buildCatalog } from "./lib/catalog";
import { HttpError } from "./lib/http";
import { isApiPath, requestPath, siteLocation } from "./lib/request-path";
import { outboxKey } from "./lib/outbox-secrets";
import { loadSeed } from "./lib/seed";
import { registerAdminRoutes } from "./plugins/admin";
import { registerSubmissionRateLimit } from "./plugins/rate-limit";
import { registerUnreadBodyLimit } from "./plugins/unread-body";
import { registerXsrfCookie, requireXsrf } from "./plugins/xsrf";
import { registerBlogRoutes } from "./routes/blog";
import { registerEtags } from "./plugins/etag";
import { registerBookingRoutes } from "./routes/booking";
import { registerCatalogRoutes } from "./routes/catalog";
import { registerManageBookingRoutes } from "./routes/manage-booking";
import { PHOTO_BODY_MAX_BYTES, photosDirOf, registerPhotoRoutes } from "./routes/photos";
import { NO_CACHE, registerSite, type SiteAnswers } from "./routes/site";
import { registerStoreRoutes } from "./routes/stores";
import { registerSubmissionRoutes } from "./routes/submissions";
import { registerQuoteRoutes } from "./routes/quotes";
import { closeVinDecoder } from "./lib/vehicles";

export const API_PREFIX = "/api";
export const BODY_LIMIT_BYTES = 64 * 1024;

/** How long a client may take to send a request (Node's http server enforces them). */
export interface HttpTimeouts {
  /** Its request line and headers (408 and closed past it). */
  headersMs: number;
  /** The whole request, body included: a 5 MB photo at 1 Mbit/s takes 42 s. */
  requestMs: number;
  /** How often the server looks for requests past their time. */
  checkEveryMs: number;
}

/** The headers of an answer that is data, never a document: nothing to sniff, run or frame. */
const DATA_HEADERS = { "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'" };

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 60_000, checkEveryMs: 2_000 };

export interface AppOptions {
  /** Seed JSON directory (default server/seed). */
  seedDir?: string;
  /** Where the database lives: <dataDir>/db, and uploaded photos: <dataDir>/photos (default ./data). */
  dataDir?: string;
  /** The built site; not served when missing (default ./public). */
  publicDir?: string;
  logger?: FastifyServerOptions["logger"];
  /**
   * The bearer token of GET /api/_admin/submissions. Without one (default)
   * the endpoint does not exist, whatever interface the server listens on.
   */
  adminToken?: string | null;
  /** Fastify's trustProxy (default false: the client is the socket's address). */
  trustProxy?: boolean | number | string;
  /** The abuse limits (production-like defaults, see config.ts). */
  limits?: Partial<AbuseLimits>;
  /** Slow clients' limits (DEFAULT_HTTP_TIMEOUTS by default; tests shorten them). */
  httpTimeouts?: Partial<HttpTimeouts>;
  /** An already open database (tests share one); closed by its owner, not by the app. */
  db?: Db;
  /** The clock, for slot tests. */
  now?: () => Date;
  siteUrl?: string;
  /**
   * Only what a build reads: the stores, the catalogue and the blog, without
   * the routes visitors submit to and without opening the database (which
   * takes seconds, more when it is created). The built site is not served.
   */
  catalogOnly?: boolean;
}

function errorBody(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) return { status: error.statusCode, body: { message: error.message, ...error.extra } };
  const e = error as { code?: string; statusCode?: number; message?: string };
  switch (e.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, body: { message: "unsupported_media_type", detail: "Send the body as application/json." } };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { status: 413, body: { message: "payload_too_large", detail: `At most ${BODY_LIMIT_BYTES} bytes.` } };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { status: 400, body: { message: "invalid_json" } };
  }
  if (error instanceof SyntaxError || (e.statusCode === 400 && /JSON/i.test(e.message ?? ""))) {
    return { status: 400, body: { message: "invalid_json" } };
  }
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, body: { message: e.message ?? "bad_request" } };
  }
  return { status: 500, body: { message: "internal_error" } };
}

/** A hop count becomes the function Fastify takes for it (trust the nearest n proxies). */
function trustProxyOption(value: AppOptions["trustProxy"]): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value === "number") return (_address, hop) => hop < value;
  return value ?? false;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const seedDir = path.resolve(options.seedDir ?? DEFAULT_SEED_DIR);
  const dataDir = path.resolve(options.dataDir ?? "data");
  const publicCandidate = path.resolve(options.publicDir ?? "public");
  const publicDir = fs.existsSync(publicCandidate) ? publicCandidate : null;

  const now = options.now ?? (() => new Date());
  const catalog = buildCatalog(loadSeed(seedDir), now());

  const limits: AbuseLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const timeouts: HttpTimeouts = { ...DEFAULT_HTTP_TIMEOUTS, ...options.httpTimeouts };
  const servesSite = !options.catalogOnly && publicDir !== null;
  /** What the site gives answers made outside the routes, once it is registered. */
  let site: SiteAnswers = { headersFor: () => ({}), notFoundPage: () => null };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(options.trustProxy),
    // A client that sends its headers or its body a byte at a time holds a connection only so long.
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    // A URL the router cannot read (a malformed escape) is answered outside every hook: its headers
    // are set here, and a page of the site gets the site's 404 page, in its language.
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const pathname = requestPath(request.url);
      const ofSite = servesSite && !isApiPath(pathname, API_PREFIX);
      const answer = (reply as FastifyReply).code(status).headers(ofSite ? site.headersFor(pathname) : DATA_HEADERS);
      const page = ofSite ? site.notFoundPage(pathname) : null;
      if (page) void answer.header("Cache-Control", NO_CACHE).type("text/html; charset=utf-8").send(fs.readFileSync(page));
      else void answer.send({ message: error.code === "FST_ERR_BAD_URL" ? "invalid_url" : "bad_request" });
    },
  });
  // JSON only: text/plain bodies get 415 like any other type.
  app.removeContentTypeParser("text/plain");

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorBody(error);
    if (status >= 500) request.log.error({ err: error }, "unhandled error");
    // A 429 says when to come back, in seconds (its body says it too).
    if (status === 429 && typeof body.retryAfter === "number") reply.header("Retry-After", String(body.retryAfter));
    return reply.code(status).send(body);
  });

  await app.register(fastifyCookie);
  registerXsrfCookie(app);
  registerEtags(app);
  // A body refused before its end is not parsed further, and dropped only up to one photo's worth.
  registerUnreadBodyLimit(app, { maxBytes: PHOTO_BODY_MAX_BYTES, maxMs: 10_000 });
  // The API's answers are data, never a document: no sniffing, nothing to run or frame. Without a
  // built site, every answer is (the media, the 404s); with one, _headers covers the rest.
  app.addHook("onSend", async (request, reply, payload) => {
    if (!servesSite || isApiPath(requestPath(request.url), API_PREFIX)) reply.headers(DATA_HEADERS);
    // A redirect stays on the site: "//host/" would be another origin to a browser.
    const location = reply.getHeader("location");
    if (typeof location === "string") reply.header("location", siteLocation(location));
    return payload;
  });

  const catalogCtx: CatalogContext = {
    catalog,
    geocoder: createGeocoder({
      addresses: catalog.seed.stores.flatMap((s) => {
        const entry = catalog.storesBySlug.get(s.slug)!;
        return entry.latitude === null || entry.longitude === null
          ? []
          : [{ streetAddress: s.streetAddress, city: s.city, zipCode: s.zipCode, latitude: entry.latitude, longitude: entry.longitude }];
      }),
    }),
    now,
    siteUrl: options.siteUrl ?? "http://localhost:9000",
  };
  if (options.catalogOnly) {
    await app.register(
      async (api) => {
        registerStoreRoutes(api, catalogCtx);
        registerCatalogRoutes(api, catalogCtx);
      },
      { prefix: API_PREFIX },
    );
    registerBlogRoutes(app, catalogCtx);
    return app;
  }

  const ownDb = !options.db;
  const db = options.db ?? (await openDatabase(dataDir));
  if (ownDb) app.addHook("onClose", async () => db.close());
  app.addHook("onClose", closeVinDecoder);
  // Photos live beside the database they are recorded in. An app given someone else's
  // database without its folder (a guest) keeps them in a folder of its own, removed when
  // it closes, so that its start-up sweep (files no row knows are deleted) never touches
  // another database's photos.
  const guest = !(options.dataDir || ownDb);
  const photosDir = guest ? fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-photos-")) : photosDirOf(dataDir);
  if (guest) app.addHook("onClose", async () => fs.promises.rm(photosDir, { recursive: true, force: true }));
  const ctx: AppContext = {
    ...catalogCtx,
    db,
    limits,
    secret: await serverSecret(db),
    photosDir,
    // Likewise its outbox key: the data folder's, or one of its own that dies with it.
    outboxKey: !guest || process.env.OUTBOX_KEY ? outboxKey(dataDir) : crypto.randomBytes(32),
  };

  await app.register(
    async (api) => {
      // Hooks of this scope run for every route in it, however its URL was spelled.
      api.addHook("onRequest", requireXsrf);
      await registerSubmissionRateLimit(api, limits);
      registerStoreRoutes(api, ctx);
      registerCatalogRoutes(api, ctx);
      registerBookingRoutes(api, ctx);
      registerSubmissionRoutes(api, ctx);
      registerManageBookingRoutes(api, ctx);
      registerQuoteRoutes(api, ctx);
      await registerPhotoRoutes(api, ctx);
      if (options.adminToken) registerAdminRoutes(api, db, options.adminToken);
    },
    { prefix: API_PREFIX },
  );
  registerBlogRoutes(app, ctx);
  site = await registerSite(app, { publicDir, mediaDir: path.join(seedDir, "media"), apiPrefix: API_PREFIX });
  return app;
}
