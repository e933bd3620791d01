/**
 * Runs the favourite store state machine (src/lib/favorite.ts): applies a
 * transition (the cookie's value once the page's cookies are read, a star
 * click) and its effects (cookie, store fetch by slug and locale, appointment
 * action). The app state provider holds it and hands its `send` to the page.
 * This runs on every page (gatsby-browser), so the API client (axios and the
 * zod contract) is loaded only when there is a store to fetch.
 */
import * as React from "react";
import { splitLocale } from "../config/routes";
import { favoriteTransition, type FavoriteEvent } from "../lib/favorite";
import { readStoreCookie, removeStoreCookie, writeStoreCookie } from "./store-cookies";
import type { AppStore } from "./app-context";

export const FavoriteEventsContext = React.createContext<(event: FavoriteEvent) => void>(() => undefined);

/** The function that sends the favourite's events, for the provider that holds the store. */
export function useFavoriteController(store: AppStore): (event: FavoriteEvent) => void {
  const send = React.useCallback(
    (event: FavoriteEvent) => {
      const { dispatch } = store;
      const current = store.get().state.favorite;
      const { state, effects } = favoriteTransition(current, event, () => readStoreCookie("favoriteStore"));
      if (state !== current) dispatch({ type: "favorite/changed", favorite: state });
      for (const effect of effects) {
        switch (effect.type) {
          case "writeCookie":
            writeStoreCookie("favoriteStore", effect.slug);
            break;
          case "removeCookie":
            removeStoreCookie("favoriteStore");
            break;
          case "appointmentAction":
            dispatch({ type: "forms/appointment", active: false, slug: effect.slug });
            break;
          case "fetchStore": {
            const { locale } = splitLocale(window.location.pathname);
            import("../api-client/store-search")
              .then(({ getStore }) => getStore(effect.slug, { locale }))
              .then(
                (store) => send({ type: "storeFetched", store }),
                () => undefined, // On failure nothing happens: the star stays as it was.
              );
            break;
          }
        }
      }
    },
    [store],
  );
  return send;
}

export function useFavoriteEvents(): (event: FavoriteEvent) => void {
  return React.useContext(FavoriteEventsContext);
}
