import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import type { Store } from "../../contract";
import { formatDistance, formatWholeKm } from "../../lib/distance";
import { directionsUrl } from "../../lib/maps";
import { useLocale } from "../../hooks/use-locale";
import { telHref, useStoreCard } from "../../hooks/use-store-card";
import { RouteLink } from "../route-link/route-link";
import { UniglassLogo, ZiebartLogo } from "../logo/logo";
import { OpenBadge, PendingBadge } from "../open-badge/open-badge";
import { StoreWeekHours } from "../store-hours/store-hours";
import { FavoriteStar } from "../favorite-star/favorite-star";
import { StoreOffers } from "../store-offers/store-offers";
import { RatingStars } from "../rating-stars/rating-stars";
import { formatRating, MAX_RATING } from "../../lib/ratings";
import * as styles from "./store-card.module.css";

/**
 * How the store name is shown on a store card: the page's main heading on
 * store details, a link to store details on locations, plain text elsewhere.
 */
/** The card's two requests, the estimate first (the card's primary action). */
const CARD_ACTIONS = [
  { key: "requestEstimate", action: "requestEstimate", className: "primary" },
  { key: "makeAppointment", action: "makeAppointment", className: "secondary" },
] as const;

export type StoreCardHeading = "main" | "link" | "text";

export interface StoreCardProps {
  store: Store;
  heading: StoreCardHeading;
  /** Level of the name's heading when it is not the main one. */
  headingLevel?: 2 | 3;
  /** Hide the shop's kind ("auto glass shop", a Ziebart shop's "vehicle protection shop"; service-category and home pages). */
  hideLabel?: boolean;
  /** Whether offers are enabled on this page (the view-offers link needs coupons too). */
  offersEnabled?: boolean;
  /** No view-location-details link (e.g. on store details itself). */
  suppressLinks?: boolean;
  /** The active store (highlighted; its marker too). */
  active?: boolean;
  /** Its number in a list, shown on the card and on the map's marker. */
  number?: number;
  /**
   * Only what identifies the shop (number, name and link, distance,
   * address), in the whole card's space: a list's cards far from the screen
   * wait as previews until the visitor comes near them. The whole card adds
   * its other parts after these, so the name's link, focused or not, stays
   * the same element.
   */
  preview?: boolean;
}

/**
 * A compact store card: logo, name, open status with the next change and
 * today's hours, distance and address on one line, the week's hours behind
 * a disclosure (the store page shows its table elsewhere, once), links and
 * the two actions. Its behaviour is the useStoreCard hook.
 */
