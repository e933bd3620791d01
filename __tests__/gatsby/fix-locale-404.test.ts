import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fixLocale404Html, isDoubledLocaleMatchPath, locale404Files, onCreatePage, pointAtSharedNotFound } from "../../gatsby/fix-locale-404";
import { writeSitemapAlias } from "../../gatsby/sitemap";

type Hook = (args: unknown) => void;

function run(page: Record<string, unknown>) {
  const calls: string[] = [];
  const created: Record<string, unknown>[] = [];
  const actions = {
    deletePage: () => calls.push("delete"),
    createPage: (p: Record<string, unknown>) => {
      calls.push("create");
      created.push(p);
    },
  };
  (onCreatePage as unknown as Hook)({ page, actions });
  return { calls, created };
}

describe("the English 404 page's matchPath", () => {
  it("recognises only the doubled locale prefix", () => {
    expect(isDoubledLocaleMatchPath("/en/en/*", "en")).toBe(true);
    expect(isDoubledLocaleMatchPath("/en/*", "en")).toBe(false);
    expect(isDoubledLocaleMatchPath("/en/en/*", "fr")).toBe(false);
    expect(isDoubledLocaleMatchPath(undefined, "en")).toBe(false);
    expect(isDoubledLocaleMatchPath("/en/en/*", undefined)).toBe(false);
  });

  it("recreates /en/404/ without the matchPath that kept it from rendering, and leaves other pages alone", () => {
    const page = { path: "/en/404/", component: "/x/404.tsx", matchPath: "/en/en/*", context: { language: "en" } };
    const { calls, created } = run(page);
    expect(calls).toEqual(["delete", "create"]);
    expect(created[0]).toEqual({ ...page, matchPath: undefined });
    expect(run({ path: "/en/about/", component: "/x/info.tsx", context: { language: "en" } }).calls).toEqual([]);
    expect(run({ path: "/404/", component: "/x/404.tsx", context: { language: "fr" } }).calls).toEqual([]);
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
