/**
 * The shops offering a service nearest to the visitor's reference point: the
 * favourite shop, else the last place searched (cookie), else the device's
 * position when asked for, or a place searched here. Nothing is known while
 * the server renders (the page shows its search box), and the list of shops
 * (public/store-places.{locale}.json) loads only once there is a point. The
 * cookies are the ones the app state read as the page started, after
 * hydration and without holding the main thread (src/state/app-state.tsx).
 */
import * as React from "react";
import { COOKIES, FINDER, type Locale } from "../config/site";
import { nearestOffering, parseStorePlaces, storePlacesUrl, type NearbyShop, type StorePlace } from "../lib/nearby";
import type { LatLng } from "../lib/distance";
import { parseSearchedPlace, type SearchedPlace } from "../lib/store-search";
import { writeLastSearch } from "../state/store-cookies";
import { useAppState, useStartingCookies } from "../state/app-context";

export type NearbyReference = { kind: "favorite"; slug: string } | { kind: "search"; place: SearchedPlace } | { kind: "position"; point: LatLng };

export type NearbyState =
  | { status: "none" }
  | { status: "loading"; reference: NearbyReference }
  | { status: "done"; reference: NearbyReference; /** The favourite shop's name, for the sentence. */ favoriteName: string | null; shops: NearbyShop[] }
  | { status: "error"; reference: NearbyReference };

const places = new Map<string, Promise<StorePlace[]>>();

function loadPlaces(locale: string): Promise<StorePlace[]> {
  let pending = places.get(locale);
  if (!pending) {
    pending = fetch(storePlacesUrl(locale)).then(async (response) => {
      if (!response.ok) throw new Error(`${storePlacesUrl(locale)}: ${response.status}`);
      return parseStorePlaces(await response.json());
    });
    pending.catch(() => places.delete(locale));
    places.set(locale, pending);
  }
  return pending;
}

export interface NearbyShops {
  state: NearbyState;
  /** Use this point from now on (the device's position, a place searched here). */
  setReference: (reference: NearbyReference) => void;
}

export function useNearbyShops(category: string, locale: Locale): NearbyShops {
  const { favorite } = useAppState();
  const starting = useStartingCookies();
  const [chosen, setChosen] = React.useState<NearbyReference | null>(null);
  const [state, setState] = React.useState<NearbyState>({ status: "none" });
  const lastSearch = React.useMemo(() => parseSearchedPlace(starting?.[COOKIES.lastSearch]), [starting]);
  const fallback = React.useRef(lastSearch);
  fallback.current = lastSearch;

  // The reference: one chosen on this page, else the favourite, else the last search. The app state has
  // the favourite from the same read as the starting cookies, so no render sees the one without the other.
  const reference = React.useMemo<NearbyReference | null>(() => {
    if (chosen) return chosen;
    if (favorite.slug) return { kind: "favorite", slug: favorite.slug };
    return lastSearch ? { kind: "search", place: lastSearch } : null;
  }, [chosen, favorite.slug, lastSearch]);
  const referenceKey = reference ? JSON.stringify(reference) : null;

  React.useEffect(() => {
    if (!reference) {
      setState({ status: "none" });
      return;
    }
    let live = true;
    setState({ status: "loading", reference });
    loadPlaces(locale)
      .then((list) => {
        if (!live) return;
        const favoriteShop = reference.kind === "favorite" ? (list.find((place) => place.slug === reference.slug) ?? null) : null;
        const origin = reference.kind === "favorite" ? favoriteShop : reference.kind === "search" ? reference.place : reference.point;
        // A favourite the list does not know (closed since the build): the last search, else nothing.
        if (!origin) {
          const place = fallback.current;
          setState(place ? { status: "loading", reference: { kind: "search", place } } : { status: "none" });
          if (place) setChosen({ kind: "search", place });
          return;
        }
        setState({ status: "done", reference, favoriteName: favoriteShop?.name ?? null, shops: nearestOffering(list, origin, category, FINDER.nearMe) });
      })
      .catch(() => live && setState({ status: "error", reference }));
    return () => {
      live = false;
    };
    // The reference is compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [referenceKey, category, locale]);

  const setReference = React.useCallback((next: NearbyReference) => {
    if (next.kind === "search") writeLastSearch(next.place);
    setChosen(next);
  }, []);

  return { state, setReference };
}
