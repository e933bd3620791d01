/** Offers and content: coupons, promotions, slides, landing pages and blog posts. */
export const CONTENT_TYPE_DEFS = /* GraphQL */ `
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

  type UniglassSlide implements Node @dontInfer {
    entityId: Int!
    locale: String!
    "sanitized HTML"
    content: String!
    position: Int!
    "blue, blue-reverse, purple or red"
    border: String
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
    "the upload and the sizes WordPress made of it, as an img srcset"
    srcSet: String
  }

  "the same post in another language: that language's WordPress post id"
  type BlogPostTranslation {
    locale: String!
    wpId: Int!
  }

  type BlogPost implements Node @dontInfer {
    locale: String!
    wpId: Int!
    "its versions in the other languages, from WordPress' translation links (Polylang's translations field)"
    translations: [BlogPostTranslation!]!
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
