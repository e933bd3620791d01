import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { BREAKPOINTS } from "../../config/site";
import { useFavoriteStore } from "../../hooks/use-favorite-store";
import { useLocale } from "../../hooks/use-locale";
import { useMediaQuery } from "../../hooks/use-media-query";
import { useStoreSearch } from "../../hooks/use-store-search";
import { searchFromQuery, type StoreSearch } from "../../lib/store-search";
import { track } from "../../lib/analytics";
import { useAppDispatch } from "../../state/app-state";
import { LocationSearchBox } from "../location-search-box/location-search-box";
import { LazyStoreCard, preloadStoreCard } from "../store-card/lazy-store-card";
import { LazyPart } from "../lazy-part/lazy-part";
import * as styles from "./service-panel.module.css";

// Shown only to visitors with a favourite shop (a cookie and an API call): not part of the page's first load.
const loadStoreOffers = () => import("../store-offers/store-offers");
const StoreOffersChunk = React.lazy(() => loadStoreOffers().then((module) => ({ default: module.StoreOffers })));

/** Sticky from the desktop breakpoint (992 px), 20 px from the top; not sticky at 991 px and below, where it follows the content. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`;

/**
 * The side panel of service pages: the favourite
 * store's card with its offers shown, or a postal-code form whose find button looks
 * up the nearest shop and opens the estimate request for it.
 */
export function ServicePanel({ hideLabel = false }: { hideLabel?: boolean }) {
  const { t } = useTranslation();
  const { slug, store } = useFavoriteStore();
  React.useEffect(() => {
    if (slug) {
      preloadStoreCard();
      void loadStoreOffers();
    }
  }, [slug]);
  const sticky = useMediaQuery(DESKTOP_QUERY);
  const offersId = React.useId();
  return (
    <aside
      className={styles.panel}
      aria-label={t("services:details.panel")}
      data-sticky={sticky || undefined}
      style={sticky ? { position: "sticky", top: BREAKPOINTS.stickyOffset } : undefined}
    >
      {store ? (
        <>
          <h2 className={styles.title}>{t("services:details.panelFavorite")}</h2>
          {/* The favourite's offers show at once: the visitor chose this shop, no "view offers" click needed. */}
          <LazyStoreCard store={store} heading="text" headingLevel={3} hideLabel={hideLabel} />
          {store.coupons.length > 0 && (
            <LazyPart>
              <StoreOffersChunk id={offersId} storeName={store.name} storeSlug={store.slug} coupons={store.coupons} titleLevel={3} />
            </LazyPart>
          )}
          <BookAtFavorite slug={store.slug} name={store.name} />
        </>
      ) : (
        <NearestEstimate />
      )}
    </aside>
  );
}

/** The favourite shop's booking, offered beside its card: "open appointment form" with its slug. */
function BookAtFavorite({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className={styles.book}
      onClick={() => {
        track({ event: "open_appointment_form", storeSlug: slug });
        dispatch({ type: "forms/appointment", active: true, slug });
      }}
    >
      {t("services:details.panelBook", { name })}
    </button>
  );
}

/** Postal code → the nearest shop → "open estimate form" for it (the form itself listens to the state). */
export function NearestEstimate() {
  const { t } = useTranslation();
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [search, setSearch] = React.useState<StoreSearch | null>(null);
  const [attempt, setAttempt] = React.useState(0);
  const { result } = useStoreSearch(search, locale);
  const nearest = result.status === "done" ? (result.stores[0] ?? null) : null;

  React.useEffect(() => {
    if (nearest) dispatch({ type: "forms/estimate", active: true, slug: nearest.slug });
  }, [nearest, attempt, dispatch]);

  return (
    <div className={styles.estimate}>
      {/* Beside the content (a desktop): a postal-code box that finds the nearest shop. Under the content (narrower
          screens), the page's "where to get this service" box comes just before: a button opens the estimate
          request instead of a second, identical box (the visitor picks the shop in the form). */}
      <div className={styles.wide}>
        <LocationSearchBox
          title={t("services:details.estimateTitle")}
          withGeolocation={false}
          onSearch={(href) => {
            setSearch(searchFromQuery(new URL(href, "http://localhost").search));
            setAttempt((n) => n + 1);
          }}
        />
        <p className={styles.status} role="status">
          {result.status === "loading" && t("services:details.searching")}
          {nearest && t("services:details.nearest", { name: nearest.name })}
          {result.status === "done" && !nearest && search?.kind === "key" && t("services:details.noStore", { query: search.key })}
          {result.status === "error" && t(`error:${result.error.key}`)}
        </p>
      </div>
      <div className={styles.narrow}>
        <h2 className={styles.title}>{t("services:details.estimateHeading")}</h2>
        <button type="button" className={styles.book} onClick={() => dispatch({ type: "forms/estimate", active: true, slug: null })}>
          {t("services:details.estimateOpen")}
        </button>
      </div>
    </div>
  );
}
