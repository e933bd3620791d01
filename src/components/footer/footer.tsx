import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { BRAND } from "../../config/site";
import { RouteLink } from "../route-link/route-link";
import { ExternalLink } from "../external-link/external-link";
import { NewsletterForm } from "../newsletter-form/newsletter-form";
import * as styles from "./footer.module.css";
import { StaticIsland } from "../static-island/static-island";

/** Footer link groups: route names of the table; labels are the pages' titles. */
export const FOOTER_GROUPS = [
  { label: "about", routes: ["about", "mission-profile", "community", "environmental-implication", "franchise", "careers"] },
  { label: "customers", routes: ["services", "promotions", "gift-certificates", "funding", "fleet-and-commercial-vehicle", "contacts"] },
  { label: "legal", routes: ["legal-information", "privacy-policy", "web-accessibility", "site-map"] },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer} aria-label={t("common:footer.label")}>
      <div className={`container ${styles.newsletter}`}>
        <NewsletterForm />
      </div>
      <StaticIsland name="footer-links">
        {() => (
          <>
            <div className={`container ${styles.grid}`}>
              {FOOTER_GROUPS.map((group) => (
                <section key={group.label} aria-labelledby={`footer-${group.label}`}>
                  <h2 id={`footer-${group.label}`} className={styles.heading}>
                    {t(`common:footer.${group.label}`)}
                  </h2>
                  <ul className={styles.list}>
                    {group.routes.map((route) => (
                      <li key={route}>
                        <RouteLink route={route} className={styles.link}>
                          {t(`pages:${route}.title`)}
                        </RouteLink>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              <section aria-labelledby="footer-social">
                <h2 id="footer-social" className={styles.heading}>
                  {t("common:footer.social")}
                </h2>
                <ul className={styles.list}>
                  {(["facebook", "youtube"] as const).map((network) => (
                    <li key={network}>
                      <ExternalLink className={styles.link} href={BRAND.socialLinks[network]}>
                        {t(`common:footer.${network}`)}
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
            <p className={`container ${styles.copyright}`}>{t("common:footer.copyright", { year: new Date().getFullYear() })}</p>
          </>
        )}
      </StaticIsland>
    </footer>
  );
}
