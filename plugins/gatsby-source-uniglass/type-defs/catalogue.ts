/** What a category and a service both show (name, summary, description, image) and their order. */
const ENTRY_FIELDS = /* GraphQL */ `
    name: String!
    summary: String!
    "sanitized HTML"
    description: String!
    image: String
    position: Int!`;

/** The catalogue: service categories, services, their transcripts and the featured services. */
export const CATALOGUE_TYPE_DEFS = /* GraphQL */ `
  type UniglassServiceCategory implements Node @dontInfer {
    entityId: Int!
    locale: String!
    slug: String!${ENTRY_FIELDS}
    isNavigation: Boolean!
    isZiebart: Boolean!
    transcriptSlug: String
    transcript: UniglassTranscript @link
    seo: UniglassSeo
    "ordered by position"
    services: [UniglassService!]! @link
  }

  type UniglassAccordionItem {
    title: String!
    "sanitized HTML"
    content: String!
  }

  type UniglassService implements Node @dontInfer {
    entityId: Int!
    locale: String!
    slug: String!
    category: UniglassServiceCategory @link
    categorySlug: String!${ENTRY_FIELDS}
    accordion: [UniglassAccordionItem!]!
    transcriptSlug: String
    transcript: UniglassTranscript @link
    isFeatured: Boolean!
    seo: UniglassSeo
  }

  type UniglassTranscript implements Node @dontInfer {
    locale: String!
    slug: String!
    title: String!
    "sanitized HTML"
    content: String!
    "slug of the service or category it belongs to (GET /services/{parentSlug}/{slug})"
    parentSlug: String!
    service: UniglassService @link
    serviceCategory: UniglassServiceCategory @link
  }

  type UniglassFeaturedService implements Node @dontInfer {
    entityId: Int!
    locale: String!
    service: UniglassService @link
    serviceSlug: String!
    category: UniglassServiceCategory @link
    categorySlug: String!
    title: String!
    summary: String!
    image: String
    position: Int!
  }
`;
