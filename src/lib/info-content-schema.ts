/**
 * The check of the information pages' content (locales/{lng}/info.json),
 * run by gatsby-node before any page is created, so a malformed bundle fails
 * the build naming the page instead of rendering nothing. Build and tests
 * only: the pages read the checked content with src/lib/info-content.ts,
 * which needs no schema library.
 */
import "./zod-jitless";
import { z } from "zod";
import { infoSections, type InfoSection } from "./info-content";

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

// The plain types the pages use must describe what the schemas accept.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sectionsMatch: Same<z.infer<typeof sectionSchema>, InfoSection> = true;
void sectionsMatch;

export class InfoContentError extends Error {}

/** The sections of one page, with {{values}} filled in. Throws, naming the page, when the shape is wrong. */
export function parseInfoContent(page: string, value: unknown, values: Record<string, string | number> = {}): InfoSection[] {
  const parsed = infoContentSchema.safeParse(value);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new InfoContentError(`info.json "${page}" is malformed: ${where}`);
  }
  return infoSections(parsed.data, values);
}
