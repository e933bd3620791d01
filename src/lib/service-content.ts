/**
 * Rules of the home and service pages: image URLs that can be rendered,
 * summaries cut to 300 characters, and the hero border variants. (The
 * carried parameters in the links of API HTML: ./carried-links.ts.)
 */
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

/** The border variant of a slide or banner; unknown values fall back to blue. */
export function heroBorder(value: string | null | undefined): HeroBorder {
  return (HERO_BORDERS as readonly string[]).includes(value ?? "") ? (value as HeroBorder) : "blue";
}
