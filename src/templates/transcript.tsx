import * as React from "react";
import { graphql, type PageProps } from "gatsby";
import { useTranslation } from "../hooks/use-translation";
import type { SitePageContext } from "../config/page-context";
import { buildPath } from "../config/routes";
import { Layout } from "../components/layout/layout";
import { templateHead } from "../components/page-head/route-head";
import { PageShell } from "../components/page-shell/page-shell";
import { HtmlContent } from "../components/html-content/html-content";
import { InternalLink } from "../components/route-link/route-link";
import { summaryOf } from "../lib/service-content";
import { categoryPath, servicePath } from "../lib/service-links";

/** The text of a service's or a category's video (transcript and transcription routes). */
export default function TranscriptPage({ data, pageContext, location }: PageProps<Queries.TranscriptPageQuery, SitePageContext>) {
  const { t } = useTranslation();
  const transcript = data.transcript;
  if (!transcript) return null;
  const locale = pageContext.language;
  const parent = transcript.service
    ? { name: transcript.service.name, path: servicePath(locale, transcript.service.category?.slug, transcript.service.slug) }
    : transcript.serviceCategory
      ? { name: transcript.serviceCategory.name, path: categoryPath(locale, transcript.serviceCategory.slug) }
      : null;
  const crumbs = [
    { title: t("pages:services.title"), pathname: buildPath("services", locale) },
    ...(parent ? [{ title: parent.name, pathname: parent.path }] : []),
    { title: transcript.title, pathname: location.pathname },
  ];
  return (
    <Layout pageContext={pageContext}>
      <PageShell title={transcript.title} crumbs={crumbs}>
        <HtmlContent html={transcript.content} />
        {parent && (
          <p>
            <InternalLink to={parent.path}>{t("services:transcript.back", { name: parent.name })}</InternalLink>
          </p>
        )}
      </PageShell>
    </Layout>
  );
}

export const Head = templateHead<Queries.TranscriptPageQuery>(({ transcript }) => ({
  title: transcript?.title,
  description: transcript ? summaryOf(transcript.content).slice(0, 160) : null,
}));

export const query = graphql`
  query TranscriptPage($id: String!) {
    transcript: uniglassTranscript(id: { eq: $id }) {
      title
      content
      service {
        slug
        name
        category {
          slug
        }
      }
      serviceCategory {
        slug
        name
      }
    }
  }
`;
