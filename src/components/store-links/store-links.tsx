import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import * as styles from "./store-links.module.css";

export interface StorePartner {
  name: string;
  logo?: string | null;
  url?: string | null;
}

export interface StoreSocialNetwork {
  type: string;
  url: string;
}

export interface StoreLinksProps {
  storeName: string;
  partners: readonly StorePartner[];
  socialNetworks: readonly StoreSocialNetwork[];
}

/**
 * A store's partners (insurers, local partners) and social networks, for the
 * store details page. Texts in locales/{lng}/store-links.json: the page's
 * query must include the "store-links" namespace. Renders nothing when the
 * store has neither.
 */
export function StoreLinks({ storeName, partners, socialNetworks }: StoreLinksProps) {
  const { t } = useTranslation();
  if (partners.length === 0 && socialNetworks.length === 0) return null;
  return (
    <div className={styles.links}>
      {partners.length > 0 && (
        <section aria-labelledby="store-partners">
          <h2 id="store-partners" className={styles.heading}>
            {t("store-links:partners")}
          </h2>
          <ul className={styles.partners}>
            {partners.map((partner) => {
              // A logo is a mark: its alt text names the partner, and the name is shown under it for everyone
              // (hidden from screen readers, which already read the alt text).
              const body = partner.logo ? (
                <span className={styles.withLogo}>
                  <img src={partner.logo} alt={partner.name} className={styles.logo} width={120} height={60} loading="lazy" />
                  <span aria-hidden="true" className={styles.partnerName}>
                    {partner.name}
                  </span>
                </span>
              ) : (
                partner.name
              );
              return (
                <li key={partner.name} className={styles.partner}>
                  {partner.url ? (
                    <a href={partner.url} target="_blank" rel="noopener noreferrer">
                      {body}
                      <span className="visually-hidden"> {t("common:footer.newWindow")}</span>
                    </a>
                  ) : (
                    body
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {socialNetworks.length > 0 && (
        <section aria-labelledby="store-social">
          <h2 id="store-social" className={styles.heading}>
            {t("store-links:social")}
          </h2>
          <ul className={styles.social}>
            {socialNetworks.map((network) => (
              <li key={network.url}>
                <a href={network.url} target="_blank" rel="noopener noreferrer" className={styles.network}>
                  {t("store-links:on", { store: storeName, network: t(`store-links:networks.${network.type}`) })}
                  <span className="visually-hidden"> {t("common:footer.newWindow")}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
