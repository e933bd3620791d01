import * as React from "react";
import { useTranslation } from "gatsby-plugin-react-i18next";
import type { Store } from "../../contract";
import type { StoreSearch } from "../../lib/store-search";
import { mapsKey } from "../../lib/maps";
import { useLocale } from "../../hooks/use-locale";
import { useStoreSearch } from "../../hooks/use-store-search";
import { writeStoreCookie } from "../../state/store-cookies";
import { StoreCard } from "../store-card/store-card";
import * as styles from "./store-finder.module.css";

const StoresMap = React.lazy(() => import("../stores-map/stores-map"));

export interface StoreFinderProps {
  search: StoreSearch;
}

/** The search results: loading, error, empty, or the store cards sorted by distance (with a map when maps are on). */
export function StoreFinder({ search }: StoreFinderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const result = useStoreSearch(search, locale);
  const [activeSlug, setActiveSlug] = React.useState<string | null>(null);
  const key = mapsKey();
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  const select = React.useCallback((slug: string) => {
    setActiveSlug((current) => {
      if (current !== slug) writeStoreCookie("findByLocationStore", slug);
      return slug;
    });
  }, []);

  const selectFromMap = (slug: string) => {
    select(slug);
    document.querySelector(`[data-slug="${CSS.escape(slug)}"]`)?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  };

  const title = search.kind === "key" ? t("stores:finder.resultsFor", { query: search.key }) : t("stores:finder.resultsNearYou");
  const stores: Store[] = result.status === "done" ? result.stores : [];

  return (
    <section className={styles.finder} aria-labelledby="finder-title" aria-busy={result.status === "loading"}>
      <h2 id="finder-title" ref={headingRef} className={styles.title}>
        {title}
      </h2>
      <div role="status" className={styles.status}>
        {result.status === "loading" && <p>{t("stores:finder.loading")}</p>}
        {result.status === "done" && stores.length > 0 && <p>{t("stores:finder.resultCount", { count: stores.length })}</p>}
        {result.status === "done" && stores.length === 0 && (
          <p className={styles.empty}>
            {search.kind === "key" ? t("stores:finder.empty", { query: search.key }) : t("stores:finder.emptyPosition")}
          </p>
        )}
      </div>
      {result.status === "error" && (
        <p role="alert" className={styles.error}>
          {t(`error:${result.error.key}`)}
        </p>
      )}
      {result.status === "done" && result.fallback && stores.length > 0 && (
        <p className={styles.fallback} data-testid="finder-fallback">
          {t("stores:finder.fallback")}
        </p>
      )}
      {stores.length > 0 && (
        <div className={key ? styles.withMap : undefined}>
          <ol className={styles.results} aria-label={t("stores:finder.results")}>
            {stores.map((store) => (
              <li key={store.slug}>
                <StoreCard
                  store={store}
                  heading="link"
                  headingLevel={3}
                  offersEnabled
                  active={store.slug === activeSlug}
                  onSelect={select}
                />
              </li>
            ))}
          </ol>
          {key && (
            <React.Suspense fallback={null}>
              <StoresMap
                apiKey={key}
                language={locale}
                label={t("stores:finder.map")}
                stores={stores}
                activeSlug={activeSlug}
                onSelect={selectFromMap}
              />
            </React.Suspense>
          )}
        </div>
      )}
    </section>
  );
}
