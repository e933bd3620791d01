import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { ExternalLink } from "../external-link/external-link";
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
        <LinkList id="store-partners" title={t("store-links:partners")} className={styles.partners}>
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
                {partner.url ? <ExternalLink href={partner.url}>{body}</ExternalLink> : body}
              </li>
            );
          })}
        </LinkList>
      )}
      {socialNetworks.length > 0 && (
        <LinkList id="store-social" title={t("store-links:social")} className={styles.social}>
          {socialNetworks.map((network) => (
            <li key={network.url}>
              <ExternalLink href={network.url} className={styles.network}>
                {t("store-links:on", { store: storeName, network: t(`store-links:networks.${network.type}`) })}
              </ExternalLink>
            </li>
          ))}
        </LinkList>
      )}
    </div>
  );
}

/** One titled list of the store's links. */
function LinkList({ id, title, className, children }: { id: string; title: string; className: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={className}>{children}</ul>
    </section>
  );
}
