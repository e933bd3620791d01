import * as React from "react";
import i18next, { type Resource } from "i18next";
import { I18nextContext, I18nextProvider } from "gatsby-plugin-react-i18next";
import { DEFAULT_LOCALE, I18NEXT_OPTIONS, type Locale } from "../../config/site";
import type { LocaleEdge } from "../../lib/translate";

/** The i18next resources of one language from a page's Locale nodes. */
export function resourcesFor(edges: readonly LocaleEdge[], language: Locale): Resource {
  const bundles: Record<string, Record<string, unknown>> = {};
  for (const { node } of edges) {
    if (node.language === language && node.ns && node.data) bundles[node.ns] = JSON.parse(node.data) as Record<string, unknown>;
  }
  return { [language]: bundles };
}

/**
 * Renders its children in a language other than the page's: its own i18next
 * instance over that language's texts, and the i18n plugin's context saying
 * so (links, useLocale). The 404 page needs it: the browser shows the same
 * not-found page data for every unknown address, and the address says which
 * language the visitor reads.
 */
export function LocaleScope({ language, edges, children }: { language: Locale; edges: readonly LocaleEdge[]; children: React.ReactNode }) {
  const context = React.useContext(I18nextContext);
  const i18n = React.useMemo(() => {
    const instance = i18next.createInstance();
    const namespaces = edges.filter((edge) => edge.node.language === language).map((edge) => edge.node.ns ?? "common");
    void instance.init({
      ...I18NEXT_OPTIONS,
      resources: resourcesFor(edges, language),
      lng: language,
      fallbackLng: DEFAULT_LOCALE,
      ns: namespaces,
      defaultNS: namespaces[0],
      fallbackNS: namespaces.slice(1),
      initImmediate: false,
      react: { useSuspense: false },
    });
    return instance;
  }, [edges, language]);
  const value = React.useMemo(() => ({ ...context, language }), [context, language]);
  return (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={value}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
}
