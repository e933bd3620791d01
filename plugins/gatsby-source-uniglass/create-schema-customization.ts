/**
 * Every node type declared in SDL with @dontInfer, so a build with an empty
 * collection (no promo page, no blog post…) still has the types and fields the
 * page queries ask for. Relations are @link to node ids of the same locale.
 */
import type { GatsbyNode } from "gatsby";

export const TYPE_DEFS = /* GraphQL */ `
  type UniglassSeoScript {
    type: String!
    content: String!
  }

  type UniglassSeo {
    title: String
    description: String
    noIndex: Boolean!
    noFollow: Boolean!
    noDescription: Boolean!
    scripts: [UniglassSeoScript!]!
  }

  "One line of a store's weekly hours (not a node)."
  type UniglassStoreAvailability {
    "MONDAY…SUNDAY, or WORKDAY / WEEKEND for groups"
    weekDay: String!
    "OPEN, anything else is closed"
    availability: String!
    openTime: String
    closedTime: String
  }

  type UniglassStore implements Node @dontInfer {
    entityId: Int!
    locale: String!
    storeId: String!
    name: String!
    slug: String!
    streetAddress: String!
    city: String!
    state: String!
    zipCode: String!
    region: String
    "null when the API does not know it (it sends 0)"
    latitude: Float
    longitude: Float
    phone: String!
    trackingPhone: String
    email: String
    timezone: String!
    isZiebart: Boolean!
    isWorkdays: Boolean!
    isWeekends: Boolean!
    storesAvailabilities: [UniglassStoreAvailability!]!
    coupons: [UniglassCoupon!]! @link
    testimonials: [UniglassTestimonial!]! @link
    partners: [UniglassPartner!]! @link
    socialNetworks: [UniglassSocialNetwork!]! @link
    serviceCategories: [UniglassServiceCategory!]! @link
    careers: [UniglassCareer!]! @link
  }

  type UniglassCoupon implements Node @dontInfer {
    entityId: Int!
    locale: String!
    title: String!
    "sanitized HTML"
    description: String!
    conditions: String!
    expiresAt: Date @dateformat
    "store, national or privilege"
    kind: String!
    image: String!
    imageSmall: String
    imageMedium: String!
    imageLarge: String
  }

  type UniglassPromotion implements Node @dontInfer {
    entityId: Int!
    locale: String!
    slug: String!
    title: String!
    "sanitized HTML"
    description: String!
    image: String
    startsAt: Date @dateformat
    endsAt: Date @dateformat
    ctaLabel: String
    ctaUrl: String
  }

  type UniglassServiceCategory implements Node @dontInfer {
    entityId: Int!
    locale: String!
    slug: String!
    name: String!
    summary: String!
    "sanitized HTML"
    description: String!
    image: String
    position: Int!
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
    categorySlug: String!
    name: String!
    summary: String!
    "sanitized HTML"
    description: String!
    image: String
    position: Int!
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

  type UniglassSlide implements Node @dontInfer {
    entityId: Int!
    locale: String!
    "sanitized HTML"
    content: String!
    position: Int!
    "blue, blue-reverse, purple or red"
    border: String
  }

  type UniglassCareer implements Node @dontInfer {
    entityId: Int!
    locale: String!
    slug: String!
    title: String!
    "job category slug, e.g. technicien-vitrier"
    category: String!
    categoryName: String!
    city: String!
    "null for head-office jobs"
    store: UniglassStore @link
    storeSlug: String
    "FULL_TIME, PART_TIME, TEMPORARY or INTERN"
    employmentType: String!
    "sanitized HTML"
    description: String!
    postedAt: Date! @dateformat
    validThrough: Date @dateformat
  }

  type UniglassTestimonial implements Node @dontInfer {
    entityId: Int!
    locale: String!
    store: UniglassStore @link
    storeSlug: String!
    author: String!
    rating: Float!
    date: Date! @dateformat
    "plain text, in the language the customer wrote it"
    text: String!
  }

  type UniglassPartner implements Node @dontInfer {
    entityId: Int!
    locale: String!
    name: String!
    logo: String
    url: String
  }

  type UniglassSocialNetwork implements Node @dontInfer {
    entityId: Int!
    locale: String!
    "facebook, youtube, instagram, linkedin, tiktok or x"
    type: String!
    url: String!
  }

  type UniglassPromoPageField {
    name: String!
    label: String!
    "text, email, tel, textarea or checkbox"
    type: String!
    required: Boolean!
  }

  type UniglassPromoPage implements Node @dontInfer {
    entityId: Int!
    locale: String!
    slug: String!
    title: String!
    "sanitized HTML"
    content: String!
    image: String
    formFields: [UniglassPromoPageField!]!
    startsAt: Date @dateformat
    endsAt: Date @dateformat
    seo: UniglassSeo
  }

  type BlogPostFeaturedImage {
    url: String!
    alt: String!
    width: Int
    height: Int
  }

  type BlogPost implements Node @dontInfer {
    locale: String!
    wpId: Int!
    slug: String!
    "plain text (entities decoded)"
    title: String!
    date: Date! @dateformat
    modified: Date @dateformat
    "sanitized HTML"
    excerpt: String!
    "sanitized HTML"
    content: String!
    author: String
    featuredImage: BlogPostFeaturedImage
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(TYPE_DEFS);
};
