/**
 * gatsby-plugin-react-i18next gives the copy of src/pages/404.tsx it makes for
 * each other language the matchPath "/en/*" and then prefixes it a second time
 * ("/en/en/*"). Gatsby's router renders a page at its matchPath, which never
 * matches /en/404/: opened directly, that page hydrated to nothing (React
 * errors #418 and #423, no h1). The broken matchPath is removed, as on the
 * French 404: unknown /en/ paths get en/404.html from the host (see README).
 */
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
