/**
 * Gatsby inlines a page's stylesheets in its <head> (`<style data-href="/x.css">…</style>`).
 * The build links them instead (`<link rel="stylesheet" href="/x.css">`):
 *
 * - a page's first complete layout then happens before its first paint, on
 *   the whole document: with the styles inline, Chrome on a slow phone often
 *   spends its first parsing slice on the head, paints an empty page, and
 *   lays the page out in a later task that blocks the visitor (measured in
 *   docs/measurements.md: Lighthouse's blocking time on home about 230 → 65 ms);
 * - the app's stylesheet (every page) and a template's (every page of that
 *   kind) are cached once, and each page's HTML is 7–13 KB lighter.
 *
 * What a first visit pays: one request before the first paint (the stylesheets
 * are asked for as the head is read, beside the page's data and its largest
 * image). webpack's CSS loader finds a linked stylesheet by its href, as it
 * found the inline one by its data-href, so a client-side navigation never
 * loads it twice. `gatsby develop` injects its styles from scripts and has
 * no such elements.
 */
import * as React from "react";

interface InlineStyleProps {
  "data-href"?: unknown;
  "data-identity"?: unknown;
}

/** The href of one of Gatsby's inlined stylesheets, or undefined for any other head element. */
export function inlinedStylesheetHref(component: React.ReactNode): string | undefined {
  if (!React.isValidElement(component) || component.type !== "style") return undefined;
  const props = component.props as InlineStyleProps;
  return props["data-identity"] === "gatsby-global-css" && typeof props["data-href"] === "string" ? props["data-href"] : undefined;
}

/** The head's components with every inlined stylesheet replaced by a link to its file, in the same place. */
export function linkStylesheets(components: React.ReactNode[]): React.ReactNode[] {
  return components.map((component) => {
    const href = inlinedStylesheetHref(component);
    return href === undefined ? component : React.createElement("link", { key: href, rel: "stylesheet", href });
  });
}
