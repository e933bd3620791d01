import { DEFAULT_LOCALE, LOCALES, type Locale } from "../config/site";
import { useTranslation } from "./use-translation";

/** The page's locale, typed: the language of the page's translator. */
export function useLocale(): Locale {
  const { language } = useTranslation().i18n;
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}
