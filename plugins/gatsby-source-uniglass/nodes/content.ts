/** The home page's slides, the promotions and the landing pages (promo pages). */
import { sanitize, sanitizeSlide } from "../sanitize";
import { safeImageUrl, safeUrl } from "../../../src/lib/safe-url";
import { seoFields } from "./context";
import { NODE_TYPES } from "../constants";
import type { NodeContext } from "./context";

export function buildContentNodes({ data, locale, add }: NodeContext): void {
  // The first slide shown (lowest position) gets its images loaded at once; the others lazily.
  const firstSlide = [...data.slides].sort((a, b) => a.position - b.position || a.id - b.id)[0]?.id;
  for (const s of data.slides) {
    const content = sanitizeSlide(s.content, s.id === firstSlide);
    add(NODE_TYPES.slide, s.id, { entityId: s.id, locale, content, position: s.position, border: s.border ?? null });
  }

  for (const p of data.promotions) {
    add(NODE_TYPES.promotion, p.id, {
      entityId: p.id,
      locale,
      slug: p.slug,
      title: p.title,
      description: sanitize(p.description),
      image: safeImageUrl(p.image),
      startsAt: p.startsAt ?? null,
      endsAt: p.endsAt ?? null,
      ctaLabel: p.ctaLabel ?? null,
      ctaUrl: safeUrl(p.ctaUrl),
    });
  }

  for (const p of data.promoPages) {
    add(NODE_TYPES.promoPage, p.id, {
      entityId: p.id,
      locale,
      slug: p.slug,
      title: p.title,
      content: sanitize(p.content),
      image: safeImageUrl(p.image),
      formFields: p.formFields.map(({ name, label, type, required }) => ({ name, label, type, required })),
      startsAt: p.startsAt ?? null,
      endsAt: p.endsAt ?? null,
      seo: seoFields(p.seo),
    });
  }
}
