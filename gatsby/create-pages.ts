import fs from "fs";
import { siteDirectory } from "./program";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { parseInfoContent } from "../src/lib/info-content-schema";
import { ROUTES, isStaticRoute } from "../src/config/routes";
import { LOCALES } from "../src/config/site";
import { pageContextFor } from "./page-context";
import { writeTranslationBundles } from "./translation-bundles";
import { templatePath } from "./templates";
import { createBlogPages } from "./create-blog-pages";
import { createContentPages } from "./create-content-pages";
import { createStorePages } from "./create-store-pages";
import { ACCESSORY_ROUTES, createServicePages } from "./create-service-pages";
import { createLocale404Pages } from "./locale-404";

/**
 * Static routes whose pages a module creates itself: the blog index is
 * paginated; the accessories need the id of the service that feeds them.
 */
const CREATED_BY_MODULES = new Set(["blog", ...ACCESSORY_ROUTES.map((route) => route.name)]);

/**
 * The information pages read their content (locales/{lng}/info.json) without
 * a schema in the browser: it is checked here, and a malformed or missing
 * page fails the build with its name.
 */
export function checkInfoContent(directory: string): string[] {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const bundle = JSON.parse(fs.readFileSync(path.join(directory, "locales", locale, "info.json"), "utf8")) as Record<string, unknown>;
    for (const route of ROUTES.filter((r) => r.page === "info")) {
      try {
        parseInfoContent(route.group, bundle[route.group]);
      } catch (error) {
        problems.push(`locales/${locale}/${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return problems;
}

/** Every static route of the table, in both languages; dynamic routes are created by their own modules. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter, store } = args;
  const directory = siteDirectory(store);
  const problems = checkInfoContent(directory);
  if (problems.length > 0) {
    reporter.panicOnBuild(problems.join("\n"));
    return;
  }
  // Before any page names them: the pages' HTML is rendered from these files.
  writeTranslationBundles(
    path.join(directory, "public"),
    ROUTES.map((route) => route.namespaces),
    LOCALES,
  );
  const activity = reporter.activityTimer("Creating the static routes in every language");
  activity.start();
  let count = 0;
  for (const route of ROUTES.filter(isStaticRoute)) {
    if (CREATED_BY_MODULES.has(route.name)) continue;
    for (const locale of LOCALES) {
      const { path: pagePath, context } = pageContextFor(route, locale);
      actions.createPage({ path: pagePath, component: templatePath(route.page), context });
      count++;
    }
  }
  createLocale404Pages(actions);
  activity.setStatus(`${count} pages`);
  activity.end();
  await createBlogPages(args);
  await createContentPages(args);
  await createStorePages(args);
  await createServicePages(args);
};
