/** One locale's answers of the fixture API, parsed by the contract, as the source plugin hands them to the node builders. */
import { z } from "zod";
import {
  careerSchema,
  couponSchema,
  featuredServiceSchema,
  partnerSchema,
  promoPageSchema,
  promotionSchema,
  serviceCategorySchema,
  serviceSchema,
  slideSchema,
  socialNetworkSchema,
  storeSchema,
  testimonialSchema,
  transcriptSchema,
  wpPostSchema,
} from "../../../src/contract";
import type { LocaleData } from "../../../plugins/gatsby-source-uniglass/build-nodes";
import { blogPosts, collections, perStore, transcripts } from "./fixture-api";

export type Locale = "fr" | "en";
const list = <S extends z.ZodType>(schema: S, raw: unknown) => z.array(schema).parse(raw);

export function localeData(locale: Locale): LocaleData {
  const c = collections(locale);
  const stores = list(storeSchema, c["/stores"]);
  const categories = list(serviceCategorySchema, c["/services_categories"]);
  const services = list(serviceSchema, c["/services"]);
  const transcriptAnswers = transcripts(locale);
  return {
    locale,
    stores: stores.map((store) => ({
      store,
      coupons: list(couponSchema, perStore(locale, `/coupons/${store.slug}`)),
      testimonials: list(testimonialSchema, perStore(locale, `/stores/${store.slug}/testimonials`)),
      partners: list(partnerSchema, perStore(locale, `/stores/${store.slug}/partners`)),
      socialNetworks: list(socialNetworkSchema, perStore(locale, `/stores/${store.slug}/social_networks`)),
      serviceCategoryIds: (perStore(locale, `/stores/${store.slug}/categories`) as { id: number }[]).map((x) => x.id),
    })),
    serviceCategories: categories,
    services,
    featuredServices: list(featuredServiceSchema, c["/featured-services"]),
    slides: list(slideSchema, c["/slides"]),
    promotions: list(promotionSchema, c["/promotions"]),
    privilegeCoupons: list(couponSchema, c["/coupons/privilege"]),
    careers: list(careerSchema, c["/careers"]),
    promoPages: list(promoPageSchema, [
      {
        id: 4,
        slug: "concours-hiver",
        title: "Concours d'hiver",
        content: '<p>Gagnez!</p><script>x()</script><a href="javascript:x()">go</a>',
        formFields: [{ name: "email", label: "Courriel", type: "email", required: true }],
        seo: { title: "Concours", noIndex: true, scripts: [{ type: "application/ld+json", content: "{}" }] },
        secretBudget: 5000,
      },
    ]),
    transcripts: [
      ...categories
        .filter((x) => x.transcriptSlug)
        .map((x) => ({
          owner: "serviceCategory" as const,
          ownerId: x.id,
          ownerSlug: x.slug,
          transcript: transcriptSchema.parse(transcriptAnswers[`/services/${x.slug}/${x.transcriptSlug}`]),
        })),
      ...services
        .filter((x) => x.transcriptSlug)
        .map((x) => ({
          owner: "service" as const,
          ownerId: x.id,
          ownerSlug: x.slug,
          transcript: transcriptSchema.parse(transcriptAnswers[`/services/${x.slug}/${x.transcriptSlug}`]),
        })),
    ],
    blogPosts: list(wpPostSchema, blogPosts[locale]),
  };
}
