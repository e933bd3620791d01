import * as React from "react";
import { useLocation } from "@gatsbyjs/reach-router";
import { useTranslation } from "../../hooks/use-translation";
import { LANGUAGE_TAGS, LOCALES, type Locale } from "../../config/site";
import { useMounted } from "../../hooks/use-mounted";
import * as styles from "./language-switcher.module.css";

export interface LanguageSwitcherProps {
  locale: Locale;
  /** The same page in every locale (from the page context). */
  alternates: Record<Locale, string>;
}

/** Goes to the same page in the other language, query string kept. */
export function LanguageSwitcher({ locale, alternates }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const mounted = useMounted();
  const search = mounted ? location.search : "";
  const others = LOCALES.filter((lng) => lng !== locale);
  return (
    <>
      {others.map((lng) => (
        <a
          key={lng}
          className={styles.switcher}
          href={`${alternates[lng]}${search}`}
          data-site-link=""
          hrefLang={LANGUAGE_TAGS[lng]}
          lang={LANGUAGE_TAGS[lng]}
          aria-label={t("common:language.switchToLong")}
        >
          {t("common:language.switchTo")}
        </a>
      ))}
    </>
  );
}
