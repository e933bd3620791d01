/**
 * Content seed files of the sample API (server/seed): service categories,
 * services, transcripts, featured services, slides, promo pages and blog
 * posts. Every record, resolved in French and in English, must parse with the
 * contract; localized fields must exist in both languages; slugs, links,
 * transcripts and media paths must be consistent across files.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  IMAGE_URL_PATTERN,
  featuredServiceSchema,
  promoPageSchema,
  serviceCategorySchema,
  serviceSchema,
  slideSchema,
  slugSchema,
  transcriptSchema,
  wpPostSchema,
} from "../../src/contract";
import { HERO_BORDERS, LOCALES, type Locale } from "../../src/config/site";

type Json = unknown;
type Rec = Record<string, Json>;
type LocalizedText = { fr: string; en: string };

const SEED_DIR = path.join(__dirname, "../../server/seed");

function load(file: string): Rec[] {
  const data: Json = JSON.parse(readFileSync(path.join(SEED_DIR, file), "utf8"));
  if (!Array.isArray(data)) throw new Error(`${file} is not an array`);
  return data.map((item: Json, i) => {
    if (!isRecord(item)) throw new Error(`${file}[${i}] is not an object`);
    return item;
  });
}

function isRecord(value: Json): value is Rec {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A localized value is an object whose keys are exactly fr and en. */
function isLocalized(value: Json): value is { fr: Json; en: Json } {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === "en" && keys[1] === "fr";
}

/** The test's own resolver: replaces every {fr, en} by its value in `locale`, deeply. */
function resolve(value: Json, locale: Locale): Json {
  if (isLocalized(value)) return resolve(value[locale], locale);
  if (Array.isArray(value)) return value.map((item: Json) => resolve(item, locale));
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, locale)]));
  }
  return value;
}

/**
 * Problems in the localized values of a record: a {fr, en} whose values are
 * not non-empty strings, or an object with only one of the two language keys.
 */
function localizationProblems(value: Json, where = ""): string[] {
  if (isLocalized(value)) {
    return LOCALES.flatMap((locale) => {
      const text = value[locale];
      return typeof text === "string" && text.trim() !== "" ? [] : [`${where}.${locale} is empty or not a string`];
    });
  }
  if (Array.isArray(value)) return value.flatMap((item: Json, i) => localizationProblems(item, `${where}[${i}]`));
  if (isRecord(value)) {
    const keys = Object.keys(value);
    const own = keys.includes("fr") !== keys.includes("en") ? [`${where} has only one language key`] : [];
    return own.concat(Object.entries(value).flatMap(([key, item]) => localizationProblems(item, `${where}.${key}`)));
  }
  return [];
}

function localized(record: Rec, key: string): LocalizedText {
  const value = record[key];
  if (!isLocalized(value) || typeof value.fr !== "string" || typeof value.en !== "string") {
    throw new Error(`record ${String(record.id)}: ${key} is not a localized text`);
  }
  return { fr: value.fr, en: value.en };
}

function num(record: Rec, key: string): number {
  const value = record[key];
  if (typeof value !== "number") throw new Error(`record ${String(record.id)}: ${key} is not a number`);
  return value;
}

