import * as React from "react";
import { I18nextContext, I18nextProvider } from "gatsby-plugin-react-i18next";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";

/**
 * Renders its children in a language other than the page's: a clone of the
 * page's i18next instance set to that language (the page must carry that
 * language's texts too), and the i18n plugin's context saying so (links,
 * useLocale). The 404 page needs it: the browser shows the same not-found
 * page data for every unknown address, and the address says which language
 * the visitor reads.
 */
export function LocaleScope({ language, children }: { language: Locale; children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const context = React.useContext(I18nextContext);
  const scoped = React.useMemo(() => (i18n.language === language ? i18n : i18n.cloneInstance({ lng: language, initImmediate: false })), [i18n, language]);
  const value = React.useMemo(() => ({ ...context, language }), [context, language]);
  if (scoped === i18n && context.language === language) return <>{children}</>;
  return (
    <I18nextProvider i18n={scoped}>
      <I18nextContext.Provider value={value}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  );
}
