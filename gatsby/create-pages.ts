import type { GatsbyNode } from "gatsby";
import { ROUTES, isStaticRoute } from "../src/config/routes";
import { LOCALES } from "../src/config/site";
import { pageContextFor } from "./page-context";
import { templatePath } from "./templates";
import { createBlogPages } from "./create-blog-pages";
import { createContentPages } from "./create-content-pages";
import { createStorePages } from "./create-store-pages";
import { ACCESSORY_ROUTES, createServicePages } from "./create-service-pages";

export { templatePath };

/**
 * Static routes whose pages a module creates itself: the blog index is
 * paginated; the accessories need the id of the service that feeds them.
 */
const CREATED_BY_MODULES = new Set(["blog", ...ACCESSORY_ROUTES.map((route) => route.name)]);

/** Every static route of the table, in both languages; dynamic routes are created by their own modules. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args;
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
  activity.setStatus(`${count} pages`);
  activity.end();
  await createBlogPages(args);
  await createContentPages(args);
  await createStorePages(args);
  await createServicePages(args);
};
