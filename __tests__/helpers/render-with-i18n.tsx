/**
 * Renders a component as the page would: real translation bundles of
 * locales/{lng} given by the site's page wrapper, and the client state provider.
 */
import * as React from "react";
import fs from "fs";
import path from "path";
import { act, render, type RenderOptions } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { LocationProvider, createHistory } from "@gatsbyjs/reach-router";
import { AppStateProvider } from "../../src/state/app-state";
import type { Locale } from "../../src/config/site";
import { CarriedParamsProvider } from "../../src/hooks/use-carried-params";
import { wrapPageElement } from "../../src/components/page-translations/page-translations";
import type { BundleResult, LocaleEdge } from "../../src/lib/translate";
import { StaticQueryContext } from "gatsby";

const root = path.join(__dirname, "..", "..", "locales");

export function loadBundles(locale: Locale): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(root, locale))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.replace(/\.json$/, ""), JSON.parse(fs.readFileSync(path.join(root, locale, file), "utf8"))]),
  );
}

/** The Locale nodes a page query gives for `locale` (every bundle). */
export function localeEdges(locale: Locale): LocaleEdge[] {
  return Object.entries(loadBundles(locale)).map(([ns, data]) => ({ node: { ns, data: JSON.stringify(data), language: locale } }));
}

/** The static query result of a page of the route table carrying every bundle of `locale`, as the build writes it (gatsby/translation-bundles.ts), and its id. */
function bundleResults(locale: Locale): { results: Record<string, BundleResult>; ids: string[] } {
  const id = `locale-${locale}-test`;
  return { results: { [id]: { data: { language: locale, bundles: loadBundles(locale) } } }, ids: [id] };
}

/**
 * `element` wrapped as the build wraps a page: its translator from its bundles in `language`,
 * among Gatsby's static query results; or, given `edges`, from Locale nodes of its query (the 404 page).
 */
export function asPage(element: React.ReactElement, language: Locale, edges?: LocaleEdge[]): React.ReactElement {
  const i18n = { language, languages: ["fr", "en"], defaultLanguage: "fr", routed: language !== "fr", originalPath: "/", path: "/" };
  if (edges) return wrapPageElement({ element, props: { data: { locales: { edges } }, pageContext: { i18n } } });
  const { results, ids } = bundleResults(language);
  return (
    <StaticQueryContext.Provider value={results}>
      {wrapPageElement({ element, props: { data: {}, pageContext: { i18n, extraStaticQueryHashes: ids } } })}
    </StaticQueryContext.Provider>
  );
}

/** The providers a page gives its components, around `ui`. */
export function withI18n(ui: React.ReactElement, locale: Locale = "fr"): React.ReactElement {
  return asPage(
    <LocationProvider history={createHistory(window as unknown as Parameters<typeof createHistory>[0])}>
      <AppStateProvider>
        <CarriedParamsProvider search={window.location.search}>{ui}</CarriedParamsProvider>
      </AppStateProvider>
    </LocationProvider>,
    locale,
  );
}

export function renderWithI18n(ui: React.ReactElement, locale: Locale = "fr", options?: RenderOptions) {
  return render(withI18n(ui, locale), options);
}

/**
 * For tests on jest's fake timers: lets the client state provider's first
 * read of the cookies (a task after the first render, then a few promise
 * steps) and what it updates happen inside act, as a test on real timers
 * would see them, instead of later, under the test's next timer advance.
 */
export async function settleCookieRead(): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(0);
    for (let step = 0; step < 5; step++) await Promise.resolve();
  });
}

/** The HTML the build writes for `ui` (server rendering: no effect runs). */
export function staticHtml(ui: React.ReactElement, locale: Locale = "fr"): string {
  return renderToString(withI18n(ui, locale));
}
