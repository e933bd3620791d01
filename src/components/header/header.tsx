import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { BRAND, type Locale } from "../../config/site";
import { RouteLink } from "../route-link/route-link";
import { UniglassLogo } from "../logo/logo";
import { LanguageSwitcher } from "../language-switcher/language-switcher";
import { StaticIsland } from "../static-island/static-island";
import * as styles from "./header.module.css";

/** Main navigation: route names of the table, labels in common:nav. */
export const MAIN_NAV = [
  { route: "services", label: "services" },
  { route: "quote", label: "quote" },
  { route: "locations", label: "locations" },
  { route: "promotions", label: "promotions" },
  { route: "fleet-and-commercial-vehicle", label: "fleet" },
  { route: "careers", label: "careers" },
  { route: "blog", label: "blog" },
  { route: "contacts", label: "contacts" },
] as const;

export interface HeaderProps {
  locale: Locale;
  alternates: Record<Locale, string>;
  routeName: string;
}

export function Header({ locale, alternates, routeName }: HeaderProps) {
  const { t } = useTranslation();
  const [open, setOpen] = React.useState(false);
  const menuButton = React.useRef<HTMLButtonElement>(null);
  // Escape closes the open menu from anywhere in the page and gives the focus back to its button.
  React.useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const phoneHref = `tel:+${BRAND.phone.replace(/\D/g, "")}`;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <RouteLink route="index" className={styles.logo} aria-label={t("common:header.home")}>
          <UniglassLogo />
        </RouteLink>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((value) => !value)}
        >
          {/* Both labels take the same cell: the button keeps the width of the longer one and never moves when its label changes. */}
          <span className={styles.menuLabel} hidden={open}>
            {t("common:header.menu")}
          </span>
          <span className={styles.menuLabel} hidden={!open}>
            {t("common:header.closeMenu")}
          </span>
        </button>
        <nav id="main-nav" className={styles.nav} data-open={open} aria-label={t("common:header.mainNav")}>
          {/* The links are plain anchors in the built HTML until the page changes (see StaticIsland). */}
          <StaticIsland as="ul" name="main-nav" className={styles.list}>
            {() =>
              MAIN_NAV.map((item) => (
                <li key={item.route}>
                  <RouteLink route={item.route} className={styles.link} aria-current={item.route === routeName ? "page" : undefined}>
                    {t(`common:nav.${item.label}`)}
                  </RouteLink>
                </li>
              ))
            }
          </StaticIsland>
        </nav>
        <div className={styles.tools}>
          <a className={styles.phone} href={phoneHref} aria-label={t("common:header.callUs", { phone: BRAND.phone })}>
            {BRAND.phone}
          </a>
          <LanguageSwitcher locale={locale} alternates={alternates} />
        </div>
        {/* Parsed last: until it is, the row is hidden rather than painted half-built (see the styles). */}
        <span className={styles.end} data-header-end="" hidden />
      </div>
    </header>
  );
}
