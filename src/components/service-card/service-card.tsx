import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Locale } from "../../config/site";
import { isImageUrl, summaryOf } from "../../lib/service-content";
import { servicePath } from "../../lib/service-links";
import { InternalLink } from "../route-link/route-link";
import * as styles from "./service-card.module.css";

/** Size of the service and category images of the API (every image carries width and height, so nothing shifts as it loads). */
export const SERVICE_IMAGE = { width: 800, height: 500 } as const;

export interface ServiceCardProps {
  title: string;
  /** Text or HTML; shown cut to 300 characters plus an ellipsis. */
  summary: string;
  image?: string | null;
  /** Alt text of the image; by default the title (translated by the API). */
  imageAlt?: string;
  href: string;
  headingLevel?: 2 | 3;
  /** Below the fold: the image loads lazily. */
  lazy?: boolean;
  /** The link's text, when not "Learn more". */
  linkLabel?: string | null;
  /** A line under the title (a promotion's end date). */
  meta?: string;
}

/** A service, category, featured service or promotion in a list. */
export function ServiceCard({ title, summary, image, imageAlt, href, headingLevel = 3, lazy = true, linkLabel, meta }: ServiceCardProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {isImageUrl(image) && (
        <img
          className={styles.image}
          src={image}
          width={SERVICE_IMAGE.width}
          height={SERVICE_IMAGE.height}
          alt={imageAlt ?? title}
          loading={lazy ? "lazy" : "eager"}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {meta && <p className={styles.meta}>{meta}</p>}
        <p className={styles.summary}>{summaryOf(summary)}</p>
        {/* The card's name in the link's own text (hidden), not in aria-label: screen readers,
            voice control and translation tools all get "Learn more – <name>" (Lighthouse link-text). */}
        <InternalLink to={href} className={styles.link}>
          {linkLabel ?? t("services:list.learnMore")}
          <span className="visually-hidden"> – {title}</span>
        </InternalLink>
      </div>
    </article>
  );
}

/** A list of cards in a responsive grid. */
export function ServiceGrid({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {React.Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}

/** The services of a category as cards, each linking to its page. */
export function CategoryServices({
  locale,
  categorySlug,
  services,
  label,
}: {
  locale: Locale;
  categorySlug: string;
  services: readonly { slug: string; name: string; summary: string; image?: string | null }[];
  label?: string;
}) {
  return (
    <ServiceGrid label={label}>
      {services.map((service) => (
        <ServiceCard
          key={service.slug}
          title={service.name}
          summary={service.summary}
          image={service.image}
          href={servicePath(locale, categorySlug, service.slug)}
        />
      ))}
    </ServiceGrid>
  );
}
