/**
 * The structured content of the information pages (locales/{lng}/info.json):
 * sections with a heading, paragraphs, a list, a table and links. The build
 * checks every page's content with src/lib/info-content-schema.ts first, so
 * the pages read it here without shipping a schema library to the browser.
 */
import { interpolate } from "./translate";

export interface InfoLink {
  label: string;
  /** A route of src/config/routes.ts … */
  route?: string | undefined;
  /** … or an address (tel:, mailto:, https:). */
  href?: string | undefined;
}

export interface InfoSection {
  heading: string;
  paragraphs: string[];
  list: string[];
  table?: { caption: string; headers: string[]; rows: string[][] } | undefined;
  links: InfoLink[];
}

/** One page's content as info.json holds it: the lists may be left out. */
export interface InfoContent {
  sections: (Pick<InfoSection, "heading" | "table"> & Partial<Pick<InfoSection, "paragraphs" | "list" | "links">>)[];
}

function mapStrings<T>(value: T, fn: (text: string) => string): T {
  if (typeof value === "string") return fn(value) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => mapStrings(item, fn)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  }
  return value;
}

/** The sections of one page (content checked at build time), lists defaulted and {{values}} filled in. */
export function infoSections(content: InfoContent, values: Record<string, string | number> = {}): InfoSection[] {
  const sections = content.sections.map(({ paragraphs = [], list = [], links = [], ...rest }) => ({ ...rest, paragraphs, list, links }));
  return mapStrings(sections, (text) => interpolate(text, values));
}
