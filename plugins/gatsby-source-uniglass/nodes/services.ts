/**
 * The catalogue: services (by position), their categories with the services
 * of each, the transcripts of their videos and the services featured on the
 * home page.
 */
import { sanitize } from "../sanitize";
import { safeImageUrl } from "../../../src/lib/safe-url";
import { byPosition, seoFields } from "./context";
import { NODE_TYPES } from "../constants";
import type { NodeContext } from "./context";

export function buildServiceNodes({ data, locale, warnings, idOf, add }: NodeContext): void {
  const categoriesBySlug = new Map(data.serviceCategories.map((c) => [c.slug, c]));
  const servicesBySlug = new Map(data.services.map((s) => [s.slug, s]));
  const transcriptKey = (t: { owner: string; ownerId: number }) => `${t.owner}-${t.ownerId}`;
  const transcriptIds = new Map(data.transcripts.map((t) => [transcriptKey(t), idOf(NODE_TYPES.transcript, transcriptKey(t))]));

  const servicesByCategory = new Map<string, string[]>();
  for (const s of [...data.services].sort(byPosition)) {
    const category = categoriesBySlug.get(s.category);
    if (!category) warnings.push(`Service ${s.slug} (${locale}) names an unknown category "${s.category}"`);
    const id = idOf(NODE_TYPES.service, s.id);
    if (category) servicesByCategory.set(category.slug, [...(servicesByCategory.get(category.slug) ?? []), id]);
    add(NODE_TYPES.service, s.id, {
      entityId: s.id,
      locale,
      slug: s.slug,
      category: category ? idOf(NODE_TYPES.serviceCategory, category.id) : null,
      categorySlug: s.category,
      name: s.name,
      summary: s.summary,
      description: sanitize(s.description),
      image: safeImageUrl(s.image),
      position: s.position,
      accordion: s.accordion.map((item) => ({ title: item.title, content: sanitize(item.content) })),
      transcriptSlug: s.transcriptSlug ?? null,
      transcript: transcriptIds.get(transcriptKey({ owner: "service", ownerId: s.id })) ?? null,
      isFeatured: s.isFeatured,
      seo: seoFields(s.seo),
    });
  }

  for (const c of data.serviceCategories) {
    add(NODE_TYPES.serviceCategory, c.id, {
      entityId: c.id,
      locale,
      slug: c.slug,
      name: c.name,
      summary: c.summary,
      description: sanitize(c.description),
      image: safeImageUrl(c.image),
      position: c.position,
      isNavigation: c.isNavigation,
      isZiebart: c.isZiebart,
      transcriptSlug: c.transcriptSlug ?? null,
      transcript: transcriptIds.get(transcriptKey({ owner: "serviceCategory", ownerId: c.id })) ?? null,
      seo: seoFields(c.seo),
      services: servicesByCategory.get(c.slug) ?? [],
    });
  }

  for (const t of data.transcripts) {
    const key = transcriptKey(t);
    const ownerType = t.owner === "service" ? NODE_TYPES.service : NODE_TYPES.serviceCategory;
    add(NODE_TYPES.transcript, key, {
      locale,
      slug: t.transcript.slug,
      title: t.transcript.title,
      content: sanitize(t.transcript.content),
      parentSlug: t.ownerSlug,
      service: t.owner === "service" ? idOf(ownerType, t.ownerId) : null,
      serviceCategory: t.owner === "serviceCategory" ? idOf(ownerType, t.ownerId) : null,
    });
  }

  for (const f of data.featuredServices) {
    const service = servicesBySlug.get(f.service);
    const category = categoriesBySlug.get(f.category);
    if (!service) warnings.push(`Featured service ${f.id} (${locale}) names an unknown service "${f.service}"`);
    if (!category) warnings.push(`Featured service ${f.id} (${locale}) names an unknown category "${f.category}"`);
    add(NODE_TYPES.featuredService, f.id, {
      entityId: f.id,
      locale,
      service: service ? idOf(NODE_TYPES.service, service.id) : null,
      serviceSlug: f.service,
      category: category ? idOf(NODE_TYPES.serviceCategory, category.id) : null,
      categorySlug: f.category,
      title: f.title,
      summary: f.summary,
      image: safeImageUrl(f.image),
      position: f.position,
    });
  }
}
