import * as React from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "../../hooks/use-translation";
import type { Store } from "../../contract";
import { FINDER } from "../../config/site";
import { formatDistance, formatWholeKm } from "../../lib/distance";
import { locationsPath, type StoreSearch } from "../../lib/store-search";
import { filtersOf, type StoreFilters } from "../../lib/store-filters";
import { carriedParams } from "../../lib/carried-query";
import { navigate } from "gatsby";
import { FinderFilters } from "./finder-filters";
import { mapsKey } from "../../lib/maps";
import { useLocale } from "../../hooks/use-locale";
import { useStoreSearch } from "../../hooks/use-store-search";
import { writeStoreCookie } from "../../state/store-cookies";
import { yieldToMain } from "../../lib/yield-to-main";
import { useNearViewport } from "../../hooks/use-near-viewport";
import { StoreCard } from "../store-card/store-card";
import { StoreMap, type MapMarker } from "../store-map/store-map";
import { FinderFrame, finderTitle } from "./finder-frame";
import { LazyPart } from "../lazy-part/lazy-part";
import * as styles from "./store-finder.module.css";

const StoresMap = React.lazy(() => import("../stores-map/stores-map"));

export interface StoreFinderProps {
  search: StoreSearch;
}

const CARD_ID = "store-";
/**
 * A search's results render in steps, each in a task of its own: a phone
 * counts every task over 50 ms as time the page does not answer, and ten
 * whole cards with the map in one task was the longest task of a search.
 * First the first cards whole (all a phone's screen shows of the list), then
 * every other shop as a preview (number, name and link, distance, address)
 * that becomes the whole card when the visitor comes near it, scrolls to it
 * or moves the focus into it, then the map once the list is complete and
 * the map near the screen. The count, the list's headings and its links are
 * all there from the second step; nothing above the visitor's place moves.
 */
const FIRST_CARDS = 2;
/** The keyless map is framed on the results (and the searched place), down to this width in km. */
const FINDER_MAP_MIN_KM = 6;
const slugOf = (target: EventTarget | null) => (target instanceof Element ? (target.closest<HTMLElement>("[data-slug]")?.dataset.slug ?? null) : null);

/**
 * The search results: the shops within the radius, nearest first, a page at
 * a time with "show more" (the focus goes to the first new shop, the count is
 * announced), or the nearest few with how far the nearest is; numbered cards
 * beside a map with the same numbers (Google's with a maps key, else the
 * keyless one).
 */
