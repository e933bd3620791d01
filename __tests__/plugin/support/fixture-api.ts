/**
 * A small, realistic API + WordPress in both locales, served by a real HTTP
 * server in the sourcing tests. Raw answers (as the API sends them): some
 * coordinates are strings or "0", some records carry fields the contract
 * does not know, some HTML is hostile.
 */
import type { Answer, Handler } from "./http-server";
import { paginate } from "./http-server";

type Locale = "fr" | "en";
const t = (locale: Locale, fr: string, en: string) => (locale === "fr" ? fr : en);

const hours = [
  { weekDay: "WORKDAY", availability: "OPEN", openTime: "08:00", closedTime: "17:30" },
  { weekDay: "SATURDAY", availability: "OPEN", openTime: "09:00", closedTime: "12:00" },
  { weekDay: "SUNDAY", availability: "CLOSED", openTime: null, closedTime: null },
];

export function stores(locale: Locale) {
  return [
    {
      id: 1,
      storeId: "UG-TR-01",
      name: "Uniglass Trois-Rivières des Forges",
      slug: "uniglass-trois-rivieres-des-forges",
      streetAddress: "4520, boulevard des Forges",
      city: "Trois-Rivières",
      state: "QC",
      zipCode: "G8Y 1W4",
      region: "Mauricie",
      latitude: "46.3432",
      longitude: "-72.5477",
      phone: "819-555-0142",
      trackingPhone: "819-555-0143",
      timezone: "America/Toronto",
      isZiebart: false,
      isWorkdays: false,
      isWeekends: false,
      coupons: [{ id: 10, title: t(locale, "20 % sur un pare-brise", "20% off a windshield"), imageMedium: "/media/coupons/pare-brise-20.webp" }],
      storesAvailabilities: hours,
      internalNote: "ne pas publier",
    },
    {
      id: 2,
      storeId: "ZB-LV-01",
      name: "Ziebart Laval",
      slug: "ziebart-laval",
      streetAddress: "2175, boulevard Le Corbusier",
      city: "Laval",
      state: "QC",
      zipCode: "H7S 2C9",
      region: "Laval",
      latitude: "0",
      longitude: "0",
      phone: "450-555-0177",
      timezone: "America/Toronto",
      isZiebart: true,
      isWorkdays: true,
      isWeekends: false,
      coupons: [],
      storesAvailabilities: hours,
    },
    {
      id: 3,
      storeId: "UG-QC-02",
      name: "Uniglass Québec Lebourgneuf",
      slug: "uniglass-quebec-lebourgneuf",
      streetAddress: "1385, boulevard Lebourgneuf",
      city: "Québec",
      state: "QC",
      zipCode: "G2K 2G2",
      region: "Capitale-Nationale",
      latitude: 46.833,
      longitude: -71.288,
      phone: "418-555-0190",
      timezone: "America/Toronto",
      coupons: [],
      storesAvailabilities: hours,
    },
  ];
}

export function serviceCategories(locale: Locale) {
  return [
    {
      id: 1,
      slug: t(locale, "pare-brise", "windshield"),
      name: t(locale, "Pare-brise", "Windshield"),
      summary: t(locale, "Réparation et remplacement", "Repair and replacement"),
      description: t(locale, "<p>Un pare-brise <strong>sécuritaire</strong>.</p>", "<p>A <strong>safe</strong> windshield.</p>"),
      position: 1,
      isNavigation: true,
      transcriptSlug: t(locale, "transcription", "transcript"),
      seo: { title: t(locale, "Pare-brise | Uniglass", "Windshield | Uniglass"), noIndex: false },
    },
    {
      id: 2,
      slug: t(locale, "accessoires", "accessories"),
      name: t(locale, "Accessoires", "Accessories"),
      position: 2,
    },
  ];
}

