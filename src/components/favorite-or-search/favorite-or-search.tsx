import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { useFavoriteStore } from "../../hooks/use-favorite-store";
import { LocationSearchBox } from "../location-search-box/location-search-box";
import { LazyStoreCard, preloadStoreCard } from "../store-card/lazy-store-card";
import * as styles from "./favorite-or-search.module.css";

/** Under the home hero: the favourite store's card when one is set, else the postal-code search box. */
export function FavoriteOrSearch() {
  const { t } = useTranslation();
  const { slug, store } = useFavoriteStore();
  React.useEffect(() => {
    if (slug) preloadStoreCard();
  }, [slug]);
  return (
    <div className={styles.box}>
      {store ? (
        <section aria-label={t("stores:card.favoriteTooltipRemove")}>
          <LazyStoreCard store={store} heading="text" hideLabel offersEnabled />
        </section>
      ) : (
        <LocationSearchBox title={t("stores:search.estimateTitle")} withGeolocation={false} />
      )}
    </div>
  );
}
