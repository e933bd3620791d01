import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { Accordion, type AccordionItem } from "../accordion/accordion";
import { Breadcrumbs, type Crumb } from "../breadcrumbs/breadcrumbs";
import { HtmlContent } from "../html-content/html-content";
import { isImageUrl } from "../../lib/service-content";
import { InternalLink, RouteLink } from "../route-link/route-link";
import { NearbyShops } from "../nearby-shops/nearby-shops";
import { ServicePanel } from "../service-panel/service-panel";
import * as styles from "./service-details.module.css";
import { LARGEST_PAINT_IMAGE } from "../../lib/image-priority";

export interface LinkItem {
  key: string;
  title: string;
  href: string;
  /** A second line (a shop's city). */
  detail?: string;
}

export interface ServiceDetailsProps {
  title: string;
  /** The service's picture (800×500); beside the title it names, it is decorative. */
  image?: string | null;
  /** Sanitized HTML. */
  description: string;
  /** Optional: some service pages show no breadcrumbs. */
  crumbs?: Crumb[];
  accordion?: readonly AccordionItem[];
  /** The other services of the category. */
  services?: readonly LinkItem[];
  categoryName?: string;
  /** Slug of the service's category: the shops offering it nearest to the visitor are listed. */
  category?: string;
  /** The side panel's store card without the "auto glass shop" label. */
  hideLabel?: boolean;
  children?: React.ReactNode;
}

/** A service page (also the service-category page): content on the left, the side panel on the right. */
export function ServiceDetails({
  title,
  image,
  description,
  crumbs,
  accordion = [],
  services = [],
  categoryName,
  category,
  hideLabel = false,
  children,
}: ServiceDetailsProps) {
  const { t } = useTranslation();
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.main}>
        {crumbs && <Breadcrumbs crumbs={crumbs} />}
        <h1 className={styles.title}>{title}</h1>
        {isImageUrl(image) && <img className={styles.picture} src={image} alt="" width={800} height={500} {...LARGEST_PAINT_IMAGE} />}
        <HtmlContent html={description} className={styles.description} />
        <p className={styles.actions}>
          <RouteLink route="locations" className={styles.cta}>
            {t("services:details.cta")}
          </RouteLink>
        </p>
        {children}
        {accordion.length > 0 && (
          <section className={styles.section} aria-labelledby="service-faq">
            <h2 id="service-faq">{t("services:details.faq")}</h2>
            <Accordion items={accordion} />
          </section>
        )}
        {services.length > 0 && (
          <section className={styles.section} aria-labelledby="service-items">
            <h2 id="service-items">{t("services:details.otherServices", { name: categoryName ?? title })}</h2>
            <ul className={styles.items}>
              {services.map((item) => (
                <li key={item.key}>
                  <InternalLink to={item.href}>{item.title}</InternalLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        {category && <NearbyShops category={category} />}
      </div>
      <ServicePanel hideLabel={hideLabel} />
    </div>
  );
}