export function services(locale: Locale) {
  return [
    {
      id: 11,
      slug: t(locale, "remplacement-de-pare-brise", "windshield-replacement"),
      category: t(locale, "pare-brise", "windshield"),
      name: t(locale, "Remplacement de pare-brise", "Windshield replacement"),
      description: t(
        locale,
        '<p>Rapide.</p><script>alert("xss")</script><img src="x.jpg" onerror="alert(1)" alt="Pare-brise">',
        '<p>Fast.</p><script>alert("xss")</script><img src="x.jpg" onerror="alert(1)" alt="Windshield">',
      ),
      position: 2,
      accordion: [
        {
          title: t(locale, "Combien de temps?", "How long?"),
          content: '<p><a href="javascript:alert(1)">clic</a> <a href="https://uniglass.ca/" target="_blank">uniglass.ca</a></p>',
        },
      ],
      transcriptSlug: t(locale, "transcription", "transcript"),
    },
    {
      id: 12,
      slug: t(locale, "reparation-de-pare-brise", "windshield-repair"),
      category: t(locale, "pare-brise", "windshield"),
      name: t(locale, "Réparation de pare-brise", "Windshield repair"),
      position: 1,
    },
  ];
}

export function transcripts(locale: Locale): Record<string, unknown> {
  return {
    [`/services/${t(locale, "pare-brise", "windshield")}/${t(locale, "transcription", "transcript")}`]: {
      slug: t(locale, "transcription", "transcript"),
      title: t(locale, "Transcription : le pare-brise", "Transcript: the windshield"),
      content: '<p>…</p><iframe src="https://example.com"></iframe>',
    },
    [`/services/${t(locale, "remplacement-de-pare-brise", "windshield-replacement")}/${t(locale, "transcription", "transcript")}`]: {
      slug: t(locale, "transcription", "transcript"),
      title: t(locale, "Transcription : remplacement", "Transcript: replacement"),
      content: "<p>Bonjour.</p>",
    },
  };
}

function coupon(locale: Locale, id: number, kind: string) {
  return {
    id,
    title: t(locale, `Coupon ${id} : 20 % sur un pare-brise`, `Coupon ${id}: 20% off a windshield`),
    description: '<p>Valide en magasin.</p><a href="data:text/html,boom">x</a>',
    conditions: t(locale, "Un coupon par client.", "One coupon per customer."),
    expiresAt: "2026-12-31",
    kind,
    image: `/media/coupons/c${id}.webp`,
    imageMedium: `/media/coupons/c${id}-medium.webp`,
  };
}

const storeCoupons: Record<string, number[]> = { "uniglass-trois-rivieres-des-forges": [10, 30], "ziebart-laval": [10] };

export function perStore(locale: Locale, path: string): unknown[] | undefined {
  const match = /^\/(?:coupons|stores)\/([a-z0-9-]+)(?:\/([a-z_]+))?$/.exec(path);
  if (!match) return undefined;
  const [, slug, what] = match;
  if (!stores(locale).some((s) => s.slug === slug)) return undefined;
  if (path.startsWith("/coupons/")) return (storeCoupons[slug] ?? []).map((id) => coupon(locale, id, id === 30 ? "privilege" : "store"));
  switch (what) {
    case "testimonials":
      return slug === "uniglass-trois-rivieres-des-forges"
        ? [
            { id: 101, store: slug, author: "Josée B.", rating: 5, date: "2026-03-02", text: "Service impeccable, merci!" },
            { id: 102, store: slug, author: "Mark T.", rating: 4, date: "2026-04-11", text: "Quick and friendly." },
          ]
        : [];
    case "partners":
      return [{ id: 7, name: "Assurances Beauchemin", logo: "/media/partners/beauchemin.webp", url: "https://example.com" }];
    case "social_networks":
      return slug === "ziebart-laval" ? [{ id: 5, type: "facebook", url: "https://www.facebook.com/ziebartlaval" }] : [];
    case "categories":
      return slug === "ziebart-laval"
        ? [{ id: 2, slug: "accessoires" }]
        : [
            { id: 1, slug: "pare-brise" },
            { id: 2, slug: "accessoires" },
          ];
    default:
      return undefined;
  }
}