export function StoreFinder({ search }: StoreFinderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { result, showMore } = useStoreSearch(search, locale);
  const [activeSlug, setActiveSlug] = React.useState<string | null>(null);
  const key = mapsKey();
  const listRef = React.useRef<HTMLOListElement>(null);
  const focusFrom = React.useRef<number | null>(null);

  const stores: Store[] = result.status === "done" ? result.stores : [];
  // How far this search's results have rendered: the first cards, the whole list, then the map (see FIRST_CARDS).
  const searchKey = JSON.stringify(search);
  const [rendered, setRendered] = React.useState({ key: "", listed: false, map: false });
  const { listed, map } = rendered.key === searchKey ? rendered : { listed: false, map: false };
  React.useEffect(() => {
    if (stores.length === 0 || map) return;
    let live = true;
    void yieldToMain().then(() => {
      if (live) setRendered({ key: searchKey, listed: true, map: listed });
    });
    return () => {
      live = false;
    };
  }, [listed, map, stores.length, searchKey]);
  const shown = listed ? stores : stores.slice(0, FIRST_CARDS);
  const mapRef = React.useRef<HTMLDivElement>(null);
  const [mapNear] = useNearViewport(mapRef, map);
  const mapShown = map && mapNear;

  React.useEffect(() => {
    // After "show more": the first new shop gets the focus, once its card is rendered.
    const from = focusFrom.current;
    if (from === null || from >= stores.length) return;
    const item = listRef.current?.children[from];
    if (!item) return;
    focusFrom.current = null;
    item.querySelector<HTMLElement>("h3 a")?.focus();
  }, [stores.length, shown.length]);

  // Written on every selection: the focus (a click's first step, or the keyboard's) has already made the card active.
  const select = React.useCallback((slug: string) => {
    writeStoreCookie("findByLocationStore", slug);
    setActiveSlug(slug);
  }, []);

  // On a phone the list and the map take turns (the toggle); both are shown side by side on a desktop.
  const [view, setView] = React.useState<"list" | "map">("list");
  const selectFromMap = (slug: string) => {
    // The card must be displayed before it can take the focus.
    flushSync(() => setView("list"));
    select(slug);
    const card = document.getElementById(`${CARD_ID}${slug}`);
    card?.scrollIntoView({ behavior: "smooth", block: "nearest" });
    card?.querySelector<HTMLElement>("h3 a")?.focus({ preventScroll: true });
  };

  const place = search.kind === "key" ? t("stores:finder.ofQuery", { query: search.key }) : t("stores:finder.ofPosition");
  const radius = FINDER.radiusKm;

  let status: React.ReactNode = null;
  if (result.status === "loading") status = t("stores:finder.loading");
  if (result.status === "done" && result.mode === "within") {
    status =
      stores.length < result.total
        ? t("stores:finder.countOf", { shown: stores.length, count: result.total, radius })
        : t("stores:finder.countAll", { count: result.total, radius });
  }
  if (result.status === "done" && result.mode === "nearest") {
    status = (
      <strong className={styles.empty}>
        {t("stores:finder.noneWithin", { radius, place })} {t("stores:finder.nearestAt", { distance: formatWholeKm(stores[0]?.distance ?? 0, locale) })}
      </strong>
    );
  }
  if (result.status === "done" && result.mode === "none") {
    status = (
      <strong className={styles.empty}>{search.kind === "key" ? t("stores:finder.empty", { query: search.key }) : t("stores:finder.emptyPosition")}</strong>
    );
  }

  const markers: MapMarker[] = stores.flatMap((store, index) =>
    typeof store.latitude === "number" && typeof store.longitude === "number"
      ? [
          {
            slug: store.slug,
            latitude: store.latitude,
            longitude: store.longitude,
            number: index + 1,
            label: t("stores:map.marker", { number: index + 1, name: store.name, distance: formatDistance(store.distance, locale) ?? "" }),
          },
        ]
      : [],
  );
  const origin = result.status === "done" ? result.origin : null;
  // Without a maps key, or in place of Google's map when its script cannot load.
  const keylessMap = (
    <StoreMap
      markers={markers}
      caption={t("stores:map.finderCaption", {
        count: markers.length,
        around: search.kind === "key" ? t("stores:finder.aroundQuery", { query: search.key }) : t("stores:finder.aroundPosition"),
      })}
      origin={origin}
      radiusKm={result.status === "done" && result.mode === "within" ? radius : undefined}
      minWidthKm={FINDER_MAP_MIN_KM}
      activeSlug={activeSlug}
      onSelect={selectFromMap}
      hrefPrefix={CARD_ID}
    />
  );
  // What the results were filtered by, said after their count: the count is of the shops that pass.
  const filterNames = (["mobileService", "adasCalibration"] as const).filter((name) => search.filters?.[name]);
  if (result.status === "done" && filterNames.length) {
    status = (
      <>
        {status} {t("stores:finder.filteredBy", { filters: filterNames.map((name) => t(`stores:finder.filterName.${name}`)).join(", ") })}
      </>
    );
  }
  const filter = (filters: StoreFilters) => {
    const { filters: _old, ...place } = search;
    const next = filtersOf((name) => filters[name]);
    void navigate(locationsPath(locale, next ? { ...place, filters: next } : place, carriedParams(window.location.search)));
  };

  return (
    <FinderFrame title={finderTitle(t, search)} busy={result.status === "loading" || (stores.length > 0 && !listed)} status={status}>
      <FinderFilters filters={search.filters} onChange={filter} />
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
        <div className={styles.toggle} role="group" aria-label={t("stores:finder.view")}>
          {(["list", "map"] as const).map((option) => (
            <button key={option} type="button" className={styles.toggleButton} aria-pressed={view === option} onClick={() => setView(option)}>
              {t(`stores:finder.${option}View`)}
            </button>
          ))}
        </div>
      )}
      {stores.length > 0 && (
        <div className={styles.withMap} data-view={view}>
          <div className={styles.listColumn}>
            {/* Clicks on the cards' links, handled once for the list; a link's keyboard activation is a click too. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated from the links */}
            <ol
              ref={listRef}
              className={styles.results}
              aria-label={t("stores:finder.results")}
              onClick={(event) => {
                const slug = slugOf(event.target);
                if (slug) select(slug);
              }}
              onFocus={(event) => setActiveSlug(slugOf(event.target))}
            >
              {shown.map((store, index) => (
                <ResultItem key={store.slug} store={store} number={index + 1} active={store.slug === activeSlug} whole={index < FIRST_CARDS} />
              ))}
            </ol>
            {result.status === "done" && result.hasMore && (
              <button
                type="button"
                className={styles.more}
                aria-disabled={result.loadingMore || undefined}
                onClick={() => {
                  if (result.loadingMore) return;
                  focusFrom.current = stores.length;
                  showMore();
                }}
              >
                {result.loadingMore
                  ? t("stores:finder.loadingMore")
                  : t("stores:finder.showMore", { count: Math.min(FINDER.pageSize, result.total - stores.length) })}
              </button>
            )}
            {result.status === "done" && result.moreError && (
              <p role="alert" className={styles.error}>
                {t("stores:finder.moreFailed")} {t(`error:${result.moreError.key}`)}
              </p>
            )}
          </div>
          <div ref={mapRef} className={styles.mapColumn}>
            {!mapShown ? null : key ? (
              <LazyPart>
                <StoresMap
                  apiKey={key}
                  language={locale}
                  label={t("stores:finder.map")}
                  stores={stores}
                  activeSlug={activeSlug}
                  onSelect={selectFromMap}
                  fallback={keylessMap}
                />
              </LazyPart>
            ) : (
              keylessMap
            )}
          </div>
        </div>
      )}
    </FinderFrame>
  );
}

interface ResultItemProps {
  store: Store;
  number: number;
  active: boolean;
  /** Whole from the start, not a preview until near (the first cards). */
  whole: boolean;
}

/** A result in the list: a preview until near the screen or focused, then the whole card. It renders again only when its own props change. */
const ResultItem = React.memo(function ResultItem({ store, number, active, whole }: ResultItemProps) {
  const ref = React.useRef<HTMLLIElement>(null);
  const [near, reveal] = useNearViewport(ref, !whole);
  return (
    <li ref={ref} id={`${CARD_ID}${store.slug}`} onFocus={reveal}>
      <StoreCard store={store} heading="link" headingLevel={3} offersEnabled active={active} number={number} preview={!whole && !near} />
    </li>
  );
});
