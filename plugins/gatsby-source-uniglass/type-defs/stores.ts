/** Stores and what hangs off them, with the SEO fields every page type shares. */
export const STORE_TYPE_DEFS = /* GraphQL */ `
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
    "that language (fr or en), when the API says"
    language: String
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
`;
