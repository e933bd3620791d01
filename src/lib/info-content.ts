/**
 * The structured content of the information pages (locales/{lng}/info.json):
 * sections with a heading, paragraphs, a list, a table and links. Validated so
 * a malformed bundle fails loudly at build time instead of rendering nothing.
 */
import "./zod-jitless";
import { z } from "zod";
import { interpolate } from "./translate";

const linkSchema = z
  .object({
    label: z.string().min(1),
    /** A route of src/config/routes.ts … */
    route: z.string().optional(),
    /** … or an address (tel:, mailto:, https:). */
    href: z.string().optional(),
  })
  .refine((link) => Boolean(link.route) !== Boolean(link.href), "a link has either a route or an href");

const sectionSchema = z.object({
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).default([]),
  list: z.array(z.string().min(1)).default([]),
  table: z
    .object({
      caption: z.string().min(1),
      headers: z.array(z.string().min(1)).min(1),
      rows: z.array(z.array(z.string())).min(1),
    })
    .refine((table) => table.rows.every((row) => row.length === table.headers.length), "every row has one cell a header")
    .optional(),
  links: z.array(linkSchema).default([]),
});

export const infoContentSchema = z.object({ sections: z.array(sectionSchema).min(1) });

export type InfoSection = z.infer<typeof sectionSchema>;
export type InfoLink = z.infer<typeof linkSchema>;

export class InfoContentError extends Error {}

function mapStrings<T>(value: T, fn: (text: string) => string): T {
  if (typeof value === "string") return fn(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, fn)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  }
  return value;
}

/** The sections of one page, with {{values}} filled in. Throws, naming the page, when the shape is wrong. */
export function parseInfoContent(
  page: string,
  value: unknown,
  values: Record<string, string | number> = {},
): InfoSection[] {
  const parsed = infoContentSchema.safeParse(value);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new InfoContentError(`info.json "${page}" is malformed: ${where}`);
  }
  return mapStrings(parsed.data.sections, (text) => interpolate(text, values));
}
