/**
 * The not-found page in the other languages. gatsby-plugin-react-i18next
 * would copy src/pages/404.tsx to /en/404/ with the matchPath "/en/*" prefixed
 * a second time ("/en/en/*"), which Gatsby's router never matches: opened
 * directly, that page hydrated to nothing. Its `pages` option (gatsby-config:
 * `excludeLanguages`, "to replace pages in some languages with custom ones",
 * in the plugin's words) keeps it from copying the 404 page, and
 * createLocale404Pages makes the copies here, with the i18n context the
 * plugin's own copies have, without a matchPath: unknown /en/ paths get
 * en/404.html from the host (see README), which names the shared /404.html
 * page data (below).
 */
import fs from "node:fs";
import path from "node:path";
import type { Actions } from "gatsby";
import { DEFAULT_LOCALE, LOCALES } from "../src/config/site";
import { notFoundPath } from "../src/config/routes";

/** The not-found page's own file: Gatsby makes /404/ and /404.html of it, in the default language. */
export const NOT_FOUND_COMPONENT = path.resolve(__dirname, "..", "src", "pages", "404.tsx");

/** The plugin's `pages` option: it leaves the other languages' 404 pages to createLocale404Pages. */
export function locale404PluginPages(): { matchPath: string; excludeLanguages: string[] }[] {
  const others = LOCALES.filter((lng) => lng !== DEFAULT_LOCALE);
  const prefix = `/:lang(${others.join("|")})?`;
  return [`${prefix}/404`, `${prefix}/404.html`].map((matchPath) => ({ matchPath, excludeLanguages: [...others] }));
}

/** "/en/404/" and "/en/404.html" for each language but the default, with their i18n context. */
export function locale404Pages(): { path: string; component: string; context: Record<string, unknown> }[] {
  return LOCALES.filter((lng) => lng !== DEFAULT_LOCALE).flatMap((language) =>
    [notFoundPath(language), `/${language}/404.html`].map((pagePath) => ({
      path: pagePath,
      component: NOT_FOUND_COMPONENT,
      context: {
        language,
        i18n: {
          language,
          languages: [...LOCALES],
          defaultLanguage: DEFAULT_LOCALE,
          generateDefaultLanguagePage: false,
          routed: true,
          originalPath: notFoundPath(DEFAULT_LOCALE),
          path: pagePath,
        },
      },
    })),
  );
}

export function createLocale404Pages(actions: Pick<Actions, "createPage">): void {
  for (const page of locale404Pages()) actions.createPage(page);
}

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
