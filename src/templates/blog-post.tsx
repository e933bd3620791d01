import * as React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { safePath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { PageHead } from "../components/page-head/page-head";
import { BlogPost } from "../components/blog-post/blog-post";
import { makeTranslate } from "../lib/translate";
import { cutText, htmlToText } from "../lib/plain-text";

/** A WordPress post (gatsby/create-blog-pages.ts). */
export default function BlogPostPage({ data, pageContext, location }: PageProps<Queries.BlogPostPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const post = data.post;
  if (!post) return null;
  return (
    <Layout pageContext={pageContext}>
      <PageShell
        title={post.title}
        crumbs={[
          { title: t("pages:blog.title"), pathname: safePath("blog", pageContext.language) },
          { title: post.title, pathname: location.pathname },
        ]}
      >
        <BlogPost post={post} locale={pageContext.language} />
      </PageShell>
    </Layout>
  );
}

export function Head({ data, pageContext, location }: HeadProps<Queries.BlogPostPageQuery, SitePageContext>) {
  const t = makeTranslate(data.locales.edges);
  // og:image stays the site's 200×200 image, as on every page: featured images are 1200×630.
  return (
    <PageHead
      locale={pageContext.language}
      pathname={location.pathname}
      alternates={pageContext.alternates}
      t={t}
      title={data.post?.title}
      description={data.post ? cutText(htmlToText(data.post.excerpt)) : null}
    >
      <meta property="article:published_time" content={data.post?.date ?? ""} />
    </PageHead>
  );
}

export const query = graphql`
  query BlogPostPage($language: String!, $namespaces: [String!]!, $id: String!) {
    ...PageLocales
    post: blogPost(id: { eq: $id }) {
      title
      date
      excerpt
      content
      author
      featuredImage {
        url
        alt
        width
        height
      }
    }
  }
`;
