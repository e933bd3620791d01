/**
 * gatsby-plugin-react-i18next gives the copy of src/pages/404.tsx it makes for
 * each other language the matchPath "/en/*" and then prefixes it a second time
 * ("/en/en/*"). Gatsby's router renders a page at its matchPath, which never
 * matches /en/404/: opened directly, that page hydrated to nothing (React
 * errors #418 and #423, no h1). The broken matchPath is removed, as on the
 * French 404: unknown /en/ paths get en/404.html from the host (see README),
 * which names the shared /404.html page data (below).
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/** True for the doubled locale prefix the plugin writes ("/en/en/*"). */
export function isDoubledLocaleMatchPath(matchPath: string | undefined, language: unknown): boolean {
  return typeof language === "string" && matchPath === `/${language}/${language}/*`;
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const language = (page.context as { language?: unknown } | undefined)?.language;
  if (!isDoubledLocaleMatchPath(page.matchPath, language)) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: undefined });
};

/** The not-found HTML files of the other languages ("en/404.html", "en/404/index.html"). */
export function locale404Files(languages: readonly string[], defaultLanguage: string): string[] {
  return languages.filter((lng) => lng !== defaultLanguage).flatMap((lng) => [`${lng}/404.html`, `${lng}/404/index.html`]);
}

/**
 * In the browser, Gatsby compares the page an HTML file was built for with
 * the address, and replaces the address with the page's own when they differ,
 * except for "/404.html". Served for /en/anything, en/404.html would turn the
 * address into /en/404.html. It is pointed at /404.html instead: the address
 * stays what the visitor typed, and the 404 page picks English from it.
 */
export function pointAtSharedNotFound(html: string): string {
  return html.replace(/window\.pagePath="\/[a-z]{2}\/404(?:\.html|\/)"/, 'window.pagePath="/404.html"');
}

export function fixLocale404Html(publicDir: string, languages: readonly string[], defaultLanguage: string): number {
  let fixed = 0;
  for (const file of locale404Files(languages, defaultLanguage)) {
    const full = path.join(publicDir, file);
    if (!fs.existsSync(full)) continue;
    const html = fs.readFileSync(full, "utf8");
    const next = pointAtSharedNotFound(html);
    if (next !== html) {
      fs.writeFileSync(full, next);
      fixed += 1;
    }
  }
  return fixed;
}
