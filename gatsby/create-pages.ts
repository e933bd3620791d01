import path from "path";
import type { GatsbyNode } from "gatsby";
import { ROUTES, isStaticRoute } from "../src/config/routes";
import { LOCALES } from "../src/config/site";
import { pageContextFor } from "./page-context";
import { createStorePages } from "./create-store-pages";

export function templatePath(page: string): string {
  return path.resolve(__dirname, "..", "src", "templates", `${page}.tsx`);
}

/** Every static route of the table, in both languages. Dynamic routes are created by their own modules. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  const { actions, reporter } = args;
  const activity = reporter.activityTimer("Creating the static routes in every language");
  activity.start();
  let count = 0;
  for (const route of ROUTES.filter(isStaticRoute)) {
    for (const locale of LOCALES) {
      const { path: pagePath, context } = pageContextFor(route, locale);
      actions.createPage({ path: pagePath, component: templatePath(route.page), context });
      count++;
    }
  }
  activity.setStatus(`${count} pages`);
  activity.end();
  await createStorePages(args);
};
