import { pageMeta, ldJsonContent } from "../../src/lib/page-meta";

const base = {
  siteUrl: "https://www.uniglass.ca",
  pathname: "/en/about/",
  alternates: { fr: "/a-propos/", en: "/en/about/" },
  defaultLocale: "fr",
  defaults: { title: "Uniglass | Windshields", description: "Default description", suffix: "Uniglass" },
};

describe("pageMeta", () => {
  it("uses the page title and description, a canonical without query and reciprocal alternates", () => {
    const meta = pageMeta({ ...base, pathname: "/en/about/?utm_source=x", pageTitle: "About us", pageDescription: "About" });
    expect(meta.title).toBe("About us | Uniglass");
    expect(meta.description).toBe("About");
    expect(meta.robots).toBeNull();
    expect(meta.canonical).toBe("https://www.uniglass.ca/en/about/");
    expect(meta.alternates).toEqual([
      { hreflang: "fr-CA", href: "https://www.uniglass.ca/a-propos/" },
      { hreflang: "en-CA", href: "https://www.uniglass.ca/en/about/" },
      { hreflang: "x-default", href: "https://www.uniglass.ca/a-propos/" },
    ]);
  });

  it("falls back to the translated defaults", () => {
    const meta = pageMeta(base);
    expect(meta.title).toBe("Uniglass | Windshields");
    expect(meta.description).toBe("Default description");
  });

  it("prefers search-engine data and replaces the canonical by robots when asked", () => {
    const meta = pageMeta({
      ...base,
      pageTitle: "About us",
      seo: { title: "SEO title", description: "SEO description", noIndex: true, noFollow: true },
    });
    expect(meta.title).toBe("SEO title | Uniglass");
    expect(meta.description).toBe("SEO description");
    expect(meta.robots).toBe("noindex, nofollow");
    expect(meta.canonical).toBeNull();
    expect(pageMeta({ ...base, seo: { noFollow: true } }).robots).toBe("nofollow");
    expect(pageMeta({ ...base, seo: { noDescription: true } }).description).toBeNull();
  });

  it("does not repeat the brand an editor already put at the end of an SEO title", () => {
    expect(pageMeta({ ...base, seo: { title: "Winter offer | Uniglass" } }).title).toBe("Winter offer | Uniglass");
    expect(pageMeta({ ...base, seo: { title: "Uniglass winter offer" } }).title).toBe("Uniglass winter offer | Uniglass");
  });

  it("keeps page scripts from closing their element, and their data intact", () => {
    const content = '{"a":"</script><script>window.__pwned()</script>","b":"<!-- x"}';
    const meta = pageMeta({ ...base, seo: { scripts: [{ type: "application/ld+json", content }] } });
    expect(meta.scripts).toHaveLength(1);
    expect(meta.scripts[0].type).toBe("application/ld+json");
    expect(meta.scripts[0].content).not.toMatch(/</);
    expect(JSON.parse(meta.scripts[0].content)).toEqual(JSON.parse(content));
  });

  it("keeps only JSON-LD page scripts: any other type, or content that is not JSON, is dropped", () => {
    const scripts = [
      { type: "text/javascript", content: "window.__pwned()" },
      { type: "module", content: "window.__pwned()" },
      { type: "", content: "window.__pwned()" },
      { type: "application/javascript", content: '{"a":1}' },
      { type: "application/ld+json", content: "window.__pwned()" },
      { type: " Application/LD+JSON ", content: '{"@type":"Organization"}' },
    ];
    const meta = pageMeta({ ...base, seo: { scripts } });
    expect(meta.scripts).toEqual([{ type: "application/ld+json", content: '{"@type":"Organization"}' }]);
    expect(ldJsonContent({ type: "application/ld+json", content: "" })).toBeNull();
    expect(ldJsonContent({ type: null, content: "{}" })).toBeNull();
  });
});