function parseAs<S extends z.ZodType>(schema: S, value: Json, label: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${label}: ${result.error.message}`);
  return result.data;
}

/** Keys of a record that the contract schema does not know (typos would be stripped silently). */
function unknownKeys(record: Rec, schema: { shape: Record<string, unknown> }, extra: string[] = []): string[] {
  const known = new Set([...Object.keys(schema.shape), ...extra]);
  return Object.keys(record).filter((key) => !known.has(key));
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
}

/** Every string of a value, deeply (to find media paths). */
function strings(value: Json): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (isRecord(value)) return Object.values(value).flatMap(strings);
  return [];
}

const categories = load("service-categories.json");
const services = load("services.json");
const transcripts = load("transcripts.json");
const featured = load("featured-services.json");
const slides = load("slides.json");
const promoPages = load("promo-pages.json");
const posts = load("blog-posts.json");

const categoryById = new Map(categories.map((c) => [num(c, "id"), c]));
const serviceById = new Map(services.map((s) => [num(s, "id"), s]));

function categoryOf(service: Rec): Rec {
  const category = categoryById.get(num(service, "categoryId"));
  if (!category) throw new Error(`service ${String(service.id)}: unknown categoryId ${String(service.categoryId)}`);
  return category;
}

/** The service as the API sends it: category = the category's localized slug. */
function serviceView(service: Rec, locale: Locale): Json {
  const { categoryId: _categoryId, ...rest } = service;
  return { ...(resolve(rest, locale) as Rec), category: localized(categoryOf(service), "slug")[locale] };
}

function featuredView(item: Rec, locale: Locale): Json {
  const service = serviceById.get(num(item, "serviceId"));
  if (!service) throw new Error(`featured ${String(item.id)}: unknown serviceId ${String(item.serviceId)}`);
  const { serviceId: _serviceId, ...rest } = item;
  return {
    ...(resolve(rest, locale) as Rec),
    service: localized(service, "slug")[locale],
    category: localized(categoryOf(service), "slug")[locale],
  };
}

interface BlogText {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
}
function blogText(post: Rec, locale: Locale): BlogText {
  const text = post[locale];
  if (!isRecord(text)) throw new Error(`post ${String(post.id)} has no ${locale} version`);
  const field = (key: keyof BlogText) => {
    const value = text[key];
    if (typeof value !== "string") throw new Error(`post ${String(post.id)}: ${locale}.${key} is not a string`);
    return value;
  };
  return { slug: field("slug"), title: field("title"), excerpt: field("excerpt"), content: field("content") };
}

/** The WordPress REST shape (/wp-json/wp/v2/posts?_embed) of a seed post. */
function wpView(post: Rec, locale: Locale): Json {
  const text = blogText(post, locale);
  const image = isRecord(post.image) ? (resolve(post.image, locale) as Rec) : null;
  return {
    id: post.id,
    date: post.date,
    slug: text.slug,
    title: { rendered: text.title },
    content: { rendered: text.content },
    excerpt: { rendered: text.excerpt },
    _embedded: {
      author: [{ name: post.author }],
      ...(image
        ? {
            "wp:featuredmedia": [
              {
                source_url: image.url,
                alt_text: image.alt,
                media_details: { width: image.width, height: image.height },
              },
            ],
          }
        : {}),
    },
  };
}

/** Site paths a content link may point to, per locale (static routes + every category and service). */
function knownPaths(locale: Locale): Set<string> {
  const prefix = locale === "fr" ? "" : "/en";
  const paths = new Set<string>([locale === "fr" ? "/emplacement" : "/en/locations", `${prefix}/services`]);
  for (const category of categories) paths.add(`${prefix}/services/${localized(category, "slug")[locale]}`);
  for (const service of services) {
    paths.add(`${prefix}/services/${localized(categoryOf(service), "slug")[locale]}/${localized(service, "slug")[locale]}`);
  }
  return paths;
}

describe("the test's own helpers", () => {
  it("resolves nested localized fields and flags a missing or empty language", () => {
    const record = { a: { fr: "un", en: "one" }, b: [{ c: { fr: "deux", en: "two" } }], d: 3 };
    expect(resolve(record, "en")).toEqual({ a: "one", b: [{ c: "two" }], d: 3 });
    expect(resolve(record, "fr")).toEqual({ a: "un", b: [{ c: "deux" }], d: 3 });
    expect(localizationProblems(record)).toEqual([]);
    expect(localizationProblems({ a: { fr: "un", en: " " } })).toEqual([".a.en is empty or not a string"]);
    expect(localizationProblems({ a: { fr: "un" } })).toEqual([".a has only one language key"]);
  });
});

describe.each([
  ["service-categories.json", categories],
  ["services.json", services],
  ["transcripts.json", transcripts],
  ["featured-services.json", featured],
  ["slides.json", slides],
  ["promo-pages.json", promoPages],
])("%s", (file, records) => {
  it("has records, and every localized field is filled in both languages", () => {
    expect(records.length).toBeGreaterThan(0);
    expect(records.flatMap((record, i) => localizationProblems(record, `${file}[${i}]`))).toEqual([]);
  });

  if (file !== "transcripts.json") {
    it("has unique positive integer ids", () => {
      const ids = records.map((r) => num(r, "id"));
      expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    });
  }

  it("references only images under /media/ with an image extension", () => {
    const media = records.flatMap((r) => strings(r).flatMap((s) => [...s.matchAll(/\/media\/[^"'\s)]+/g)].map((m) => m[0])));
    if (file !== "transcripts.json") expect(media.length).toBeGreaterThan(0);
    for (const url of media) {
      expect(url).toMatch(/^\/media\/(services|categories|slides|landing|blog)\/[a-z0-9-]+\.(webp|jpg)$/);
      expect(url).toMatch(IMAGE_URL_PATTERN);
    }
  });
});

describe("service categories", () => {
  const NAMES = ["slug", "name", "summary", "description"];

  it.each(LOCALES)("parse with serviceCategorySchema in %s", (locale) => {
    for (const category of categories) {
      const parsed = parseAs(serviceCategorySchema, resolve(category, locale), `category ${String(category.id)}`);
      expect(parsed.seo?.title).toBeTruthy();
      expect(parsed.seo?.description).toBeTruthy();
      expect(parsed.image).toMatch(/^\/media\/categories\//);
      expect(parsed.description).toMatch(/^<p>/);
      expect(unknownKeys(category, serviceCategorySchema)).toEqual([]);
    }
  });

  it("localize slug, name, summary and description, with unique slugs per locale", () => {
    for (const category of categories) for (const key of NAMES) expect(isLocalized(category[key])).toBe(true);
    for (const locale of LOCALES) {
      const slugs = categories.map((c) => localized(c, "slug")[locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it("flag the Ziebart category and put the main ones in the navigation", () => {
    const bySlug = new Map(categories.map((c) => [localized(c, "slug").fr, c]));
    expect(bySlug.get("protection-ziebart")?.isZiebart).toBe(true);
    expect(categories.filter((c) => c.isZiebart === true)).toHaveLength(1);
    for (const slug of ["pare-brise", "vitres-d-auto", "protection-ziebart", "accessoires"]) {
      expect(bySlug.get(slug)?.isNavigation).toBe(true);
    }
  });
});

describe("services", () => {
  /** Category slug pair → service slug pairs required by the route table (src/config/routes.ts). */
  const REQUIRED: Record<string, { en: string; services: [string, string][] }> = {
    "pare-brise": {
      en: "windshield",
      services: [
        ["reparation-de-pare-brise", "windshield-repair"],
        ["remplacement-de-pare-brise", "windshield-replacement"],
        ["calibrage-de-camera-adas", "adas-camera-calibration"],
      ],
    },
    "vitres-d-auto": {
      en: "auto-glass",
      services: [
        ["vitres-laterales", "side-windows"],
        ["lunette-arriere", "rear-window"],
        ["toit-ouvrant", "sunroof"],
      ],
    },
    "protection-ziebart": {
      en: "ziebart-protection",
      services: [
        ["antirouille", "rustproofing"],
        ["film-protecteur", "paint-protection-film"],
        ["traitement-ceramique", "ceramic-coating"],
        ["teintage-de-vitres", "window-tinting"],
      ],
    },
    accessoires: {
      en: "accessories",
      services: [
        ["supports-a-velos", "bike-racks"],
        ["tapis-auto", "floor-mats"],
        ["coffre-toit", "rooftop-cargo"],
        ["marchepieds", "running-boards"],
        ["couvre-caisse", "tonneau-covers"],
      ],
    },
    "demarreurs-a-distance": { en: "remote-starters", services: [] },
  };

  it.each(LOCALES)("parse with serviceSchema in %s, category being the category's slug", (locale) => {
    for (const service of services) {
      const parsed = parseAs(serviceSchema, serviceView(service, locale), `service ${String(service.id)}`);
      expect(parsed.category).toBe(localized(categoryOf(service), "slug")[locale]);
      expect(parsed.accordion.length).toBeGreaterThanOrEqual(3);
      expect(parsed.accordion.length).toBeLessThanOrEqual(5);
      expect(parsed.seo?.title).toBeTruthy();
      expect(parsed.seo?.description).toBeTruthy();
      expect(parsed.image).toMatch(/^\/media\/services\//);
      expect(unknownKeys(service, serviceSchema, ["categoryId"])).toEqual([]);
      expect(service).not.toHaveProperty("category");
    }
  });

  it("have the category and service slug pairs of the route table, accessories included", () => {
    for (const [fr, { en, services: pairs }] of Object.entries(REQUIRED)) {
      const category = categories.find((c) => localized(c, "slug").fr === fr);
      expect(category && localized(category, "slug")).toEqual({ fr, en });
      const own = services.filter((s) => category && num(s, "categoryId") === category.id).map((s) => localized(s, "slug"));
      for (const [serviceFr, serviceEn] of pairs) expect(own).toContainEqual({ fr: serviceFr, en: serviceEn });
      if (fr === "demarreurs-a-distance") expect(own.length).toBeGreaterThanOrEqual(1);
    }
  });

  it("have slugs unique per locale and a position unique within their category", () => {
    for (const locale of LOCALES) {
      const slugs = services.map((s) => localized(s, "slug")[locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const category of categories) {
      const positions = services.filter((s) => s.categoryId === category.id).map((s) => num(s, "position"));
      expect(new Set(positions).size).toBe(positions.length);
    }
  });

  it("have a 3-5 paragraph description with a heading, a list and one internal link per language", () => {
    for (const service of services) {
      const description = localized(service, "description");
      for (const locale of LOCALES) {
        const html = description[locale];
        const paragraphs = html.match(/<p>/g)?.length ?? 0;
        expect(paragraphs).toBeGreaterThanOrEqual(2);
        expect(paragraphs + (html.match(/<ul>/g)?.length ?? 0)).toBeGreaterThanOrEqual(3);
        expect(paragraphs).toBeLessThanOrEqual(5);
        expect(html).toContain("<h2>");
        expect(html).toContain("<ul>");
        const links = hrefs(html);
        expect(links).toHaveLength(1);
        expect(knownPaths(locale).has(links[0])).toBe(true);
      }
    }
  });

  it("are featured on 4 to 6 of them", () => {
    const count = services.filter((s) => s.isFeatured === true).length;
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(6);
  });

  it("keep the chip and crack thresholds consistent (toonie / 2.5 cm, $20 bill / 15 cm)", () => {
    const repair = services.find((s) => localized(s, "slug").en === "windshield-repair");
    const replacement = services.find((s) => localized(s, "slug").en === "windshield-replacement");
    expect(repair && localized(repair, "description").fr).toContain("pièce de 2\u00a0$ (environ 2,5 cm");
    expect(repair && localized(repair, "description").en).toContain("toonie (about 2.5 cm");
    expect(replacement && localized(replacement, "description").fr).toContain("billet de 20\u00a0$ (environ 15 cm)");
    expect(replacement && localized(replacement, "description").en).toContain("$20 bill (about 15 cm)");
  });
});

describe("transcripts", () => {
  function ownerOf(transcript: Rec): Rec | undefined {
    if (typeof transcript.serviceId === "number") return serviceById.get(transcript.serviceId);
    if (typeof transcript.categoryId === "number") return categoryById.get(transcript.categoryId);
    return undefined;
  }

  it.each(LOCALES)("parse with transcriptSchema in %s and run 150-300 words", (locale) => {
    for (const transcript of transcripts) {
      const parsed = parseAs(transcriptSchema, resolve(transcript, locale), `transcript ${localized(transcript, "title").fr}`);
      const words = wordCount(parsed.content);
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(300);
    }
  });

  it("each belong to exactly one service or category whose transcriptSlug matches", () => {
    for (const transcript of transcripts) {
      expect(typeof transcript.serviceId === "number" ? 1 : 0).not.toBe(typeof transcript.categoryId === "number" ? 1 : 0);
      const owner = ownerOf(transcript);
      expect(owner).toBeDefined();
      if (owner) expect(localized(owner, "transcriptSlug")).toEqual(localized(transcript, "slug"));
    }
  });

  it("exist for every service and category that has a transcriptSlug", () => {
    const withSlug = [
      ...services.filter((s) => s.transcriptSlug != null).map((s) => ({ serviceId: s.id })),
      ...categories.filter((c) => c.transcriptSlug != null).map((c) => ({ categoryId: c.id })),
    ];
    expect(withSlug.length).toBeGreaterThanOrEqual(3);
    for (const owner of withSlug) {
      const matches = transcripts.filter((t) => ("serviceId" in owner ? t.serviceId === owner.serviceId : t.categoryId === owner.categoryId));
      expect({ owner, count: matches.length }).toEqual({ owner, count: 1 });
    }
  });
});

describe("featured services", () => {
  it.each(LOCALES)("parse with featuredServiceSchema in %s and point at featured services", (locale) => {
    expect(featured.length).toBeGreaterThanOrEqual(5);
    expect(featured.length).toBeLessThanOrEqual(6);
    for (const item of featured) {
      const parsed = parseAs(featuredServiceSchema, featuredView(item, locale), `featured ${String(item.id)}`);
      expect(knownPaths(locale).has(`${locale === "fr" ? "" : "/en"}/services/${parsed.category}/${parsed.service}`)).toBe(true);
      expect(serviceById.get(num(item, "serviceId"))?.isFeatured).toBe(true);
    }
    const serviceIds = featured.map((f) => num(f, "serviceId"));
    expect(new Set(serviceIds).size).toBe(serviceIds.length);
  });
});

describe("slides", () => {
  it.each(LOCALES)("are 4 hero slides that parse with slideSchema in %s", (locale) => {
    expect(slides).toHaveLength(4);
    for (const slide of slides) {
      const parsed = parseAs(slideSchema, resolve(slide, locale), `slide ${String(slide.id)}`);
      expect(HERO_BORDERS).toContain(parsed.border);
      expect(parsed.content).toMatch(/^<h2>[^<]+<\/h2><p>[^<]+<\/p>/);
      const img = parsed.content.match(/<img [^>]*>/)?.[0] ?? "";
      expect(img).toMatch(/src="\/media\/slides\/[a-z0-9-]+\.webp"/);
      expect(img).toContain('width="1600"');
      expect(img).toContain('height="600"');
      expect(img).toMatch(/alt="[^"]{10,}"/);
      const links = hrefs(parsed.content);
      expect(links).toHaveLength(1);
      expect(knownPaths(locale).has(links[0])).toBe(true);
    }
    expect(new Set(slides.map((s) => s.border)).size).toBe(4);
  });
});

describe("promo pages", () => {
  it.each(LOCALES)("parse with promoPageSchema in %s, with the visitor form fields", (locale) => {
    expect(promoPages).toHaveLength(3);
    for (const page of promoPages) {
      const parsed = parseAs(promoPageSchema, resolve(page, locale), `promo page ${String(page.id)}`);
      const names = parsed.formFields.map((f) => f.name);
      expect(names).toEqual(expect.arrayContaining(["name", "email", "phone", "vehicle", "consent"]));
      expect(new Set(names).size).toBe(names.length);
      expect(parsed.formFields.find((f) => f.name === "consent")).toMatchObject({ type: "checkbox", required: true });
      expect(parsed.formFields.find((f) => f.name === "email")?.type).toBe("email");
      expect(parsed.formFields.find((f) => f.name === "phone")?.type).toBe("tel");
      expect(parsed.seo?.title).toBeTruthy();
      if (parsed.endsAt) expect(Number.isNaN(Date.parse(parsed.endsAt))).toBe(false);
      expect(unknownKeys(page, promoPageSchema)).toEqual([]);
    }
  });

  it("have unique localized slugs and exactly one page hidden from search engines", () => {
    for (const locale of LOCALES) {
      const slugs = promoPages.map((p) => localized(p, "slug")[locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    const noIndex = promoPages.filter((p) => isRecord(p.seo) && p.seo.noIndex === true);
    expect(noIndex).toHaveLength(1);
  });
});

describe("blog posts", () => {
  it("are at least 12, with unique ids, dates spread over 2025 and 2026", () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    const ids = posts.map((p) => num(p, "id"));
    expect(new Set(ids).size).toBe(ids.length);
    const years = new Set(posts.map((p) => String(p.date).slice(0, 4)));
    expect([...years].sort()).toEqual(["2025", "2026"]);
    for (const post of posts) {
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      expect(Number.isNaN(Date.parse(String(post.date)))).toBe(false);
      expect(typeof post.author === "string" && post.author.length > 3).toBe(true);
      expect(localizationProblems(post.image, `post ${String(post.id)}.image`)).toEqual([]);
      expect(post.image).toMatchObject({ width: 1200, height: 630 });
    }
  });

  it.each(LOCALES)("parse with wpPostSchema in %s once shaped like WordPress' REST API", (locale) => {
    for (const post of posts) {
      const parsed = parseAs(wpPostSchema, wpView(post, locale), `post ${String(post.id)}`);
      expect(parsed._embedded?.["wp:featuredmedia"]?.[0].source_url).toMatch(/^\/media\/blog\/[a-z0-9-]+\.jpg$/);
      expect(parsed._embedded?.["wp:featuredmedia"]?.[0].alt_text).toBeTruthy();
      expect(parsed._embedded?.author?.[0].name).toBe(post.author);
    }
  });

  it.each(LOCALES)("have a complete %s version: valid unique slug, title, one-paragraph excerpt, 350-600 word body", (locale) => {
    const slugs = new Set<string>();
    for (const post of posts) {
      const text = blogText(post, locale);
      expect(slugSchema.safeParse(text.slug).success).toBe(true);
      expect(slugs.has(text.slug)).toBe(false);
      slugs.add(text.slug);
      expect(text.title.trim().length).toBeGreaterThan(10);
      expect(text.excerpt).toMatch(/^<p>[^<]+<\/p>$/);
      const words = wordCount(text.content);
      expect({ id: post.id, ok: words >= 350 && words <= 600 }).toEqual({ id: post.id, ok: true });
      expect(text.content).toContain("<h2>");
      expect(text.content).toContain("<p>");
      expect(text.content).toContain("<ul>");
    }
  });

  it("have different French and English slugs (each language has its own URL)", () => {
    for (const post of posts) expect(blogText(post, "fr").slug).not.toBe(blogText(post, "en").slug);
  });
});
