import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { safePath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { PageShell } from "../components/page-shell/page-shell";
import { templateHead } from "../components/page-head/route-head";
import { BlogPost } from "../components/blog-post/blog-post";
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

// og:image stays the site's 200×200 image, as on every page: featured images are 1200×630.
export const Head = templateHead<Queries.BlogPostPageQuery>(({ post }) => ({
  title: post?.title,
  description: post ? cutText(htmlToText(post.excerpt)) : null,
  children: <meta property="article:published_time" content={post?.date ?? ""} />,
}));

export const query = graphql`
  query BlogPostPage($id: String!) {
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
        srcSet
      }
    }
  }
`;
