/**
 * WordPress-compatible blog posts: /blog/wp-json/wp/v2/posts (French) and
 * /blog/en/wp-json/wp/v2/posts (English): per_page (default 10, max 100),
 * page, slug, _embed; X-WP-Total and X-WP-TotalPages; WP's error bodies.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Locale } from "../../src/config/site";
import type { CatalogContext } from "../context";
import { authorIdsOf, toWpPost } from "../lib/wordpress";

function wpError(reply: FastifyReply, code: string, message: string, status = 400) {
  return reply.code(status).send({ code, message, data: { status } });
}

export function registerBlogRoutes(app: FastifyInstance, ctx: CatalogContext): void {
  const posts = [...ctx.catalog.seed.blogPosts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const authorIds = authorIdsOf(posts);

  const handler = (locale: Locale) => async (request: { query: unknown }, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    const perPage = query.per_page === undefined ? 10 : Number(query.per_page);
    const page = query.page === undefined ? 1 : Number(query.page);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      return wpError(reply, "rest_invalid_param", "Invalid parameter(s): per_page");
    }
    if (!Number.isInteger(page) || page < 1) return wpError(reply, "rest_invalid_param", "Invalid parameter(s): page");
    const slugs = query.slug
      ? query.slug
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : null;
    const matching = slugs ? posts.filter((p) => slugs.includes(p[locale].slug)) : posts;
    const totalPages = Math.ceil(matching.length / perPage);
    if (page > 1 && page > totalPages) {
      return wpError(reply, "rest_post_invalid_page_number", "The page number requested is larger than the number of pages available.");
    }
    reply.header("X-WP-Total", String(matching.length));
    reply.header("X-WP-TotalPages", String(totalPages));
    const embed = query._embed !== undefined;
    return matching.slice((page - 1) * perPage, page * perPage).map((post) => toWpPost(post, { locale, embed, siteUrl: ctx.siteUrl, authorIds }));
  };

  app.get("/blog/wp-json/wp/v2/posts", handler("fr"));
  app.get("/blog/en/wp-json/wp/v2/posts", handler("en"));
}
