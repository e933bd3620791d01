import * as React from "react";
import type { Seo } from "../../contract/common";
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LIMITS, type Locale } from "../../config/site";
import { useSiteUrl } from "../../hooks/use-site-url";
import { absoluteUrl } from "../../lib/hreflang";
import { pageMeta } from "../../lib/page-meta";
import type { Translate } from "../../lib/translate";

export interface PageHeadProps {
  locale: Locale;
  pathname: string;
  alternates: Record<Locale, string>;
  t: Translate;
  title?: string | null;
  description?: string | null;
  seo?: Partial<Seo> | null;
  children?: React.ReactNode;
}

/** The head of every page (Gatsby Head API): rendered into the static HTML. */
export function PageHead({ locale, pathname, alternates, t, title, description, seo, children }: PageHeadProps) {
  const siteUrl = useSiteUrl();
  const meta = pageMeta({
    siteUrl,
    pathname,
    alternates,
    defaultLocale: DEFAULT_LOCALE,
    pageTitle: title,
    pageDescription: description,
    seo,
    defaults: {
      title: t("common:meta.title"),
      description: t("common:meta.description"),
      suffix: t("common:meta.titleSuffix"),
    },
  });
  const ogImage = absoluteUrl(siteUrl, "/og-image.png");
  return (
    <>
      <html lang={LANGUAGE_TAGS[locale]} />
      <title>{meta.title}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Uniglass" />
      <meta property="og:locale" content={LANGUAGE_TAGS[locale].replace("-", "_")} />
      <meta property="og:title" content={meta.title} />
      {meta.description && <meta property="og:description" content={meta.description} />}
      <meta property="og:image" content={ogImage} />
      <meta property="og:image:width" content={String(LIMITS.ogImage.width)} />
      <meta property="og:image:height" content={String(LIMITS.ogImage.height)} />
      <meta property="og:image:alt" content={t("common:meta.ogImageAlt")} />
      {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      {meta.canonical ? <meta property="og:url" content={meta.canonical} /> : null}
      {meta.alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      {/* A raster icon only (16, 32 and 48 px in one file): Chromium draws an SVG icon as an image
          document on the page's own main thread, a task of up to tens of milliseconds on each first visit. */}
      <link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" />
      <meta name="theme-color" content="#0b2545" />
      {meta.scripts.map((script, index) => (
        // Only JSON-LD reaches here (pageMeta drops any other type), with no "<" left in it.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: script.content }} />
      ))}
      {children}
    </>
  );
}
