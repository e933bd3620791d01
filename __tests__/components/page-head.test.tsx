import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StaticQueryContext, useStaticQuery, type HeadProps } from "gatsby";
import { PageHead, type PageHeadProps } from "../../src/components/page-head/page-head";
import { RouteHead } from "../../src/components/page-head/route-head";
import type { SitePageContext } from "../../src/config/page-context";
import type { Locale } from "../../src/config/site";
import { createTranslator } from "../../src/lib/translate";
import { loadBundles } from "../helpers/render-with-i18n";

const alternates = { fr: "/a-propos/", en: "/en/about-us/" };

/** The head as a crawler reads it from the built page. */
function headOf(element: React.ReactElement): Document {
  return new DOMParser().parseFromString(`<!doctype html>${renderToStaticMarkup(element)}`, "text/html");
}

function pageHead(locale: Locale, props: Partial<PageHeadProps> = {}): Document {
  const t = createTranslator({ [locale]: loadBundles(locale) }, locale).t;
  return headOf(<PageHead locale={locale} pathname={alternates[locale]} alternates={alternates} t={t} {...props} />);
}

const meta = (doc: Document, key: string) => doc.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null;

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: "https://www.uniglass.ca" } } });
});

describe("PageHead", () => {
  it("gives a French page its language, its own title with the brand, its description and its share card", () => {
    const doc = pageHead("fr", { title: "À propos", description: "Notre histoire." });
    expect(doc.documentElement?.getAttribute("lang")).toBe("fr-CA");
    expect(doc.title).toBe("À propos | Uniglass");
    expect(meta(doc, "description")).toBe("Notre histoire.");
    expect(meta(doc, "og:locale")).toBe("fr_CA");
    expect(meta(doc, "og:title")).toBe("À propos | Uniglass");
    expect(meta(doc, "og:description")).toBe("Notre histoire.");
    expect(meta(doc, "og:image")).toBe("https://www.uniglass.ca/og-image.png");
    expect(meta(doc, "og:image:alt")).toBe("Logo Uniglass");
  });

  it("names the page's canonical address and every language's version, French by default", () => {
    const doc = pageHead("en", { title: "About us" });
    expect(doc.documentElement?.getAttribute("lang")).toBe("en-CA");
    expect(meta(doc, "og:locale")).toBe("en_CA");
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.uniglass.ca/en/about-us/");
    expect(meta(doc, "og:url")).toBe("https://www.uniglass.ca/en/about-us/");
    expect(meta(doc, "robots")).toBeNull();
    const versions = [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]);
    expect(versions).toEqual([
      ["fr-CA", "https://www.uniglass.ca/a-propos/"],
      ["en-CA", "https://www.uniglass.ca/en/about-us/"],
      ["x-default", "https://www.uniglass.ca/a-propos/"],
    ]);
  });

  it("keeps a page that must not be indexed out of search results, with no canonical address", () => {
    const doc = pageHead("fr", { title: "Coupon", seo: { noIndex: true, noFollow: true } });
    expect(meta(doc, "robots")).toBe("noindex, nofollow");
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it("leaves the description out when the editor asked for none, and the site's title when the page has none", () => {
    const doc = pageHead("fr", { seo: { noDescription: true } });
    expect(doc.title).toBe("Uniglass | Réparation et remplacement de pare-brise au Québec");
    expect(meta(doc, "description")).toBeNull();
    expect(meta(doc, "og:description")).toBeNull();
  });

  it("carries the editor's structured data, and only that, after the page's own tags", () => {
    const doc = pageHead("fr", {
      seo: {
        scripts: [
          { type: "application/ld+json", content: '{"@type":"FAQPage","name":"</script><b>"}' },
          { type: "text/javascript", content: "alert(1)" },
        ],
      },
      children: <meta name="extra" content="from the template" />,
    });
    const scripts = [...doc.querySelectorAll("script")];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute("type")).toBe("application/ld+json");
    expect(JSON.parse(scripts[0].textContent ?? "")).toEqual({ "@type": "FAQPage", name: "</script><b>" });
    expect(meta(doc, "extra")).toBe("from the template");
  });
});

describe("RouteHead", () => {
  function routeHead(language: Locale, routeName: string, group: string): Document {
    const id = `bundles-${language}`;
    const pageContext = { language, routeName, group, alternates, extraStaticQueryHashes: [id] } as unknown as SitePageContext;
    const props = { data: {}, pageContext, location: { pathname: alternates[language] } } as unknown as HeadProps<unknown, SitePageContext>;
    return headOf(
      <StaticQueryContext.Provider value={{ [id]: { data: { language, bundles: loadBundles(language) } } }}>
        <RouteHead {...props} />
      </StaticQueryContext.Provider>,
    );
  }

  it("titles and describes a page of the route table with its own texts, in its language", () => {
    const doc = routeHead("en", "about", "about");
    expect(doc.documentElement?.getAttribute("lang")).toBe("en-CA");
    expect(doc.title).toBe("About us | Uniglass");
    expect(meta(doc, "description")).toBe("Uniglass, a Quebec network of auto glass shops: our story, our values and the way we work.");
  });

  it("keeps the site's own title and description on the home page", () => {
    const doc = routeHead("fr", "index", "index");
    expect(doc.title).toBe("Uniglass | Réparation et remplacement de pare-brise au Québec");
    expect(meta(doc, "description")).toMatch(/^Trouvez l'atelier Uniglass le plus près/);
  });
});
