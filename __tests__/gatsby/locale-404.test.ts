import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  createLocale404Pages,
  fixLocale404Html,
  locale404Files,
  locale404PluginPages,
  NOT_FOUND_COMPONENT,
  pointAtSharedNotFound,
} from "../../gatsby/locale-404";
import { writeSitemapAlias } from "../../gatsby/sitemap";

/** The path matcher the i18n plugin reads its `pages` option with (its own copy of path-to-regexp). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { match } = require(require.resolve("path-to-regexp", { paths: [path.dirname(require.resolve("gatsby-plugin-react-i18next/package.json"))] })) as {
  match: (pattern: string) => (path: string) => unknown;
};

describe("the other languages' 404 pages", () => {
  it("are left out of the i18n plugin's copies, and only they: the plugin's option matches /404/ and /404.html, not other pages", () => {
    const matches = (pagePath: string) => locale404PluginPages().some(({ matchPath }) => match(matchPath)(pagePath) !== false);
    expect(["/404/", "/404.html", "/en/404/", "/en/404.html"].filter(matches)).toHaveLength(4);
    expect(["/a-propos/", "/en/about/", "/404-pare-brise/", "/blog/404/"].filter(matches)).toEqual([]);
    expect(locale404PluginPages().map((page) => page.excludeLanguages)).toEqual([["en"], ["en"]]);
  });

  it("are made by the site, in English, with the plugin's i18n context and no matchPath", () => {
    const created: { path: string; component: string; context: Record<string, unknown>; matchPath?: string }[] = [];
    createLocale404Pages({ createPage: (page) => void created.push(page as (typeof created)[number]) });
    expect(created.map((page) => page.path)).toEqual(["/en/404/", "/en/404.html"]);
    for (const page of created) {
      expect(page.component).toBe(NOT_FOUND_COMPONENT);
      expect(fs.existsSync(page.component)).toBe(true);
      expect(page.matchPath).toBeUndefined();
      expect(page.context).toEqual({
        language: "en",
        i18n: {
          language: "en",
          languages: ["fr", "en"],
          defaultLanguage: "fr",
          generateDefaultLanguagePage: false,
          routed: true,
          originalPath: "/404/",
          path: page.path,
        },
      });
    }
  });
});

describe("the English 404 HTML names the shared not-found page data", () => {
  const html = (page: string) =>
    `<html><body><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${page}";window.___webpackCompilationHash="x";/*]]>*/</script></body></html>`;

  it("points en/404.html and en/404/index.html at /404.html, and nothing else", () => {
    expect(locale404Files(["fr", "en"], "fr")).toEqual(["en/404.html", "en/404/index.html"]);
    expect(pointAtSharedNotFound(html("/en/404.html"))).toBe(html("/404.html"));
    expect(pointAtSharedNotFound(html("/en/404/"))).toBe(html("/404.html"));
    expect(pointAtSharedNotFound(html("/en/about/"))).toBe(html("/en/about/"));
  });

  it("rewrites the files of a built site once", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "locale-404-"));
    try {
      fs.mkdirSync(path.join(dir, "en", "404"), { recursive: true });
      fs.writeFileSync(path.join(dir, "en", "404.html"), html("/en/404.html"));
      fs.writeFileSync(path.join(dir, "en", "404", "index.html"), html("/en/404/"));
      fs.writeFileSync(path.join(dir, "404.html"), html("/404.html"));
      expect(fixLocale404Html(dir, ["fr", "en"], "fr")).toBe(2);
      expect(fs.readFileSync(path.join(dir, "en", "404.html"), "utf8")).toBe(html("/404.html"));
      expect(fixLocale404Html(dir, ["fr", "en"], "fr")).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("sitemap.xml", () => {
  it("is written as a copy of the sitemap index, when there is one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
    try {
      expect(writeSitemapAlias(dir)).toBe(false);
      const index = '<?xml version="1.0"?><sitemapindex><sitemap><loc>https://example.com/sitemap-0.xml</loc></sitemap></sitemapindex>';
      fs.writeFileSync(path.join(dir, "sitemap-index.xml"), index);
      expect(writeSitemapAlias(dir)).toBe(true);
      expect(fs.readFileSync(path.join(dir, "sitemap.xml"), "utf8")).toBe(index);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
