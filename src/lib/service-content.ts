/**
 * Rules of the home and service pages: image URLs that can be rendered,
 * carried parameters (ctn) in the links of API HTML, summaries cut to 300
 * characters, and the hero border variants.
 */
import { withCarriedParams } from "./carried-query";
import { cutText, htmlToText } from "./plain-text";
import { HERO_BORDERS, type HeroBorder } from "../config/site";

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp)$/i;

/** An image URL must end in jpeg, jpg, png, gif or webp (its query and hash aside). */
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

/** Each link's href as the HTML gave it, before any carried parameter was added. */
const originalHrefs = new WeakMap<Element, string>();
/** The roots whose links were given carried parameters at least once. */
const carriedRoots = new WeakSet<ParentNode>();

/**
 * Adds the carried parameters (ctn) to every internal link (href="/…") under
 * `root`, an element the browser has already parsed (the API's sanitized
 * HTML, rendered): each link's href is set through the DOM, so a parameter's
 * value can never change what the markup means, whatever the HTML holds.
 * External, mailto, tel and anchor links are left alone. Calling it again
 * with other parameters starts from each link's own href.
 */
export function carryParamsInLinks(root: ParentNode, carried: Record<string, string>): void {
  // Nothing to carry and nothing carried before: every link still has its own href (most visits).
  if (Object.keys(carried).length === 0 && !carriedRoots.has(root)) return;
  carriedRoots.add(root);
  for (const anchor of Array.from(root.querySelectorAll("a[href]"))) {
    const original = originalHrefs.get(anchor) ?? anchor.getAttribute("href") ?? "";
    originalHrefs.set(anchor, original);
    const next = withCarriedParams(original, carried);
    if (anchor.getAttribute("href") !== next) anchor.setAttribute("href", next);
  }
}

/** The border variant of a slide or banner; unknown values fall back to blue. */
export function heroBorder(value: string | null | undefined): HeroBorder {
  return (HERO_BORDERS as readonly string[]).includes(value ?? "") ? (value as HeroBorder) : "blue";
}
