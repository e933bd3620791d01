/**
 * Alternate-language links (hreflang) of a page: one per locale plus
 * x-default pointing at the default locale's version. Absolute URLs.
 */
import { LANGUAGE_TAGS, type Locale } from "../config/site";

export interface HreflangLink {
  hreflang: string;
  href: string;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

export function hreflangLinks(siteUrl: string, alternates: Record<string, string>, defaultLocale: string): HreflangLink[] {
  const links = Object.entries(alternates).map(([locale, path]) => ({
    hreflang: LANGUAGE_TAGS[locale as Locale] ?? locale,
    href: absoluteUrl(siteUrl, path),
  }));
  const fallback = alternates[defaultLocale];
  if (fallback) links.push({ hreflang: "x-default", href: absoluteUrl(siteUrl, fallback) });
  return links;
}

/** Canonical URL: site URL + current path, without query string or hash. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return absoluteUrl(siteUrl, pathname.split(/[?#]/)[0]);
}
