import * as React from "react";
import { navigate } from "gatsby";
import { useLocation } from "@gatsbyjs/reach-router";
import { useTranslation } from "../../hooks/use-translation";
import type { Store } from "../../contract";
import { buildPath } from "../../config/routes";
import { useLocale } from "../../hooks/use-locale";
import { carriedParams, withCarriedParams } from "../../lib/carried-query";
import { directionsUrl, mapsKey, staticMapUrl } from "../../lib/maps";
import { slugFromQuery } from "../../lib/store-search";
import { track } from "../../lib/analytics";
import { LIMITS } from "../../config/site";
import { writeStoreCookie } from "../../state/store-cookies";
import { Breadcrumbs } from "../breadcrumbs/breadcrumbs";
import { RouteLink } from "../route-link/route-link";
import { StoreCard } from "../store-card/store-card";
import { StoreHours } from "../store-hours/store-hours";
import { StoreMap, storeMarker } from "../store-map/store-map";
import { StaticIsland } from "../static-island/static-island";
import * as styles from "./store-details.module.css";

export interface StoreDetailsProps {
  store: Store;
  pathname: string;
  /** The service categories the shop offers. */
  services: readonly { slug: string; name: string }[];
  /** A job category with openings at the shop, for its jobs page (null: none). */
  jobCategory: string | null;
  /** Whether the shop has reviews (its reviews page exists only then). */
  hasReviews: boolean;
  /** More about the shop (partners, social networks), shown after its links. */
  children?: React.ReactNode;
}

/** Width of the store page's keyless map, in km: wide enough to show the shop's region (its coast, its river), not a blank square. */
const STORE_MAP_WIDTH_KM = 360;

/**
 * A store's page: its card; beside it on a wide screen (after it on a phone),
 * where it is; then its week, its services, its links and what the page
 * adds (partners, social networks).
 */
export function StoreDetails({ store, pathname, services, jobCategory, hasReviews, children }: StoreDetailsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const key = mapsKey();
  const mapImage = staticMapUrl(store, key, locale);
  const directions = directionsUrl(store);
  const { width, height } = LIMITS.staticMap;
  const address = `${store.streetAddress}, ${store.city}, ${store.state} ${store.zipCode}`;
  const marker = storeMarker(store);

  React.useEffect(() => {
    // `?slug=X` leads to that store's page; otherwise this visit is the last-visited store.
    const slug = slugFromQuery(location.search);
    if (slug && slug !== store.slug) {
      void navigate(withCarriedParams(buildPath("store-details", locale, { slug }), carriedParams(location.search)), { replace: true });
      return;
    }
    writeStoreCookie("lastVisitedStore", store.slug);
  }, [location.search, locale, store.slug]);

  return (
    <div className="container">
      <Breadcrumbs
        crumbs={[
          { title: t("pages:locations.title"), pathname: buildPath("locations", locale) },
          { title: store.name, pathname },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.card}>
          <StoreCard store={store} heading="main" offersEnabled suppressLinks />
        </div>
        <section aria-labelledby="store-location" className={`${styles.section} ${styles.location}`}>
          <h2 id="store-location" className={styles.heading}>
            {t("stores:details.location")}
          </h2>
          {mapImage ? (
            <img className={styles.map} src={mapImage} width={width} height={height} alt={t("stores:details.map", { name: store.name })} />
          ) : (
            marker && <StoreMap markers={[marker]} caption={t("stores:map.store", { name: store.name, address })} minWidthKm={STORE_MAP_WIDTH_KM} />
          )}
          <address className={styles.address}>
            {store.name}
            <br />
            {store.streetAddress}
            <br />
            {store.city}, {store.state} {store.zipCode}
          </address>
          {directions && (
            <a
              className={styles.directions}
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track({ event: "directions_click", storeSlug: store.slug })}
            >
              {t("stores:card.directions")}
              <span className="visually-hidden"> {t("stores:card.newTab")}</span>
            </a>
          )}
        </section>
        <div className={styles.details}>
          <IslandPart name="store-week" title={t("stores:card.hours")}>
            {() => <StoreHours hours={store.storesAvailabilities} isWorkdays={store.isWorkdays} isWeekends={store.isWeekends} />}
          </IslandPart>
          {services.length > 0 && (
            <IslandPart name="store-services" title={t("stores:details.services")}>
              {() => (
                <ul className={styles.services}>
                  {services.map((service) => (
                    <li key={service.slug}>
                      <RouteLink route="service-category" params={{ slug: service.slug }}>
                        {service.name}
                      </RouteLink>
                    </li>
                  ))}
                </ul>
              )}
            </IslandPart>
          )}
          <IslandPart name="store-more" as="nav" title={t("stores:details.moreLinks")}>
            {() => (
              <ul className={styles.services}>
                {hasReviews && (
                  <li>
                    <RouteLink route="reviews" params={{ slug: store.slug }}>
                      {t("stores:details.reviews")}
                    </RouteLink>
                  </li>
                )}
                <li>
                  {jobCategory ? (
                    <RouteLink route="job" params={{ slug: store.slug, category: jobCategory }}>
                      {t("stores:details.jobs")}
                    </RouteLink>
                  ) : (
                    <RouteLink route="careers">{t("pages:careers.title")}</RouteLink>
                  )}
                </li>
              </ul>
            )}
          </IslandPart>
          {children}
        </div>
      </div>
    </div>
  );
}

/** A titled part of the page that keeps its built HTML (a static island, named after its heading's id). */
function IslandPart({ name, as = "section", title, children }: { name: string; as?: "section" | "nav"; title: string; children: () => React.ReactNode }) {
  return (
    <StaticIsland as={as} name={name} aria-labelledby={name} className={styles.section}>
      {() => (
        <>
          <h2 id={name} className={styles.heading}>
            {title}
          </h2>
          {children()}
        </>
      )}
    </StaticIsland>
  );
}