export function StoreCard({
  store,
  heading,
  headingLevel = 2,
  hideLabel = false,
  offersEnabled = false,
  suppressLinks = false,
  active = false,
  number,
  preview = false,
}: StoreCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actions = useStoreCard(store);
  const [offersShown, setOffersShown] = React.useState(false);
  const offersRef = React.useRef<HTMLElement>(null);
  const offersId = `offers-${store.slug}`;
  const distance = formatDistance(store.distance, locale);
  const phone = store.trackingPhone || store.phone;
  const directions = directionsUrl(store);
  const main = heading === "main";
  const showOffersLink = offersEnabled && store.coupons.length > 0 && !offersShown;

  React.useEffect(() => {
    if (offersShown) offersRef.current?.focus();
  }, [offersShown]);

  const name =
    heading === "link" ? (
      <RouteLink route="store-details" params={{ slug: store.slug }} className={styles.nameLink} onClick={actions.trackProfile}>
        {store.name}
      </RouteLink>
    ) : (
      store.name
    );
  const Heading = main ? "h1" : (`h${headingLevel}` as const);

  return (
    <article className={styles.card} data-active={active || undefined} data-preview={preview || undefined} data-slug={store.slug} aria-label={store.name}>
      <div className={styles.top}>
        {number !== undefined && (
          <span className={styles.number} aria-hidden="true">
            {number}
          </span>
        )}
        {!preview && (
          <span className={styles.logo} role="img" aria-label={store.isZiebart ? t("stores:card.ziebartLogo") : t("stores:card.uniglassLogo")}>
            {store.isZiebart ? <ZiebartLogo className={styles.logoSvg} /> : <UniglassLogo className={styles.logoSvg} />}
          </span>
        )}
        {!preview && <FavoriteStar name={store.name} slug={store.slug} active={actions.isFavorite} onToggle={actions.toggleFavorite} />}
      </div>
      <Heading className={main ? styles.mainHeading : styles.heading}>
        {!hideLabel && (
          <span className={styles.label}>
            {t(store.isZiebart ? "stores:card.protectionShop" : "stores:card.autoGlassShop")}
            <span className="visually-hidden"> – </span>
          </span>
        )}
        <span className={styles.name}>{name}</span>
      </Heading>
      {!preview && <StoreRating store={store} />}
      {preview ? <PendingBadge /> : <OpenBadge hours={store.storesAvailabilities} timezone={store.timezone} />}
      <div className={styles.where}>
        {distance && (
          <span className={styles.distance}>
            <span className="visually-hidden">{t("stores:card.distance")} </span>
            {distance}
          </span>
        )}
        <address className={styles.address}>
          {store.streetAddress}, {store.city}, {store.state} {store.zipCode}
        </address>
      </div>
      {!preview && <StoreFeatures store={store} />}
      {!preview && (
        <>
          {!main && <StoreWeekHours hours={store.storesAvailabilities} isWorkdays={store.isWorkdays} isWeekends={store.isWeekends} />}
          <ul className={styles.links}>
            <li>
              <a href={telHref(phone)} aria-label={t("stores:card.call", { name: store.name, phone })} onClick={actions.trackPhone}>
                {phone}
              </a>
            </li>
            {directions && (
              <li>
                <a href={directions} target="_blank" rel="noopener noreferrer" onClick={actions.trackDirections}>
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
            {!suppressLinks && !main && (
              <li>
                <RouteLink
                  route="store-details"
                  params={{ slug: store.slug }}
                  aria-label={t("stores:card.detailsOf", { name: store.name })}
                  onClick={actions.trackProfile}
                >
                  {t("stores:card.details")}
                </RouteLink>
              </li>
            )}
          </ul>
          <div className={styles.actions}>
            {CARD_ACTIONS.map(({ key, action, className }) => (
              <button
                key={key}
                type="button"
                className={styles[className]}
                aria-label={t("stores:card.actionsOf", { action: t(`stores:card.${key}`), name: store.name })}
                onClick={actions[action]}
              >
                {t(`stores:card.${key}`)}
              </button>
            ))}
          </div>
          {offersShown && (
            <StoreOffers
              id={offersId}
              ref={offersRef}
              storeName={store.name}
              storeSlug={store.slug}
              coupons={store.coupons}
              titleLevel={main ? 2 : headingLevel === 2 ? 3 : 4}
            />
          )}
        </>
      )}
    </article>
  );
}

/**
 * The shop's average and number of reviews, a link to its reviews page read
 * out as "4,6 sur 5, 38 avis"; nothing for a shop without a review.
 */
function StoreRating({ store }: { store: Store }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (store.ratingAverage == null || !store.reviewCount) return null;
  const rating = formatRating(store.ratingAverage, locale);
  return (
    <RouteLink
      route="reviews"
      params={{ slug: store.slug }}
      className={styles.rating}
      aria-label={t("stores:card.rating", { rating, max: MAX_RATING, count: store.reviewCount })}
    >
      <span className={styles.ratingValue}>{rating}</span>
      <RatingStars rating={store.ratingAverage} decorative />
      <span>{t("stores:card.reviewCount", { count: store.reviewCount })}</span>
    </RouteLink>
  );
}

/** What the shop offers besides its bays: its technicians come to the driver (how far), it calibrates ADAS cameras. */
function StoreFeatures({ store }: { store: Store }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const radius = store.mobileService?.radiusKm;
  if (!radius && !store.adasCalibration) return null;
  return (
    <ul className={styles.features} aria-label={t("stores:card.features")}>
      {radius && <li>{t("stores:card.mobileService", { radius: formatWholeKm(radius, locale) })}</li>}
      {store.adasCalibration && <li>{t("stores:card.adasCalibration")}</li>}
    </ul>
  );
}
