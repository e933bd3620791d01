import { pageMeta, escapeScript } from "../../src/lib/page-meta";

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

  it("keeps page scripts from closing their element", () => {
    const meta = pageMeta({ ...base, seo: { scripts: [{ type: "application/ld+json", content: '{"a":"</script><script>x"}' }] } });
    expect(meta.scripts[0].content).not.toMatch(/<\/script/i);
    expect(escapeScript("<!-- x")).toBe("<\\!-- x");
  });
});
