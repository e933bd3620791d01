import * as React from "react";
import { createTranslator, type Translate, type Translator } from "../lib/translate";

/**
 * The page's translator, given by the page's wrapper
 * (src/components/page-translations/page-translations.tsx) from the bundles
 * its query carries. Outside any provider (a part rendered alone), texts
 * show their keys.
 */
export const TranslatorContext = React.createContext<Translator>(createTranslator({}, "fr"));

export function TranslatorProvider({ translator, children }: { translator: Translator; children: React.ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** `t` translates "namespace:key.path" with {{values}} and `count`; `i18n` is the translator (its language, its bundles). */
export function useTranslation(): { t: Translate; i18n: Translator } {
  const translator = React.useContext(TranslatorContext);
  return React.useMemo(() => ({ t: translator.t, i18n: translator }), [translator]);
}
