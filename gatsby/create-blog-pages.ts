/**
 * The blog: index pages per language (page 1 at /blog/, then /blog/page/2/ …)
 * and one page per WordPress post. A post's language versions are separate
 * WordPress posts, linked by WordPress' translation links (each names its
 * translations' post ids): a post's alternate in another language, for the
 * language switcher and hreflang, is its translation there, else that
 * language's blog index (the switcher never leads to a 404).
 */
import type { CreatePagesArgs } from "gatsby";
import { buildPath, getRoute } from "../src/config/routes";
import { BLOG, LOCALES, type Locale } from "../src/config/site";
import { pageCount } from "../src/lib/pagination";
import { everyLocale, pageContextFor, setAlternates } from "./page-context";
import { templatePath } from "./templates";
import { queryData } from "./query-data";

/** Index page n of a locale's blog: the route and params of its path. */
export function blogIndexRoute(page: number): { name: string; params: Record<string, number> } {
  return page <= 1 ? { name: "blog", params: {} } : { name: "blog-page", params: { page } };
}

/** Pure plan of the blog's pages, tested without Gatsby. */
export interface PlannedPost {
  id: string;
  slug: string;
  locale: string;
  wpId?: number;
  translations?: readonly { locale: string; wpId: number }[];
}

export function planBlogPages(posts: readonly PlannedPost[], perPage: number = BLOG.postsPerPage) {
  const counts = Object.fromEntries(LOCALES.map((locale) => [locale, pageCount(posts.filter((p) => p.locale === locale).length, perPage)])) as Record<
    Locale,
    number
  >;
  const pages: { path: string; template: "blog" | "blog-post"; context: Record<string, unknown> }[] = [];
  for (const locale of LOCALES) {
    for (let page = 1; page <= counts[locale]; page++) {
      const { name, params } = blogIndexRoute(page);
      const { path, context } = pageContextFor(getRoute(name), locale, everyLocale(params), {
        skip: (page - 1) * perPage,
        limit: perPage,
        page,
        pageCount: counts[locale],
      });
      // The same page number in the other language when it exists, else its blog index.
      setAlternates(
        context,
        Object.fromEntries(
          LOCALES.map((lng) => {
            if (lng === locale) return [lng, path];
            const target = page <= counts[lng] ? blogIndexRoute(page) : blogIndexRoute(1);
            return [lng, buildPath(target.name, lng, target.params)];
          }),
        ) as Record<Locale, string>,
      );
      pages.push({ path, template: "blog", context });
    }
  }
  const slugOf = new Map(posts.flatMap((post) => (post.wpId === undefined ? [] : [[`${post.locale}|${post.wpId}`, post.slug] as const])));
  for (const post of posts) {
    const locale = post.locale as Locale;
    const { path, context } = pageContextFor(getRoute("blog-post"), locale, everyLocale({ slug: post.slug }), { id: post.id });
    const translated = (lng: Locale) => {
      const link = post.translations?.find((t) => t.locale === lng);
      const slug = link && slugOf.get(`${lng}|${link.wpId}`);
      return slug ? buildPath("blog-post", lng, { slug }) : buildPath("blog", lng);
    };
    setAlternates(context, Object.fromEntries(LOCALES.map((lng) => [lng, lng === locale ? path : translated(lng)])) as Record<Locale, string>);
    pages.push({ path, template: "blog-post", context });
  }
  return pages;
}

export async function createBlogPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const data = queryData(
    await graphql<Queries.BlogPostsQuery>(`
      query BlogPosts {
        allBlogPost(sort: { date: DESC }) {
          nodes {
            id
            slug
            locale
            wpId
            translations {
              locale
              wpId
            }
          }
        }
      }
    `),
    reporter,
    "Could not query the blog posts",
  );
  if (!data) return;
  const pages = planBlogPages(data.allBlogPost.nodes);
  for (const page of pages) {
    actions.createPage({ path: page.path, component: templatePath(page.template), context: page.context });
  }
  reporter.info(`Blog: ${pages.length} pages`);
}
