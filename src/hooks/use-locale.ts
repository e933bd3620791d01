import * as React from "react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../config/site";

/**
 * The page's locale, typed. Read from the i18n plugin's context, which holds
 * the page's language: the plugin's useI18next() would also set up a
 * translation function and navigation helpers on every call, which cost a
 * page with a list of shop cards about 20 ms of a phone's hydration.
 */
export function useLocale(): Locale {
  const { language } = React.useContext(I18nextContext);
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}
