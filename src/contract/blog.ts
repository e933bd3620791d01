/**
 * The subset of WordPress' REST API post shape (/wp-json/wp/v2/posts?_embed)
 * the site reads. Field names are WordPress' own.
 */
import "../lib/zod-jitless";
import { z } from "zod";

const rendered = z.object({ rendered: z.string() });

const wpImageSizeSchema = z.object({ source_url: z.string(), width: z.number(), height: z.number() });

export const wpPostSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  modified: z.string().optional(),
  slug: z.string().min(1),
  link: z.string().optional(),
  title: rendered,
  content: rendered,
  excerpt: rendered,
  author: z.number().int().optional(),
  /**
   * The post's versions in each language, by WordPress post id ({"fr": 12,
   * "en": 34}): the translation links of a multilingual WordPress (Polylang's
   * REST field). A post without them has no known translation; one it cannot
   * read is dropped, not the post.
   */
  translations: z.record(z.string(), z.number().int()).catch({}).default({}),
  featured_media: z.number().int().default(0),
  _embedded: z
    .object({
      author: z.array(z.object({ name: z.string() })).optional(),
      "wp:featuredmedia": z
        .array(
          z.object({
            source_url: z.string(),
            alt_text: z.string().default(""),
            media_details: z
              .object({
                width: z.number(),
                height: z.number(),
                // The sizes WordPress made of the upload ("medium", "large", a theme's own…); one it cannot read drops them all, not the post.
                sizes: z.record(z.string(), wpImageSizeSchema).catch({}),
              })
              .partial()
              .optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});
export type WpPost = z.infer<typeof wpPostSchema>;
