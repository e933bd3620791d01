/**
 * The pages the Lighthouse part audits, chosen in the built site's page data:
 * for each kind, a French page (the first by path that has an English twin of
 * its kind) and its twin, or the first page of each language when pages of
 * the kind are written per language (blog posts).
 */
import fs from "node:fs";
import path from "node:path";

export interface PageKind {
  /** Name on the command line (--pages) and in the tables. */
  id: string;
  /** The template's route name in the page context. */
  route: string;
  /** Query string added to the page's path (the locations page with a search). */
  query?: string;
  /** Text the page's HTML must hold in each language to be chosen (a store with offers for the control probe). */
  mustContain?: (locale: string) => string;
}

export interface AuditedPage {
  id: string;
  locale: string;
  /** URL path, query included. */
  path: string;
  /** The built HTML file. */
  htmlFile: string;
}

type Context = { routeName?: string; language?: string; alternates?: { fr: string; en: string } };

/** Every page of the build with its page context, sorted by path. */
function builtPages(publicDir: string): Array<{ path: string; context: Context }> {
  const pages: Array<{ path: string; context: Context }> = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== "sq") walk(full);
      else if (e.name === "page-data.json") {
        const data = JSON.parse(fs.readFileSync(full, "utf8")) as { path: string; result: { pageContext?: Context } };
        if (data.result.pageContext) pages.push({ path: data.path, context: data.result.pageContext });
      }
    }
  };
  walk(path.join(publicDir, "page-data"));
  return pages;
}

export function htmlFileOf(publicDir: string, urlPath: string): string {
  const clean = decodeURIComponent(urlPath.split("?")[0]);
  return path.join(publicDir, clean.endsWith("/") ? `${clean}index.html` : clean);
}

export function auditedPages(publicDir: string, kinds: readonly PageKind[]): AuditedPage[] {
  const pages = builtPages(publicDir);
  const routeOf = new Map(pages.map((p) => [p.path, p.context.routeName]));
  const holds = (pagePath: string, kind: PageKind, locale: string) =>
    !kind.mustContain || fs.readFileSync(htmlFileOf(publicDir, pagePath), "utf8").includes(kind.mustContain(locale));
  return kinds.flatMap((kind) => {
    const ofKind = pages.filter((p) => p.context.routeName === kind.route);
    const twin = ofKind.find(
      (p) =>
        p.context.language === "fr" &&
        p.context.alternates &&
        routeOf.get(p.context.alternates.en) === kind.route &&
        holds(p.path, kind, "fr") &&
        holds(p.context.alternates.en, kind, "en"),
    );
    const first = (locale: string) => ofKind.find((p) => p.context.language === locale && holds(p.path, kind, locale))?.path;
    const fr = twin?.path ?? first("fr");
    const en = twin ? twin.context.alternates!.en : first("en");
    if (!fr || !en) throw new Error(`The build has no ${kind.id} page (${kind.route}) in both languages to audit`);
    return [
      { id: kind.id, locale: "fr", path: fr },
      { id: kind.id, locale: "en", path: en },
    ].map((p) => ({ ...p, path: `${p.path}${kind.query ?? ""}`, htmlFile: htmlFileOf(publicDir, p.path) }));
  });
}