export function collections(locale: Locale): Record<string, unknown[]> {
  return {
    "/stores": stores(locale),
    "/services_categories": serviceCategories(locale),
    "/services": services(locale),
    "/featured-services": [
      {
        id: 1,
        service: t(locale, "remplacement-de-pare-brise", "windshield-replacement"),
        category: t(locale, "pare-brise", "windshield"),
        title: t(locale, "Un pare-brise neuf", "A new windshield"),
        position: 1,
      },
    ],
    "/slides": [{ id: 1, content: '<h2>Bienvenue</h2><svg onload="alert(1)"><circle r="4"/></svg><p onclick="x()">Ok</p>', position: 1, border: "blue" }],
    "/promotions": [{ id: 1, slug: "printemps", title: t(locale, "Promo du printemps", "Spring promo"), description: "<p>Ok</p>" }],
    "/coupons/privilege": [coupon(locale, 30, "privilege")],
    "/careers": [
      {
        id: 1,
        slug: "technicien-vitrier-trois-rivieres",
        title: t(locale, "Technicien vitrier", "Glass technician"),
        category: t(locale, "technicien-vitrier", "glass-technician"),
        categoryName: t(locale, "Technicien vitrier", "Glass technician"),
        city: "Trois-Rivières",
        store: "uniglass-trois-rivieres-des-forges",
        employmentType: "FULL_TIME",
        description: "<ul><li>Temps plein</li></ul>",
        postedAt: "2026-08-01",
      },
      {
        id: 2,
        slug: "comptable-siege-social",
        title: t(locale, "Comptable", "Accountant"),
        category: t(locale, "administration", "administration"),
        categoryName: "Administration",
        city: "Montréal",
        store: null,
        employmentType: "FULL_TIME",
        description: "<p>Siège social</p>",
        postedAt: "2026-08-03",
      },
    ],
    "/promo_pages": [],
  };
}

function post(id: number, slug: string, title: string, date: string) {
  return {
    id,
    date,
    slug,
    title: { rendered: title },
    excerpt: { rendered: "<p>Résumé</p>" },
    content: { rendered: '<p>Texte</p><script>track()</script><img src="/media/blog/a.jpg" alt="" onerror="x()">' },
    featured_media: 9,
    _embedded: {
      author: [{ name: "Émilie Gagnon" }],
      "wp:featuredmedia": [{ source_url: "/media/blog/a.jpg", alt_text: "Un pare-brise", media_details: { width: 1200, height: 800 } }],
    },
  };
}

/** fr: 3 posts over pages of 2 (X-WP-TotalPages: 2); en: 1 post. */
export const blogPosts: Record<Locale, ReturnType<typeof post>[]> = {
  fr: [
    post(1, "hiver-et-pare-brise", "L&#8217;hiver et votre pare-brise &amp; vous", "2026-01-14T09:30:00"),
    post(2, "eclats", "Les <em>éclats</em> : réparer ou remplacer?", "2026-02-03T10:00:00"),
    post(3, "calibrage", "Le calibrage des caméras", "2026-03-20T08:15:00"),
  ],
  en: [post(4, "winter-and-your-windshield", "Winter &amp; your windshield", "2026-01-14T09:30:00")],
};

export interface FixtureOverrides {
  /** Answer this instead when the path matches (checked first). */
  override?: (url: URL, path: string) => Answer | undefined;
  /** Milliseconds to hold the answer to this request (to observe concurrency). */
  delayMs?: (url: URL) => number;
}

/** The whole API under /api and WordPress under /blog. */
export function fixtureHandler({ override, delayMs }: FixtureOverrides = {}): Handler {
  return async (url) => {
    const delay = delayMs?.(url) ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const forced = override?.(url, url.pathname);
    if (forced) return forced;
    const wp = /^\/blog(\/en)?\/wp-json\/wp\/v2\/posts$/.exec(url.pathname);
    if (wp) {
      const posts = blogPosts[wp[1] ? "en" : "fr"];
      const perPage = 2; // WordPress caps per_page itself; small here to exercise pagination.
      const page = Number(url.searchParams.get("page") ?? 1);
      const totalPages = Math.max(1, Math.ceil(posts.length / perPage));
      if (page > totalPages) return { status: 400, body: { code: "rest_post_invalid_page_number" } };
      return {
        body: posts.slice((page - 1) * perPage, page * perPage),
        headers: { "X-WP-Total": String(posts.length), "X-WP-TotalPages": String(totalPages) },
      };
    }
    if (!url.pathname.startsWith("/api/")) return { status: 404, body: { detail: "Not found" } };
    const path = url.pathname.slice("/api".length);
    const locale: Locale = url.searchParams.get("locale") === "en" ? "en" : "fr";
    const list = collections(locale)[path] ?? perStore(locale, path);
    if (list) return { body: paginate(list, url) };
    const transcript = transcripts(locale)[path];
    if (transcript) return { body: transcript };
    return { status: 404, body: { detail: "Not found" } };
  };
}
