import * as React from "react";
import { useTranslation } from "../../hooks/use-translation";
import { safePath } from "../../config/routes";
import { formatDistance } from "../../lib/distance";
import { searchFromQuery, type StoreSearch } from "../../lib/store-search";
import { useLocale } from "../../hooks/use-locale";
import { useNearbyShops, type NearbyState } from "../../hooks/use-nearby-shops";
import { useStoreSearch } from "../../hooks/use-store-search";
import { InternalLink, RouteLink } from "../route-link/route-link";
import { LocationSearchBox } from "../location-search-box/location-search-box";
import * as styles from "./nearby-shops.module.css";

export interface NearbyShopsProps {
  /** Slug of the service category, in the page's language. */
  category: string;
}

function useIntro(state: NearbyState): string | null {
  const { t } = useTranslation();
  if (state.status !== "done") return null;
  const { reference } = state;
  if (reference.kind === "favorite") return t("services:details.near.favorite", { name: state.favoriteName ?? "" });
  if (reference.kind === "search" && reference.place.label) return t("services:details.near.place", { place: reference.place.label });
  return t("services:details.near.position");
}

/**
 * "Where to get this service": the shops offering it nearest to the
 * visitor's favourite shop, last searched place or position (see
 * useNearbyShops), with a box to search another place; with none of these,
 * the box alone (never an alphabetical list).
 */
export function NearbyShops({ category }: NearbyShopsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state, setReference } = useNearbyShops(category, locale);
  const [search, setSearch] = React.useState<StoreSearch | null>(null);
  const [changing, setChanging] = React.useState(false);
  const [noPosition, setNoPosition] = React.useState(false);
  const { result } = useStoreSearch(search, locale);
  const intro = useIntro(state);

  React.useEffect(() => {
    // A place searched here: its point (or, if the API does not say, its nearest shop's) becomes the reference.
    if (result.status !== "done" || search?.kind !== "key") return;
    const first = result.stores[0];
    const origin =
      result.origin ??
      (first && typeof first.latitude === "number" && typeof first.longitude === "number" ? { latitude: first.latitude, longitude: first.longitude } : null);
    if (origin) {
      setReference({ kind: "search", place: { ...origin, label: search.key } });
      setChanging(false);
    }
  }, [result, search, setReference]);

  const showBox = changing || state.status === "none" || state.status === "error";
  return (
    <section className={styles.nearby} aria-labelledby="location-items" data-testid="nearby-shops">
      <h2 id="location-items">{t("services:details.locationsTitle")}</h2>
      {state.status === "loading" && <p role="status">{t("services:details.near.loading")}</p>}
      {state.status === "done" && (
        <>
          <p id="nearby-intro">{intro}</p>
          {state.shops.length > 0 ? (
            <ol className={styles.list} aria-labelledby="nearby-intro">
              {state.shops.map((shop) => (
                <li key={shop.slug}>
                  <InternalLink to={safePath("store-details", locale, { slug: shop.slug })}>{shop.name}</InternalLink>
                  <span className={styles.detail}>
                    {" "}
                    – {shop.city} · {formatDistance(shop.distance, locale)}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p>{t("services:details.near.noneOffer")}</p>
          )}
        </>
      )}
      {showBox ? (
        <>
          {state.status !== "done" && <p>{t("services:details.near.ask")}</p>}
          <LocationSearchBox
            idPrefix="nearby-search"
            onSearch={(href) => {
              const next = searchFromQuery(new URL(href, "http://localhost").search);
              setNoPosition(next === null);
              if (next?.kind === "position") {
                setReference({ kind: "position", point: { latitude: next.latitude, longitude: next.longitude } });
                setChanging(false);
              } else if (next) setSearch(next);
            }}
          />
          <p role="status" className={styles.status}>
            {result.status === "loading" && t("services:details.searching")}
            {result.status === "done" && result.mode === "none" && search?.kind === "key" && t("services:details.noStore", { query: search.key })}
            {result.status === "error" && t(`error:${result.error.key}`)}
            {noPosition && t("services:details.near.noPosition")}
          </p>
        </>
      ) : (
        state.status === "done" && (
          <button type="button" className={styles.change} onClick={() => setChanging(true)}>
            {t("services:details.near.change")}
          </button>
        )
      )}
      <p>
        <RouteLink route="locations">{t("services:details.locations.all")}</RouteLink>
      </p>
    </section>
  );
}
