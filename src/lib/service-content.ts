/**
 * Pure rules of the home and service pages (SPEC §5): image URLs that can be
 * rendered, carried parameters (ctn) inside API HTML, summaries cut to 300
 * characters, and the hero border variants (SPEC §9).
 */
import { withCarriedParams } from "./carried-query";
import { cutText, htmlToText } from "./plain-text";
import { HERO_BORDERS, type HeroBorder } from "../config/site";

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp)$/i;

/** SPEC §5: an image URL must end in jpeg, jpg, png, gif or webp (its query and hash aside). */
export function isImageUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const path = url.trim().split(/[?#]/, 1)[0];
  return path.length > 0 && IMAGE_EXTENSION.test(path);
}

export interface ImageRecord {
  /** What the record is, for the warning ("service windshield-repair (fr)"). */
  label: string;
  image: string | null | undefined;
}

/** The build warnings for records whose image would render broken (none for an absent image). */
export function imageWarnings(records: readonly ImageRecord[]): string[] {
  return records
    .filter((record) => record.image && !isImageUrl(record.image))
    .map((record) => `Image not rendered for ${record.label}: "${record.image}" does not end in jpeg, jpg, png, gif or webp`);
}

/** A summary: plain text of an HTML or text field, cut to 300 characters plus an ellipsis. */
export function summaryOf(text: string): string {
  return cutText(htmlToText(text));
}

/**
 * Adds the carried parameters (ctn) to every internal link (href="/…") of
 * sanitized HTML; external, mailto, tel and anchor links are left alone.
 */
export function carryParamsInHtml(html: string, carried: Record<string, string>): string {
  if (Object.keys(carried).length === 0) return html;
  return html.replace(/(<a\b[^>]*?\shref=)(["'])(.*?)\2/gi, (whole, start: string, quote: string, href: string) => {
    const decoded = href.replace(/&amp;/g, "&");
    const next = withCarriedParams(decoded, carried);
    if (next === decoded) return whole;
    return `${start}${quote}${next.replace(/&/g, "&amp;")}${quote}`;
  });
}


/** The border variant of a slide or banner; unknown values fall back to blue. */
export function heroBorder(value: string | null | undefined): HeroBorder {
  return (HERO_BORDERS as readonly string[]).includes(value ?? "") ? (value as HeroBorder) : "blue";
}

/**
 * A hero slide's HTML ready to render: the first slide's images load at once
 * with high priority (it is the page's LCP element), the others lazily.
 */
export function slideHtml(html: string, first: boolean): string {
  return html.replace(/<img\b([^>]*?)\s*\/?>/gi, (_whole, attributes: string) => {
    const kept = attributes.replace(/\s(loading|fetchpriority|decoding)=(["']).*?\2/gi, "");
    const extra = first ? ' loading="eager" fetchpriority="high"' : ' loading="lazy" decoding="async"';
    return `<img${kept}${extra}>`;
  });
}
