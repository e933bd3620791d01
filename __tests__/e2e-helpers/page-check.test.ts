/**
 * The every-page checker (e2e/page-check.ts) catches what it is meant to: a
 * page without or with two h1, a broken link, image, srcset, script or
 * stylesheet, and the Nu HTML Checker's errors. And what the axe sweep reads
 * of a built page: its template and its title.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { axePages, builtPages, checkBuiltPages, headFacts, internalPath, pageFacts, pageOrigin, pageTitle, vnuErrors } from "../../e2e/page-check";

const SITE = "http://localhost:9999";
let dir: string;
let media: string;

function write(file: string, html: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), html);
}

const doc = (body: string) => `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "uniglass-page-check-"));
  media = path.join(dir, "media-root");
  fs.mkdirSync(path.join(media, "stores"), { recursive: true });
  fs.writeFileSync(path.join(media, "stores", "a.jpg"), "x");
  write("app-1.js", "");
  write("styles.css", "");
  write("static/logo.png", "");
  write("_gatsby/slices/fragment.html", "<script></script>");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("page facts and internal paths", () => {
  it("counts h1 and collects href, src and every srcset candidate", () => {
    const facts = pageFacts(doc('<h1>a</h1><a href="/x/">x</a><img src="/a.png" srcset="/b.png 1x, /c.png 2x"><script src="/s.js"></script>'));
    expect(facts.h1Count).toBe(1);
    expect(facts.references.map((r) => r.value)).toEqual(["/x/", "/a.png", "/b.png", "/c.png", "/s.js"]);
  });

  it("keeps the site's own origins and relative URLs, skips other origins, mail, phone and fragments", () => {
    expect(internalPath("../b/", "/en/a/", [SITE])).toBe("/en/b/");
    expect(internalPath(`${SITE}/en/?q=1#x`, "/", [SITE])).toBe("/en/");
    expect(internalPath("https://www.google.com/maps", "/", [SITE])).toBeNull();
    expect(internalPath("mailto:a@b.c", "/", [SITE])).toBeNull();
    expect(internalPath("tel:+15145551234", "/", [SITE])).toBeNull();
    expect(internalPath("#main", "/", [SITE])).toBeNull();
    expect(internalPath("javascript:alert(1)", "/", [SITE])).toMatch(/^\(scheme javascript:\)/);
  });
});

describe("checkBuiltPages", () => {
  it("passes a site whose references all resolve, slice fragments left out", () => {
    write(
      "index.html",
      doc(
        '<h1>Accueil</h1><a href="/en/">en</a><a href="/en">en</a><link rel="stylesheet" href="/styles.css"><script src="/app-1.js"></script><img src="/media/stores/a.jpg" srcset="/static/logo.png 1x"><a href="/api/stores">api</a>',
      ),
    );
    write("en/index.html", doc(`<h1>Home</h1><a href="${SITE}/">fr</a><a href="https://example.com/nowhere">out</a>`));
    expect(builtPages(dir).map((p) => p.url)).toEqual(["/", "/en/"]);
    const result = checkBuiltPages([SITE], dir, media);
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ pages: 2, references: 8 });
  });

  it("reports a missing or doubled h1 and every broken reference", () => {
    write("index.html", doc('<p>no heading</p><a href="/nowhere/">x</a><img src="/media/stores/missing.jpg"><img srcset="/static/gone.png 2x">'));
    write("en/index.html", doc('<h1>a</h1><h1>b</h1><script src="/app-2.js"></script><link rel="stylesheet" href="styles-old.css">'));
    const problems = checkBuiltPages([SITE], dir, media).problems.map((p) => `${p.url} ${p.problem}`);
    expect(problems).toEqual([
      "/ 0 h1 elements (one expected)",
      "/ a[href] /nowhere/ does not resolve",
      "/ img[src] /media/stores/missing.jpg does not resolve",
      "/ img[srcset] /static/gone.png does not resolve",
      "/en/ 2 h1 elements (one expected)",
      "/en/ script[src] /app-2.js does not resolve",
      "/en/ link[href] styles-old.css does not resolve",
    ]);
  });
});

describe("axePages", () => {
  it("keeps every page but 4 in 5 store pages, and every Ziebart one", () => {
    const store = (slug: string) => doc(`<h1>${slug}</h1><script type="application/ld+json">{"@type":"AutoRepair"}</script>`);
    for (let i = 0; i < 10; i += 1) write(`emplacement/uniglass-${i}/index.html`, store(String(i)));
    write("emplacement/ziebart-laval/index.html", store("z"));
    write("index.html", doc("<h1>a</h1>"));
    const all = builtPages(dir);
    expect(axePages(all, true, dir)).toHaveLength(12);
    expect(axePages(all, false, dir).map((p) => p.url)).toEqual(["/", "/emplacement/uniglass-0/", "/emplacement/uniglass-5/", "/emplacement/ziebart-laval/"]);
  });
});

describe("vnuErrors", () => {
  it("reports the Nu HTML Checker's errors with the file, and none for a valid page", () => {
    write("index.html", doc("<h1>Accueil</h1>"));
    write("en/index.html", doc("<h1>a\u0000</h1><div><p>x</div>"));
    const errors = vnuErrors(dir);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.startsWith("en/index.html:"))).toBe(true);
    expect(errors.join("\n")).toMatch(/U\+0000/);
  }, 120_000);
});

describe("what the axe sweep reads of a built page", () => {
  it("finds a page's template and route in its page-data, the home page's under index, neither without page-data", () => {
    write("page-data/index/page-data.json", JSON.stringify({ componentChunkName: "component---src-pages-index-tsx", result: { pageContext: {} } }));
    write(
      "page-data/en/locations/a/page-data.json",
      JSON.stringify({ componentChunkName: "component---src-templates-store-details-tsx", result: { pageContext: { routeName: "store-details" } } }),
    );
    expect(pageOrigin({ file: "index.html", url: "/" }, dir)).toEqual({ template: "component---src-pages-index-tsx", route: "" });
    expect(pageOrigin({ file: "en/locations/a/index.html", url: "/en/locations/a/" }, dir)).toEqual({
      template: "component---src-templates-store-details-tsx",
      route: "store-details",
    });
    expect(pageOrigin({ file: "404.html", url: "/404.html" }, dir)).toEqual({ template: "", route: "" });
  });

  it("reads the head's description, canonical address, robots rule and language versions, not the body's", () => {
    const html = `<!DOCTYPE html><html><head><meta name="description" content="Pare-brise"><link rel="canonical" href="https://x/a/">
<link rel="alternate" hreflang="fr-CA" href="https://x/a/"><link rel="alternate" hreflang="en-CA" href="https://x/en/a/">
<link rel="alternate" type="application/rss+xml" href="/rss.xml"><meta name="robots" content="noindex"></head>
<body><meta name="description" content="in the body"></body></html>`;
    expect(headFacts(html)).toEqual({
      description: ["Pare-brise"],
      canonical: ["https://x/a/"],
      robots: ["noindex"],
      alternates: ["fr-CA https://x/a/", "en-CA https://x/en/a/"],
    });
    expect(headFacts("<!DOCTYPE html><html><head><title>t</title></head><body></body></html>")).toEqual({
      description: [],
      canonical: [],
      robots: [],
      alternates: [],
    });
  });

  it("reads a page's title as the browser shows it, its character references decoded", () => {
    write("a/index.html", doc("").replace("<title>t</title>", '<title data-gatsby-head="true">Pare-brise &amp; vitres d&#x27;auto | Uniglass</title>'));
    expect(pageTitle({ file: "a/index.html", url: "/a/" }, dir)).toBe("Pare-brise & vitres d'auto | Uniglass");
    write("b/index.html", "<!DOCTYPE html><html><head></head><body></body></html>");
    expect(pageTitle({ file: "b/index.html", url: "/b/" }, dir)).toBe("");
  });
});
