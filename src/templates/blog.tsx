import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { safePath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { templateHead } from "../components/page-head/route-head";
import { BlogList } from "../components/blog-list/blog-list";
import { Pagination } from "../components/pagination/pagination";

type BlogIndexContext = SitePageContext & { page: number; pageCount: number };

const pathOf = (locale: SitePageContext["language"], page: number) => (page <= 1 ? safePath("blog", locale) : safePath("blog-page", locale, { page }));

/** One page of a language's blog index (gatsby/create-blog-pages.ts). */
export default function BlogIndexPage({ data, pageContext, location }: PageProps<Queries.BlogIndexQuery, BlogIndexContext>) {
  const { t } = useTranslation();
  const blogTitle = t("pages:blog.title");
  const { page, pageCount, language } = pageContext;
  const crumbs =
    page > 1
      ? [
          { title: blogTitle, pathname: pathOf(language, 1) },
          { title: t("blog:pageTitle", { page }), pathname: location.pathname },
        ]
      : [{ title: blogTitle, pathname: location.pathname }];
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={page > 1 ? t("blog:pageTitle", { page }) : blogTitle} intro={t("pages:blog.intro")} crumbs={crumbs}>
        <BlogList posts={data.posts.nodes} locale={language} />
        <Pagination label={t("blog:paginationLabel")} page={page} count={pageCount} hrefFor={(n) => pathOf(language, n)} />
      </PageShell>
    </Layout>
  );
}

export const Head = templateHead<Queries.BlogIndexQuery, BlogIndexContext>((_data, t, { page }) => ({
  title: page > 1 ? t("blog:pageTitle", { page }) : t("pages:blog.title"),
  description: t("pages:blog.description"),
}));

export const query = graphql`
  query BlogIndex($language: String!, $skip: Int!, $limit: Int!) {
    posts: allBlogPost(filter: { locale: { eq: $language } }, sort: { date: DESC }, skip: $skip, limit: $limit) {
      nodes {
        id
        slug
        title
        date
        excerpt
        featuredImage {
          url
          alt
          width
          height
          srcSet
        }
      }
    }
  }
`;
