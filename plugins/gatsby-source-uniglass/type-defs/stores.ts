/** Stores and what hangs off them, with the SEO fields every page type shares. */
import { storeSchema } from "../../../src/contract/store";
import { objectTypeDefs, STORE_DATA_LAYER } from "../../../src/contract/data-layer";

/**
 * The store's type, and its hours' type, from the contract's schema
 * (src/contract/data-layer.ts says what the node keeps), with the node's own
 * fields: its locale and the relations the source plugin links.
 */
const STORE_TYPE = objectTypeDefs("UniglassStore", storeSchema, STORE_DATA_LAYER, {
  implementsNode: true,
  extra: [
    "locale: String!",
    "testimonials: [UniglassTestimonial!]! @link",
    "partners: [UniglassPartner!]! @link",
    "socialNetworks: [UniglassSocialNetwork!]! @link",
    "serviceCategories: [UniglassServiceCategory!]! @link",
    "careers: [UniglassCareer!]! @link",
  ],
});

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

  ${STORE_TYPE}

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
