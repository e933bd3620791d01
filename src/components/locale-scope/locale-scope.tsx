import * as React from "react";
import { TranslatorProvider, useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";

/**
 * Renders its children in a language other than the page's: the page's
 * translator read in that language (the page must carry that language's
 * texts too), which links and useLocale follow. The 404 page needs it: the
 * browser shows the same not-found page data for every unknown address, and
 * the address says which language the visitor reads.
 */
export function LocaleScope({ language, children }: { language: Locale; children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const scoped = React.useMemo(() => i18n.inLanguage(language), [i18n, language]);
  if (scoped === i18n) return <>{children}</>;
  return <TranslatorProvider translator={scoped}>{children}</TranslatorProvider>;
}
