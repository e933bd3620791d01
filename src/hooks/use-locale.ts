import { useI18next } from "gatsby-plugin-react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../config/site";

/** The page's locale, typed. */
export function useLocale(): Locale {
  const { language } = useI18next();
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}
