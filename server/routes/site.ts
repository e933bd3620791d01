/**
 * The built site (public/) at /, the seed's media at /media/, and the 404s:
 * JSON {notFound, message} for the API, public/404.html (public/en/404.html
 * under /en) with status 404 for pages. The rules of public/_headers (the
 * security headers the build writes, read again whenever a build rewrites
 * the file) apply to everything but
 * the API, as Netlify or Cloudflare Pages would apply them. What is "the API"
 * is decided on the decoded path alone: a query string can name anything.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { headersForPath, parseHeadersFile, type HeaderRule } from "../../src/lib/security-headers";
import { isApiPath, requestPath } from "../lib/request-path";

export const LONG_CACHE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";

/**
 * Cache-Control of a file of the built site (Gatsby's caching guidance),
 * decided by the file it stands for: a precompressed copy (.br, .gz) is
 * cached like the file itself (immutable for a hashed script, so no
 * per-visitor cookie goes with it).
 */
export function cacheControlFor(publicDir: string, filePath: string): string {
  const rel = path
    .relative(publicDir, filePath)
    .split(path.sep)
    .join("/")
    .replace(/\.(br|gz)$/, "");
  if (rel.endsWith(".html") || rel.startsWith("page-data/") || rel.endsWith("sw.js")) return NO_CACHE;
  if (rel.startsWith("static/")) return LONG_CACHE;
  if (/-[0-9a-f]{8,}\.(js|css)(\.map)?$/.test(rel)) return LONG_CACHE;
  return NO_CACHE;
}

/**
 * The rules of a `_headers` file, read again when its modification time or
 * size changes: a build run beside a running server rewrites it (new inline
 * script hashes, new preload links), and the old rules would block the new
 * build's scripts. No file: no rules.
 */
export function headerRulesOf(file: string): () => HeaderRule[] {
  let seen = "";
  let rules: HeaderRule[] = [];
  return () => {
    try {
      const stat = fs.statSync(file);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      if (stamp !== seen) {
        rules = parseHeadersFile(fs.readFileSync(file, "utf8"));
        seen = stamp;
      }
    } catch {
      // No file (yet, or a build is writing it): no rules until it is there.
      rules = [];
      seen = "";
    }
    return rules;
  };
}

export interface SiteOptions {
  publicDir: string | null;
  mediaDir: string;
  apiPrefix: string;
}

/** What answers made outside the routes (a URL the router cannot read) take from the site. */
export interface SiteAnswers {
  /** The headers of `_headers` that apply to a decoded path (none without a built site). */
  headersFor: (pathname: string) => Record<string, string>;
  /** The site's 404 page for a decoded path (its language's), null for the API, the media, or without a site. */
  notFoundPage: (pathname: string) => string | null;
}

/** Registers the site and the media. */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<SiteAnswers> {
  const { publicDir, mediaDir, apiPrefix } = options;
  const headerRules = publicDir ? headerRulesOf(path.join(publicDir, "_headers")) : () => [];
  const siteHeaders = (pathname: string) => headersForPath(headerRules(), pathname);
  const hasMedia = fs.existsSync(mediaDir);
  if (hasMedia) {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: "/media/",
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader("Cache-Control", "public, max-age=86400");
      },
    });
  }
  if (publicDir) {
    app.addHook("onSend", async (request, reply, payload) => {
      const pathname = requestPath(request.url);
      if (!isApiPath(pathname, apiPrefix)) reply.headers(siteHeaders(pathname));
      return payload;
    });
  }
  if (publicDir) {
    await app.register(fastifyStatic, {
      root: publicDir,
      prefix: "/",
      // A list, not a string: with preCompressed, @fastify/static 8 looks up a folder's index only in a list.
      index: ["index.html"],
      redirect: true,
      // The build writes .br and .gz beside every text file: sent as the browser accepts, as hosts do.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader("Cache-Control", cacheControlFor(publicDir, filePath));
        // A cache must keep the compressed and plain answers apart.
        res.setHeader("Vary", "Accept-Encoding");
      },
    });
  }

  const page404 = (pathname: string): string | null => {
    if (!publicDir) return null;
    const candidates = /^\/en(\/|$)/.test(pathname) ? ["en/404.html", "404.html"] : ["404.html"];
    for (const file of candidates) {
      const full = path.join(publicDir, file);
      if (fs.existsSync(full)) return full;
    }
    return null;
  };

  const notFoundPage = (pathname: string) => (!isApiPath(pathname, apiPrefix) && !pathname.startsWith("/media/") ? page404(pathname) : null);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = requestPath(request.url);
    const html = notFoundPage(pathname);
    if (html) {
      return reply.code(404).type("text/html; charset=utf-8").header("Cache-Control", NO_CACHE).send(fs.readFileSync(html));
    }
    return reply.code(404).send({ notFound: true, message: `No route for ${request.method} ${request.url.split("?")[0]}` });
  });
  return { headersFor: siteHeaders, notFoundPage };
}
