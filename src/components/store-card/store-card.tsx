import * as React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Store } from "../../contract";
import { formatDistance } from "../../lib/distance";
import { directionsUrl } from "../../lib/maps";
import { track } from "../../lib/analytics";
import { useLocale } from "../../hooks/use-locale";
import { useFavoriteStore } from "../../hooks/use-favorite-store";
import { useAppDispatch } from "../../state/app-state";
import { writeStoreCookie } from "../../state/store-cookies";
import { RouteLink } from "../route-link/route-link";
import { UniglassLogo, ZiebartLogo } from "../logo/logo";
import { OpenBadge } from "../open-badge/open-badge";
import { StoreHours } from "../store-hours/store-hours";
import { FavoriteStar } from "../favorite-star/favorite-star";
import { StoreOffers } from "../store-offers/store-offers";
import * as styles from "./store-card.module.css";

/**
 * How the store name is shown (SPEC "Store card"): the page's main heading on
 * store details, a link to store details on locations, plain text elsewhere.
 */
export type StoreCardHeading = "main" | "link" | "text";

export interface StoreCardProps {
  store: Store;
  heading: StoreCardHeading;
  /** Level of the name's heading when it is not the main one. */
  headingLevel?: 2 | 3;
  /** Hide the "auto glass shop" label (service-category and home pages). */
  hideLabel?: boolean;
  /** Whether offers are enabled on this page (the view-offers link needs coupons too). */
  offersEnabled?: boolean;
  /** No view-location-details link (e.g. on store details itself). */
  suppressLinks?: boolean;
  /** The active store (highlighted; its marker too). */
  active?: boolean;
  /** Clicking the card selects it as the active store. */
  onSelect?: (slug: string) => void;
}

function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

export function StoreCard({
  store,
  heading,
  headingLevel = 2,
  hideLabel = false,
  offersEnabled = false,
  suppressLinks = false,
  active = false,
  onSelect,
}: StoreCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const favorite = useFavoriteStore();
  const [offersShown, setOffersShown] = React.useState(false);
  const offersRef = React.useRef<HTMLElement>(null);
  const offersId = `offers-${store.slug}`;
  const distance = formatDistance(store.distance, locale);
  const phone = store.trackingPhone || store.phone;
  const directions = directionsUrl(store);
  const isFavorite = favorite.slug === store.slug;
  const showOffersLink = offersEnabled && store.coupons.length > 0 && !offersShown;

  React.useEffect(() => {
    if (offersShown) offersRef.current?.focus();
  }, [offersShown]);

  const label = hideLabel ? null : (
    <span className={styles.label}>
      {t("stores:card.autoGlassShop")}
      <span className="visually-hidden"> – </span>
    </span>
  );
  const name =
    heading === "link" ? (
      <RouteLink
        route="store-details"
        params={{ slug: store.slug }}
        className={styles.nameLink}
        onClick={() => track({ event: "store_profile_click", storeSlug: store.slug })}
      >
        {store.name}
      </RouteLink>
    ) : (
      store.name
    );
  const Heading = heading === "main" ? "h1" : (`h${headingLevel}` as "h2" | "h3");

  return (
    <article
      className={styles.card}
      data-active={active || undefined}
      data-slug={store.slug}
      aria-label={store.name}
      onClick={() => onSelect?.(store.slug)}
      onFocus={() => onSelect?.(store.slug)}
    >
      <div className={styles.top}>
        <span className={styles.logo} role="img" aria-label={store.isZiebart ? t("stores:card.ziebartLogo") : t("stores:card.uniglassLogo")}>
          {store.isZiebart ? <ZiebartLogo className={styles.logoSvg} /> : <UniglassLogo className={styles.logoSvg} />}
        </span>
        <FavoriteStar name={store.name} slug={store.slug} active={isFavorite} onToggle={() => favorite.toggle(store.slug)} />
      </div>
      <Heading className={heading === "main" ? styles.mainHeading : styles.heading}>
        {label}
        <span className={styles.name}>{name}</span>
      </Heading>
      <OpenBadge hours={store.storesAvailabilities} timezone={store.timezone} />
      {distance && (
        <p className={styles.distance}>
          <span className="visually-hidden">{t("stores:card.distance")} </span>
          {distance}
        </p>
      )}
      <address className={styles.address}>
        {store.streetAddress}
        <br />
        {store.city}, {store.state} {store.zipCode}
      </address>
      <StoreHours hours={store.storesAvailabilities} isWorkdays={store.isWorkdays} isWeekends={store.isWeekends} />
      <ul className={styles.links}>
        <li>
          <a
            href={telHref(phone)}
            aria-label={t("stores:card.call", { name: store.name, phone })}
            onClick={() => track({ event: "phone_click", storeSlug: store.slug })}
          >
            {phone}
          </a>
        </li>
        {directions && (
          <li>
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track({ event: "directions_click", storeSlug: store.slug })}
            >
              {t("stores:card.directions")}
              <span className="visually-hidden"> {t("stores:card.newTab")}</span>
            </a>
          </li>
        )}
        {showOffersLink && (
          <li>
            <button type="button" className={styles.linkButton} aria-controls={offersId} aria-expanded={false} onClick={() => setOffersShown(true)}>
              {t("stores:card.viewOffers")}
            </button>
          </li>
        )}
        {!suppressLinks && heading !== "main" && (
          <li>
            <RouteLink
              route="store-details"
              params={{ slug: store.slug }}
              aria-label={t("stores:card.detailsOf", { name: store.name })}
              onClick={() => track({ event: "store_profile_click", storeSlug: store.slug })}
            >
              {t("stores:card.details")}
            </RouteLink>
          </li>
        )}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          aria-label={t("stores:card.actionsOf", { action: t("stores:card.requestEstimate"), name: store.name })}
          onClick={() => {
            writeStoreCookie("requestEstimateStore", store.slug);
            track({ event: "open_estimate_form", storeSlug: store.slug });
            dispatch({ type: "forms/estimate", active: true, slug: store.slug });
          }}
        >
          {t("stores:card.requestEstimate")}
        </button>
        <button
          type="button"
          className={styles.secondary}
          aria-label={t("stores:card.actionsOf", { action: t("stores:card.makeAppointment"), name: store.name })}
          onClick={() => {
            track({ event: "open_appointment_form", storeSlug: store.slug });
            dispatch({ type: "forms/appointment", active: true, slug: store.slug });
          }}
        >
          {t("stores:card.makeAppointment")}
        </button>
      </div>
      {offersShown && <StoreOffers id={offersId} ref={offersRef} storeName={store.name} storeSlug={store.slug} coupons={store.coupons} titleLevel={heading === "main" ? 2 : headingLevel === 2 ? 3 : 4} />}
    </article>
  );
}
