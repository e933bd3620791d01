import * as React from "react";
import { useAppState } from "../state/app-state";
import { useFavoriteEvents } from "../state/favorite-controller";
import { track } from "../lib/analytics";
import type { Store } from "../contract";

export interface FavoriteStore {
  /** Slug of the favourite store (from the cookie after hydration), or null. */
  slug: string | null;
  /** The favourite store as fetched (favoriteStore), or null until fetched. */
  store: Store | null;
  /** The star: sets the favourite, or clears it when it is already the favourite. */
  toggle: (slug: string) => void;
}

export function useFavoriteStore(): FavoriteStore {
  const { favorite } = useAppState();
  const send = useFavoriteEvents();
  const toggle = React.useCallback(
    (slug: string) => {
      if (favorite.slug !== slug) track({ event: "make_favorite", storeSlug: slug });
      send({ type: "starClicked", slug });
    },
    [favorite.slug, send],
  );
  return { slug: favorite.slug, store: favorite.store, toggle };
}
