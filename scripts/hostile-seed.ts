/**
 * Writes a small, valid seed folder for the sample API whose content carries
 * script payloads (script tags, event-handler attributes, javascript: URLs,
 * SVG and iframe tricks, a script that closes its JSON-LD element…) in slides,
 * service descriptions, store names, blog posts and every URL field. Each
 * payload calls window.__pwned("<where>"): the browser test
 * (e2e/hostile-input.e2e.ts) builds the site from it and proves none runs.
 *
 *   npx tsx scripts/hostile-seed.ts [--out data/seed-hostile]
 *
 * Lists are cut to a few records (3 stores, 3 blog posts…) to keep that
 * build short; relations are kept consistent so the seed loads.
 */
import fs from "node:fs";
import path from "node:path";

type Json = Record<string, unknown>;
type Localized<T> = { fr: T; en: T };

const ROOT = path.resolve(__dirname, "..");
const SOURCE = path.join(ROOT, "server", "seed");

/** HTML payloads, one per trick; each would call window.__pwned(name) if it ran. */
export const HTML_PAYLOADS: Record<string, string> = {
  script: `<script>window.__pwned("script")</script>`,
  imgOnerror: `<img src="x" onerror="window.__pwned('img-onerror')" alt="x">`,
  svgOnload: `<svg onload="window.__pwned('svg-onload')"><circle r="1"/></svg>`,
  iframeSrcdoc: `<iframe srcdoc="<script>parent.__pwned('iframe-srcdoc')</script>"></iframe>`,
  javascriptUrl: `<a href="javascript:window.__pwned('javascript-url')">lien</a>`,
  entityJavascriptUrl: `<a href="jav&#x09;ascript:window.__pwned('entity-javascript-url')">lien</a>`,
  detailsOntoggle: `<details open ontoggle="window.__pwned('details-ontoggle')"><summary>x</summary></details>`,
  styleTag: `<style>@import "javascript:window.__pwned('style')";</style>`,
  mathMxss: `<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned('math-mxss')">`,
  objectData: `<object data="javascript:window.__pwned('object-data')"></object>`,
  formAction: `<form action="javascript:window.__pwned('form-action')"><button>ok</button></form>`,
  attributeBreak: `<p title="x" onmouseover="window.__pwned('attribute-break')" class="z">texte</p>`,
};

/** Plain-text payloads (names, titles): React must print them as text. */
export const TEXT_PAYLOAD = `<img src=x onerror="window.__pwned('text-name')"><script>window.__pwned("text-script")</script>`;
export const URL_PAYLOAD = "javascript:window.__pwned('url-field')";

const allHtml = () => Object.values(HTML_PAYLOADS).join("");
const both = <T>(value: T): Localized<T> => ({ fr: value, en: value });

function read(file: string): Json[] {
  return JSON.parse(fs.readFileSync(path.join(SOURCE, file), "utf8")) as Json[];
}

function hostile(localized: unknown, extra: string): Localized<string> {
  const value = localized as Localized<string>;
  return { fr: `${value.fr}${extra}`, en: `${value.en}${extra}` };
}

export function writeHostileSeed(out: string): void {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const write = (file: string, data: unknown) => fs.writeFileSync(path.join(out, file), `${JSON.stringify(data, null, 2)}\n`);

  // Three stores, one of them with a name and links that carry payloads.
  const stores = read("stores.json").slice(0, 3);
  const slugs = new Set(stores.map((s) => s.slug as string));
  stores[0] = { ...stores[0], name: `Uniglass ${TEXT_PAYLOAD}` };
  const couponIds = new Set(stores.flatMap((s) => s.coupons as number[]));
  const coupons = read("coupons.json")
    .filter((c) => couponIds.has(c.id as number) || c.kind !== "store")
    .map((c, i) => (i === 0 ? { ...c, description: hostile(c.description, allHtml()), title: both(TEXT_PAYLOAD) } : c));
  write("stores.json", stores);
  write("coupons.json", coupons);
  const testimonials = read("testimonials.json");
  const lastId = Math.max(...testimonials.map((t) => t.id as number));
  write("testimonials.json", [
    ...testimonials.filter((t) => slugs.has(t.store as string)),
    // A review of the hostile store, so its reviews page exists.
    { ...testimonials[0], id: lastId + 1, store: stores[0].slug, author: TEXT_PAYLOAD, text: TEXT_PAYLOAD },
  ]);
  write(
    "partners.json",
    read("partners.json").map((p) => ({
      ...p,
      url: URL_PAYLOAD,
      stores: [...(p.stores as string[]).filter((s) => slugs.has(s)), stores[0].slug],
    })),
  );
  write(
    "social-networks.json",
    read("social-networks.json")
      .filter((n) => n.store === null || slugs.has(n.store as string))
      .map((n, i) => (i === 0 ? { ...n, url: URL_PAYLOAD } : n)),
  );
  write(
    "careers.json",
    read("careers.json")
      .filter((c) => c.store === null || slugs.has(c.store as string))
      .slice(0, 3)
      .map((c, i) => (i === 0 ? { ...c, description: hostile(c.description, allHtml()) } : c)),
  );
  write(
    "bookable-categories.json",
    read("bookable-categories.json").map((b) => ({ ...b, stores: (b.stores as string[]).filter((s) => slugs.has(s)) })),
  );

  write(
    "slides.json",
    read("slides.json")
      .slice(0, 2)
      .map((s) => ({ ...s, content: hostile(s.content, allHtml()) })),
  );
  const services = read("services.json").map((s, i) =>
    i === 0
      ? {
          ...s,
          name: both(`Réparation ${TEXT_PAYLOAD}`),
          description: hostile(s.description, allHtml()),
          accordion: (s.accordion as Json[]).map((a) => ({ ...a, content: hostile(a.content, allHtml()) })),
          image: URL_PAYLOAD,
          seo: {
            ...(s.seo as Json),
            scripts: [
              { type: "text/javascript", content: "window.__pwned('seo-script-type')" },
              { type: "module", content: "window.__pwned('seo-script-module')" },
              { type: "application/ld+json", content: `{"a":"</script><script>window.__pwned('seo-ld-break')</script>"}` },
            ],
          },
        }
      : s,
  );
  write("services.json", services);
  write(
    "promotions.json",
    read("promotions.json").map((p, i) => (i === 0 ? { ...p, description: hostile(p.description, allHtml()), ctaUrl: both(URL_PAYLOAD) } : p)),
  );
  write(
    "blog-posts.json",
    read("blog-posts.json")
      .slice(0, 3)
      .map((post, i) => {
        if (i !== 0) return post;
        const localized = (p: Json) => ({
          ...p,
          title: `Titre ${TEXT_PAYLOAD}`,
          excerpt: `${p.excerpt as string}${allHtml()}`,
          content: `${p.content as string}${allHtml()}`,
        });
        return { ...post, fr: localized(post.fr as Json), en: localized(post.en as Json) };
      }),
  );
  for (const file of ["featured-services.json", "service-categories.json", "transcripts.json", "promo-pages.json"]) {
    fs.copyFileSync(path.join(SOURCE, file), path.join(out, file));
  }
  fs.symlinkSync(path.join(SOURCE, "media"), path.join(out, "media"));
}

if (require.main === module) {
  const outFlag = process.argv.indexOf("--out");
  const out = path.resolve(outFlag > 0 ? process.argv[outFlag + 1] : path.join(ROOT, "data", "seed-hostile"));
  writeHostileSeed(out);
  console.log(`Hostile seed written to ${out}`);
}
